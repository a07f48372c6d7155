import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ApiCall, clearToasts, click, fakeApi, fillFilters, renderScreen } from '../../testing/screen-testing.js';
import DistyPricePage from './disty-price-page.js';
import { distyPriceRow, supplyPriceRow } from './owner-price-testing.js';

const api = (c: ApiCall): [number, unknown] | undefined => {
  if (c.path === '/api/modelPriceSupply/current/getAll') return [200, { content: [supplyPriceRow(5)], totalElements: 1 }];
  if (c.path === '/api/modelPriceDisty/current/getAll')
    return [200, { content: [distyPriceRow(1, { mpdNextPrice: true, mpdStartDate: '2099-01-01T13:00:00.000Z' }), distyPriceRow(2, { resellerPrice: null, checkResellerPrice: null })], totalElements: 2 }];
  if (c.path === '/api/brand/getAll') return [200, [{ id: 4, name: 'Anker' }]];
  if (c.path === '/api/supply/getAll') return [200, [{ id: 7, name: 'Anadolu Aksesuar Tedarik A.Ş.' }]];
  return undefined;
};
const cell = (rowTestId: string, header: string) => screen.getByTestId(rowTestId).querySelector(`td[data-label="${header}"]`)!;

describe('/ProductPrice-Disty', () => {
  beforeEach(() => {
    clearToasts();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () => renderScreen(<DistyPricePage />, { path: '/ProductPrice-Disty' });

  it("opens on 'Tedarikçi Olduğum Ürünler': the products it supplies itself, edited on the supplier detail", async () => {
    const server = fakeApi(api);
    open();
    await screen.findByTestId('disty-supply-prices-row-5');
    expect(screen.getByTestId('disty-price-tabs-supplier').textContent).toBe('Tedarikçi Olduğum Ürünler');
    expect(server.to('/modelPriceDisty/current/getAll')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('disty-supply-prices-edit-5'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ProductPrice-Detail/5/45'));
  });

  it("'Distribütör Olduğum Ürünler': own rows, reseller price or 'Girilmedi', coming prices green, the distributor detail", async () => {
    const server = fakeApi(api);
    open();
    await click('disty-price-tabs-disty');
    await screen.findByTestId('disty-prices-row-2');
    expect(server.to('/modelPriceDisty/current/getAll')[0].url).toBe('/api/modelPriceDisty/current/getAll?page=0&size=10&sort=mpdStartDate%2Cdesc');
    expect(screen.getByTestId('disty-prices-row-1').className).toContain('row-success');
    expect(screen.getByTestId('disty-prices-row-2').className).not.toContain('row-success');
    expect(cell('disty-prices-row-1', 'Bayi Alış Fiyatı').textContent).toBe('₺1,150.00');
    expect(cell('disty-prices-row-1', 'Bayi Alış Fiyatı').className).toContain('price-check-up');
    expect(cell('disty-prices-row-2', 'Bayi Alış Fiyatı').textContent).toBe('Girilmedi');
    expect(cell('disty-prices-row-2', 'Tedarikçi').textContent).toBe('Anadolu Aksesuar Tedarik A.Ş.');
    expect(cell('disty-prices-row-2', 'Tedarikçi Fiyatı Başlangıç').textContent).toBe('01-02-2026');
    fireEvent.click(screen.getByTestId('disty-prices-edit-2'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ProductPrice-Detail-Disty/2/42/92'));
    // The tab is remembered for the way back from the detail.
    expect(sessionStorage.getItem('productPriceDistyTab')).toBe('disty');
  });

  it('filters the own rows by name, barcode, brand and supplier', async () => {
    sessionStorage.setItem('productPriceDistyTab', 'disty');
    const server = fakeApi(api);
    open();
    await screen.findByTestId('disty-prices-row-2');
    await fillFilters('disty-prices', { modelName: 'şarj', barcode: '869', brand: '4', supply: '7' });
    await click('disty-prices-search');
    await waitFor(() => expect(server.to('/modelPriceDisty/current/getAll').at(-1)!.body).toEqual({ modelName: 'şarj', barcode: '869', brand: '4', supply: '7' }));
  });
});
