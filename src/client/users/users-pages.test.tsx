import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, UserRow } from '../../shared/contract/users.js';
import { USERS_MSG } from '../../shared/contract/users.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../testing/screen-testing.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import DefineUserPage from './pages/define-user-page.js';
import DistyUsersPage from './pages/disty-users-page.js';
import ResellerUsersPage from './pages/reseller-users-page.js';
import TtgUsersPage from './pages/ttg-users-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const user = (id: number, patch: Partial<UserRow> = {}): UserRow => ({
  id,
  username: `u${id}`,
  name: 'Mert',
  surname: 'Yıldız',
  email: 'mert.yildiz@turktelekomgrup.com.tr',
  gsmNo: '5321110001',
  roles: ['TTG_USER'],
  status: 1,
  resellers: [],
  disty: null,
  supply: null,
  ...patch,
});

const HISTORY: AuditEntry[] = [
  { id: 70, at: '2025-03-01T08:00:00', action: 'CREATE', actor: 'Selin Aydın', onBehalfOf: null, before: null, after: { name: 'Mert' } },
  {
    id: 71,
    at: '2025-03-04T09:05:00',
    action: 'UPDATE',
    actor: 'Selin Aydın',
    onBehalfOf: 'Deniz Admin',
    before: { roles: ['TTG_USER'], gsmNo: null },
    after: { roles: ['TTG_ADMIN'], gsmNo: '5321110001' },
  },
];

const ROLES: Record<string, { key: string; value: string }[]> = {
  ttg: [
    { key: 'TTG_ADMIN', value: 'TTG Admin' },
    { key: 'TTG_USER', value: 'TTG Kullanıcısı' },
  ],
  reseller: [{ key: 'RESELLER_USER', value: 'Bayi Kullanıcısı' }],
  disty: [{ key: 'DISTY_USER', value: 'Distribütör Kullanıcısı' }],
};

const optionsOf = (testId: string) => Array.from(screen.getByTestId(testId).querySelectorAll('ion-select-option')).map((o) => (o as HTMLIonSelectOptionElement).value);

describe('user screens', () => {
  let rows: UserRow[];
  let saveAnswer: (body: Record<string, unknown>) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/user/search') return [200, { content: rows, totalElements: rows.length }];
    const roles = /^\/api\/user\/roles\/(\w+)$/.exec(c.path);
    if (roles) return [200, ROLES[roles[1]] ?? []];
    if (c.path === '/api/user/save') return saveAnswer(c.body as Record<string, unknown>);
    if (c.path === '/api/user/passive') return [200, { ...rows[0], status: 0 }];
    if (c.path === '/api/user/active') return [200, { ...rows[0], status: 1 }];
    if (c.path.startsWith('/api/user/history/')) return [200, HISTORY];
    if (c.path === '/api/reseller/child') return [200, [{ code: 'BY10001', name: 'Kadıköy İletişim' }, { code: 'BY10007', name: 'Moda İletişim' }]];
    if (c.path === '/api/disty/getAll') return [200, { content: [{ id: 3, code: 'DST003', name: 'Boğaziçi Dağıtım' }], totalElements: 1 }];
    if (c.path === '/api/user/supplies') return [200, [{ id: 7, code: 'TDR007', name: 'Anadolu Aksesuar' }]];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    rows = [user(1), user(2, { name: 'Ece', surname: 'Kara', email: null, gsmNo: null, status: 0 })];
    saveAnswer = (body) => [200, user(99, body as Partial<UserRow>)];
  });
  afterEach(async () => {
    // A dialog left open closes with an animation: let it end inside this test, then unmount.
    await act(async () => {
      await Promise.all([...document.querySelectorAll('ion-modal')].map((m) => m.dismiss().catch(() => false)));
    });
    cleanup();
    vi.unstubAllGlobals();
  });

  it('/DefineTTGUser lists TTG users: phone grouped, e-mail cut at 21 characters, the resellers column (spec 2 §2.7), no status column', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const server = fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    const row = await screen.findByTestId('users-row-1');
    expect(within(row).getByText('Mert Yıldız')).toBeTruthy();
    expect(within(row).getByText('532 111 00 01')).toBeTruthy();
    const email = screen.getByTestId('users-email-1');
    expect(email.textContent).toBe('mert.yildiz@turktelek…');
    expect(email.title).toBe('mert.yildiz@turktelekomgrup.com.tr');
    expect(within(row).getByText('TTG Kullanıcısı')).toBeTruthy();
    const headers = Array.from(screen.getByTestId('users-table').querySelectorAll('th')).map((th) => th.textContent);
    expect(headers.slice(0, 5)).toEqual(['Kullanıcı', 'Telefon', 'E-posta', 'Roller', 'Bayiler']);
    expect(headers.join('|')).not.toMatch(/Durum/);
    expect(server.to('/api/user/search')[0].body).toEqual({ kind: 'TTG' });
    expect(screen.getByTestId('users-export')).toBeTruthy();
    // Active: edit and delete; passive: only 'Aktif Et', the row muted.
    expect(screen.getByTestId('user-edit-1')).toBeTruthy();
    expect(screen.queryByTestId('user-activate-1')).toBeNull();
    expect(screen.queryByTestId('user-edit-2')).toBeNull();
    expect(screen.getByTestId('users-row-2').classList.contains('user-passive')).toBe(true);
  });

  it('deletes after confirming and activates, then reloads the list; nobody is offered to delete itself', async () => {
    signIn(demoUser(['TTG_ADMIN'], { id: 99 }));
    const server = fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    await click('user-delete-1');
    await waitFor(() => expect(toastsOf('success')).toEqual([USERS_MSG.passivated]));
    expect(confirmMock).toHaveBeenCalledTimes(1);
    expect(server.to('/api/user/passive')[0].body).toEqual({ id: 1 });
    await waitFor(() => expect(server.to('/api/user/search')).toHaveLength(2));

    await click('user-activate-2');
    await waitFor(() => expect(toastsOf('success')).toContain(USERS_MSG.activated));
    expect(server.to('/api/user/active')[0].body).toEqual({ id: 2 });
  });

  it('offers no delete of the signed-in user itself', async () => {
    signIn(demoUser(['TTG_ADMIN'], { id: 1 }));
    fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    await waitFor(() => expect(screen.getAllByTestId('user-edit-1').length).toBeGreaterThan(0));
    expect(screen.queryAllByTestId('user-delete-1')).toHaveLength(0);
  });

  it('warns and flags the required fields without calling the server', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const server = fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    await click('user-new');
    await waitFor(() => expect((screen.getByTestId('user-dialog-gsm') as HTMLIonInputElement).value).toBe('5'));
    await click('user-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([USERS_MSG.required]);
    for (const field of ['name', 'surname', 'role']) expect(isFlagged(`user-dialog-${field}`), field).toBe(true);
    expect(server.to('/api/user/save')).toHaveLength(0);
    expect(screen.queryByTestId('user-history')).toBeNull();
  });

  it('creates a TTG user with the masked mobile sent as digits', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const server = fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    await click('user-new');
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await typeIon('user-dialog-gsm', '05321110001');
    await waitFor(() => expect((screen.getByTestId('user-dialog-gsm') as HTMLIonInputElement).value).toBe('532 111 00 01'));
    await waitFor(() => expect(optionsOf('user-dialog-role')).toEqual(['TTG_ADMIN', 'TTG_USER']));
    await chooseIon('user-dialog-role', 'TTG_USER');
    await click('user-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([USERS_MSG.created]));
    expect(server.to('/api/user/save')[0].body).toEqual({
      name: 'Ali',
      surname: 'Kaya',
      email: null,
      gsmNo: '5321110001',
      roles: ['TTG_USER'],
      resellersCodes: [],
      disty: null,
      supply: null,
    });
  });

  it('edits with the user’s history below the form, newest first', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const server = fakeApi(route);
    renderScreen(<TtgUsersPage />, { path: '/DefineTTGUser' });
    await click('user-edit-1');
    await waitFor(() => expect((screen.getByTestId('user-dialog-name') as HTMLIonInputElement).value).toBe('Mert'));
    expect(server.to('/api/user/history/1')).toHaveLength(0);
    await click('user-history-toggle');
    const newest = await screen.findByTestId('user-history-entry-71');
    expect(newest.textContent).toContain('04.03.2025 09:05');
    expect(newest.textContent).toContain('Güncellendi');
    expect(newest.textContent).toContain('Selin Aydın (adına: Deniz Admin)');
    expect(newest.textContent).toContain('Telefon: — → 532 111 00 01');
    expect(newest.textContent).toContain('Rol: TTG Kullanıcısı → TTG Admin');
    const entries = screen.getByTestId('user-history-list').querySelectorAll('li.user-history-entry');
    expect(Array.from(entries).map((e) => e.getAttribute('data-testid'))).toEqual(['user-history-entry-71', 'user-history-entry-70']);

    await chooseIon('user-dialog-role', 'TTG_ADMIN');
    await click('user-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([USERS_MSG.saved]));
    expect(server.to('/api/user/save')[0].body).toMatchObject({ id: 1, roles: ['TTG_ADMIN'], gsmNo: '5321110001' });
  });

  it('/DefineResellerUser sends typed reseller codes and flags the server’s unknown codes', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    saveAnswer = () => [400, { status: 400, code: 10001, errors: [{ field: 'resellersCodes', message: USERS_MSG.unknownReseller(['BY99']) }], fields: ['resellersCodes'] }];
    const server = fakeApi(route);
    renderScreen(<ResellerUsersPage />, { path: '/DefineResellerUser' });
    await screen.findByTestId('users-row-1');
    expect(screen.getByTestId('users-filter-code')).toBeTruthy();
    expect(screen.queryByTestId('users-export')).toBeNull();
    await click('user-new');
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await typeIon('user-dialog-email', 'ali@bayi.com');
    await chooseIon('user-dialog-role', 'RESELLER_USER');
    await typeIon('user-dialog-resellers', 'BY10001, BY99');
    await click('user-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([USERS_MSG.unknownReseller(['BY99'])]));
    expect(isFlagged('user-dialog-resellers')).toBe(true);
    expect(server.to('/api/user/save')[0].body).toMatchObject({ resellersCodes: ['BY10001', 'BY99'], roles: ['RESELLER_USER'] });
  });

  it('a reseller admin’s /DefineUser filters by its resellers and offers only the resellers the server returned', async () => {
    signIn(demoUser(['RESELLER_ADMIN'], { resellers: [{ code: 'BY10001', name: 'Kadıköy İletişim' }] }));
    const server = fakeApi(route);
    renderScreen(<DefineUserPage />, { path: '/DefineUser' });
    await screen.findByTestId('users-row-1');
    expect(server.to('/api/reseller/child')[0].body).toEqual(['BY10001']);
    expect(server.to('/api/user/search')[0].body).toEqual({ kind: 'RESELLER' });
    expect(screen.getByTestId('users-filter-name')).toBeTruthy();
    await waitFor(() => expect(optionsOf('users-filter-code')).toEqual(['BY10001', 'BY10007']));
    await click('user-new');
    await waitFor(() => expect(optionsOf('user-dialog-resellers')).toEqual(['BY10001', 'BY10007']));
    expect(optionsOf('user-dialog-role')).toEqual(['RESELLER_USER']);
  });

  it('/addUserDist lists and creates the users of the admin’s own distributor', async () => {
    signIn(demoUser(['DISTY_ADMIN'], { disty: { id: 3, code: 'DST003', name: 'Boğaziçi Dağıtım' } }));
    const server = fakeApi(route);
    renderScreen(<DistyUsersPage />, { path: '/addUserDist' });
    await screen.findByTestId('users-row-1');
    expect(server.to('/api/user/search')[0].body).toEqual({ kind: 'DISTY', disty: '3' });
    await click('user-new');
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await typeIon('user-dialog-email', 'ali@dagitim.com');
    await typeIon('user-dialog-gsm', '5321110001');
    await waitFor(() => expect(optionsOf('user-dialog-role')).toEqual(['DISTY_USER']));
    await chooseIon('user-dialog-role', 'DISTY_USER');
    await click('user-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([USERS_MSG.created]));
    expect(server.to('/api/user/save')[0].body).toMatchObject({ roles: ['DISTY_USER'], disty: 3, supply: null, gsmNo: '5321110001', email: 'ali@dagitim.com' });
  });

  it('a TTG admin’s /DefineUser asks for a distributor or supplier first, then lists that one’s users', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const server = fakeApi(route);
    renderScreen(<DefineUserPage />, { path: '/DefineUser' });
    expect((await screen.findByTestId('user-pick-first')).textContent).toBe(USERS_MSG.pickOrgFirst);
    await waitFor(() => expect(optionsOf('user-org-disty')).toEqual(['3']));
    expect(server.to('/api/disty/getAll')[0]).toMatchObject({ search: '?page=0&size=2000', body: { status: 1 } });
    expect(server.to('/api/user/search')).toHaveLength(0);

    await chooseIon('user-org-disty', '3');
    await screen.findByTestId('users-row-1');
    expect(server.to('/api/user/search')[0].body).toEqual({ kind: 'DISTY', disty: '3' });
    expect(screen.queryByTestId('users-filters')).toBeNull();

    await waitFor(() => expect(optionsOf('user-org-supply')).toEqual(['7']));
    await chooseIon('user-org-supply', '7');
    await waitFor(() => expect(server.to('/api/user/search').at(-1)?.body).toEqual({ kind: 'SUPPLY', supply: '7' }));
    expect((screen.getByTestId('user-org-disty') as HTMLIonSelectElement).value).toBeNull();

    // Distributor and supplier users need both e-mail and mobile.
    await click('user-new');
    await typeIon('user-dialog-name', 'Ali');
    await typeIon('user-dialog-surname', 'Kaya');
    await typeIon('user-dialog-email', 'ali@tedarik.com');
    await click('user-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([USERS_MSG.required]);
    expect(isFlagged('user-dialog-gsm')).toBe(true);
    expect(server.to('/api/user/save')).toHaveLength(0);
  });
});
