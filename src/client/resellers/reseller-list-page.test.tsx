import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESELLERS_MSG, type ResellerRow } from '../../shared/contract/reseller-lists.js';
import { clearSession, setUser } from '../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, click, fakeApi, isDisabled, renderScreen, settle, toastsOf } from '../testing/screen-testing.js';
import { demoUser } from '../testing/session-testing.js';
import ResellerListPage from './reseller-list-page.js';

const row = (code: string, over: Partial<ResellerRow> = {}): ResellerRow => ({
  id: Number(code.slice(2)),
  code,
  name: `Bayi ${code}`,
  parentCode: 'BY10000',
  parentName: 'Merkez İletişim',
  distyCode: 'DST001',
  distyName: 'Boğaziçi Dağıtım',
  resellerType: 'A',
  active: true,
  email: `${code.toLowerCase()}@bayi.com.tr`,
  phoneNumber: '2163334455',
  mainArea: 'Marmara',
  area: 'İstanbul Anadolu',
  province: 'İstanbul',
  district: 'Kadıköy',
  addressText: 'Moda Cad. No: 5',
  approvedScore: 12500,
  unapprovedScore: 300,
  ...over,
});

const ROWS = [row('BY10002'), row('BY10001', { active: false })];

describe('/adminResellerLogin and /resellerList', () => {
  let ticketAnswer: () => [number, unknown];
  let server: ReturnType<typeof fakeApi>;
  const pages = () => server.to('/api/reseller/search');
  const tickets = () => server.to('/api/reseller/loginTicket');
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/reseller/search') return [200, { content: ROWS, totalElements: ROWS.length }];
    if (c.path === '/api/reseller/loginTicket') return ticketAnswer();
    if (c.path.startsWith('/api/reseller/detail/')) return [200, ROWS.find((r) => c.path.endsWith(`/${r.code}`))];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    ticketAnswer = () => [200, { ticket: 'T1ck3t-abc' }];
    server = fakeApi(route);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  describe('as TTG_ADMIN', () => {
    beforeEach(() => setUser(demoUser(['TTG_ADMIN'])));

    it('shows the four columns, newest code first, without the export', async () => {
      renderScreen(<ResellerListPage />, { path: '/adminResellerLogin' });
      const first = await screen.findByTestId('resellers-row-BY10002');
      expect(pages()[0].url).toBe('/api/reseller/search?page=0&size=10&sort=code%2Cdesc');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bayi Olarak Giriş');
      const headers = Array.from(screen.getByTestId('resellers-table').querySelectorAll('th')).map((th) => th.textContent);
      expect(headers).toEqual(['Seç', 'Bayi Kodu', 'Üst Bayi Kodu', 'Bayi Adı', 'Distribütör Kodu']);
      expect(within(first).getByText('Bayi BY10002')).toBeTruthy();
      expect(screen.queryByTestId('resellers-export')).toBeNull();
      // Only the log-in-as screen (spec 3 §2.6): no 'Detay', no export, no distributor's title.
      expect(screen.queryByTestId('resellers-detail-BY10002')).toBeNull();
      expect(screen.queryByText(RESELLERS_MSG.detail)).toBeNull();
      expect(screen.getByTestId('reseller-login-button')).toBeTruthy();
      expect(isDisabled('resellers-filter-distyCode')).toBe(false);
    });

    it('offers the shared tables\' page sizes 5, 10 and 25, 10 first (spec 1 §9, spec 3 §2.6)', async () => {
      renderScreen(<ResellerListPage />, { path: '/adminResellerLogin' });
      await screen.findByTestId('resellers-row-BY10002');
      const sizes = Array.from(screen.getByTestId('resellers-paginator-size').querySelectorAll('option')).map((o) => o.textContent);
      expect(sizes).toEqual(['5', '10', '25']);
      expect((screen.getByTestId('resellers-paginator-size') as HTMLSelectElement).value).toBe('10');
    });

    it('warns "Bir bayi seçili olmalıdır." and then "Bir rol seçili olmalıdır." without asking for a ticket', async () => {
      renderScreen(<ResellerListPage />, { path: '/adminResellerLogin' });
      await screen.findByTestId('resellers-row-BY10001');
      await click('reseller-login-button');
      await settle();
      expect(toastsOf('warn')).toEqual([RESELLERS_MSG.selectReseller]);

      clearToasts();
      await click('resellers-select-BY10001');
      expect(screen.getByTestId('reseller-login-selected').textContent).toBe('BY10001 – Bayi BY10001');
      expect(screen.getByTestId('resellers-row-BY10001').classList.contains('is-selected')).toBe(true);
      await click('reseller-login-button');
      await settle();
      expect(toastsOf('warn')).toEqual([RESELLERS_MSG.selectRole]);
      expect(tickets()).toHaveLength(0);
    });

    it('keeps one reseller picked, asks for a ticket with the chosen role and opens /resellerLogin/<ticket>', async () => {
      renderScreen(<ResellerListPage />, { path: '/adminResellerLogin' });
      await click('resellers-select-BY10001');
      await click('resellers-select-BY10002');
      expect((screen.getByTestId('resellers-select-BY10001') as HTMLInputElement).checked).toBe(false);
      expect((screen.getByTestId('resellers-select-BY10002') as HTMLInputElement).checked).toBe(true);
      await chooseIon('reseller-login-role', 'admin');
      await click('reseller-login-button');
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/resellerLogin/T1ck3t-abc'));
      expect(tickets().map((c) => c.body)).toEqual([{ resellerCode: 'BY10002', admin: true }]);
    });

    it('asks for a reseller user with admin=false; on /resellerList too', async () => {
      renderScreen(<ResellerListPage />, { path: '/resellerList' });
      await click('resellers-select-BY10001');
      await chooseIon('reseller-login-role', 'user');
      await click('reseller-login-button');
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/resellerLogin/T1ck3t-abc'));
      expect(tickets()[0].body).toEqual({ resellerCode: 'BY10001', admin: false });
    });

    it('shows the server’s refusal, else "Bayi olarak giriş yapma başarısız.", and gives the button back', async () => {
      const refusal = 'Bu bayide Bayi Admini rolünde aktif kullanıcı bulunamadı.';
      ticketAnswer = () => [400, { status: 400, code: 10000, errors: [], fields: [refusal] }];
      renderScreen(<ResellerListPage />, { path: '/adminResellerLogin' });
      await click('resellers-select-BY10002');
      await chooseIon('reseller-login-role', 'admin');
      await click('reseller-login-button');
      await waitFor(() => expect(toastsOf('error')).toEqual([refusal]));
      await waitFor(() => expect(isDisabled('reseller-login-button')).toBe(false));

      clearToasts();
      ticketAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
      await click('reseller-login-button');
      await waitFor(() => expect(toastsOf('error')).toEqual([RESELLERS_MSG.loginFailed]));
      await waitFor(() => expect(isDisabled('reseller-login-button')).toBe(false));
      expect(screen.getByTestId('location').textContent).toBe('/adminResellerLogin');
    });
  });

  describe('as DISTY_ADMIN', () => {
    beforeEach(() => setUser(demoUser(['DISTY_ADMIN'], { disty: { id: 7, code: 'DST001', name: 'Boğaziçi Dağıtım' } })));

    it('titles "Bayi Listesi", locks the distributor filter to its own code and offers the export', async () => {
      renderScreen(<ResellerListPage />, { path: '/resellerList' });
      await screen.findByTestId('resellers-row-BY10002');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(RESELLERS_MSG.title);
      expect(pages()[0].body).toEqual({ distyCode: 'DST001' });
      expect(isDisabled('resellers-filter-distyCode')).toBe(true);
      expect((screen.getByTestId('resellers-filter-distyCode') as HTMLElement & { value?: string }).value).toBe('DST001');
      expect(screen.getByTestId('resellers-export').textContent).toContain("Excel'e Aktar");
      expect(screen.queryByTestId('reseller-login-button')).toBeNull();
      expect(screen.queryByTestId('resellers-select-BY10002')).toBeNull();
      // Exactly the spec's four columns (spec 3 §2.6), then the row's 'Detay'.
      const headers = Array.from(screen.getByTestId('resellers-table').querySelectorAll('th')).map((th) => th.textContent);
      expect(headers).toEqual(['Bayi Kodu', 'Üst Bayi Kodu', 'Bayi Adı', 'Distribütör Kodu', '']);
      expect(screen.getByTestId('resellers-detail-BY10002').textContent).toBe(RESELLERS_MSG.detail);

      // 'Temizle' goes back to the own distributor, never to all of them.
      await click('resellers-clear');
      await waitFor(() => expect(pages().at(-1)!.body).toEqual({ distyCode: 'DST001' }));
    });

    it('"Detay" opens "Bayi Detay" with the reseller read only', async () => {
      renderScreen(<ResellerListPage />, { path: '/resellerList' });
      await screen.findByTestId('resellers-row-BY10001');
      fireEvent.click(screen.getByTestId('resellers-detail-BY10001'));
      const dialog = await screen.findByTestId('reseller-detail-dialog');
      await waitFor(() => expect(screen.getByTestId('reseller-detail-code').textContent).toBe('BY10001'));
      expect(server.to('/api/reseller/detail/BY10001')).toHaveLength(1);
      expect(within(dialog).getByText(RESELLERS_MSG.detailTitle)).toBeTruthy();
      expect(screen.getByTestId('reseller-detail-parent').textContent).toBe('BY10000 – Merkez İletişim');
      expect(screen.getByTestId('reseller-detail-disty').textContent).toBe('DST001 – Boğaziçi Dağıtım');
      expect(screen.getByTestId('reseller-detail-active').textContent).toBe('Hayır');
      expect(screen.getByTestId('reseller-detail-approved-score').textContent).toBe('12,500');
      expect(screen.getByTestId('reseller-detail-unapproved-score').textContent).toBe('300');
      expect(screen.getByTestId('reseller-detail-address').textContent).toBe('Moda Cad. No: 5');
      expect(screen.queryByTestId('reseller-detail-dialog-submit')).toBeNull();
    });
  });
});
