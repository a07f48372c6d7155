import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IonButton, IonSpinner } from '@ionic/react';
import { RESELLERS_MSG, resellerList, type ResellerRow } from '../../shared/contract/reseller-lists.js';
import { createLoginTicket } from '../../shared/contract/user.js';
import { ApiError, call } from '../lib/api.js';
import { handleError } from '../lib/error-handler.js';
import { useSessionUser } from '../lib/session.js';
import { toast } from '../lib/toast.js';
import { AppPage } from '../ui/app-page.js';
import { useDialogTarget } from '../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../ui/list/list-screen.js';
import type { ColumnDef, FilterDef, ListView, Option } from '../ui/list/list-types.js';
import { SelectField } from '../ui/select-field.js';
import { ResellerDetailDialog } from './reseller-detail-dialog.js';
import { resellerKeys } from './resellers-queries.js';
import './resellers.css';

type FilterKey = 'code' | 'parentCode' | 'name' | 'distyCode';
const header = (key: FilterKey) => resellerList.columns.find((c) => c.key === key)!.header;

/** Spec 3 §2.6: filters on the four shown columns ('Bayi Kodu', 'Üst Bayi Kodu', 'Bayi Adı', 'Distribütör Kodu'). */
export const RESELLER_FILTERS: FilterDef[] = (['code', 'parentCode', 'name', 'distyCode'] as const).map((key) => ({ kind: 'text', key, label: header(key) }));

/** Roles an admin may log in as: admin=false a reseller user, admin=true a reseller admin. */
const ROLE_OPTIONS: Option[] = [
  { value: 'user', label: RESELLERS_MSG.roleUser },
  { value: 'admin', label: RESELLERS_MSG.roleAdmin },
];

/** Ours: the picked reseller's caption in the log-in bar. */
const PICKED_LABEL = 'Seçili Bayi';

/** The login variant's single selection: a radio per row (the kit's checkboxes select many). */
function pickColumn(picked: string | undefined, onPick: (row: ResellerRow) => void): ColumnDef<ResellerRow> {
  return {
    header: 'Seç',
    width: '3.5rem',
    align: 'center',
    cellClass: () => 'select-cell',
    cell: (r) => (
      <input
        type="radio"
        name="reseller-login-pick"
        className="reseller-pick"
        checked={picked === r.code}
        onChange={() => onPick(r)}
        aria-label={`${r.code} seç`}
        data-testid={`resellers-select-${r.code}`}
      />
    ),
  };
}

/** TTG_ADMIN: the four columns, one reseller picked, a role and 'Bayi Olarak Giriş Yap' (no export). */
export function loginView(picked: string | undefined, onPick: (row: ResellerRow) => void): ListView<typeof resellerList> {
  return {
    list: resellerList,
    queryKey: resellerKeys.lists(),
    filters: RESELLER_FILTERS,
    leading: [pickColumn(picked, onPick)],
    columns: { code: { width: '9rem' }, parentCode: { width: '9rem' }, distyCode: { width: '10rem' } },
    rowKey: (r) => r.code,
    rowClass: (r) => (r.code === picked ? 'is-selected' : undefined),
    exportLabel: false,
  };
}

/** DISTY_ADMIN: its own distributor's resellers (filter preset and locked), the same four columns, 'Detay' and the export. */
export function distyView(ownDistyCode: string | null, onDetail: (row: ResellerRow) => void): ListView<typeof resellerList> {
  return {
    list: resellerList,
    exportFailedText: RESELLERS_MSG.exportFailed,
    queryKey: resellerKeys.lists(),
    filters: RESELLER_FILTERS,
    ...(ownDistyCode ? { initialFilter: { distyCode: ownDistyCode }, lockedFilters: ['distyCode'] } : {}),
    columns: {
      code: { width: '9rem' },
      parentCode: { width: '9rem', hideOnPhone: true },
      name: { width: '16rem' },
      distyCode: { width: '10rem', hideOnPhone: true },
    },
    rowKey: (r) => r.code,
    rowClass: (r) => (r.active ? undefined : 'row-passive'),
    rowActions: [{ label: RESELLERS_MSG.detail, onClick: onDetail, testId: (r) => `resellers-detail-${r.code}` }],
  };
}

/**
 * Asks for a ticket and opens /resellerLogin/{ticket}. A refusal that explains itself (400/422, e.g.
 * no active user of that role) shows the server's text; any other failure 'Bayi olarak giriş yapma
 * başarısız.'. False when it failed.
 */
async function loginAs(resellerCode: string, admin: boolean, go: (path: string) => void): Promise<boolean> {
  try {
    const { ticket } = await call(createLoginTicket, { body: { resellerCode, admin } });
    go(`/resellerLogin/${encodeURIComponent(ticket)}`);
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body) handleError(error);
    else toast.error(RESELLERS_MSG.loginFailed);
    return false;
  }
}

/** /adminResellerLogin (and /resellerList for TTG_ADMIN): pick a reseller and a role, then log in as it. */
function LoginAsResellerScreen() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<ResellerRow | null>(null);
  const [role, setRole] = useState('');
  const [busy, setBusy] = useState(false);

  const login = async () => {
    if (!picked) {
      toast.warn(RESELLERS_MSG.selectReseller);
      return;
    }
    if (!role) {
      toast.warn(RESELLERS_MSG.selectRole);
      return;
    }
    setBusy(true);
    // On success the page is left; a failure gives the button back (spec 3 §8).
    if (!(await loginAs(picked.code, role === 'admin', navigate))) setBusy(false);
  };

  return (
    <AppPage>
      <ListScreen view={loginView(picked?.code, setPicked)} />
      <section className="reseller-login-bar" aria-label={RESELLERS_MSG.loginAs}>
        <div className="reseller-login-picked">
          <span className="reseller-login-caption">{PICKED_LABEL}</span>
          <strong data-testid="reseller-login-selected">{picked ? `${picked.code} – ${picked.name}` : '-'}</strong>
        </div>
        <div className="reseller-login-role">
          <SelectField testId="reseller-login-role" label={RESELLERS_MSG.role} value={role} options={ROLE_OPTIONS} onValue={setRole} />
        </div>
        <IonButton className="reseller-login-button" onClick={login} disabled={busy} data-testid="reseller-login-button" aria-busy={busy || undefined}>
          {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          {RESELLERS_MSG.loginAs}
        </IonButton>
      </section>
    </AppPage>
  );
}

/** /resellerList for DISTY_ADMIN: 'Bayi Listesi' of its own distributor with 'Detay' and the export. */
function DistyResellerScreen({ ownDistyCode }: { ownDistyCode: string | null }) {
  const detail = useDialogTarget<string>();
  return (
    <AppPage title={RESELLERS_MSG.title}>
      <ListScreen view={distyView(ownDistyCode, (r) => detail.show(r.code))} />
      <ResellerDetailDialog code={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </AppPage>
  );
}

/** /resellerList and /adminResellerLogin (spec 3 §2.6): the group admin logs in as a reseller, a distributor admin browses its own. */
export default function ResellerListPage() {
  const session = useSessionUser();
  const roles = session?.user.roles ?? [];
  if (roles.includes('TTG_ADMIN')) return <LoginAsResellerScreen />;
  return <DistyResellerScreen ownDistyCode={session?.user.disty?.code ?? null} />;
}
