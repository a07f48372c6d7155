import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SaleDetailLine, SaleInfoDetail, SaleInfoHeader, SaleInfoRow } from '../../../shared/contract/distribution.js';
import { formatMoney } from '../../../shared/format.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, renderScreen, toastsOf } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import DistributionPage from './distribution-page.js';

const row = (id: number, over: Partial<SaleInfoRow> = {}): SaleInfoRow => ({
  id,
  productSaleInfoType: 'INVOICE',
  productSaleInfoTypeDisplay: 'Fatura',
  invoiceNo: `F-${id}`,
  invoiceDate: '2026-11-20T09:00:00.000Z',
  waybillNo: null,
  waybillDate: null,
  distyCode: 'DST001',
  resellerCode: 'BY10001',
  resellerName: 'Kadıköy İletişim',
  vatIncludedPrice: 1200,
  waybillCount: 0,
  lineCount: 1,
  createDateTime: '2026-11-20T09:00:00.000Z',
  ...over,
});

const ROWS = [
  row(1),
  row(2, { waybillCount: 2 }),
  row(3, { productSaleInfoType: 'WAYBILL', productSaleInfoTypeDisplay: 'İrsaliye', invoiceNo: null, waybillNo: 'W-9', waybillDate: '2026-11-21T09:00:00.000Z' }),
  row(4, { productSaleInfoType: 'TECHNICAL_SERVICE_CHANGE', productSaleInfoTypeDisplay: 'Teknik Servis Değişimi' }),
];

const line = (id: number): SaleDetailLine => ({
  id,
  barcode: `86900000${id}`,
  serialNo: `SN-${id}`,
  productSerialNoStatusDisplay: 'Satıldı',
  modelName: `Anker Kablo ${id}`,
  brandName: 'Anker',
  description: null,
  price: 1000,
  discount: 0,
  discountRatio: 0,
  vatRatio: 20,
  vat: 200,
  vatIncludedPrice: 1200,
});

const header = (id: number, over: Partial<SaleInfoHeader> = {}): SaleInfoHeader => ({
  id,
  productSaleInfoType: 'INVOICE',
  productSaleInfoTypeDisplay: 'Fatura',
  invoiceNo: `F-${id}`,
  invoiceDate: '2026-11-20T09:00:00.000Z',
  waybillNo: null,
  waybillDate: null,
  distyCode: 'DST001',
  reseller: { code: 'BY10001', name: 'Kadıköy İletişim', area: null, mainArea: null },
  supplyNames: ['Anadolu Aksesuar Tedarik A.Ş.'],
  shipmentCompanyName: null,
  shipmentTrackingCode: null,
  shipmentTrackingUrl: null,
  description: null,
  price: 1000,
  discount: 0,
  discountRatio: 0,
  vatRatio: 20,
  vat: 200,
  vatIncludedPrice: 1200,
  productSaleInfoDetailList: [line(id * 100)],
  ...over,
});

/**
 * The dialog this test opened: the newest one. A dialog a previous test opened can still be
 * finishing its present in jsdom after that test's clean-up and land in the page late (Ionic moves
 * an inline modal while presenting); it is a leftover of the environment, not of the screen.
 */
const shownDialog = () => screen.getAllByTestId('sale-info-dialog').at(-1)!;

const lines = (from: number, n: number) => Array.from({ length: n }, (_, i) => line(from + i));

const DETAILS: Record<number, SaleInfoDetail> = {
  1: { ...header(1, { price: 12345.5 }), waybillSaleInfoList: [] },
  2: {
    ...header(2, { productSaleInfoDetailList: [] }),
    waybillSaleInfoList: [
      header(21, {
        productSaleInfoType: 'WAYBILL',
        waybillNo: 'W-1',
        waybillDate: '2026-11-21T09:00:00.000Z',
        shipmentCompanyName: 'Yurtiçi Kargo',
        shipmentTrackingCode: 'YK123',
        shipmentTrackingUrl: 'https://kargo.example/YK123',
        productSaleInfoDetailList: lines(210, 7),
      }),
      header(22, { productSaleInfoType: 'WAYBILL', waybillNo: 'W-2', waybillDate: '2026-11-22T09:00:00.000Z', productSaleInfoDetailList: lines(220, 2) }),
    ],
  },
  3: { ...header(3, { productSaleInfoType: 'WAYBILL', waybillNo: 'W-9', shipmentTrackingUrl: 'javascript:alert(1)', shipmentTrackingCode: 'X1' }), waybillSaleInfoList: [] },
  4: {
    ...header(4, { productSaleInfoType: 'TECHNICAL_SERVICE_CHANGE', invoiceDate: '2026-11-23T09:00:00.000Z', supplyNames: ['Anadolu Aksesuar'] }),
    waybillSaleInfoList: [],
  },
};

describe('/saleInfoList', () => {
  let server: ReturnType<typeof fakeApi>;
  let detailAnswer: (id: number) => [number, unknown];
  const pages = () => server.to('/api/saleInfo/search');
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/saleInfo/search') return [200, { content: ROWS, totalElements: ROWS.length }];
    const m = /^\/api\/saleInfo\/detail\/(\d+)$/.exec(c.path);
    if (m) return detailAnswer(Number(m[1]));
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    detailAnswer = (id) => [200, DETAILS[id]];
    server = fakeApi(route);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<DistributionPage />, { path: '/saleInfoList' });
    await screen.findByTestId('sale-infos-row-4');
  };

  it('asks for the newest records first with nothing locked for the group admin', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    expect(pages()[0].url).toBe('/api/saleInfo/search?page=0&size=10&sort=createDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    expect(isDisabled('sale-infos-filter-distyCode')).toBe(false);
    expect(isDisabled('sale-infos-filter-resellerCode')).toBe(false);
  });

  it("starts a distributor admin on its own distributor code, locked", async () => {
    setUser(demoUser(['DISTY_ADMIN'], { disty: { id: 7, code: 'DST001', name: 'Boğaziçi' } }));
    await open();
    expect(pages()[0].body).toEqual({ distyCode: 'DST001' });
    expect(isDisabled('sale-infos-filter-distyCode')).toBe(true);
    expect(isDisabled('sale-infos-filter-resellerCode')).toBe(false);
  });

  it('starts a reseller on its login reseller code, locked', async () => {
    setUser(demoUser(['RESELLER_USER']));
    await open();
    expect(pages()[0].body).toEqual({ resellerCode: 'BY10001' });
    expect(isDisabled('sale-infos-filter-resellerCode')).toBe(true);
    expect(isDisabled('sale-infos-filter-distyCode')).toBe(false);
  });

  it("sends a supplier admin's supplyId without a filter input for it", async () => {
    setUser(demoUser(['SUPPLY_ADMIN']));
    await open();
    expect(pages()[0].body).toEqual({ supplyId: '7' });
    expect(screen.queryByTestId('sale-infos-filter-supplyId')).toBeNull();
  });

  it('colours waybills orange and technical-service changes blue, and gives each row its one button', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    const cls = (id: number) => screen.getByTestId(`sale-infos-row-${id}`).className;
    expect(cls(1)).not.toMatch(/sale-info-/);
    expect(cls(2)).not.toMatch(/sale-info-/);
    expect(cls(3)).toContain('sale-info-waybill');
    expect(cls(4)).toContain('sale-info-change');
    const buttons = (id: number) => Array.from(screen.getByTestId(`sale-infos-row-${id}`).querySelectorAll('[data-testid^="sale-info-"]')).map((b) => [b.getAttribute('data-testid'), b.textContent]);
    expect(buttons(1)).toEqual([['sale-info-invoice-1', 'Fatura']]);
    expect(buttons(2)).toEqual([['sale-info-waybills-2', 'İrsaliyeler (2)']]);
    expect(buttons(3)).toEqual([['sale-info-waybill-3', 'İrsaliye']]);
    expect(buttons(4)).toEqual([['sale-info-change-4', 'Detay']]);
  });

  it("shows an invoice's waybills one block each, with its own table of 5 rows", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    await click('sale-info-waybills-2');
    const first = await screen.findByTestId('waybill-block-W-1');
    const second = screen.getByTestId('waybill-block-W-2');
    expect(server.to('/api/saleInfo/detail/2')).toHaveLength(1);
    expect(shownDialog().textContent).toContain('İrsaliyeler');
    expect(screen.getByTestId('waybill-block-W-1-lines-paginator-report').textContent).toBe('7 kayıttan 1 - 5 arası gösteriliyor');
    expect(screen.getByTestId('waybill-block-W-2-lines-paginator-report').textContent).toBe('2 kayıttan 1 - 2 arası gösteriliyor');
    expect(within(first).getAllByTestId(/^waybill-block-W-1-lines-row-/)).toHaveLength(5);
    expect(within(second).getAllByTestId(/^waybill-block-W-2-lines-row-/)).toHaveLength(2);
    expect(Array.from((screen.getByTestId('waybill-block-W-1-lines-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['5', '10', '15']);
    expect(screen.getByTestId('waybill-block-W-1-fields-shipment-company').textContent).toBe('Yurtiçi Kargo');
    const link = within(screen.getByTestId('waybill-block-W-1-fields-tracking')).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://kargo.example/YK123');
    expect(link.textContent).toBe('YK123');
  });

  it("shows an invoice's header with money in lira and its accessories", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    await click('sale-info-invoice-1');
    await screen.findByTestId('sale-info-invoice');
    expect(screen.getByTestId('sale-info-invoice-fields-invoice-no').textContent).toBe('F-1');
    expect(screen.getByTestId('sale-info-invoice-fields-reseller').textContent).toBe('BY10001 - Kadıköy İletişim');
    expect(screen.getByTestId('sale-info-invoice-fields-price').textContent).toBe(formatMoney(12345.5));
    expect(formatMoney(12345.5)).toContain('12,345.50');
    expect(screen.getByTestId('sale-info-invoice-lines-paginator-report').textContent).toBe('1 kayıttan 1 - 1 arası gösteriliyor');
    expect(screen.getByTestId('sale-info-invoice-lines-row-100').textContent).toContain('SN-100');
  });

  it('links a waybill\'s tracking code only to a web address', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    await click('sale-info-waybill-3');
    const tracking = await screen.findByTestId('sale-info-waybill-fields-tracking');
    expect(tracking.textContent).toBe('X1');
    expect(within(tracking).queryByRole('link')).toBeNull();
  });

  it("shows a technical-service change's day, supplier, reseller and unit", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    await click('sale-info-change-4');
    await screen.findByTestId('sale-info-change');
    const field = (id: string) => screen.getByTestId(`sale-info-change-${id}`).textContent;
    expect(shownDialog().textContent).toContain('Teknik Servis Değişim Detayı');
    expect(field('invoice-date')).toBe('23-11-2026');
    expect(field('supply')).toBe('Anadolu Aksesuar');
    expect(field('reseller')).toBe('BY10001 - Kadıköy İletişim');
    expect(field('barcode-0')).toBe('86900000400');
    expect(field('serial-0')).toBe('SN-400');
    expect(field('model-0')).toBe('Anker Kablo 400');
    expect(field('brand-0')).toBe('Anker');
  });

  it("says 'Aksesuar bilgisi getirme başarısız' when a detail fails (spec 2 §8)", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    detailAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    await open();
    await click('sale-info-invoice-1');
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.accessoryFailed));
    expect(toastsOf('error')).not.toContain('Beklenmedik bir hata oluştu');
    expect(shownDialog().textContent).toContain(LEDGER_MSG.accessoryFailed);
  });

  it("says 'Satış bilgisi getirme başarısız.' when the list fails (spec 2 §8)", async () => {
    setUser(demoUser(['TTG_ADMIN']));
    fakeApi((c) => (c.path === '/api/saleInfo/search' ? [500, { status: 500, code: 500, errors: [], fields: [] }] : undefined));
    renderScreen(<DistributionPage />, { path: '/saleInfoList' });
    await waitFor(() => expect(toastsOf('error')).toContain(LEDGER_MSG.distributionFailed));
  });

  it('warns with the export rule before asking for the file', async () => {
    setUser(demoUser(['TTG_ADMIN']));
    await open();
    await click('sale-infos-export');
    await waitFor(() => expect(toastsOf('warn')).toEqual([LEDGER_MSG.exportNeedsDates]));
    expect(server.to('/api/saleInfo/findAll')).toHaveLength(0);
  });
});
