import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminPriceDetailPath, type AdminPriceRow } from '../../../shared/contract/admin-price-lists.js';
import { chooseIon, clearToasts, click, fakeApi, renderScreen, toastsOf, typeIon, type ApiCall } from '../../testing/screen-testing.js';
import AdminPricePage from './admin-price-page.js';

const row = (id: number, over: Partial<AdminPriceRow> = {}): AdminPriceRow => ({
  id,
  sid: 11,
  did: 1,
  mid: 100 + id,
  mpsid: 500 + id,
  modelName: `Anker Kablo ${id}`,
  barcode: `869000000${id}`,
  brand: 'Anker',
  category: 'Kablolar',
  subCategory: 'USB-C Kablolar',
  supply: 'Anadolu Aksesuar',
  distyName: 'Boğaziçi Dağıtım A.Ş.',
  timeStatus: 'GÜNCEL',
  mpsStartDate: '2026-10-01T13:00:00.000Z',
  mpsEndDate: null,
  mpdStartDate: '2026-10-02T13:00:00.000Z',
  mpdEndDate: null,
  mpsNextPrice: false,
  mpdNextPrice: false,
  taxRatio: 20,
  distyPrice: 1234.5,
  recommendedEdmPrice: null,
  recommendedResellerPrice: 1400,
  recommendedSellPrice: 1799.9,
  eol: null,
  checkDistyPrice: true,
  checkRecommendedResellerPrice: false,
  checkRecommendedSellPrice: null,
  resellerPrice: null,
  checkResellerPrice: null,
  supplyStatus: 'AÇIK',
  origin: 'Çin',
  approveType: 'APPROVED',
  description: null,
  ...over,
});

const ROWS = [
  row(1, { mpdNextPrice: true, mpdStartDate: '2027-01-05T13:00:00.000Z' }),
  row(2, { timeStatus: 'ESKİ', resellerPrice: 1300.25, mpdEndDate: '2026-10-20T13:00:00.000Z' }),
];

describe('/ProductPriceAdmin-Disty', () => {
  let calls: ApiCall[];
  const pages = () => calls.filter((c) => c.path === '/api/modelPriceDisty/admin/getAll');
  beforeEach(() => {
    ({ calls } = fakeApi((c) => {
      if (c.path === '/api/modelPriceDisty/admin/getAll') return [200, { content: ROWS, totalElements: 2 }];
      if (c.path === '/api/modelPriceDisty/admin/findAll') return [200, {}];
      if (c.path === '/api/brand/getAll') return [200, [{ id: 4, name: 'Anker', newBrand: false, image: null, status: 1 }]];
      if (c.path === '/api/supply/getAll') return [200, [{ id: 11, code: 'TDR001', name: 'Anadolu Aksesuar' }]];
      if (c.path === '/api/disty/all') return [200, [{ id: 1, code: 'DST001', name: 'Boğaziçi Dağıtım A.Ş.' }, { id: 2, code: 'DST002', name: 'Ege Dağıtım' }]];
      return undefined;
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPage = async () => {
    renderScreen(<AdminPricePage />, { path: '/ProductPriceAdmin-Disty' });
    await screen.findByTestId('admin-prices-row-2');
  };

  it('asks for the newest start dates first, 10 a page, and shows the rows with money, dates and status', async () => {
    await renderPage();
    expect(pages()[0].url).toBe('/api/modelPriceDisty/admin/getAll?page=0&size=10&sort=mpdStartDate%2Cdesc');
    expect(pages()[0].body).toEqual({});
    const second = screen.getByTestId('admin-prices-row-2');
    expect(second.textContent).toContain('Anker Kablo 2');
    expect(second.textContent).toContain('Boğaziçi Dağıtım A.Ş.');
    expect(second.textContent).toContain('₺1,234.50');
    expect(second.textContent).toContain('₺1,300.25');
    expect(second.textContent).toContain('02-10-2026');
    expect(second.textContent).toContain('20-10-2026');
    expect(screen.getByTestId('admin-prices-status-2').textContent).toBe('ESKİ');
    // Not entered: the EDM price of both, the reseller price of the first.
    expect(within(screen.getByTestId('admin-prices-row-1')).getAllByText('Girilmedi')).toHaveLength(2);
    // Spreadsheet-only columns stay off the screen.
    expect(screen.queryByText('USB-C Kablolar')).toBeNull();
  });

  it('paints a coming price green and each price by its check flag', async () => {
    await renderPage();
    expect(screen.getByTestId('admin-prices-row-1').className).toContain('row-success');
    expect(screen.getByTestId('admin-prices-row-2').className).not.toContain('row-success');
    const cell = (text: string) => within(screen.getByTestId('admin-prices-row-2')).getByText(text).closest('td')!;
    expect(cell('₺1,234.50').className).toContain('price-check-up');
    expect(cell('₺1,400.00').className).toContain('price-check-down');
    expect(cell('₺1,799.90').className).not.toMatch(/price-check/);
  });

  it('filters by distributor and status and sorts on the server', async () => {
    await renderPage();
    await chooseIon('admin-prices-filter-disty', '2');
    await chooseIon('admin-prices-filter-timeStatus', 'ESKİ');
    await typeIon('admin-prices-filter-modelName', 'kablo');
    fireEvent.click(screen.getByTestId('admin-prices-search'));
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ disty: '2', timeStatus: 'ESKİ', modelName: 'kablo' }));
    fireEvent.click(screen.getByTestId('admin-prices-sort-modelName'));
    await waitFor(() => expect(pages().at(-1)!.url).toContain('sort=modelName%2Casc'));
    // Only index-served columns sort: no button on the prices or the distributor.
    expect(screen.queryByTestId('admin-prices-sort-distyPrice')).toBeNull();
    expect(screen.queryByTestId('admin-prices-sort-distyName')).toBeNull();
    expect(screen.getByTestId('admin-prices-sort-barcode')).toBeTruthy();
  });

  it('loads the distributors for the filter from GET disty/all', async () => {
    await renderPage();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/disty/all')).toBe(true));
  });

  it("says 'Markaları getirme başarısız.' and 'Distributör getirme başarısız.' when the filters' lookups fail (spec 3 §8)", async () => {
    clearToasts();
    fakeApi((c) => {
      if (c.path === '/api/modelPriceDisty/admin/getAll') return [200, { content: ROWS, totalElements: 2 }];
      if (c.path === '/api/supply/getAll') return [200, []];
      if (c.path === '/api/brand/getAll' || c.path === '/api/disty/all') return [500, { status: 500, code: 500, errors: [], fields: [] }];
      return undefined;
    });
    await renderPage();
    await waitFor(() => expect(new Set(toastsOf('error'))).toEqual(new Set(['Markaları getirme başarısız.', 'Distributör getirme başarısız.'])));
    expect(toastsOf('error')).toHaveLength(2);
  });

  it("opens the row's read-only detail with its ids", async () => {
    await renderPage();
    await click('admin-prices-detail-2');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ProductPriceAdmin-Detail'));
    expect(adminPriceDetailPath(ROWS[1])).toBe('/ProductPriceAdmin-Detail?id=2&mid=102&did=1&sid=11&mpsId=502');
  });

  it('downloads the filtered list as a spreadsheet', async () => {
    const objectUrls = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await renderPage();
    await chooseIon('admin-prices-filter-timeStatus', 'GÜNCEL');
    fireEvent.click(screen.getByTestId('admin-prices-export'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/modelPriceDisty/admin/findAll')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/modelPriceDisty/admin/findAll')!;
    expect(sent.url).toBe('/api/modelPriceDisty/admin/findAll?sort=mpdStartDate%2Cdesc');
    expect(sent.body).toEqual({ timeStatus: 'GÜNCEL' });
    await waitFor(() => expect(objectUrls).toHaveBeenCalled());
    objectUrls.mockRestore();
  });
});
