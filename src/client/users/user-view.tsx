import { useSessionUser } from '../lib/session.js';
import { useMemo } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { ROLE_LABELS } from '../../shared/access.js';
import { userList } from '../../shared/contract/user-lists.js';
import { emailCell, ROLES_OF_KIND, type UserKind, type UserRow } from '../../shared/contract/users.js';
import { confirm } from '../ui/dialogs/confirm.js';
import { useDialogTarget } from '../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../ui/list/list-screen.js';
import type { FilterDef, FilterValues, ListView, Option } from '../ui/list/list-types.js';
import { formatGsm } from './gsm.js';
import type { UserDialogSetup } from './user-form.js';
import { UserDialog } from './user-dialog.js';
import { useUserStatus } from './users-data.js';
import { usersKeys } from './users-queries.js';
import './users.css';

/** Name, phone and e-mail: every user screen's first filters. */
export const CONTACT_FILTERS: FilterDef[] = [
  { kind: 'text', key: 'name', label: 'Ad Soyad' },
  { kind: 'text', key: 'gsmNo', label: 'Telefon' },
  { kind: 'text', key: 'email', label: 'E-posta' },
];

export const roleFilter = (kind: UserKind): FilterDef => ({
  kind: 'select',
  key: 'role',
  label: 'Rol',
  options: ROLES_OF_KIND[kind].map((r) => ({ value: r, label: ROLE_LABELS[r] })),
});

/** The reseller code: typed (TTG admin), or one of the caller's resellers (reseller admin). */
export const codeFilter = (options?: Option[]): FilterDef =>
  options ? { kind: 'select', key: 'code', label: 'Bayi Kodu', options } : { kind: 'text', key: 'code', label: 'Bayi Kodu' };

/** One user screen: the kind it lists, its filters, the organisation it is held to and its dialog. */
export interface UserScreenSetup {
  kind: UserKind;
  filters: FilterDef[];
  /** Filter values the screen holds besides the kind (its distributor or supplier). */
  locked?: FilterValues;
  /** The list's Excel export (TTG users only). */
  exportable?: boolean;
  dialog: UserDialogSetup;
}

export interface UserActions {
  edit: (row: UserRow) => void;
  remove: (row: UserRow) => void;
  activate: (row: UserRow) => void;
  /** The signed-in user's id: it cannot delete itself (the server refuses it too). */
  selfId?: number;
}

const active = (r: UserRow) => r.status === 1;

/** The user list as one screen shows it (spec 2 §2.7). */
export function userView(setup: UserScreenSetup, actions: UserActions): ListView<typeof userList> {
  const locked = setup.locked ?? {};
  return {
    list: userList,
    queryKey: usersKeys.lists(),
    filters: setup.filters,
    initialFilter: { kind: setup.kind, ...locked },
    lockedFilters: ['kind', ...Object.keys(locked)],
    exportLabel: setup.exportable ? undefined : false,
    // The spec's columns on every user screen (spec 2 §2.7: user, phone, e-mail, roles, resellers,
    // actions); the status shows as the row's look and its 'Aktif Et'.
    hidden: ['status'],
    columns: {
      name: { width: '14rem' },
      gsmNo: { width: '9rem', cell: (r) => formatGsm(r.gsmNo) },
      email: {
        width: '14rem',
        cell: (r) =>
          r.email ? (
            <span className="user-email" title={r.email} data-testid={`users-email-${r.id}`}>
              {emailCell(r.email)}
            </span>
          ) : (
            ''
          ),
      },
      roles: { width: '11rem' },
      resellers: { hideOnPhone: true },
    },
    rowKey: (r) => r.id,
    rowClass: (r) => (active(r) ? undefined : 'user-passive'),
    rowActions: [
      { label: 'Düzenle', visible: active, onClick: actions.edit, testId: (r) => `user-edit-${r.id}` },
      { label: 'Sil', color: 'danger', visible: (r) => active(r) && r.id !== actions.selfId, onClick: actions.remove, testId: (r) => `user-delete-${r.id}` },
      { label: 'Aktif Et', color: 'success', visible: (r) => !active(r), onClick: actions.activate, testId: (r) => `user-activate-${r.id}` },
    ],
  };
}

/**
 * The list of a user screen with 'Yeni Kullanıcı' and the dialog. `listKey` starts the list
 * afresh (its filter and page) when the screen's organisation changes.
 */
export function UserListScreen({ setup, listKey }: { setup: UserScreenSetup; listKey?: string }) {
  const dialog = useDialogTarget<UserRow>();
  const status = useUserStatus();
  const { mutate } = status;
  const { show } = dialog;
  const selfId = useSessionUser()?.user.id;
  const view = useMemo(
    () =>
      userView(setup, {
        selfId,
        edit: show,
        remove: (row) =>
          void confirm({
            header: 'Kullanıcı Sil',
            message: `"${row.name} ${row.surname}" kullanıcısını silmek istediğinize emin misiniz?`,
            confirmText: 'Sil',
            cancelText: 'Vazgeç',
            danger: true,
          }).then((yes) => yes && mutate({ row, active: false })),
        activate: (row) => mutate({ row, active: true }),
      }),
    [setup, show, mutate, selfId],
  );
  return (
    <>
      <ListScreen
        key={listKey}
        view={view}
        toolbar={
          <IonButton onClick={() => show(null)} data-testid="user-new">
            <IonIcon aria-hidden="true" slot="start" icon={addOutline} />
            Yeni Kullanıcı
          </IonButton>
        }
      />
      <UserDialog setup={setup.dialog} user={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} />
    </>
  );
}
