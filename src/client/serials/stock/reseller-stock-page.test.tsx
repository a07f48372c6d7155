import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ResellerStockRow } from '../../../shared/contract/reseller-stock.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { clearSession } from '../../lib/session.js';
import { type ApiCall, clearToasts, fakeApi, isDisabled, renderScreen, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser, signIn } from '../../testing/session-testing.js';
import ResellerStockPage from './reseller-stock-page.js';

const row = (id: number, over: Partial<ResellerStockRow> = {}): ResellerStockRow => ({
  id,
  serialNo: `ANK2026A00000${id}`,
  barcode: `869700000001${id}`,
  modelName: `Anker 20W USB-C Şarj Adaptörü ${id}`,
  brandName: 'Anker',
  category: 'Şarj Aletleri',
  subCategory: 'Duvar Şarjı',
  invoiceNo: `FTR2026${id}`,
  invoiceDate: '2026-03-02T09:00:00.000Z',
  waybillNo: null,
  waybillDate: null,
  vatIncludedPrice: 1234.5,
  recommendedPrice: 1499.9,
  receivedAt: '2026-03-03T10:00:00.000Z',
  ...over,
});

const PATH = '/api/stockInfo/search';

describe('/stockInfoList', () => {
  let calls: ApiCall[];
  let answer: [number, unknown];
  const pages = () => calls.filter((c) => c.path === PATH);
  beforeEach(() => {
    clearToasts();
    answer = [200, { content: [row(1), row(2, { recommendedPrice: null })], totalElements: 2 }];
    ({ calls } = fakeApi((c) => (c.path === PATH ? answer : undefined)));
    signIn(demoUser(['RESELLER_ADMIN']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("searches the login reseller's stock, its code shown and locked, newest first, 10 a page", async () => {
    renderScreen(<ResellerStockPage />, { path: '/stockInfoList' });
    await screen.findByTestId('reseller-stock-row-2');
    expect(pages()[0].url).toBe('/api/stockInfo/search?page=0&size=10&sort=receivedAt%2Cdesc');
    expect(pages()[0].body).toEqual({ parentResellerCode: 'BY10001' });
    expect(isDisabled('reseller-stock-filter-parentResellerCode')).toBe(true);
    expect((screen.getByTestId('reseller-stock-filter-parentResellerCode').querySelector('input') as HTMLInputElement).value).toBe('BY10001');
    expect(isDisabled('reseller-stock-filter-serialNo')).toBe(false);
  });

  it('shows the declared columns with money in lira, the documents and categories off the phone card', async () => {
    renderScreen(<ResellerStockPage />, { path: '/stockInfoList' });
    const first = await screen.findByTestId('reseller-stock-row-1');
    const cell = (label: string) => first.querySelector(`td[data-label="${label}"]`) as HTMLElement;
    expect(cell('Seri No').textContent).toBe('ANK2026A000001');
    expect(cell('KDV Dahil Fiyat').textContent).toBe('₺1,234.50');
    expect(cell('Önerilen Satış Fiyatı').textContent).toBe('₺1,499.90');
    expect(cell('Fatura Tarihi').textContent).toBe('02-03-2026');
    const onPhone = [...first.querySelectorAll('td[data-label]')].filter((td) => !td.classList.contains('hide-phone')).map((td) => td.getAttribute('data-label'));
    expect(onPhone).toEqual(['Seri No', 'Barkod', 'Model', 'KDV Dahil Fiyat', 'Önerilen Satış Fiyatı']);
  });

  it('searches a second after the last change (spec 3 §9), the locked code still sent', async () => {
    renderScreen(<ResellerStockPage />, { path: '/stockInfoList' });
    await screen.findByTestId('reseller-stock-row-1');
    await typeIon('reseller-stock-filter-serialNo', 'ANK2026A000002');
    const typedAt = Date.now();
    await waitFor(() => expect(pages()).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
    expect(pages()[1].body).toEqual({ parentResellerCode: 'BY10001', serialNo: 'ANK2026A000002' });
  });

  it("says 'Stoğumdaki ürünleri getirme başarısız' when the list fails, the server's words for a refused range", async () => {
    answer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    renderScreen(<ResellerStockPage />, { path: '/stockInfoList' });
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.stockFailed));
    answer = [400, { status: 400, code: 10001, errors: [{ field: 'endDate', message: LEDGER_MSG.searchOrder }], fields: [] }];
    await typeIon('reseller-stock-filter-serialNo', 'X');
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.searchOrder), { timeout: 3000 });
  });
});
