import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDate, formatMoney } from '../format.js';
import {
  DISTRIBUTION_EXPORT_MAX_MS,
  DISTRIBUTION_TYPES,
  exportRangeRule,
  LEDGER_FILES,
  LEDGER_MSG,
  pickedTimeSchema,
  searchOrderRule,
} from '../ledger.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * /saleInfoList 'Distribütör Dağıtım Bilgileri' (spec 2 §2.10, §3 Sale info, sale detail line,
 * sale-info search filter, §5, §8): the distribution records — invoices (alone or with child
 * waybills), standalone waybills and technical-service changes — from a distributor to a
 * reseller. A list row is a top record; a child waybill's serial, barcode or number finds its
 * invoice. Who sees what is the server's: TTG_ADMIN all, a DISTY_ADMIN its distributor's (the
 * filter forced), a SUPPLY_ADMIN the records holding its supply's units (supplyId forced), a
 * reseller its own. Our paths: POST /saleInfo/search, /saleInfo/findAll (xlsx), GET /saleInfo/detail/:id.
 */
const text = (max: number) => z.string().trim().max(max);

export const saleInfoFilterSchema = z
  .object({
    saleDateStart: pickedTimeSchema.optional(),
    saleDateEnd: pickedTimeSchema.optional(),
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    waybillNo: text(50).optional(),
    /** A day (dd.mm.yyyy on screen): records of that invoice day. */
    invoiceDate: pickedTimeSchema.optional(),
    waybillDate: pickedTimeSchema.optional(),
    productSaleInfoType: z.enum(DISTRIBUTION_TYPES).optional(),
    /** A distributor admin's is its own whatever it sends. */
    distyCode: text(50).optional(),
    /** A reseller's is its own whatever it sends. */
    resellerCode: text(50).optional(),
    /** Sent for a supply-restricted user; the server takes the caller's own. */
    supplyId: coercedIdSchema.optional(),
  })
  .superRefine((f, ctx) => {
    const refused = searchOrderRule(f.saleDateStart, f.saleDateEnd);
    if (refused) ctx.addIssue({ code: 'custom', path: ['saleDateEnd'], message: refused });
  });
export type SaleInfoFilter = z.infer<typeof saleInfoFilterSchema>;

/** Spec 2 §5: the export needs an invoice date, a waybill date, a waybill or a serial number — or both sale dates within 32 days. */
export function distributionExportRule(f: SaleInfoFilter): string | null {
  if (f.invoiceDate || f.waybillDate || f.waybillNo || f.serialNo) return null;
  return exportRangeRule(f.saleDateStart, f.saleDateEnd, DISTRIBUTION_EXPORT_MAX_MS, LEDGER_MSG.exportOverMonth);
}

const money = z.number();

/** The money fields of a record or a line (spec 2 §3). */
const moneyFields = {
  description: z.string().nullable(),
  price: money,
  discount: money,
  discountRatio: money,
  vatRatio: money,
  vat: money,
  vatIncludedPrice: money,
};

export const saleInfoRowSchema = z.object({
  id: z.number(),
  productSaleInfoType: z.enum(DISTRIBUTION_TYPES),
  productSaleInfoTypeDisplay: z.string(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  waybillNo: z.string().nullable(),
  waybillDate: z.string().nullable(),
  distyCode: z.string(),
  resellerCode: z.string(),
  resellerName: z.string(),
  vatIncludedPrice: money,
  /** Child waybills of an invoice (0 for the rest). */
  waybillCount: z.number(),
  lineCount: z.number(),
  createDateTime: z.string(),
});
export type SaleInfoRow = z.infer<typeof saleInfoRowSchema>;

export const saleInfoList = defineList({
  id: 'sale-infos',
  title: 'Distribütör satış bilgileri (fatura, irsaliye, teknik servis değişimi)',
  path: '/saleInfo/search',
  access: screens('/saleInfoList'),
  filter: saleInfoFilterSchema,
  row: saleInfoRowSchema,
  columns: [
    { key: 'invoiceDate', header: 'Fatura Tarihi', text: (r) => formatDate(r.invoiceDate), exportCell: (r) => dateCell(r.invoiceDate), exportWidth: 14 },
    { key: 'waybillDate', header: 'İrsaliye Tarihi', text: (r) => formatDate(r.waybillDate), exportCell: (r) => dateCell(r.waybillDate), exportWidth: 14 },
    { key: 'productSaleInfoType', header: 'Dağıtım Tipi', text: (r) => r.productSaleInfoTypeDisplay, exportWidth: 22 },
    { key: 'invoiceNo', header: 'Fatura No', text: (r) => r.invoiceNo, exportWidth: 18 },
    { key: 'distyCode', header: 'Distribütör Kodu', text: (r) => r.distyCode, exportWidth: 16 },
    { key: 'reseller', header: 'Bayi', text: (r) => `${r.resellerCode} - ${r.resellerName}`, exportWidth: 40 },
    { key: 'vatIncludedPrice', header: 'KDV Dahil Fiyat', text: (r) => formatMoney(r.vatIncludedPrice), exportCell: (r) => moneyCell(r.vatIncludedPrice), exportWidth: 16 },
  ],
  sorts: ['createDateTime', 'invoiceDate', 'waybillDate', 'vatIncludedPrice'],
  defaultSort: 'createDateTime,desc',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: LEDGER_MSG.empty,
  export: { path: '/saleInfo/findAll', fileName: LEDGER_FILES.distribution, rule: distributionExportRule },
});

/** Spec 2 §3 sale detail line. */
export const saleDetailLineSchema = z.object({
  id: z.number(),
  barcode: z.string(),
  serialNo: z.string(),
  productSerialNoStatusDisplay: z.string(),
  modelName: z.string(),
  brandName: z.string(),
  ...moneyFields,
});
export type SaleDetailLine = z.infer<typeof saleDetailLineSchema>;

const saleInfoHeaderSchema = z.object({
  id: z.number(),
  productSaleInfoType: z.enum(DISTRIBUTION_TYPES),
  productSaleInfoTypeDisplay: z.string(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  waybillNo: z.string().nullable(),
  waybillDate: z.string().nullable(),
  distyCode: z.string(),
  reseller: z.object({ code: z.string(), name: z.string(), area: z.string().nullable(), mainArea: z.string().nullable() }),
  /** Suppliers of its units, by name (a technical-service change has one). */
  supplyNames: z.array(z.string()),
  shipmentCompanyName: z.string().nullable(),
  shipmentTrackingCode: z.string().nullable(),
  shipmentTrackingUrl: z.string().nullable(),
  ...moneyFields,
  productSaleInfoDetailList: z.array(saleDetailLineSchema),
});

/** A record with its lines, and an invoice's waybills with theirs (one block per waybill). */
export const saleInfoDetailSchema = saleInfoHeaderSchema.extend({ waybillSaleInfoList: z.array(saleInfoHeaderSchema) });
export type SaleInfoDetail = z.infer<typeof saleInfoDetailSchema>;
export type SaleInfoHeader = z.infer<typeof saleInfoHeaderSchema>;

export const saleInfoDetail = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/saleInfo/detail/:id',
  summary: 'Satış bilgisi detayı',
  description: 'Çağıranın kapsamı dışındaki kayıt 404.',
  access: screens('/saleInfoList'),
  params: z.object({ id: coercedIdSchema }),
  response: saleInfoDetailSchema,
});

export const DISTRIBUTION_TEXTS = {
  invoice: 'Fatura',
  waybill: 'İrsaliye',
  waybills: (n: number) => `İrsaliyeler (${n})`,
  detail: 'Detay',
  invoiceTitle: 'Fatura Detayı',
  waybillTitle: 'İrsaliye Detayı',
  waybillsTitle: 'İrsaliyeler',
  changeTitle: 'Teknik Servis Değişim Detayı',
} as const;
