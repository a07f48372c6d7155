import { useMemo } from 'react';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { SupplyInvoiceDialog } from './supply-invoice-dialog.js';
import { supplyInvoiceLocks, supplyInvoiceView } from './supply-invoice-view.js';

/** /supplyInvoiceList 'Tedarikçi Faturaları' (spec 2 §2.12): supplier invoices, each with its 'Detay'. */
export default function SupplyInvoicePage() {
  const session = useSessionUser();
  const detail = useDialogTarget<number>();
  const { show } = detail;
  const view = useMemo(() => supplyInvoiceView(supplyInvoiceLocks(session), (r) => show(r.id)), [session, show]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <SupplyInvoiceDialog id={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}
