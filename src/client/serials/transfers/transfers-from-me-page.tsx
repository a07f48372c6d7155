import { useMemo } from 'react';
import { type TransferRow, transfersFromMeList } from '../../../shared/contract/serial-transfers.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { TransferDetailDialog } from './transfer-detail-dialog.js';
import { FROM_ME_FILTERS } from './transfer-filters.js';
import { transferView } from './transfer-view.js';

/**
 * /serialTransfersFromMe 'Devrettiğim Seri Numaralar' (RESELLER_ADMIN, spec 2 §2.11): the
 * transfers other resellers of the family took from the dealer's reseller, with detail and
 * export (no upload: a transfer is made by its receiver).
 */
export default function TransfersFromMePage() {
  const detail = useDialogTarget<TransferRow>();
  const { show } = detail;
  const view = useMemo(() => transferView(transfersFromMeList, FROM_ME_FILTERS, 'transferredBy', show), [show]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <TransferDetailDialog id={detail.item?.id ?? null} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
