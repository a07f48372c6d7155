import { SETTINGS_MSG, type Parameter } from '../../../shared/contract/settings.js';
import { PAGE_SIZES_BY_TENS } from '../../../shared/paging.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { useLoadFailure } from '../settings-calls.js';
import '../settings.css';
import { useParams } from './param-data.js';
import { ParamEditDialog } from './param-edit-dialog.js';

const columns: ColumnDef<Parameter>[] = [
  { header: 'Ad', cell: (p) => <strong className="settings-key">{p.key}</strong> },
  { header: 'Açıklama', cell: (p) => p.description },
  { header: 'Değer', cell: (p) => <span className="settings-value">{p.value}</span> },
];

/** /paramList 'Parametreler' (TTG_ADMIN, spec 3 §2.3): key, description, value; pages 10/20/30; edit dialog. */
export default function ParamListPage() {
  const params = useParams();
  const dialog = useDialogTarget<Parameter>();
  useLoadFailure(params.isError, SETTINGS_MSG.paramLoadFailed);
  const actions: RowAction<Parameter>[] = [
    { label: 'Düzenle', onClick: (p) => dialog.show(p), disabled: (p) => p.manuelUpdateDisabled, testId: (p) => `param-edit-${p.key}` },
  ];

  return (
    <AppPage>
      <ClientTable
        columns={columns}
        rows={params.data ?? []}
        rowKey={(p) => p.key}
        rowActions={actions}
        emptyText={SETTINGS_MSG.paramEmpty}
        loading={params.isPending && !params.isError}
        // Pages of 10/20/30 (spec 3 §2.3), not the shared tables' 5/10/25.
        sizes={[...PAGE_SIZES_BY_TENS]}
        testId="param-table"
      />
      <ParamEditDialog param={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
    </AppPage>
  );
}
