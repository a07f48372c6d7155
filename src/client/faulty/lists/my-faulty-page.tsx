import { useMemo } from 'react';
import type { FaultyTicket } from '../../../shared/contract/faulty.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { FaultyDetailDialog } from './faulty-detail-dialog.js';
import { myFaultyView } from './faulty-list-views.js';

/** /faultyProductList 'Arızalı Ürün Bildirimlerim' (spec 3 §2.9): the dealer's own tickets with a status filter and their detail. */
export default function MyFaultyPage() {
  const detail = useDialogTarget<FaultyTicket>();
  const { show } = detail;
  const view = useMemo(() => myFaultyView(show), [show]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <FaultyDetailDialog ticket={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
