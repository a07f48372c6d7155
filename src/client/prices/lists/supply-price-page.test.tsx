import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupplyPriceRow } from '../../../shared/contract/price-lists.js';
import { supplyPriceRow } from './owner-price-testing.js';
import { type ApiCall, clearToasts, click, fakeApi, fillFilters, renderScreen } from '../../testing/screen-testing.js';
import SupplyPricePage from './supply-price-page.js';

const ROWS = [supplyPriceRow(2, { nextPrice: true, startDate: '2099-01-01T13:00:00.000Z', approveType: 'WAITING' }), supplyPriceRow(1, { endDate: '2099-01-01T13:00:00.000Z' })];
const cell = (rowTestId: string, header: string) => screen.getByTestId(rowTestId).querySelector(`td[data-label="${header}"]`)!;

describe('/ProductPrice-Supply', () => {
  let rows: SupplyPriceRow[];
  const api = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/modelPriceSupply/current/getAll') return [200, { content: rows, totalElements: rows.length }];
    if (c.path === '/api/modelPriceSupply/current/findAll') return [200, {}];
    return undefined;
  };
  beforeEach(() => {
    clearToasts();
    rows = ROWS;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const open = () => renderScreen(<SupplyPricePage />, { path: '/ProductPrice-Supply' });

  it('asks for the newest start dates first, 10 a page, and shows the prices with their check colours', async () => {
    const server = fakeApi(api);
    open();
    await screen.findByTestId('supply-prices-row-1');
    expect(server.to('/current/getAll')[0].url).toBe('/api/modelPriceSupply/current/getAll?page=0&size=10&sort=startDate%2Cdesc');
    expect(server.to('/current/getAll')[0].body).toEqual({});
    // A coming price is a green row; the current one is not.
    expect(screen.getByTestId('supply-prices-row-2').className).toContain('row-success');
    expect(screen.getByTestId('supply-prices-row-1').className).not.toContain('row-success');
    expect(cell('supply-prices-row-1', 'Distribütör Alış Fiyatı').textContent).toBe('₺1,234.50');
    expect(cell('supply-prices-row-1', 'Distribütör Alış Fiyatı').className).toContain('price-check-up');
    expect(cell('supply-prices-row-1', 'Önerilen Bayi Alış Fiyatı').className).toContain('price-check-down');
    expect(cell('supply-prices-row-1', 'Önerilen Satış Fiyatı').className).not.toMatch(/price-check/);
    expect(cell('supply-prices-row-1', 'Önerilen EDM Alış Fiyatı').textContent).toBe('Girilmedi');
    expect(cell('supply-prices-row-1', 'Başlangıç Tarihi').textContent).toBe('01-03-2026');
    expect(cell('supply-prices-row-1', 'Bitiş Tarihi').textContent).toBe('01-01-2099');
    expect(cell('supply-prices-row-1', 'KDV Oranı (%)').textContent).toBe('%20');
    expect(cell('supply-prices-row-1', 'EOL').textContent).toBe('Evet');
    expect(cell('supply-prices-row-2', 'Onay Durumu').textContent).toBe('Onay Bekliyor');
    expect(cell('supply-prices-row-2', 'Kategori').textContent).toBe('Şarj Ürünleri');
  });

  it('searches by name, barcode and price-valid-from date, and sorts on the server', async () => {
    const server = fakeApi(api);
    open();
    await screen.findByTestId('supply-prices-row-1');
    await fillFilters('supply-prices', { modelName: 'anker', barcode: '8690', startDate: '2026-03-01' });
    await click('supply-prices-search');
    await waitFor(() => expect(server.to('/current/getAll').at(-1)!.body).toEqual({ modelName: 'anker', barcode: '8690', startDate: '2026-03-01' }));
    await click('supply-prices-sort-distyPrice');
    await waitFor(() => expect(server.to('/current/getAll').at(-1)!.search).toContain('sort=distyPrice%2Casc'));
  });

  it('exports the current filter', async () => {
    const server = fakeApi(api);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    await screen.findByTestId('supply-prices-row-1');
    await click('supply-prices-export');
    await waitFor(() => expect(server.to('/current/findAll')).toHaveLength(1));
    expect(server.to('/current/findAll')[0]).toMatchObject({ method: 'POST', search: '?sort=startDate%2Cdesc', body: {} });
  });

  it('edits a version on its detail screen', async () => {
    fakeApi(api);
    open();
    fireEvent.click(await screen.findByTestId('supply-prices-edit-2'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ProductPrice-Detail/2/42'));
  });

  it("says 'Ürün Bulunamadı.' when nothing is found", async () => {
    rows = [];
    fakeApi(api);
    open();
    expect((await screen.findByTestId('supply-prices-empty')).textContent).toBe('Ürün Bulunamadı.');
  });
});
