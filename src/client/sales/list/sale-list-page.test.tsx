import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SALE_CANCEL_REASON_LABELS, SALE_FILES, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { type SaleDetail, type SaleLine, type SaleRow } from '../../../shared/contract/sale-lists.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, last, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import SaleListPage from './sale-list-page.js';

const saved = vi.hoisted(() => ({ files: [] as { name: string }[] }));
vi.mock('../../lib/save-file.js', () => ({ saveFile: (_blob: Blob, name: string) => saved.files.push({ name }) }));

const row = (id: number, over: Partial<SaleRow> = {}): SaleRow => ({
  id,
  completedDateTime: '2026-11-20T09:30:00.000Z',
  productSaleType: 'TEMLIK',
  productSaleTypeDisplay: 'Kampanyalı',
  productSaleStatus: 'COMPLETED',
  productSaleStatusDisplay: 'Tamamlandı',
  customerType: 'MOBILE',
  customerTypeDisplay: 'Mobil',
  distyCode: 'DST001',
  reseller: { code: 'BY10001', name: 'Kadıköy İletişim', parentCode: 'BY10000' },
  sellerUser: { name: 'Selin', surname: 'Aydın' },
  finalPrice: 12345.5,
  discountAmount: 100,
  accessoryCampaign: { id: 3, description: 'Aksesuar Kampanyası', amount: 1200, termAmount: 100, termNumber: 12 },
  serialValue: 'ABCD-EFGH-123',
  passValue: null,
  customerName: 'Ahmet',
  customerSurname: 'Yılmaz',
  customerPhoneNo: '5321234567',
  customerServiceNo: null,
  customerPstnNo: null,
  grossProfit: 2000,
  scoreTransactionAmount: 12,
  cancelReason: null,
  cancelRequestDateTime: null,
  rejectCancelSaleDescription: null,
  lineCount: 2,
  ...over,
});

/** What a supplier admin gets: the server leaves the codes, the customer and the gross profit out. */
const supplierRow = (id: number, over: Partial<SaleRow> = {}): SaleRow => {
  const { serialValue: _s, passValue: _p, customerName: _n, customerSurname: _ns, customerPhoneNo: _ph, customerServiceNo: _sv, customerPstnNo: _ps, grossProfit: _g, ...rest } = row(id, over);
  return rest;
};

const ROWS = [
  row(1),
  row(2, { productSaleStatus: 'SALE_CANCEL_APPROVAL', productSaleStatusDisplay: 'İptal Onayı' }),
  row(3, { productSaleStatus: 'SALE_CANCELED', productSaleStatusDisplay: 'İptal Edildi' }),
  row(4, { productSaleStatus: 'SERIAL_NO_CANCEL_APPROVAL', productSaleStatusDisplay: 'Seri No İptal Onayı' }),
];

const line = (id: number, over: Partial<SaleLine> = {}): SaleLine => ({
  id,
  unitId: id * 10,
  barcode: `86900000${id}`,
  serialNo: `SN-${id}`,
  model: { name: `Anker Kablo ${id}`, brandName: 'Anker', subCategory: 'Kablo' },
  recommendedSellPrice: 500,
  priceWithTolerance: 550,
  selectedPrice: 450,
  distyPrice: 300,
  grossProfit: 150,
  saleStatus: 'SOLD',
  saleStatusDisplay: 'Satıldı',
  ...over,
});

const detailOf = (r: SaleRow, lines: SaleLine[]): SaleDetail => ({ ...r, productSerialNoList: lines });

const SEARCH = '/api/sale/search';

describe('/productSaleList', () => {
  let server: ReturnType<typeof fakeApi>;
  let rows: SaleRow[];
  let lines: SaleLine[];
  let pageAnswer: () => [number, unknown];
  const pages = () => server.to(SEARCH);
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === SEARCH) return pageAnswer();
    const m = /^\/api\/sale\/detail\/(\d+)$/.exec(c.path);
    if (m) return [200, detailOf(rows.find((r) => r.id === Number(m[1]))!, lines)];
    if (c.path === '/api/sale/cancel') return [200, detailOf(rows[0], lines)];
    if (c.path === '/api/sale/findAll' || c.path === '/api/sale/findAllDevices') return [200, {}];
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    saved.files = [];
    rows = ROWS;
    lines = [line(1)];
    pageAnswer = () => [200, { content: rows, totalElements: rows.length }];
    server = fakeApi(route);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async (roles: Parameters<typeof demoUser>[0], patch: Parameters<typeof demoUser>[1] = {}) => {
    setUser(demoUser(roles, patch));
    renderScreen(<SaleListPage />, { path: '/productSaleList' });
    await screen.findByTestId(`sales-row-${rows.at(-1)?.id ?? 0}`).catch(() => screen.findByTestId('sales-empty'));
  };
  const headers = () => Array.from(screen.getByTestId('sales-table').querySelectorAll('thead th')).map((th) => th.textContent);
  const cell = (id: number, label: string) => (screen.getByTestId(`sales-row-${id}`).querySelector(`td[data-label="${label}"]`) as HTMLElement).textContent;

  it('asks for the newest sales first, 10 a page, with nothing locked for the group admin', async () => {
    await open(['TTG_ADMIN']);
    expect(pages()[0].url).toBe('/api/sale/search?page=0&size=10&sort=completedDateTime%2Cdesc');
    expect(pages()[0].body).toEqual({});
    for (const key of ['saleDateStart', 'saleDateEnd', 'serialNo', 'barcode', 'serial', 'pass', 'distyCode', 'parentResellerCode', 'resellerCode', 'saleType', 'saleStatus', 'customerType', 'sellerName', 'sellerSurname']) {
      expect(screen.getByTestId(`sales-filter-${key}`)).toBeTruthy();
      expect(isDisabled(`sales-filter-${key}`)).toBe(false);
    }
    expect(Array.from((screen.getByTestId('sales-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['5', '10', '25']);
  });

  it('shows money in lira with two decimals and every column to the group admin', async () => {
    await open(['TTG_ADMIN']);
    expect(cell(1, 'Tutar')).toBe('₺12,345.50');
    expect(cell(1, 'Brüt Kâr')).toBe('₺2,000.00');
    expect(cell(1, 'Bayi')).toBe('BY10001 - Kadıköy İletişim');
    expect(headers()).toEqual(expect.arrayContaining(['Kampanya Seri No', 'Kampanya Şifresi', 'Müşteri', 'Brüt Kâr']));
  });

  it("locks a reseller's parent code to its main dealer and its reseller code to its own", async () => {
    await open(['RESELLER_USER'], {
      loginReseller: { id: 1, code: 'BY10001', name: 'Kadıköy İletişim', resellerType: 'BAYI', parentReseller: { code: 'BY10000', name: 'Ana Bayi' }, disty: null },
    });
    expect(pages()[0].body).toEqual({ parentResellerCode: 'BY10000', resellerCode: 'BY10001' });
    expect(isDisabled('sales-filter-parentResellerCode')).toBe(true);
    expect(isDisabled('sales-filter-resellerCode')).toBe(true);
    expect(isDisabled('sales-filter-distyCode')).toBe(false);
  });

  it('takes a main dealer as its own parent', async () => {
    await open(['RESELLER_ADMIN']);
    expect(pages()[0].body).toEqual({ parentResellerCode: 'BY10001', resellerCode: 'BY10001' });
  });

  it.each(['TTM', 'EDM'])('leaves the reseller code free for a %s reseller, its family searched', async (resellerType) => {
    await open(['RESELLER_ADMIN'], {
      loginReseller: { id: 1, code: 'BY10001', name: 'Kadıköy İletişim', resellerType, parentReseller: { code: 'BY10000', name: 'Ana Bayi' }, disty: null },
    });
    expect(pages()[0].body).toEqual({ parentResellerCode: 'BY10000' });
    expect(isDisabled('sales-filter-parentResellerCode')).toBe(true);
    expect(isDisabled('sales-filter-resellerCode')).toBe(false);
  });

  it("locks a distributor admin's distributor and hides the cancel button from it", async () => {
    await open(['DISTY_ADMIN'], { disty: { id: 7, code: 'DST001', name: 'Boğaziçi' } });
    expect(pages()[0].body).toEqual({ distyCode: 'DST001' });
    expect(isDisabled('sales-filter-distyCode')).toBe(true);
    expect(screen.queryByTestId('sale-cancel-1')).toBeNull();
    expect(screen.getByTestId('sale-detail-1')).toBeTruthy();
  });

  it('gives a supplier admin no campaign code, password, customer or gross-profit filter or column, and no cancel button', async () => {
    rows = ROWS.map((r) => supplierRow(r.id, r));
    await open(['SUPPLY_ADMIN']);
    expect(pages()[0].body).toEqual({ supplyId: '7' });
    expect(screen.queryByTestId('sales-filter-serial')).toBeNull();
    expect(screen.queryByTestId('sales-filter-pass')).toBeNull();
    expect(screen.queryByTestId('sales-filter-supplyId')).toBeNull();
    for (const h of ['Kampanya Seri No', 'Kampanya Şifresi', 'Müşteri', 'Brüt Kâr']) expect(headers()).not.toContain(h);
    expect(headers()).toContain('Müşteri Tipi');
    expect(screen.queryByTestId('sale-cancel-1')).toBeNull();
  });

  it('disables the cancel button once a sale is in cancel approval or cancelled', async () => {
    await open(['RESELLER_ADMIN']);
    expect(isDisabled('sale-cancel-1')).toBe(false);
    expect(isDisabled('sale-cancel-2')).toBe(true);
    expect(isDisabled('sale-cancel-3')).toBe(true);
    expect(isDisabled('sale-cancel-4')).toBe(true);
  });

  it('gives customer service, who reads only, no cancel button', async () => {
    await open(['TTG_CUSTOMER_SERVICE']);
    expect(pages()[0].body).toEqual({});
    expect(screen.queryByTestId('sale-cancel-1')).toBeNull();
  });

  it("says 'İşlem bulunamadı' when nothing is found", async () => {
    rows = [];
    setUser(demoUser(['TTG_ADMIN']));
    renderScreen(<SaleListPage />, { path: '/productSaleList' });
    expect((await screen.findByTestId('sales-empty')).textContent).toBe(SALES_MSG.empty);
  });

  it("says 'İşlem bilgisi getirme başarısız.' when the search fails (spec 2 §8)", async () => {
    pageAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    setUser(demoUser(['TTG_ADMIN']));
    renderScreen(<SaleListPage />, { path: '/productSaleList' });
    await waitFor(() => expect(toastsOf('error')).toContain(SALES_MSG.fetchFailed));
  });

  describe('exports', () => {
    it.each([
      ['sales-export', '/api/sale/findAll'],
      ['sales-export-devices', '/api/sale/findAllDevices'],
    ])('%s warns without a filter or both dates and asks nothing', async (button, path) => {
      await open(['TTG_ADMIN']);
      await click(button);
      await waitFor(() => expect(toastsOf('warn')).toEqual([SALES_MSG.exportNeedsFilter]));
      await typeIon('sales-filter-saleDateStart', '2026-01-01T00:00');
      await click(button);
      await waitFor(() => expect(toastsOf('warn')).toEqual([SALES_MSG.exportNeedsFilter]));
      expect(server.to(path)).toHaveLength(0);
    });

    it.each([
      ['sales-export', '/api/sale/findAll'],
      ['sales-export-devices', '/api/sale/findAllDevices'],
    ])('%s warns over 32 days', async (button, path) => {
      await open(['TTG_ADMIN']);
      await typeIon('sales-filter-saleDateStart', '2026-01-01T00:00');
      await typeIon('sales-filter-saleDateEnd', '2026-02-15T00:00');
      await click(button);
      await waitFor(() => expect(toastsOf('warn')).toEqual([SALES_MSG.exportOverMonth]));
      expect(server.to(path)).toHaveLength(0);
    });

    it('sends the devices export with the filter as typed and saves it under its name', async () => {
      await open(['TTG_ADMIN']);
      await typeIon('sales-filter-saleDateStart', '2026-01-01T00:00');
      await typeIon('sales-filter-saleDateEnd', '2026-01-20T00:00');
      await click('sales-export-devices');
      await waitFor(() => expect(saved.files).toEqual([{ name: SALE_FILES.devices }]));
      expect(server.to('/api/sale/findAllDevices')[0].body).toEqual({ saleDateStart: '2026-01-01T00:00', saleDateEnd: '2026-01-20T00:00' });
    });

    it("lets a reseller export at once: its locked codes are a filter, and the sales file is 'Satış İşlemleri.xlsx'", async () => {
      await open(['RESELLER_ADMIN']);
      await click('sales-export');
      await waitFor(() => expect(saved.files).toEqual([{ name: SALE_FILES.list }]));
      expect(server.to('/api/sale/findAll')[0].body).toEqual({ parentResellerCode: 'BY10001', resellerCode: 'BY10001' });
      expect(toastsOf('warn')).toEqual([]);
    });
  });

  describe("'Satış Detay'", () => {
    const shown = () => screen.getAllByTestId('sale-detail-dialog').at(-1)!;

    it('shows the fields of spec 3 §2.13 and the devices 5 a page (5, 10, 15)', async () => {
      lines = Array.from({ length: 7 }, (_, i) => line(i + 1));
      await open(['TTG_ADMIN']);
      await click('sale-detail-1');
      await screen.findByTestId('sale-detail-fields');
      expect(shown().textContent).toContain(SALES_MSG.detailTitle);
      const field = (id: string) => screen.getByTestId(`sale-detail-fields-${id}`).textContent;
      expect(field('type')).toBe('Kampanyalı');
      expect(field('reseller')).toBe('BY10001');
      expect(field('seller-name')).toBe('Selin');
      expect(field('seller-surname')).toBe('Aydın');
      expect(field('price')).toBe('₺12,345.50');
      expect(field('discount')).toBe('₺100.00');
      expect(field('campaign')).toContain('Aksesuar Kampanyası');
      expect(field('serial')).toBe('ABCD-EFGH-123');
      expect(field('pass')).toBe('-');
      expect(field('customer-name')).toBe('Ahmet');
      expect(field('customer-phone')).toBe('5321234567');
      expect(field('score')).toBe('12');
      expect(screen.getByTestId('sale-devices-paginator-report').textContent).toBe('7 kayıttan 1 - 5 arası gösteriliyor');
      expect(within(shown()).getAllByTestId(/^sale-devices-row-/)).toHaveLength(5);
      expect(Array.from((screen.getByTestId('sale-devices-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['5', '10', '15']);
      expect(screen.getByTestId('sale-devices-row-1').textContent).toContain('₺450.00');
    });

    it("leaves a supplier admin's codes and customer fields out", async () => {
      rows = ROWS.map((r) => supplierRow(r.id, r));
      await open(['SUPPLY_ADMIN']);
      await click('sale-detail-1');
      await screen.findByTestId('sale-detail-fields');
      for (const id of ['serial', 'pass', 'customer-name', 'customer-surname', 'customer-phone', 'customer-service', 'customer-pstn']) {
        expect(screen.queryByTestId(`sale-detail-fields-${id}`)).toBeNull();
      }
      expect(screen.getByTestId('sale-detail-fields-price').textContent).toBe('₺12,345.50');
    });
  });

  describe('cancel', () => {
    /**
     * The element of the dialog this test opened: the newest. A dialog a previous test opened can
     * still be finishing its present in jsdom after that test's clean-up (see the /saleInfoList tests).
     */
    const clickLast = async (testId: string) => fireEvent.click(await last(testId));
    const startCancel = async (id = 1) => {
      await click(`sale-cancel-${id}`);
      await last('sale-cancel-cases');
    };
    const chooseReason = (value: string) =>
      act(() => {
        screen.getAllByTestId('sale-cancel-reasons').at(-1)!.dispatchEvent(new CustomEvent('ionChange', { detail: { value }, bubbles: true }));
      });

    it('warns with the two allowed cases, then asks for one of the three reasons', async () => {
      await open(['RESELLER_ADMIN']);
      await startCancel();
      const cases = Array.from((await last('sale-cancel-cases')).querySelectorAll('li')).map((li) => li.textContent);
      expect(cases).toEqual([...SALES_MSG.cancelWarningCases]);
      expect(screen.getAllByTestId('sale-cancel-warning').at(-1)!.textContent).toContain(SALES_MSG.cancelWarningIntro);
      await clickLast('sale-cancel-warning-submit');
      await last('sale-cancel-reasons');
      const reasons = (await last('sale-cancel-reasons')).textContent!;
      expect(Object.values(SALE_CANCEL_REASON_LABELS).every((l) => reasons.includes(l))).toBe(true);
    });

    it("refuses to send without a reason: 'Seçim yapmadan talep gönderemezsiniz.'", async () => {
      await open(['RESELLER_ADMIN']);
      await startCancel();
      await clickLast('sale-cancel-warning-submit');
      await last('sale-cancel-reasons');
      await clickLast('sale-cancel-reason-submit');
      await waitFor(() => expect(toastsOf('warn')).toEqual([SALES_MSG.reasonRequired]));
      expect((await last('sale-cancel-reason-missing')).textContent).toBe(SALES_MSG.reasonRequired);
      expect(server.to('/api/sale/cancel')).toHaveLength(0);
    });

    it("sends the whole sale with its reason and says 'TALEBİNİZ DEĞERLENDİRMEYE ALINACAKTIR'", async () => {
      await open(['RESELLER_ADMIN']);
      await startCancel();
      await clickLast('sale-cancel-warning-submit');
      await last('sale-cancel-reasons');
      chooseReason('OPERATOR_SALE_FAILED');
      await clickLast('sale-cancel-reason-submit');
      await waitFor(() => expect(toastsOf('success')).toEqual([SALES_MSG.cancelRequested]));
      expect(server.to('/api/sale/cancel')[0].body).toEqual({ productSaleId: 1, cancelReason: 'OPERATOR_SALE_FAILED' });
      // The list is asked again: the sale now shows its new state.
      await waitFor(() => expect(pages().length).toBeGreaterThan(1));
    });

    it('sends the chosen serials of a sale of several units', async () => {
      lines = [line(1), line(2), line(3, { saleStatus: 'CANCELED', saleStatusDisplay: 'İptal Edildi' })];
      await open(['RESELLER_ADMIN']);
      await startCancel();
      await clickLast('sale-cancel-warning-submit');
      await last('sale-cancel-serials');
      // A unit already cancelled is not offered.
      expect(screen.queryByTestId('sale-cancel-serial-30')).toBeNull();
      act(() => {
        screen.getAllByTestId('sale-cancel-serial-20').at(-1)!.dispatchEvent(new CustomEvent('ionChange', { detail: { checked: true }, bubbles: true }));
      });
      chooseReason('OPERATOR_CANCEL_PENDING');
      await settle();
      await clickLast('sale-cancel-reason-submit');
      await waitFor(() => expect(server.to('/api/sale/cancel')).toHaveLength(1));
      expect(server.to('/api/sale/cancel')[0].body).toEqual({ productSaleId: 1, cancelReason: 'OPERATOR_CANCEL_PENDING', productSerialNoIdList: [20] });
    });

    it("shows the server's words when the cancel is refused", async () => {
      const refusal = { status: 422, code: 10000, message: 'x', description: SALES_MSG.notCancellable, errors: [], fields: [SALES_MSG.notCancellable] };
      server = fakeApi((c) => (c.path === '/api/sale/cancel' ? [422, refusal] : route(c)));
      await open(['RESELLER_ADMIN']);
      await startCancel();
      await clickLast('sale-cancel-warning-submit');
      await last('sale-cancel-reasons');
      chooseReason('OPERATOR_SALE_MADE');
      await clickLast('sale-cancel-reason-submit');
      await waitFor(() => expect(toastsOf('error')).toEqual([SALES_MSG.notCancellable]));
      expect(toastsOf('success')).toEqual([]);
    });
  });
});
