import { describe, expect, it } from 'vitest';
import { formatCode } from '../campaign-code.js';
import { findRoute } from '../access.js';
import { LEDGER_MSG } from '../ledger.js';
import { cancelQueueFilterSchema, cancelQueueList, getSale, multiApproveSaleCancel, multiCancelApproveBodySchema, requestSaleCancel, saleCancelBodySchema, saleDetailSchema, saleExportRule, saleFilterSchema, saleList, saleRowSchema } from './sale-lists.js';
import { grossProfit, maxSalePrice, minSalePrice, salePriceConflict, saleTotals } from './sales.js';
import { cancelTransition, SALE_CONFLICT_REASONS, SALE_CONFLICT_TEXTS, SALE_MAX_LINES, SALE_STATUSES, SALES_MSG, WIZARD_MSG } from './sale-texts.js';
import { completeSale, saleCompleteBodySchema, saleIngest, saleIngestRowSchema, sellableUnits, type SaleCompleteInput } from './sale-wizard.js';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const SERIAL = formatCode(123_456_789);
const PASS = formatCode(987_654_321);

const vanilla = (over: Partial<SaleCompleteInput> = {}): SaleCompleteInput => ({
  productSaleType: 'VANILLA',
  customerType: 'MOBILE',
  customerName: 'Ayşe',
  customerSurname: 'Yılmaz',
  customerPhoneNo: '(532) 111-2233',
  lines: [{ unitId: 10, serialNo: 'SN-0001', modelId: 3, price: 199.9 }],
  ...over,
});
const temlik = (over: Partial<SaleCompleteInput> = {}): SaleCompleteInput => vanilla({ productSaleType: 'TEMLIK', accessoryCampaignId: 7, serialValue: SERIAL, ...over });

describe('the sales export rule (spec 2 §5)', () => {
  const day = (d: number, h = 0) => new Date(Date.UTC(2026, 0, d, h)).toISOString();

  it('needs a filter or both dates', () => {
    expect(saleExportRule({})).toBe(SALES_MSG.exportNeedsFilter);
    expect(saleExportRule({ saleDateStart: day(1) })).toBe(SALES_MSG.exportNeedsFilter);
    expect(saleExportRule({ saleDateEnd: day(2) })).toBe(SALES_MSG.exportNeedsFilter);
  });

  it('lets any of the spec five filters export without dates', () => {
    for (const f of [{ serialNo: 'SN-1' }, { barcode: '869' }, { serial: SERIAL }, { pass: PASS }, { resellerCode: 'BY10001' }, { parentResellerCode: 'BY1' }])
      expect(saleExportRule(f), JSON.stringify(f)).toBeNull();
  });

  it('does not count the other filters (distributor, type, status, seller) as one', () => {
    const parsed = saleFilterSchema.parse({ distyCode: 'DST001', saleType: 'TEMLIK', saleStatus: 'COMPLETED', sellerName: 'Ali', customerType: 'MOBILE' });
    expect(saleExportRule(parsed)).toBe(SALES_MSG.exportNeedsFilter);
  });

  it('caps the range at 32 days, the start first', () => {
    expect(saleExportRule({ saleDateStart: day(1), saleDateEnd: day(33) })).toBeNull();
    expect(saleExportRule({ saleDateStart: day(1), saleDateEnd: day(33, 1) })).toBe(SALES_MSG.exportOverMonth);
    expect(saleExportRule({ saleDateStart: day(5), saleDateEnd: day(4) })).toBe(LEDGER_MSG.exportOrder);
    expect(SALES_MSG.exportOverMonth).toBe('Excel almak için tarih aralığı bir aydan fazla olmamalıdır.');
  });

  it('is the rule of the list export, read on the parsed (Istanbul) dates', () => {
    expect(saleList.export?.rule).toBe(saleExportRule);
    const f = saleFilterSchema.parse({ saleDateStart: '2026-01-01T00:00', saleDateEnd: '2026-02-02T00:00' });
    expect(saleExportRule(f)).toBeNull();
    const g = saleFilterSchema.parse({ saleDateStart: '2026-01-01T00:00', saleDateEnd: '2026-02-02T00:01' });
    expect(saleExportRule(g)).toBe(SALES_MSG.exportOverMonth);
  });
});

describe('the sales and queue searches', () => {
  it('refuse a start after the end with the sales text', () => {
    for (const schema of [saleFilterSchema, cancelQueueFilterSchema]) {
      const r = schema.safeParse({ saleDateStart: '2026-03-02T10:00', saleDateEnd: '2026-03-01T10:00' });
      expect(messagesOf(r)).toEqual([`saleDateEnd: ${SALES_MSG.searchOrder}`]);
    }
  });

  it('let the queue filter only on the two approval statuses', () => {
    expect(cancelQueueFilterSchema.safeParse({ saleStatus: 'SERIAL_NO_CANCEL_APPROVAL' }).success).toBe(true);
    expect(cancelQueueFilterSchema.safeParse({ saleStatus: 'COMPLETED' }).success).toBe(false);
    expect(cancelQueueList.pageSizes).toEqual([10, 20, 30]);
    expect(cancelQueueList.export?.fileName).toBe('İptal Onayı Bekleyen İşlemler.xlsx');
    expect(cancelQueueList.emptyText).toBe('İptal onayı bekleyen işlem bulunamadı');
  });

  it('sort sales by completed date, newest first', () => {
    expect(saleList.defaultSort).toBe('completedDateTime,desc');
  });
});

describe('completing a sale: the body', () => {
  it('takes a VANILLA sale and keeps the mobile number as its 10 digits', () => {
    const b = saleCompleteBodySchema.parse(vanilla());
    expect(b.customerPhoneNo).toBe('5321112233');
    expect(b).toMatchObject({ accessoryCampaignId: null, serialValue: null, passValue: null, customerPstnNo: null });
  });

  it('takes a TEMLIK sale with a serial or a password, the code as typed (lower case, dashes) made canonical', () => {
    const typed = `${SERIAL.slice(0, 5).toLowerCase()}-${SERIAL.slice(5)}`;
    expect(saleCompleteBodySchema.parse(temlik({ serialValue: typed })).serialValue).toBe(SERIAL);
    expect(saleCompleteBodySchema.parse(temlik({ serialValue: undefined, passValue: PASS })).passValue).toBe(PASS);
  });

  it('needs for TEMLIK a campaign and exactly one of the serial and the password', () => {
    expect(messagesOf(saleCompleteBodySchema.safeParse(temlik({ serialValue: undefined })))).toEqual([`serialValue: ${WIZARD_MSG.codeRequired}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(temlik({ serialValue: '' })))).toEqual([`serialValue: ${WIZARD_MSG.codeRequired}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(temlik({ passValue: PASS })))).toEqual([`passValue: ${WIZARD_MSG.codeBoth}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(temlik({ accessoryCampaignId: undefined })))).toEqual([`accessoryCampaignId: ${WIZARD_MSG.campaignRequired}`]);
  });

  it('refuses a mistyped campaign code before any lookup', () => {
    // Two neighbours that differ, swapped (the check character catches such a swap).
    const i = [...SERIAL].findIndex((c, k) => k > 0 && c !== SERIAL[k - 1]);
    const swapped = SERIAL.slice(0, i - 1) + SERIAL[i] + SERIAL[i - 1] + SERIAL.slice(i + 1);
    expect(swapped).not.toBe(SERIAL);
    expect(messagesOf(saleCompleteBodySchema.safeParse(temlik({ serialValue: swapped })))).toEqual([`serialValue: ${WIZARD_MSG.codeInvalid}`]);
  });

  it('refuses campaign data on a VANILLA sale', () => {
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ accessoryCampaignId: 7, passValue: PASS })))).toEqual([
      `accessoryCampaignId: ${WIZARD_MSG.vanillaNoCampaign}`,
      `passValue: ${WIZARD_MSG.vanillaNoCampaign}`,
    ]);
  });

  it("asks for the number of the customer's own subscription", () => {
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ customerPhoneNo: undefined })))).toEqual([`customerPhoneNo: ${WIZARD_MSG.numberRequired.MOBILE}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ customerType: 'BROADBAND' })))).toEqual([`customerServiceNo: ${WIZARD_MSG.numberRequired.BROADBAND}`]);
    const fixed = saleCompleteBodySchema.parse(vanilla({ customerType: 'FIXED_LINE', customerPhoneNo: '', customerPstnNo: '(212) 555-0101' }));
    expect(fixed).toMatchObject({ customerPstnNo: '2125550101', customerPhoneNo: null });
  });

  it('refuses numbers the masks cannot give', () => {
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ customerPhoneNo: '(212) 555-0101' })))).toEqual([`customerPhoneNo: ${WIZARD_MSG.phoneInvalid}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ customerPstnNo: '555-01' })))).toEqual([`customerPstnNo: ${WIZARD_MSG.pstnInvalid}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ customerServiceNo: 'abc' })))).toEqual([`customerServiceNo: ${WIZARD_MSG.serviceNoInvalid}`]);
  });

  it('needs the name, the surname and a customer type', () => {
    const r = saleCompleteBodySchema.safeParse({ ...vanilla(), customerName: ' ', customerType: undefined });
    expect(messagesOf(r)).toEqual(expect.arrayContaining([`customerName: ${WIZARD_MSG.customerRequired}`, `customerType: ${WIZARD_MSG.customerRequired}`]));
  });

  it('refuses an empty basket, a unit twice, too many units and a price that is no kuruş amount', () => {
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ lines: [] })))).toEqual([`lines: ${WIZARD_MSG.emptyBasket}`]);
    const line = { unitId: 10, serialNo: 'SN-0001', modelId: 3, price: 100 };
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ lines: [line, { ...line, price: 90 }] })))).toEqual([`lines: ${WIZARD_MSG.duplicateUnit}`]);
    const many = Array.from({ length: SALE_MAX_LINES + 1 }, (_, i) => ({ ...line, unitId: i + 1 }));
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ lines: many })))).toEqual([`lines: ${WIZARD_MSG.tooManyLines}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ lines: [{ ...line, price: 10.005 }] })))).toEqual([`lines.0.price: ${WIZARD_MSG.priceInvalid}`]);
    expect(messagesOf(saleCompleteBodySchema.safeParse(vanilla({ lines: [{ ...line, price: -1 }] })))).toEqual([`lines.0.price: ${WIZARD_MSG.priceInvalid}`]);
  });
});

describe('the price band (MAX_DISCOUNT_RATIO from TESF, up to the tolerance price)', () => {
  it('rounds the lowest price up to the kuruş so a rounded price never passes the limit', () => {
    expect(minSalePrice(199.99, 10)).toBe(180); // 179.991
    expect(minSalePrice(200, 10)).toBe(180);
    expect(minSalePrice(19.99, 0)).toBe(19.99);
    expect(minSalePrice(19.99, 100)).toBe(0);
  });

  it('finds lines under the limit and over the tolerance price', () => {
    const band = { minPrice: minSalePrice(199.99, 10), maxPrice: maxSalePrice(199.99, 219.99) };
    expect(salePriceConflict(179.99, band)).toBe('PRICE_BELOW_LIMIT');
    expect(salePriceConflict(180, band)).toBeNull();
    expect(salePriceConflict(219.99, band)).toBeNull();
    expect(salePriceConflict(220, band)).toBe('PRICE_ABOVE_LIMIT');
    expect(maxSalePrice(199.99, null)).toBe(199.99);
  });

  it("sums a sale's money in kuruş: final price, discount under the highest prices, gross profit", () => {
    expect(saleTotals([{ price: 0.1, maxPrice: 0.3 }, { price: 0.2, maxPrice: 0.2 }])).toEqual({ finalPrice: 0.3, discountAmount: 0.2 });
    expect(grossProfit(0.3, 0.1)).toBe(0.2);
    expect(grossProfit(100, null)).toBeNull();
  });

  it('has a Turkish text for every conflict reason', () => {
    for (const reason of SALE_CONFLICT_REASONS) expect(SALE_CONFLICT_TEXTS[reason], reason).toMatch(/\S/);
  });
});

describe('cancelling (spec 2 §2.8, §4; spec 3 §4)', () => {
  it('moves a completed sale to approval, whole or by serials, and only a completed one', () => {
    expect(cancelTransition('COMPLETED', 'REQUEST_SALE')).toBe('SALE_CANCEL_APPROVAL');
    expect(cancelTransition('COMPLETED', 'REQUEST_SERIALS')).toBe('SERIAL_NO_CANCEL_APPROVAL');
    for (const s of SALE_STATUSES.filter((x) => x !== 'COMPLETED')) {
      expect(cancelTransition(s, 'REQUEST_SALE'), s).toBeNull();
      expect(cancelTransition(s, 'REQUEST_SERIALS'), s).toBeNull();
    }
  });

  it('approves to cancelled, rejects back to completed, and touches nothing else', () => {
    expect(cancelTransition('SALE_CANCEL_APPROVAL', 'APPROVE')).toBe('SALE_CANCELED');
    expect(cancelTransition('SERIAL_NO_CANCEL_APPROVAL', 'APPROVE')).toBe('SERIAL_NO_CANCELED');
    expect(cancelTransition('SALE_CANCEL_APPROVAL', 'REJECT')).toBe('COMPLETED');
    expect(cancelTransition('SERIAL_NO_CANCEL_APPROVAL', 'REJECT')).toBe('COMPLETED');
    for (const s of ['COMPLETED', 'SALE_CANCELED', 'SERIAL_NO_CANCELED'] as const) {
      expect(cancelTransition(s, 'APPROVE'), s).toBeNull();
      expect(cancelTransition(s, 'REJECT'), s).toBeNull();
    }
  });

  it('needs a reason, and a bulk approval at least one sale', () => {
    expect(messagesOf(saleCancelBodySchema.safeParse({ productSaleId: 1 }))).toEqual([`cancelReason: ${SALES_MSG.reasonRequired}`]);
    expect(saleCancelBodySchema.safeParse({ productSaleId: 1, cancelReason: 'OPERATOR_SALE_FAILED', productSerialNoIdList: [4, 5] }).success).toBe(true);
    expect(messagesOf(multiCancelApproveBodySchema.safeParse({ productSaleIdList: [] }))).toEqual([`productSaleIdList: ${SALES_MSG.noneSelected}`]);
    expect(messagesOf(multiCancelApproveBodySchema.safeParse({}))).toEqual([`productSaleIdList: ${SALES_MSG.noneSelected}`]);
  });
});

describe('who gets what', () => {
  it("answers a supplier admin's row without codes, customer data or gross profit", () => {
    const row = {
      id: 1,
      completedDateTime: '2026-01-05T09:00:00.000Z',
      productSaleType: 'TEMLIK',
      productSaleTypeDisplay: 'Kampanyalı',
      productSaleStatus: 'COMPLETED',
      productSaleStatusDisplay: 'Tamamlandı',
      customerType: 'MOBILE',
      customerTypeDisplay: 'Mobil',
      distyCode: 'DST001',
      reseller: { code: 'BY10001', name: 'Kadıköy İletişim', parentCode: null },
      sellerUser: { name: 'Ali', surname: 'Kaya' },
      finalPrice: 180,
      discountAmount: 19.99,
      accessoryCampaign: null,
      scoreTransactionAmount: null,
      cancelReason: null,
      cancelRequestDateTime: null,
      rejectCancelSaleDescription: null,
      lineCount: 1,
    };
    expect(saleRowSchema.safeParse(row).success).toBe(true);
    const line = { id: 1, unitId: 10, barcode: '869', serialNo: 'SN-1', model: { name: 'Kılıf', brandName: 'X', subCategory: 'Kılıf' }, recommendedSellPrice: 199.99, priceWithTolerance: null, selectedPrice: 180, saleStatus: 'SOLD', saleStatusDisplay: 'Satıldı' };
    expect(saleDetailSchema.safeParse({ ...row, productSerialNoList: [line] }).success).toBe(true);
  });

  it('opens the wizard to dealers beyond the spec, with the reason written down', () => {
    expect([...completeSale.roles].sort()).toEqual(['RESELLER_ADMIN', 'RESELLER_USER', 'TTG_ADMIN']);
    // The reason lives in the route table (its beyondSpec); the endpoints take the screen's roles.
    expect(findRoute('/satis')?.beyondSpec?.roles).toEqual(['RESELLER_ADMIN', 'RESELLER_USER']);
    expect(completeSale.grant?.beyond).toBeUndefined();
    expect(completeSale.idempotent).toBe(true);
    expect(sellableUnits.roles).toEqual(completeSale.roles);
  });

  it('keeps the cancel request from supplier and distributor admins, the queue to the group admin, the feed to the service role', () => {
    expect(requestSaleCancel.roles).not.toContain('SUPPLY_ADMIN');
    expect(requestSaleCancel.roles).not.toContain('DISTY_ADMIN');
    expect(requestSaleCancel.roles).toContain('RESELLER_USER');
    expect(cancelQueueList.page.roles).toEqual(['TTG_ADMIN']);
    expect(multiApproveSaleCancel.roles).toEqual(['TTG_ADMIN']);
    expect(getSale.roles).toContain('TTG_CUSTOMER_SERVICE');
    expect(saleIngest.roles).toEqual(['WEB_SERVICE']);
    expect(saleIngest.idempotent).toBe(true);
  });
});

describe('the sales feed row', () => {
  const row = {
    saleNo: 'S-1',
    resellerCode: 'BY10001',
    completedDateTime: '2026-01-05T12:30',
    productSaleType: 'TEMLIK',
    voucherCode: 'SN00001',
    passValue: PASS,
    customerType: 'BROADBAND',
    customerName: 'Ayşe',
    customerSurname: 'Yılmaz',
    customerServiceNo: '1234567890',
    barcode: '8690137174907',
    serialNo: 'SN-0001',
    price: 150,
  };

  it('takes a local Istanbul time and gives the instant', () => {
    expect(saleIngestRowSchema.parse(row).completedDateTime).toBe('2026-01-05T09:30:00.000Z');
    expect(saleIngestRowSchema.parse({ ...row, completedDateTime: '2026-01-05T12:30:00+03:00' }).completedDateTime).toBe('2026-01-05T09:30:00.000Z');
  });

  it('refuses a day without a time, and the wizard refusals with the same texts', () => {
    expect(saleIngestRowSchema.safeParse({ ...row, completedDateTime: '2026-01-05' }).success).toBe(false);
    expect(messagesOf(saleIngestRowSchema.safeParse({ ...row, voucherCode: undefined }))).toEqual([expect.stringMatching(/^voucherCode: /)]);
    expect(messagesOf(saleIngestRowSchema.safeParse({ ...row, serialValue: SERIAL }))).toEqual([`passValue: ${WIZARD_MSG.codeBoth}`]);
    expect(messagesOf(saleIngestRowSchema.safeParse({ ...row, customerServiceNo: null }))).toEqual([`customerServiceNo: ${WIZARD_MSG.numberRequired.BROADBAND}`]);
    expect(messagesOf(saleIngestRowSchema.safeParse({ ...row, productSaleType: 'VANILLA' }))).toEqual([
      `voucherCode: ${WIZARD_MSG.vanillaNoCampaign}`,
      `passValue: ${WIZARD_MSG.vanillaNoCampaign}`,
    ]);
  });
});
