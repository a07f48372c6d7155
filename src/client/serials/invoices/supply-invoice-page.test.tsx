import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SupplyInvoiceDetail, SupplyInvoiceLine, SupplyInvoiceRow } from '../../../shared/contract/supply-invoices.js';
import { formatMoney } from '../../../shared/format.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import SupplyInvoicePage from './supply-invoice-page.js';

const money = { description: null, price: 1000, discount: 50, discountRatio: 5, vatRatio: 20, vat: 190, vatIncludedPrice: 1140 };

const row = (id: number): SupplyInvoiceRow => ({
  id,
  invoiceNo: `TF-${id}`,
  invoiceDate: '2026-11-20T09:00:00.000Z',
  waybillNo: null,
  supplyCode: 'TDR001',
  supplyName: 'Anadolu Aksesuar',
  distyCode: 'DST001',
  lineCount: 12,
  ...money,
});

const line = (id: number): SupplyInvoiceLine => ({ id, barcode: `8690${id}`, serialNo: `SN-${id}`, modelName: `Kablo ${id}`, brandName: 'Anker', ...money });

const detail = (id: number): SupplyInvoiceDetail => ({ ...row(id), lines: Array.from({ length: 12 }, (_, i) => line(id * 100 + i)) });

describe('/supplyInvoiceList', () => {
  let server: ReturnType<typeof fakeApi>;
  let detailAnswer: (id: number) => [number, unknown];
  const pages = () => server.to('/api/supplyInvoice/search');
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/supplyInvoice/search') return [200, { content: [row(1), row(2)], totalElements: 2 }];
    const m = /^\/api\/supplyInvoice\/detail\/(\d+)$/.exec(c.path);
    if (m) return detailAnswer(Number(m[1]));
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    detailAnswer = (id) => [200, detail(id)];
    server = fakeApi(route);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<SupplyInvoicePage />, { path: '/supplyInvoiceList' });
    await screen.findByTestId('supply-invoices-row-2');
  };

  it('locks nothing for the group admin and asks for the newest invoices first', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    expect(pages()[0].url).toBe('/api/supplyInvoice/search?page=0&size=10&sort=invoiceDate%2Cdesc');
    expect(pages()[0].body).toEqual({});
    expect(isDisabled('supply-invoices-filter-distyCode')).toBe(false);
    expect(isDisabled('supply-invoices-filter-supplyCode')).toBe(false);
  });

  it("starts a distributor admin on its own distributor code, locked", async () => {
    setUser(demoUser(['DISTY_ADMIN'], { disty: { id: 7, code: 'DST001', name: 'Boğaziçi' } }));
    await open();
    expect(pages()[0].body).toEqual({ distyCode: 'DST001' });
    expect(isDisabled('supply-invoices-filter-distyCode')).toBe(true);
    expect(isDisabled('supply-invoices-filter-supplyCode')).toBe(false);
  });

  it("starts a supplier admin on its own supplier code, locked", async () => {
    setUser(demoUser(['SUPPLY_ADMIN']));
    await open();
    expect(pages()[0].body).toEqual({ supplyCode: 'TDR001' });
    expect(isDisabled('supply-invoices-filter-supplyCode')).toBe(true);
    expect(isDisabled('supply-invoices-filter-distyCode')).toBe(false);
  });

  it("opens 'Detay' with the invoice's header and its accessories 5 a page (options 5, 10, 15)", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    expect(screen.getByTestId('supply-invoice-detail-2').textContent).toBe('Detay');
    await click('supply-invoice-detail-2');
    await screen.findByTestId('supply-invoice-fields');
    expect(server.to('/api/supplyInvoice/detail/2')).toHaveLength(1);
    expect(screen.getByTestId('supply-invoice-fields-invoice-no').textContent).toBe('TF-2');
    expect(screen.getByTestId('supply-invoice-fields-supply').textContent).toBe('TDR001 - Anadolu Aksesuar');
    expect(screen.getByTestId('supply-invoice-fields-vat-included').textContent).toBe(formatMoney(1140));
    expect(screen.getByTestId('supply-invoice-lines-paginator-report').textContent).toBe('12 kayıttan 1 - 5 arası gösteriliyor');
    expect(Array.from((screen.getByTestId('supply-invoice-lines-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['5', '10', '15']);
    const headers = Array.from(screen.getByTestId('supply-invoice-lines-table').querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual(['Barkod', 'Seri No', 'Model', 'Marka', 'Fiyat', 'İskonto', 'KDV', 'KDV Dahil Fiyat']);
  });

  it("says 'Aksesuar bilgisi getirme başarısız' when the detail fails (spec 2 §8)", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    detailAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    await click('supply-invoice-detail-1');
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.accessoryFailed));
  });

  it("says 'Fatura bilgisi getirme başarısız' when the list fails", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    fakeApi((c) => (c.path === '/api/supplyInvoice/search' ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined));
    renderScreen(<SupplyInvoicePage />, { path: '/supplyInvoiceList' });
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.invoiceFailed));
  });
});
