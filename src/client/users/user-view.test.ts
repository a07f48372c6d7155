import { describe, expect, it } from 'vitest';
import { viewColumns } from '../ui/list/list-types.js';
import { distyUsersSetup } from './pages/disty-users-page.js';
import { orgUsersSetup } from './pages/org-users.js';
import { userView, type UserScreenSetup } from './user-view.js';

const noop = () => undefined;
const SCREENS: [string, UserScreenSetup][] = [
  ['/DefineTTGUser', { kind: 'TTG', filters: [], exportable: true, dialog: { kind: 'TTG' } }],
  ['/addUserDist', distyUsersSetup(7)],
  ['/DefineUser, a distributor picked', orgUsersSetup({ kind: 'DISTY', id: 7 })],
  ['/DefineUser, a supplier picked', orgUsersSetup({ kind: 'SUPPLY', id: 3 })],
  ['/DefineResellerUser', { kind: 'RESELLER', filters: [], dialog: { kind: 'RESELLER', resellers: { kind: 'codes' } } }],
];

describe('the user list’s columns', () => {
  // Spec 2 §2.7: user, phone, e-mail, roles, resellers, actions — the same on every user screen.
  it.each(SCREENS)('%s: user, phone, e-mail, roles, resellers, then the actions', (_screen, setup) => {
    const view = userView(setup, { edit: noop, remove: noop, activate: noop });
    expect(viewColumns(view).map((c) => c.header)).toEqual(['Kullanıcı', 'Telefon', 'E-posta', 'Roller', 'Bayiler']);
    expect(view.rowActions?.map((a) => a.label)).toEqual(['Düzenle', 'Sil', 'Aktif Et']);
  });

  it('pages by the shared tables\' 5, 10 and 25, 10 first (spec 2 §2.7 gives only the default; spec 1 §9)', () => {
    const { list } = userView(SCREENS[0][1], { edit: noop, remove: noop, activate: noop });
    expect(list.pageSizes).toEqual([5, 10, 25]);
    expect(list.defaultPageSize).toBe(10);
  });
});
