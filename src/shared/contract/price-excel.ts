import { z } from 'zod';
import { screens } from '../access.js';
import { PRICE_MSG } from '../prices.js';
import { SPREADSHEET_MAX_BYTES } from '../spreadsheet.js';
import { defineEndpoint } from './endpoint.js';
import { formatTrCount } from '../format.js';

/**
 * Price spreadsheet uploads (spec 1 §2.12, §3 "Price upload row", §4, §5, §7, §9).
 * - Supplier sheet (/ProductPrice-Supply-Excel): new supplier price versions, sent to each
 *   distributor of the product's supply for approval (a distributor pricing a product it
 *   created itself approves its own row at once).
 * - Distributor sheet (/ProductPrice-Disty-Excel): the distributor's reseller purchase
 *   price ('Satış Fiyatı'), approved at once.
 * Each has three calls, all multipart with the file: readExcel checks it (nothing is
 * written; the answer holds the first SHEET_REPORT_ROWS accepted and erroneous rows and
 * both totals); excel downloads every erroneous row as an xlsx (the spec's
 * 'modelPriceSupply/excel', multipart with the 60 s upload time-out); saveExcel reads and
 * checks the file again and writes every accepted row in one transaction, or nothing when
 * the file or a verdict differs from the check the user saw (`checkDigest`).
 */

export const PRICE_EXCEL_MSG = {
  sentToApproval: PRICE_MSG.sentToApproval,
  distyUpdated: PRICE_MSG.distyUpdated,
  noneApproved: PRICE_MSG.noneApproved,
  errorsFound: PRICE_MSG.errorsFound,
  noErrors: PRICE_MSG.noErrors,
  emptyValue: PRICE_MSG.emptyValue,
  // A row's reasons (our own texts: the spec shows none).
  notYourProduct: 'Bu barkodla fiyatını girebileceğiniz bir ürün bulunamadı.',
  productNotApproved: 'Ürün henüz onaylanmadığı için fiyatı girilemez.',
  brandNotMapped: PRICE_MSG.brandNotMapped,
  noSupplierPrice: PRICE_MSG.noSupplierPrice,
  pastDate: PRICE_MSG.pastDate,
  repeated: 'Bu barkod aynı tarihle dosyada birden fazla satırda var.',
  /** After a save: accepted rows equal to the price already in force at their date are not written again. */
  unchanged: (n: number) => `${formatTrCount(n)} satırın fiyatı o tarihte zaten aynı olduğu için kaydedilmedi.`,
} as const;

/** Supplier sheet columns (header → field), in sheet order; headers match ignoring case. */
export const SUPPLY_PRICE_EXCEL_COLUMNS = [
  ['Barkod', 'barcode'],
  ['Fiyat Geçerlilik Tarihi', 'startDate'],
  ['Distribütör Alış Fiyatı', 'distyPrice'],
  ['Önerilen EDM Alış Fiyatı', 'recommendedEdmPrice'],
  ['Önerilen Bayi Alış Fiyatı', 'recommendedResellerPrice'],
  ['Önerilen Satış Fiyatı', 'recommendedSellPrice'],
  ['Kdv Oranı', 'taxRatio'],
] as const;
export type SupplyPriceExcelField = (typeof SUPPLY_PRICE_EXCEL_COLUMNS)[number][1];

/** Distributor sheet columns: 'Satış Fiyatı' is what the distributor sells to its resellers for. */
export const DISTY_PRICE_EXCEL_COLUMNS = [
  ['Barkod', 'barcode'],
  ['Fiyat Geçerlilik Tarihi', 'startDate'],
  ['Satış Fiyatı', 'resellerPrice'],
] as const;
export type DistyPriceExcelField = (typeof DISTY_PRICE_EXCEL_COLUMNS)[number][1];

export const PRICE_EXCEL_MAX_BYTES = SPREADSHEET_MAX_BYTES;
export const PRICE_EXCEL_MAX_ROWS = 100_000;
export const SUPPLY_PRICE_SAMPLE_FILE = 'Fiyat Yükleme Örnek.xlsx';
export const DISTY_PRICE_SAMPLE_FILE = 'Bayi Fiyatı Yükleme Örnek.xlsx';
export const SUPPLY_PRICE_ERRORS_FILE = 'Hatalı Fiyatlar.xlsx';
export const DISTY_PRICE_ERRORS_FILE = 'Hatalı Bayi Fiyatları.xlsx';

/** The sample files' date: tomorrow in Istanbul as the yyyymmdd number a sheet holds (a price may not start before today). */
export function sampleStartDay(now = new Date()): number {
  const tomorrow = new Date(now.getTime() + (24 + 3) * 3_600_000);
  return tomorrow.getUTCFullYear() * 10_000 + (tomorrow.getUTCMonth() + 1) * 100 + tomorrow.getUTCDate();
}

type Columns = readonly (readonly [string, string])[];

/** One sheet row as read (every cell as text, or null when empty) with its row number and, once found, the product's name. */
const sheetRowSchema = <C extends Columns>(columns: C) =>
  z.object(Object.fromEntries(columns.map(([, field]) => [field, z.string().nullable()])) as Record<C[number][1], z.ZodNullable<z.ZodString>>).extend({
    rowNumber: z.number(),
    productName: z.string().nullable(),
  });

const checkSchema = <C extends Columns>(columns: C) => {
  const row = sheetRowSchema(columns);
  return z.object({
    /** The first SHEET_REPORT_ROWS accepted rows. */
    checkData: z.array(row),
    /** The first SHEET_REPORT_ROWS erroneous rows; errorMaps marks each wrong field true. */
    errorData: z.array(row.extend({ errorMaps: z.record(z.string(), z.boolean()), messages: z.array(z.string()) })),
    /** All erroneous rows (the spec's `number`). */
    number: z.number(),
    acceptedCount: z.number(),
    /** Fingerprint of every row and its verdict; saving sends it back. */
    checkDigest: z.string(),
  });
};

export const supplyPriceCheckSchema = checkSchema(SUPPLY_PRICE_EXCEL_COLUMNS);
export type SupplyPriceCheck = z.infer<typeof supplyPriceCheckSchema>;
export const distyPriceCheckSchema = checkSchema(DISTY_PRICE_EXCEL_COLUMNS);
export type DistyPriceCheck = z.infer<typeof distyPriceCheckSchema>;
export type PriceCheck = SupplyPriceCheck | DistyPriceCheck;

const upload = { field: 'file', kind: 'spreadsheet', maxFiles: 1, maxBytes: PRICE_EXCEL_MAX_BYTES, required: true } as const;
const saveBody = z.object({ checkDigest: z.string().regex(/^[0-9a-f]{64}$/, 'Dosya yeniden yüklenmelidir.') });
/** count: versions written; unchanged: accepted rows equal to the price in force at their date, so not written. */
export const priceSaveAnswerSchema = z.object({ count: z.number(), unchanged: z.number() });

const SUPPLY_SCREEN = screens('/ProductPrice-Supply-Excel');
const DISTY_SCREEN = screens('/ProductPrice-Disty-Excel');

export const supplyPriceExcelRead = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/readExcel',
  summary: 'Tedarikçi fiyat Excel dosyasını oku ve denetle',
  description: 'Kaydetmez.',
  access: SUPPLY_SCREEN,
  upload,
  response: supplyPriceCheckSchema,
});
/** Every erroneous row of the supplier sheet as an xlsx (the spec's modelPriceSupply/excel). */
export const supplyPriceExcelErrors = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/excel',
  summary: 'Tedarikçi fiyat dosyasının hatalı satırları (xlsx)',
  access: SUPPLY_SCREEN,
  upload,
  response: z.unknown(),
  produces: 'xlsx',
});
export const supplyPriceExcelSave = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/saveExcel',
  summary: 'Tedarikçi fiyat Excel dosyasını kaydet',
  access: SUPPLY_SCREEN,
  body: saveBody,
  upload,
  response: priceSaveAnswerSchema,
});

export const distyPriceExcelRead = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceDisty/readExcel',
  summary: 'Distribütör fiyat Excel dosyasını oku ve denetle',
  description: 'Kaydetmez.',
  access: DISTY_SCREEN,
  upload,
  response: distyPriceCheckSchema,
});
export const distyPriceExcelErrors = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceDisty/excel',
  summary: 'Distribütör fiyat dosyasının hatalı satırları (xlsx)',
  access: DISTY_SCREEN,
  upload,
  response: z.unknown(),
  produces: 'xlsx',
});
export const distyPriceExcelSave = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceDisty/saveExcel',
  summary: 'Distribütör fiyat Excel dosyasını kaydet',
  access: DISTY_SCREEN,
  body: saveBody,
  upload,
  response: priceSaveAnswerSchema,
});
