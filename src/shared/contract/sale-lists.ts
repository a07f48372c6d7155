import { z } from 'zod';
import { only, type Role, screens } from '../access.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDateTime, formatMoney } from '../format.js';
import { exportRangeRule, pickedTimeSchema, searchOrderRule } from '../ledger.js';
import { coercedIdSchema, idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';
import { text } from './sales.js';
import { CANCEL_APPROVAL_STATUSES, CANCEL_QUEUE_PAGE_SIZES, CUSTOMER_TYPES, MULTI_APPROVE_MAX, SALES_MSG, SALE_CANCEL_REASONS, SALE_CANCEL_REASON_LABELS, SALE_EXPORT_MAX_MS, SALE_FILES, SALE_LINE_STATUSES, SALE_MAX_LINES, SALE_PAGE_SIZES, SALE_REJECT_DESCRIPTION_MAX, SALE_STATUSES, SALE_TYPES } from './sale-texts.js';

/**
 * The sales list /productSaleList (page, detail, exports, cancel request) and the cancel-approval
 * queue /cancelSale: their filters, rows and endpoints. States, texts and price rules: sales.ts.
 */

// ---- the sales list /productSaleList ----

/** Spec 2 §2.8 filters (names as the spec's queue body: serialNo is the unit's, serial and pass the campaign's). */
export const saleFilterSchema = z
  .object({
    saleDateStart: pickedTimeSchema.optional(),
    saleDateEnd: pickedTimeSchema.optional(),
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    serial: text(40).optional(),
    pass: text(40).optional(),
    /** A distributor admin's is its own whatever it sends. */
    distyCode: text(50).optional(),
    /** A reseller's is its main dealer's whatever it sends. */
    parentResellerCode: text(50).optional(),
    /** A reseller's is its own unless its type is in FAMILY_SEARCH_RESELLER_TYPES. */
    resellerCode: text(50).optional(),
    saleType: z.enum(SALE_TYPES).optional(),
    saleStatus: z.enum(SALE_STATUSES).optional(),
    customerType: z.enum(CUSTOMER_TYPES).optional(),
    sellerName: text(100).optional(),
    sellerSurname: text(100).optional(),
    /** Sent for a supply-restricted user; the server takes the caller's own. */
    supplyId: coercedIdSchema.optional(),
    // The six-month report's links (issue 34: a bar opens the month's sales of its dimension value); used with a month's range.
    brandId: coercedIdSchema.optional(),
    resellerType: text(30).optional(),
    resellerMainArea: text(100).optional(),
    /** The TT CRM record of the campaign password the sale consumed; 0: none. */
    ttCrmId: z.coerce.number().int().min(0).max(2147483647).optional(),
  })
  .superRefine((f, ctx) => {
    if (searchOrderRule(f.saleDateStart, f.saleDateEnd)) ctx.addIssue({ code: 'custom', path: ['saleDateEnd'], message: SALES_MSG.searchOrder });
  });
export type SaleFilter = z.infer<typeof saleFilterSchema>;

/**
 * Spec 2 §5: an export needs a serial, barcode, campaign serial or password, reseller code or parent
 * code — or both dates, the start first, at most 32 days apart. Both exports (sales, devices) obey it.
 */
export function saleExportRule(f: Pick<SaleFilter, 'saleDateStart' | 'saleDateEnd' | 'serialNo' | 'barcode' | 'serial' | 'pass' | 'resellerCode' | 'parentResellerCode'>): string | null {
  if (f.serialNo || f.barcode || f.serial || f.pass || f.resellerCode || f.parentResellerCode) return null;
  if (!f.saleDateStart || !f.saleDateEnd) return SALES_MSG.exportNeedsFilter;
  return exportRangeRule(f.saleDateStart, f.saleDateEnd, SALE_EXPORT_MAX_MS, SALES_MSG.exportOverMonth);
}

const money = z.number();

/** Spec 2 §3 product sale: accessoryCampaign (description, amount, termAmount, termNumber). */
export const saleCampaignSchema = z.object({ id: z.number(), description: z.string(), amount: money, termAmount: money, termNumber: z.number() });

/** Spec 2 §3 product sale (spec 3 §3 the same), flattened for the list. */
export const saleRowSchema = z.object({
  id: z.number(),
  completedDateTime: z.string(),
  productSaleType: z.enum(SALE_TYPES),
  productSaleTypeDisplay: z.string(),
  productSaleStatus: z.enum(SALE_STATUSES),
  productSaleStatusDisplay: z.string(),
  customerType: z.enum(CUSTOMER_TYPES),
  customerTypeDisplay: z.string(),
  distyCode: z.string(),
  reseller: z.object({ code: z.string(), name: z.string(), parentCode: z.string().nullable() }),
  /** The portal user who sold it; for a fed sale the seller its system named (empty when none). */
  sellerUser: z.object({ name: z.string(), surname: z.string() }),
  finalPrice: money,
  discountAmount: money,
  accessoryCampaign: saleCampaignSchema.nullable(),
  // Spec 2 §6: never sent to a SUPPLY_ADMIN (absent from its answers) — the campaign serial, the
  // password, the customer's data and the gross profit.
  serialValue: z.string().nullish(),
  passValue: z.string().nullish(),
  customerName: z.string().nullish(),
  customerSurname: z.string().nullish(),
  customerPhoneNo: z.string().nullish(),
  customerServiceNo: z.string().nullish(),
  customerPstnNo: z.string().nullish(),
  grossProfit: money.nullish(),
  /** The score the sale earned (null until the scores land). */
  scoreTransactionAmount: z.number().nullable(),
  cancelReason: z.enum(SALE_CANCEL_REASONS).nullable(),
  cancelRequestDateTime: z.string().nullable(),
  rejectCancelSaleDescription: z.string().nullable(),
  lineCount: z.number(),
});
export type SaleRow = z.infer<typeof saleRowSchema>;

/** Spec 2 §3 serial item: a sold unit with its prices; productSerialNoIdList (cancel) names `unitId`s. */
export const saleLineSchema = z.object({
  id: z.number(),
  unitId: z.number(),
  barcode: z.string(),
  serialNo: z.string(),
  model: z.object({ name: z.string(), brandName: z.string(), subCategory: z.string() }),
  recommendedSellPrice: money.nullable(),
  priceWithTolerance: money.nullable(),
  selectedPrice: money,
  /** With the price it gives the gross profit: not sent to a SUPPLY_ADMIN either (spec 2 §6). */
  distyPrice: money.nullish(),
  grossProfit: money.nullish(),
  saleStatus: z.enum(SALE_LINE_STATUSES),
  saleStatusDisplay: z.string(),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const saleDetailSchema = saleRowSchema.extend({ productSerialNoList: z.array(saleLineSchema) });
export type SaleDetail = z.infer<typeof saleDetailSchema>;

const nameOf = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();
const customerOf = (r: SaleRow) => [r.customerName, r.customerSurname].filter(Boolean).join(' ');
const dt = (v: string | null) => formatDateTime(v);

const SALES = screens('/productSaleList');

export const saleList = defineList({
  id: 'sales',
  title: 'Ürün satış listesi',
  path: '/sale/search',
  access: SALES,
  filter: saleFilterSchema,
  row: saleRowSchema,
  columns: [
    { key: 'completedDateTime', header: 'Satış Tarihi', text: (r) => dt(r.completedDateTime), exportCell: (r) => dateCell(r.completedDateTime), exportWidth: 18 },
    { key: 'productSaleType', header: 'Satış Tipi', text: (r) => r.productSaleTypeDisplay, exportWidth: 18 },
    { key: 'productSaleStatus', header: 'İşlem Durumu', text: (r) => r.productSaleStatusDisplay, exportWidth: 20 },
    { key: 'customerType', header: 'Müşteri Tipi', text: (r) => r.customerTypeDisplay, exportWidth: 14 },
    { key: 'distyCode', header: 'Distribütör Kodu', text: (r) => r.distyCode, exportWidth: 16 },
    { key: 'parentResellerCode', header: 'Üst Bayi Kodu', text: (r) => r.reseller.parentCode, exportWidth: 14 },
    { key: 'reseller', header: 'Bayi', text: (r) => `${r.reseller.code} - ${r.reseller.name}`, exportWidth: 40 },
    { key: 'seller', header: 'Satıcı', text: (r) => nameOf(r.sellerUser), exportWidth: 24 },
    { key: 'campaign', header: 'Kampanya', text: (r) => r.accessoryCampaign?.description, exportWidth: 30 },
    { key: 'serialValue', header: 'Kampanya Seri No', text: (r) => r.serialValue, exportWidth: 16 },
    { key: 'passValue', header: 'Kampanya Şifresi', text: (r) => r.passValue, exportWidth: 16 },
    { key: 'customer', header: 'Müşteri', text: customerOf, exportWidth: 26 },
    { key: 'finalPrice', header: 'Tutar', text: (r) => formatMoney(r.finalPrice), exportCell: (r) => moneyCell(r.finalPrice), exportWidth: 14 },
    { key: 'discountAmount', header: 'İndirim', text: (r) => formatMoney(r.discountAmount), exportCell: (r) => moneyCell(r.discountAmount), exportWidth: 14 },
    { key: 'grossProfit', header: 'Brüt Kâr', text: (r) => formatMoney(r.grossProfit), exportCell: (r) => moneyCell(r.grossProfit), exportWidth: 14 },
    { key: 'lineCount', header: 'Adet', text: (r) => r.lineCount, exportCell: (r) => r.lineCount, exportWidth: 8 },
  ],
  sorts: ['completedDateTime', 'finalPrice', 'id'],
  // Spec 2 §2.8, §7, §9: completed date descending.
  defaultSort: 'completedDateTime,desc',
  pageSizes: SALE_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: SALES_MSG.empty,
  export: { path: '/sale/findAll', fileName: SALE_FILES.list, rule: saleExportRule },
});

/** POST /sale/findAllDevices: the units of the sales the filter finds, one row per unit (the detail's device table), under the same rule. */
export const saleDeviceExcel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/findAllDevices',
  summary: 'Satılan cihazlar Excel dosyası',
  description: 'Filtrenin bulduğu satışların cihazları, cihaz başına bir satır; listenin dışa aktarma kuralıyla.',
  access: SALES,
  body: saleFilterSchema,
  response: z.unknown(),
  produces: 'xlsx',
});

/** The device export's columns (header, width); a SUPPLY_ADMIN's file leaves 'Brüt Kâr' empty. */
export const SALE_DEVICE_COLUMNS = [
  ['Satış No', 12],
  ['Satış Tarihi', 18],
  ['Satış Tipi', 18],
  ['İşlem Durumu', 20],
  ['Bayi Kodu', 12],
  ['Bayi Adı', 26],
  ['Barkod', 18],
  ['Seri No', 22],
  ['Marka', 18],
  ['Model', 36],
  ['Alt Kategori', 20],
  ['Önerilen Satış Fiyatı', 18],
  ['Satış Fiyatı', 14],
  ['Cihaz Durumu', 16],
  ['Brüt Kâr', 14],
] as const;

/** GET /sale/detail/:id: a sale with its units (outside the caller's scope → 404, like one that does not exist). */
export const getSale = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/sale/detail/:id',
  summary: 'Satış detayı (cihazlarıyla)',
  description: 'Çağıranın kapsamı dışındaki satış 404 (yok gibi).',
  access: screens('/productSaleList', '/cancelSale', '/resellerScoreTransactions'),
  params: z.object({ id: coercedIdSchema }),
  response: saleDetailSchema,
});

/**
 * POST /sale/cancel (spec 2 §7: productSaleId, rejectSaleDescription — here the chosen reason —
 * and productSerialNoIdList): no serials → the whole sale to SALE_CANCEL_APPROVAL; chosen serials
 * (unit ids of the sale's SOLD lines) → SERIAL_NO_CANCEL_APPROVAL; serials naming every sold line
 * are the whole sale. The success text is SALES_MSG.cancelRequested.
 */
export const saleCancelBodySchema = z.object({
  productSaleId: idSchema,
  cancelReason: z.enum(SALE_CANCEL_REASONS, { error: SALES_MSG.reasonRequired }),
  productSerialNoIdList: z
    .array(idSchema)
    .max(SALE_MAX_LINES)
    .refine((ids) => new Set(ids).size === ids.length, SALES_MSG.notSaleSerial)
    .optional(),
});
export type SaleCancelBody = z.infer<typeof saleCancelBodySchema>;

/**
 * Spec 2 §6: the cancel button is hidden for supplier and distributor admins; TTG_CUSTOMER_SERVICE
 * reads only (issue 31), so it has no cancel either.
 */
const CANCEL_ROLES: readonly Role[] = ['TTG_ADMIN', 'RESELLER_ADMIN', 'RESELLER_USER'];

export const requestSaleCancel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/cancel',
  summary: 'Satış iptali iste',
  access: only(SALES, CANCEL_ROLES),
  body: saleCancelBodySchema,
  response: saleDetailSchema,
});

// ---- the cancel queue /cancelSale ----

/**
 * Spec 2 §2.9, spec 3 §2.14, §7: date-time range, accessory serial, campaign serial and password,
 * and the column filters (type, status, customer type, parent code, code, seller name and surname).
 * The server always reads CANCEL_APPROVAL_STATUSES (the spec's productSaleStatusList).
 */
export const cancelQueueFilterSchema = z
  .object({
    saleDateStart: pickedTimeSchema.optional(),
    saleDateEnd: pickedTimeSchema.optional(),
    serialNo: text(100).optional(),
    serial: text(40).optional(),
    pass: text(40).optional(),
    saleType: z.enum(SALE_TYPES).optional(),
    saleStatus: z.enum(CANCEL_APPROVAL_STATUSES).optional(),
    customerType: z.enum(CUSTOMER_TYPES).optional(),
    parentResellerCode: text(50).optional(),
    resellerCode: text(50).optional(),
    sellerName: text(100).optional(),
    sellerSurname: text(100).optional(),
  })
  .superRefine((f, ctx) => {
    // Spec 3 §5: the queue's search has the sales search's rule and text.
    if (searchOrderRule(f.saleDateStart, f.saleDateEnd)) ctx.addIssue({ code: 'custom', path: ['saleDateEnd'], message: SALES_MSG.searchOrder });
  });
export type CancelQueueFilter = z.infer<typeof cancelQueueFilterSchema>;

const QUEUE = screens('/cancelSale');

export const cancelQueueList = defineList({
  id: 'sale-cancel-queue',
  title: 'Onay bekleyen satış iptalleri',
  path: '/sale/cancelQueue/search',
  access: QUEUE,
  filter: cancelQueueFilterSchema,
  row: saleRowSchema,
  columns: [
    { key: 'completedDateTime', header: 'Satış Tarihi', text: (r) => dt(r.completedDateTime), exportCell: (r) => dateCell(r.completedDateTime), exportWidth: 18 },
    { key: 'productSaleType', header: 'Satış Tipi', text: (r) => r.productSaleTypeDisplay, exportWidth: 18 },
    { key: 'productSaleStatus', header: 'İşlem Durumu', text: (r) => r.productSaleStatusDisplay, exportWidth: 20 },
    { key: 'customerType', header: 'Müşteri Tipi', text: (r) => r.customerTypeDisplay, exportWidth: 14 },
    { key: 'parentResellerCode', header: 'Üst Bayi Kodu', text: (r) => r.reseller.parentCode, exportWidth: 14 },
    { key: 'resellerCode', header: 'Bayi Kodu', text: (r) => r.reseller.code, exportWidth: 12 },
    { key: 'sellerName', header: 'Satıcı Adı', text: (r) => r.sellerUser.name, exportWidth: 16 },
    { key: 'sellerSurname', header: 'Satıcı Soyadı', text: (r) => r.sellerUser.surname, exportWidth: 16 },
    { key: 'serialValue', header: 'Kampanya Seri No', text: (r) => r.serialValue, exportWidth: 16 },
    { key: 'passValue', header: 'Kampanya Şifresi', text: (r) => r.passValue, exportWidth: 16 },
    { key: 'finalPrice', header: 'Tutar', text: (r) => formatMoney(r.finalPrice), exportCell: (r) => moneyCell(r.finalPrice), exportWidth: 14 },
    { key: 'cancelReason', header: 'İptal Nedeni', text: (r) => (r.cancelReason ? SALE_CANCEL_REASON_LABELS[r.cancelReason] : ''), exportWidth: 40 },
    { key: 'cancelRequestDateTime', header: 'İptal Talep Tarihi', text: (r) => dt(r.cancelRequestDateTime), exportCell: (r) => dateCell(r.cancelRequestDateTime), exportWidth: 18 },
  ],
  sorts: ['completedDateTime', 'cancelRequestDateTime', 'finalPrice', 'id'],
  // The spec gives the queue no sort: the sales search's (spec 2 §7).
  defaultSort: 'completedDateTime,desc',
  pageSizes: CANCEL_QUEUE_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: SALES_MSG.queueEmpty,
  export: { path: '/sale/cancelQueue/findAll', fileName: SALE_FILES.cancelQueue },
});

/** POST /sale/cancelSaleApprove {productSaleId} (spec 3 §7): the request is approved, the units go back to the reseller's stock. */
export const approveSaleCancel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/cancelSaleApprove',
  summary: 'Satış iptalini onayla',
  description: 'Cihazlar bayinin stoğuna döner.',
  access: QUEUE,
  body: z.object({ productSaleId: idSchema }),
  response: saleDetailSchema,
});

/** POST /sale/cancelSaleReject {productSaleId, rejectCancelSaleDescription} (spec 3 §7): the reason is optional (spec 2 §5, spec 3 §5). */
export const rejectSaleCancel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/cancelSaleReject',
  summary: 'Satış iptalini reddet',
  description: 'Gerekçe isteğe bağlıdır.',
  access: QUEUE,
  body: z.object({ productSaleId: idSchema, rejectCancelSaleDescription: text(SALE_REJECT_DESCRIPTION_MAX).optional() }),
  response: saleDetailSchema,
});

/** 'Seçilenlerin İptalini Onayla': at least one sale (spec 2 §5, spec 3 §5: 'Seçilen işlem yok.'). */
export const multiCancelApproveBodySchema = z.object({
  productSaleIdList: z
    .array(idSchema, { error: SALES_MSG.noneSelected })
    .min(1, SALES_MSG.noneSelected)
    .max(MULTI_APPROVE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, SALES_MSG.selectedTwice),
});

/**
 * POST /sale/multiCancelSaleApprove {productSaleIdList} (spec 3 §7): all or nothing in one
 * transaction — one sale no longer awaiting approval refuses the lot (SALES_MSG.notAwaitingApprovalList).
 */
export const multiApproveSaleCancel = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/sale/multiCancelSaleApprove',
  summary: 'Birden çok satış iptalini onayla',
  description: 'Hepsi ya da hiçbiri: onay beklemeyen bir satış tümünü reddeder.',
  access: QUEUE,
  body: multiCancelApproveBodySchema,
  response: z.object({ count: z.number() }),
});
