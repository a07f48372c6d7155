import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDate, formatMoney } from '../format.js';
import { LEDGER_FILES, LEDGER_MSG, pickedTimeSchema, searchOrderRule, STOCK_START_TOLERANCE_MS } from '../ledger.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { defineList } from './list.js';

/**
 * /stockInfoList 'Stoğumdaki Ürünler' (spec 2 §3 Stock item, §5 "Stock search"; spec 3 §2.1 last
 * sentence): the units the logged-in user's reseller holds now, with the distribution record
 * that brought each into the network (its invoice, waybill and price). The spec sends the
 * reseller as `parentResellerCode` and a date range; the server takes the caller's own reseller
 * whatever is sent. The range reads when the reseller got the unit; the start may pass the end
 * by at most 20 hours (spec 2 §5: a day picked as both ends still searches). Our paths:
 * POST /stockInfo/search, /stockInfo/findAll (xlsx).
 */
const text = (max: number) => z.string().trim().max(max);

export const resellerStockFilterSchema = z
  .object({
    parentResellerCode: text(50).optional(),
    startDate: pickedTimeSchema.optional(),
    endDate: pickedTimeSchema.optional(),
    serialNo: text(100).optional(),
    barcode: text(50).optional(),
  })
  .superRefine((f, ctx) => {
    const refused = searchOrderRule(f.startDate, f.endDate, STOCK_START_TOLERANCE_MS);
    if (refused) ctx.addIssue({ code: 'custom', path: ['endDate'], message: refused });
  });
export type ResellerStockFilter = z.infer<typeof resellerStockFilterSchema>;

/** Spec 2 §3 Stock item (and the product's name and brand, which a dealer looks for first). */
export const resellerStockRowSchema = z.object({
  id: z.number(),
  serialNo: z.string(),
  barcode: z.string(),
  modelName: z.string(),
  brandName: z.string(),
  category: z.string(),
  subCategory: z.string(),
  invoiceNo: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  waybillNo: z.string().nullable(),
  waybillDate: z.string().nullable(),
  vatIncludedPrice: z.number().nullable(),
  /** The recommended sell price in force now (null when none is). */
  recommendedPrice: z.number().nullable(),
  receivedAt: z.string(),
});
export type ResellerStockRow = z.infer<typeof resellerStockRowSchema>;

export const resellerStockList = defineList({
  id: 'reseller-stock',
  title: 'Bayi stok bilgisi',
  path: '/stockInfo/search',
  access: screens('/stockInfoList'),
  filter: resellerStockFilterSchema,
  row: resellerStockRowSchema,
  columns: [
    { key: 'invoiceDate', header: 'Fatura Tarihi', text: (r) => formatDate(r.invoiceDate), exportCell: (r) => dateCell(r.invoiceDate), exportWidth: 14 },
    { key: 'waybillDate', header: 'İrsaliye Tarihi', text: (r) => formatDate(r.waybillDate), exportCell: (r) => dateCell(r.waybillDate), exportWidth: 14 },
    { key: 'invoiceNo', header: 'Fatura No', text: (r) => r.invoiceNo, exportWidth: 18 },
    { key: 'waybillNo', header: 'İrsaliye No', text: (r) => r.waybillNo, exportWidth: 18 },
    { key: 'serialNo', header: 'Seri No', text: (r) => r.serialNo, exportWidth: 22 },
    { key: 'barcode', header: 'Barkod', text: (r) => r.barcode, exportWidth: 18 },
    { key: 'modelName', header: 'Model', text: (r) => r.modelName, exportWidth: 36 },
    { key: 'category', header: 'Kategori', text: (r) => r.category, exportWidth: 18 },
    { key: 'subCategory', header: 'Alt Kategori', text: (r) => r.subCategory, exportWidth: 18 },
    { key: 'vatIncludedPrice', header: 'KDV Dahil Fiyat', text: (r) => formatMoney(r.vatIncludedPrice), exportCell: (r) => moneyCell(r.vatIncludedPrice), exportWidth: 16 },
    { key: 'recommendedPrice', header: 'Önerilen Satış Fiyatı', text: (r) => formatMoney(r.recommendedPrice), exportCell: (r) => moneyCell(r.recommendedPrice), exportWidth: 18 },
  ],
  sorts: ['receivedAt', 'serialNo'],
  defaultSort: 'receivedAt,desc',
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: LEDGER_MSG.empty,
  export: { path: '/stockInfo/findAll', fileName: LEDGER_FILES.stock },
});
