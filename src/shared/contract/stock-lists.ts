import { z } from 'zod';
import { screens } from '../access.js';
import { PAGE_SIZE_OPTIONS } from '../paging.js';
import { coercedIdSchema } from '../schemas.js';
import { STOCK_STATUS_LABELS, STOCK_STATUSES, STOREFRONT_MSG } from '../storefront.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * /modelStockList 'Stok Bilgileri' (spec 3 §2.1, §3 stock row): the stock the distributors'
 * systems reported (one row per distributor and product), with its status and the units
 * resellers hold in their carts. TTG_ADMIN sees every distributor (filter optional), a
 * DISTY_ADMIN only its own (the server forces the filter), a SUPPLY_ADMIN only its supply's
 * products. Our paths: POST /stock/getAll (page), /stock/findAll (xlsx), GET /stock/disties.
 */
export const STOCK_LIST_FILE = 'Stok Bilgileri.xlsx';
/** Spec 3 §9: the stock list searches 1000 ms after a filter change (10 ms on first load: at once). */
export const STOCK_FILTER_DEBOUNCE_MS = 1000;

export const STOCK_LIST_MSG = {
  fetchFailed: 'Stok bilgisi getirme başarısız.',
  empty: STOREFRONT_MSG.noTransaction,
} as const;

const text = z.string().trim();

export const stockFilterSchema = z.object({
  /** Distributor id (a distributor admin's is forced to its own). */
  disty: coercedIdSchema.optional(),
  brand: coercedIdSchema.optional(),
  modelName: text.max(200).optional(),
  barcode: text.max(50).optional(),
  stockStatus: z.enum(STOCK_STATUSES).optional(),
});
export type StockFilter = z.infer<typeof stockFilterSchema>;

/** Spec 3 §3 stock row: disty.code, model.barcode, model.brand.name, model.name, stockStatusDisplay, stock, quantityInCart. */
export const stockRowSchema = z.object({
  /** The row's key in the list (distributor and product). */
  id: z.number(),
  distyId: z.number(),
  distyCode: z.string(),
  modelId: z.number(),
  barcode: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  stockStatus: z.enum(STOCK_STATUSES),
  stockStatusDisplay: z.string(),
  /** Units the distributor reported. */
  stock: z.number(),
  /** Units WAITING orders hold (the status counts stock − reserved). */
  reserved: z.number(),
  /** Units in resellers' open carts (orders in status CART) for this distributor and product. */
  quantityInCart: z.number(),
  /** When the distributor's system last reported the row. */
  updateDateTime: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockList = defineList({
  id: 'stock',
  title: 'Distribütör stok listesi',
  path: '/stock/getAll',
  access: screens('/modelStockList'),
  filter: stockFilterSchema,
  row: stockRowSchema,
  columns: [
    { key: 'distyCode', header: 'Distribütör Kodu', text: (r) => r.distyCode, exportWidth: 16 },
    { key: 'barcode', header: 'Barkod', text: (r) => r.barcode, exportWidth: 18 },
    { key: 'brandName', header: 'Marka', text: (r) => r.brandName, exportWidth: 18 },
    { key: 'modelName', header: 'Model', text: (r) => r.modelName, exportWidth: 40 },
    { key: 'stockStatus', header: 'Stok Durumu', text: (r) => STOCK_STATUS_LABELS[r.stockStatus], exportWidth: 12 },
    { key: 'stock', header: 'Stok', text: (r) => r.stock, exportWidth: 10 },
    { key: 'quantityInCart', header: 'Sepetteki Adet', text: (r) => r.quantityInCart, exportWidth: 14 },
  ],
  sorts: ['updateDateTime', 'stock', 'quantityInCart'],
  defaultSort: 'updateDateTime,desc',
  // The spec gives the stock list no sizes of its own: the shared tables' (spec 1 §9).
  pageSizes: PAGE_SIZE_OPTIONS,
  defaultPageSize: 10,
  emptyText: STOCK_LIST_MSG.empty,
  export: { path: '/stock/findAll', fileName: STOCK_LIST_FILE },
});

export const stockDistyRefSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });

/** The distributor filter's choices: every one for the admin, its own for a distributor, its supply's distributors for a supplier. */
export const stockDisties = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/stock/disties',
  summary: 'Stok listesinin distribütör seçenekleri',
  access: screens('/modelStockList'),
  response: z.array(stockDistyRefSchema),
});
