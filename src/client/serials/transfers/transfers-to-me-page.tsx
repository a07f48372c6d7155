import { useMemo } from 'react';
import { type TransferRow, transfersToMeList } from '../../../shared/contract/serial-transfers.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { TransferDetailDialog } from './transfer-detail-dialog.js';
import { TO_ME_FILTERS } from './transfer-filters.js';
import { TransferResults } from './transfer-results.js';
import { TransferUploadButtons } from './transfer-upload.js';
import { transferView } from './transfer-view.js';
import { useTransferUpload } from './use-transfer-upload.js';

/**
 * /mySerialTransfers 'Bana Devredilen Seri Numaralar' (RESELLER_ADMIN, spec 2 §2.11): the
 * transfers to the dealer's reseller, their detail and export, and the upload by which the
 * dealer takes its family's units: a file of serials, then the three lists of those not moved.
 */
export default function TransfersToMePage() {
  const detail = useDialogTarget<TransferRow>();
  const transfer = useTransferUpload();
  const { show } = detail;
  const view = useMemo(() => transferView(transfersToMeList, TO_ME_FILTERS, 'reseller', show), [show]);
  return (
    <AppPage>
      {/* The upload's buttons first and its refusal lists right under them, where the dealer's eyes are after picking the file. */}
      <div className="list-header transfer-toolbar">
        <div className="list-toolbar">
          <TransferUploadButtons onFile={transfer.send} busy={transfer.busy} />
        </div>
      </div>
      {transfer.result && <TransferResults result={transfer.result} onClose={transfer.dismiss} />}
      <ListScreen view={view} />
      <TransferDetailDialog id={detail.item?.id ?? null} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
