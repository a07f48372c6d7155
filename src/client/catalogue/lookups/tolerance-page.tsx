import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Tolerance } from '../../../shared/contract/catalogue.js';
import { formatPercent } from '../../../shared/format.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { AddButton, TableToolbar } from '../../ui/table-toolbar.js';
import { useTolerances } from '../catalogue-queries.js';
import { ToleranceDialog } from './tolerance-dialog.js';
import './lookup-screens.css';

/** Spec 2 §9: ratios are shown as whole percent. */
export const formatToleranceRatio = (ratio: number) => formatPercent(Math.round(ratio));

const columns: ColumnDef<Tolerance>[] = [
  { header: 'Kategori', cell: (t) => t.subCategory.category.name },
  { header: 'Alt Kategori', cell: (t) => <strong>{t.subCategory.name}</strong> },
  { header: 'Tolerans Oranı', width: '9rem', align: 'end', cell: (t) => formatToleranceRatio(t.marjRatio) },
];

/** /Marj 'Tolerans Oranları' (TTG_ADMIN, spec 2 §2.5). */
export default function TolerancePage() {
  const tolerances = useTolerances();
  const dialog = useDialogTarget<Tolerance>();
  const actions: RowAction<Tolerance>[] = [{ label: 'Düzenle', color: 'primary', onClick: dialog.show, testId: (t) => `tolerance-edit-${t.id}` }];

  return (
    <AppPage>
      <TableToolbar>
        <AddButton testId="tolerance-add" label="Tolerans Oranı Ekle" onClick={() => dialog.show(null)} />
      </TableToolbar>
      <ClientTable
        columns={columns}
        rows={tolerances.data ?? []}
        rowKey={(t) => t.id}
        rowActions={actions}
        emptyText={CATALOGUE_MSG.noTolerance}
        loading={tolerances.isPending}
        testId="tolerances-table"
      />
      <ToleranceDialog isOpen={dialog.isOpen} tolerance={dialog.item} onClose={dialog.close} />
    </AppPage>
  );
}
