import { RESELLER_PARAM_MSG, SETTINGS_MSG, type Parameter } from '../../../shared/contract/settings.js';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { useLoadFailure } from '../settings-calls.js';
import '../settings.css';
import { percentText, useResellerParams } from './reseller-param-data.js';
import { ResellerParamDialog } from './reseller-param-dialog.js';

const columns: ColumnDef<Parameter>[] = [
  { header: 'Açıklama', cell: (p) => p.description },
  {
    header: 'Değer',
    width: '8rem',
    align: 'end',
    cell: (p) => (
      <span className="settings-value" data-testid={`reseller-param-percent-${p.key}`}>
        {percentText(p.value)}
      </span>
    ),
  },
];

/** /resellerParamList 'Bayi Parametreleri' (RESELLER_ADMIN, spec 3 §2.12): the login reseller's discount ratio in percent, edited in a dialog. */
export default function ResellerParamPage() {
  const session = useSessionUser();
  const params = useResellerParams(session?.user.loginReseller?.code ?? '');
  const dialog = useDialogTarget<Parameter>();
  useLoadFailure(params.isError, SETTINGS_MSG.paramLoadFailed);
  const actions: RowAction<Parameter>[] = [{ label: 'Düzenle', onClick: (p) => dialog.show(p), disabled: (p) => p.manuelUpdateDisabled, testId: 'reseller-param-edit' }];

  return (
    <AppPage>
      <ClientTable
        columns={columns}
        rows={params.data ?? []}
        rowKey={(p) => p.key}
        rowActions={actions}
        emptyText={RESELLER_PARAM_MSG.empty}
        loading={params.isPending && !params.isError}
        testId="reseller-param-table"
      />
      <p className="settings-note" data-testid="reseller-param-note">
        {RESELLER_PARAM_MSG.tesfNote}
      </p>
      <ResellerParamDialog param={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
    </AppPage>
  );
}
