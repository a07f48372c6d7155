import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FAULTY_FILE, FAULTY_MSG, type FaultyTicket } from '../../../shared/contract/faulty.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, fillFilters, renderScreen, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import FaultySearchPage from './faulty-search-page.js';
import { last, ticket } from './faulty-testing.js';

const saved = vi.hoisted(() => ({ files: [] as { name: string }[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (_blob: Blob, name: string) => saved.files.push({ name }) }));

const SEARCH = '/api/faultyProductManagement/search';

describe('/faultyProductSearch', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: FaultyTicket[];
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return [200, { content: rows, totalElements: 25 }];
    if (c.path === '/api/category/getAll') return [200, [{ id: 3, name: 'Şarj' }]];
    if (c.path === '/api/subCategory/getAll') return [200, [{ id: 9, name: 'Powerbank', category: { id: 3, name: 'Şarj' } }]];
    const detail = /^\/api\/faultyProductManagement\/detail\/(\d+)$/.exec(c.path);
    if (detail) return [200, rows.find((r) => r.id === Number(detail[1]))];
    if (c.path === '/api/faultyProductManagement/findAll') return [200, {}];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    saved.files = [];
    rows = [ticket(1, 'WAITING'), ticket(2, 'REJECTED', { supply: { id: 8, name: 'Ege Tedarik', code: 'TDR002' } })];
    server = fakeApi(route);
    setUser(demoUser(['TTG_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<FaultySearchPage />, { path: '/faultyProductSearch' });
    await screen.findByTestId(`faulty-search-row-${rows.at(-1)!.id}`);
  };
  const cell = (id: number, label: string) => (screen.getByTestId(`faulty-search-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;

  it('asks for the newest tickets 10 a page and shows every column', async () => {
    await open();
    expect(pages()[0].url).toBe('/api/faultyProductManagement/search?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    expect(cell(2, 'Tedarikçi')).toBe('Ege Tedarik');
    expect(cell(1, 'Alt Kategori')).toBe('Powerbank');
    expect(cell(1, 'Arıza Açıklaması')).toBe('Şarj etmiyor.');
    expect(cell(2, 'Durum')).toBe('Reddedildi');
    // Only the supplier decides.
    expect(screen.queryByTestId('faulty-approve-1')).toBeNull();
    expect(screen.getByTestId('faulty-detail-1').textContent).toBe('Detay');
  });

  it('sends the sale dates, category, sub-category, status and column filters', async () => {
    await open();
    await fillFilters('faulty-search', {
      saleDateStart: '2026-10-01',
      saleDateEnd: '2026-10-31',
      categoryId: '3',
    });
    // The sub-categories are the chosen category's.
    await waitFor(() => expect(server.to('/api/subCategory/getAll').at(-1)?.search).toBe('?categoryId=3'));
    await fillFilters('faulty-search', {
      subCategoryId: '9',
      faultyProductInfoStatus: 'REJECTED',
      serialNo: 'SN-2',
      barcode: '8690000000051',
      resellerCode: 'BY10001',
      supplyCode: 'TDR002',
    });
    await click('faulty-search-search');
    await waitFor(() =>
      expect(pages().at(-1)!.body).toEqual({
        saleDateStart: '2026-10-01',
        saleDateEnd: '2026-10-31',
        categoryId: '3',
        subCategoryId: '9',
        faultyProductInfoStatus: 'REJECTED',
        serialNo: 'SN-2',
        barcode: '8690000000051',
        resellerCode: 'BY10001',
        supplyCode: 'TDR002',
      }),
    );
    expect(pages().at(-1)!.url).toBe('/api/faultyProductManagement/search?page=0&size=10&sort=createDateTime%2Cdesc');
  });

  it('searches 2 s after the last filter change', async () => {
    await open();
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const before = pages().length;
    await typeIon('faulty-search-filter-resellerCode', 'BY1');
    await vi.advanceTimersByTimeAsync(1500);
    await typeIon('faulty-search-filter-resellerCode', 'BY10001');
    await vi.advanceTimersByTimeAsync(1999);
    expect(pages()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(pages()).toHaveLength(before + 1));
    expect(pages().at(-1)!.body).toEqual({ resellerCode: 'BY10001' });
  });

  it("exports the search as 'Arızalı Ürün Bildirimleri.xlsx' with the filter as typed", async () => {
    await open();
    await typeIon('faulty-search-filter-supplyCode', 'TDR002');
    await click('faulty-search-export');
    await waitFor(() => expect(saved.files).toEqual([{ name: FAULTY_FILE }]));
    expect(server.to('/api/faultyProductManagement/findAll')[0].body).toEqual({ supplyCode: 'TDR002' });
  });

  it('opens the detail of a row', async () => {
    await open();
    await click('faulty-detail-2');
    await waitFor(async () => expect((await last('faulty-detail-result-reject-reason')).textContent).toBe('Kullanıcı hatası.'));
    await waitFor(async () => expect((await last('faulty-detail')).textContent).toContain('Ege Tedarik'));
  });

  it("says 'Bildirilen arızalı ürün bulunamadı.' when nothing matches", async () => {
    rows = [];
    renderScreen(<FaultySearchPage />, { path: '/faultyProductSearch' });
    expect((await screen.findByTestId('faulty-search-empty')).textContent).toBe(FAULTY_MSG.emptyReported);
  });
});
