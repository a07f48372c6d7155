import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { StockRow } from '../../../shared/contract/stock-lists.js';
import type { OwnUser } from '../../../shared/contract/user.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, chooseIon, clearToasts, fakeApi, isDisabled, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import StockListPage from './stock-list-page.js';

const row = (id: number, over: Partial<StockRow> = {}): StockRow => ({
  id,
  distyId: 7,
  distyCode: 'DST001',
  modelId: 100 + id,
  barcode: `869000000${id}`,
  brandName: 'Anker',
  modelName: `Anker Kablo ${id}`,
  stockStatus: 'AVAILABLE',
  stockStatusDisplay: 'VAR',
  stock: 1250,
  reserved: 0,
  quantityInCart: 3,
  updateDateTime: '2026-11-20T10:00:00.000Z',
  ...over,
});

const userWith = (roles: OwnUser['user']['roles'], disty: OwnUser['user']['disty'] = null): OwnUser => ({
  user: { id: 1, username: 'u', name: 'Ad', surname: 'Soyad', roles, supply: null, disty, loginReseller: null, resellers: [] },
  gsmNo: null,
  email: null,
  canOrder: false,
});

describe('/modelStockList', () => {
  let calls: ApiCall[];
  const pages = () => calls.filter((c) => c.path === '/api/stock/getAll');
  beforeEach(() => {
    ({ calls } = fakeApi((c) => {
      if (c.path === '/api/stock/getAll') return [200, { content: [row(1), row(2, { stockStatus: 'LIMITED', stockStatusDisplay: 'LİMİTLİ', stock: 4, quantityInCart: 0 })], totalElements: 2 }];
      if (c.path === '/api/stock/disties') return [200, [{ id: 7, code: 'DST001', name: 'Boğaziçi' }, { id: 8, code: 'DST002', name: 'Karadeniz' }]];
      if (c.path === '/api/brand/getAll') return [200, [{ id: 4, name: 'Anker', newBrand: false, image: null, status: 1 }]];
      return undefined;
    }));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks for the newest reports first, 10 a page, and shows status labels and quantities', async () => {
    setUser(userWith(['TTG_ADMIN']));
    renderScreen(<StockListPage />, { path: '/modelStockList' });
    await screen.findByTestId('stock-row-2');
    expect(pages()[0].url).toBe('/api/stock/getAll?page=0&size=10&sort=updateDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    expect(screen.getByTestId('stock-status-2').textContent).toBe('LİMİTLİ');
    expect(screen.getByTestId('stock-row-1').textContent).toContain('1,250');
    expect(isDisabled('stock-filter-disty')).toBe(false);
    // The spec gives the stock list no sizes of its own: the shared tables' 5, 10, 25 (spec 1 §9).
    expect(Array.from(screen.getByTestId('stock-paginator-size').querySelectorAll('option')).map((o) => o.textContent)).toEqual(['5', '10', '25']);
    await chooseIon('stock-filter-stockStatus', 'NONE');
    await waitFor(() => expect(pages().at(-1)!.body).toEqual({ stockStatus: 'NONE' }), { timeout: 3000 });
  });

  it("starts a distributor admin on its own distributor, the filter locked", async () => {
    setUser(userWith(['DISTY_ADMIN'], { id: 7, code: 'DST001', name: 'Boğaziçi' }));
    renderScreen(<StockListPage />, { path: '/modelStockList' });
    await screen.findByTestId('stock-row-1');
    expect(pages()[0].body).toEqual({ disty: '7' });
    expect(isDisabled('stock-filter-disty')).toBe(true);
  });

  it("says 'Distributör getirme başarısız.' and 'Markaları getirme başarısız.' when the filters' lookups fail (spec 3 §8)", async () => {
    clearToasts();
    setUser(userWith(['TTG_ADMIN']));
    fakeApi((c) =>
      c.path === '/api/stock/getAll' ? [200, { content: [], totalElements: 0 }] : ['/api/stock/disties', '/api/brand/getAll'].includes(c.path) ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined,
    );
    renderScreen(<StockListPage />, { path: '/modelStockList' });
    await waitFor(() => expect(new Set(toastsOf('error'))).toEqual(new Set(['Distributör getirme başarısız.', 'Markaları getirme başarısız.'])));
    expect(toastsOf('error')).toHaveLength(2);
  });

  it("says 'Stok bilgisi getirme başarısız.' when the list fails to load (spec 3 §8), the server's words for a refusal", async () => {
    setUser(userWith(['TTG_ADMIN']));
    let answer: [number, unknown] = [500, { status: 500, code: 10000, description: 'x', errors: [], fields: [] }];
    fakeApi((c) => (c.path === '/api/stock/getAll' ? answer : c.path === '/api/stock/disties' ? [200, []] : c.path === '/api/brand/getAll' ? [200, []] : undefined));
    renderScreen(<StockListPage />, { path: '/modelStockList' });
    await waitFor(() => expect(toastsOf('error')).toContain('Stok bilgisi getirme başarısız.'));
    expect(toastsOf('error')).not.toContain('Beklenmedik bir hata oluştu');
    answer = [422, { status: 422, code: 10000, description: 'İş kuralı', errors: [], fields: ['Sunucunun sözü.'] }];
    await chooseIon('stock-filter-stockStatus', 'NONE');
    await waitFor(() => expect(toastsOf('error')).toContain('Sunucunun sözü.'), { timeout: 3000 });
  });
});
