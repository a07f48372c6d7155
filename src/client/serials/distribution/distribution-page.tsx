import { useMemo } from 'react';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { SaleInfoDialog, type SaleInfoTarget } from './sale-info-dialog.js';
import { saleInfoLocks, saleInfoView } from './sale-info-view.js';
import './distribution.css';

/** /saleInfoList 'Distribütör Dağıtım Bilgileri' (spec 2 §2.10): the distribution records, each row opening its detail. */
export default function DistributionPage() {
  const session = useSessionUser();
  const detail = useDialogTarget<SaleInfoTarget>();
  const { show } = detail;
  const view = useMemo(() => saleInfoView(saleInfoLocks(session), (r, kind) => show({ id: r.id, kind })), [session, show]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <SaleInfoDialog target={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
