import { useMemo } from 'react';
import type { FaultyTicket } from '../../../shared/contract/faulty.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { FaultyDetailDialog } from './faulty-detail-dialog.js';
import { faultySearchView } from './faulty-list-views.js';

/**
 * /faultyProductSearch 'Arızalı Ürün Bildirim Arama' (TTG_ADMIN; spec 3 §2.9): every ticket by sale
 * date, category, sub-category, status and the column filters, with their detail and the Excel export.
 */
export default function FaultySearchPage() {
  const detail = useDialogTarget<FaultyTicket>();
  const { show } = detail;
  const view = useMemo(() => faultySearchView(show), [show]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <FaultyDetailDialog ticket={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
