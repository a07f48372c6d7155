import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDate, formatMoney } from '../format.js';
import { exportRangeRule, LEDGER_FILES, LEDGER_MSG, pickedTimeSchema, searchOrderRule, TRANSFER_EXPORT_MAX_MS } from '../ledger.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * /supplyInvoiceList 'Tedarikçi Faturaları' (spec 2 §2.12, §3 Supply invoice, §5): the invoices
 * of units a supplier sold to a distributor. A DISTY_ADMIN sees its distributor's (code forced),
 * a SUPPLY_ADMIN its supply's (code forced), TTG_ADMIN all. Our paths: POST /supplyInvoice/search,
 * /supplyInvoice/findAll (xlsx), GET /supplyInvoice/detail/:id.
 */
const text = (max: number) => z.string().trim().max(max);

export const supplyInvoiceFilterSchema = z
  .object({
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
    invoiceDateStart: pickedTimeSchema.optional(),
    invoiceDateEnd: pickedTimeSchema.optional(),
    /** A supplier admin's is its own whatever it sends. */
    supplyCode: text(50).optional(),
    /** A distributor admin's is its own whatever it sends. */
    distyCode: text(50).optional(),
  })
  .superRefine((f, ctx) => {
    const refused = searchOrderRule(f.invoiceDateStart, f.invoiceDateEnd);
    if (refused) ctx.addIssue({ code: 'custom', path: ['invoiceDateEnd'], message: refused });
  });
export type SupplyInvoiceFilter = z.infer<typeof supplyInvoiceFilterSchema>;

/** Spec 2 §5: both dates within 93 days, or a serial number instead of dates. */
export const supplyInvoiceExportRule = (f: SupplyInvoiceFilter): string | null =>
  f.serialNo ? null : exportRangeRule(f.invoiceDateStart, f.invoiceDateEnd, TRANSFER_EXPORT_MAX_MS, LEDGER_MSG.exportOverThreeMonths);

const moneyFields = {
  description: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  discountRatio: z.number(),
  vatRatio: z.number(),
  vat: z.number(),
  vatIncludedPrice: z.number(),
};

export const supplyInvoiceRowSchema = z.object({
  id: z.number(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  waybillNo: z.string().nullable(),
  supplyCode: z.string(),
  supplyName: z.string(),
  distyCode: z.string(),
  lineCount: z.number(),
  ...moneyFields,
});
export type SupplyInvoiceRow = z.infer<typeof supplyInvoiceRowSchema>;

export const supplyInvoiceList = defineList({
  id: 'supply-invoices',
  title: 'Tedarikçi faturaları',
  path: '/supplyInvoice/search',
  access: screens('/supplyInvoiceList'),
  filter: supplyInvoiceFilterSchema,
  row: supplyInvoiceRowSchema,
  columns: [
    { key: 'invoiceDate', header: 'Fatura Tarihi', text: (r) => formatDate(r.invoiceDate), exportCell: (r) => dateCell(r.invoiceDate), exportWidth: 14 },
    { key: 'invoiceNo', header: 'Fatura No', text: (r) => r.invoiceNo, exportWidth: 18 },
    { key: 'waybillNo', header: 'İrsaliye No', text: (r) => r.waybillNo, exportWidth: 18 },
    { key: 'supplyCode', header: 'Tedarikçi Kodu', text: (r) => r.supplyCode, exportWidth: 14 },
    { key: 'distyCode', header: 'Distribütör Kodu', text: (r) => r.distyCode, exportWidth: 16 },
    { key: 'lineCount', header: 'Adet', text: (r) => r.lineCount, exportCell: (r) => r.lineCount, exportWidth: 8 },
    { key: 'price', header: 'Fiyat', text: (r) => formatMoney(r.price), exportCell: (r) => moneyCell(r.price), exportWidth: 14 },
    { key: 'vat', header: 'KDV', text: (r) => formatMoney(r.vat), exportCell: (r) => moneyCell(r.vat), exportWidth: 14 },
    { key: 'vatIncludedPrice', header: 'KDV Dahil Fiyat', text: (r) => formatMoney(r.vatIncludedPrice), exportCell: (r) => moneyCell(r.vatIncludedPrice), exportWidth: 16 },
  ],
  sorts: ['createDateTime', 'invoiceDate', 'vatIncludedPrice'],
  defaultSort: 'invoiceDate,desc',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: LEDGER_MSG.empty,
  export: { path: '/supplyInvoice/findAll', fileName: LEDGER_FILES.supplyInvoices, rule: supplyInvoiceExportRule },
});

/** Spec 2 §3 Supply invoice detail lines (with the product's name and brand beside the barcode). */
export const supplyInvoiceLineSchema = z.object({
  id: z.number(),
  barcode: z.string(),
  serialNo: z.string(),
  modelName: z.string(),
  brandName: z.string(),
  ...moneyFields,
});
export type SupplyInvoiceLine = z.infer<typeof supplyInvoiceLineSchema>;

export const supplyInvoiceDetailSchema = supplyInvoiceRowSchema.extend({ lines: z.array(supplyInvoiceLineSchema) });
export type SupplyInvoiceDetail = z.infer<typeof supplyInvoiceDetailSchema>;

export const supplyInvoiceDetail = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/supplyInvoice/detail/:id',
  summary: 'Tedarikçi faturası detayı',
  description: 'Kapsam dışı fatura 404.',
  access: screens('/supplyInvoiceList'),
  params: z.object({ id: coercedIdSchema }),
  response: supplyInvoiceDetailSchema,
});
