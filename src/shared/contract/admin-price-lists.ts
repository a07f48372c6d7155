import { z } from 'zod';
import { screens } from '../access.js';
import { PRICE_MSG, PRICE_PAGE_SIZES, PRICE_TIME_STATUSES, RESELLER_PRICE_LIST_FILE } from '../prices.js';
import { coercedIdSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';
import { DISTY_ROW_COLUMNS, type DistyPriceRow, distyPriceRowSchema, eolColumn, priceCell, priceText, recommendedPriceColumns } from './price-lists.js';
import { namedSchema } from './price-rows.js';

/**
 * The price lists that look across owners (spec 1 §2.10, spec 3 §2.2), each declared once:
 * - /ProductPriceAdmin-Disty (TTG_ADMIN): the distributor-side rows (spec 1 §3) of every
 *   distributor — each approved distributor version with the supplier version it follows,
 *   current and old. Our paths: POST /modelPriceDisty/admin/getAll (page) and
 *   /modelPriceDisty/admin/findAll (xlsx).
 * - /productPriceInfoList and /productPrices (RESELLER_ADMIN, one screen): the reseller's
 *   price list, one row per product whose price is in force now for the reseller's own
 *   distributor. Never carries the distributor purchase price or the recommended EDM price.
 *   Our paths: POST /modelPrice/reseller/getAll (page) and /modelPrice/reseller/findAll (xlsx),
 *   GET /modelPrice/reseller/filters (the dropdowns' choices).
 */
export const ADMIN_PRICE_LIST_FILE = 'Fiyat Listesi.xlsx';

const text = z.string().trim();

// ---- /ProductPriceAdmin-Disty ----

/** Spec 1 §2.10: brand, product name, barcode, supplier, distributor, status (GÜNCEL/ESKİ). */
export const adminPriceFilterSchema = z.object({
  brand: coercedIdSchema.optional(),
  modelName: text.max(200).optional(),
  barcode: text.max(50).optional(),
  supply: coercedIdSchema.optional(),
  disty: coercedIdSchema.optional(),
  timeStatus: z.enum(PRICE_TIME_STATUSES).optional(),
});
export type AdminPriceFilter = z.infer<typeof adminPriceFilterSchema>;
export type AdminPriceRow = DistyPriceRow;

/** The admin's 'Detay': /ProductPriceAdmin-Detail?id={mpdId}&mid={modelId}&did={distyId}&sid={supplyId}&mpsId={mpsId}. */
export const adminPriceDetailPath = (r: Pick<AdminPriceRow, 'id' | 'mid' | 'did' | 'sid' | 'mpsid'>) =>
  `/ProductPriceAdmin-Detail?${new URLSearchParams({ id: String(r.id), mid: String(r.mid), did: String(r.did), sid: String(r.sid), mpsId: String(r.mpsid) })}`;

/**
 * Sorted on the server by the columns an index can serve at a million versions: start date
 * (the default, newest first), product name and barcode. Brand, supplier and distributor are
 * narrowed by their filters instead.
 */
export const adminPriceList = defineList({
  id: 'admin-prices',
  title: 'Distribütör fiyatları (TTG Admin görünümü)',
  path: '/modelPriceDisty/admin/getAll',
  access: screens('/ProductPriceAdmin-Disty'),
  filter: adminPriceFilterSchema,
  row: distyPriceRowSchema,
  columns: [
    ...DISTY_ROW_COLUMNS.categories,
    { key: 'modelName', header: 'Ürün Adı', text: (r) => r.modelName, exportWidth: 40 },
    { key: 'barcode', header: 'Barkod', text: (r) => r.barcode, exportWidth: 18 },
    DISTY_ROW_COLUMNS.supply,
    { key: 'distyName', header: 'Distribütör', text: (r) => r.distyName, exportWidth: 26 },
    { key: 'timeStatus', header: 'Durum', text: (r) => r.timeStatus, exportWidth: 10 },
    ...DISTY_ROW_COLUMNS.dates,
    ...DISTY_ROW_COLUMNS.prices,
    { key: 'supplyStatus', header: 'Tedarikçi Durumu', text: (r) => r.supplyStatus, exportWidth: 14 },
    { key: 'origin', header: 'Menşei', text: (r) => r.origin, exportWidth: 14 },
    eolColumn,
  ],
  sorts: ['mpdStartDate', 'modelName', 'barcode'],
  defaultSort: 'mpdStartDate,desc',
  pageSizes: PRICE_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: PRICE_MSG.noProduct,
  export: { path: '/modelPriceDisty/admin/findAll', fileName: ADMIN_PRICE_LIST_FILE },
});

// ---- /productPriceInfoList, /productPrices ----

/** Spec 3 §2.2 / §7 "Stock and price list": brand, supply, modelName, barcode. */
export const resellerPriceFilterSchema = z.object({
  brand: coercedIdSchema.optional(),
  supply: coercedIdSchema.optional(),
  modelName: text.max(200).optional(),
  barcode: text.max(50).optional(),
});
export type ResellerPriceFilter = z.infer<typeof resellerPriceFilterSchema>;

/**
 * Spec 3 §3 "Price list row", reseller variant: the distributor-side row's fields a reseller
 * may see, with its own names. `id` is the distributor version in force, `mid` the product.
 * Prices a reseller may see only: the recommended reseller and sale prices of the supplier
 * version, its own distributor's reseller price (null = 'Girilmedi') and what follows from
 * them — never distyPrice nor recommendedEdmPrice (not picked).
 */
export const resellerPriceRowSchema = distyPriceRowSchema
  .pick({
    id: true,
    mid: true,
    barcode: true,
    category: true,
    subCategory: true,
    sid: true,
    distyName: true,
    supplyStatus: true,
    origin: true,
    eol: true,
    approveType: true,
    taxRatio: true,
    recommendedResellerPrice: true,
    recommendedSellPrice: true,
    // The distributor's reseller price: the reseller's purchase price before VAT.
    resellerPrice: true,
  })
  .extend({
    brandName: z.string(),
    modelName: z.string(),
    description: z.string().nullable(),
    supply: namedSchema,
    supplyName: z.string(),
    /** The start of the distributor version in force. */
    startDate: z.string(),
    /** shared/prices.ts tolerancePrice (TOLERANCE_FORMULA) with the sub-category's /Marj ratio; null without one. */
    tolerancePrice: z.number().nullable(),
    /**
     * 'aksf' (spec 3 §3 gives only the name): the reseller's purchase price including VAT,
     * resellerPrice × (1 + taxRatio / 100), rounded to kuruş (`purchaseWithTax`); null when
     * no reseller price is entered.
     */
    aksf: z.number().nullable(),
  });
export type ResellerPriceRow = z.infer<typeof resellerPriceRowSchema>;

/** aksf: a price with its VAT, rounded to kuruş (null stays null). */
export const purchaseWithTax = (price: number | null, taxRatio: number) => (price === null ? null : Math.round(price * (100 + taxRatio)) / 100);

export const resellerPriceList = defineList({
  id: 'reseller-prices',
  title: 'Bayi fiyat listesi',
  path: '/modelPrice/reseller/getAll',
  access: screens('/productPriceInfoList', '/productPrices'),
  filter: resellerPriceFilterSchema,
  row: resellerPriceRowSchema,
  columns: [
    { key: 'brandName', header: 'Marka', text: (r) => r.brandName, exportWidth: 18 },
    { key: 'modelName', header: 'Ürün Adı', text: (r) => r.modelName, exportWidth: 40 },
    { key: 'barcode', header: 'Barkod', text: (r) => r.barcode, exportWidth: 18 },
    { key: 'supplyName', header: 'Tedarikçi', text: (r) => r.supplyName, exportWidth: 26 },
    { key: 'distyName', header: 'Distribütör', text: (r) => r.distyName, exportWidth: 26 },
    ...recommendedPriceColumns<ResellerPriceRow>(),
    { key: 'tolerancePrice', header: 'Tolerans Fiyatı', text: (r) => priceText(r.tolerancePrice), exportCell: (r) => priceCell(r.tolerancePrice), exportWidth: 18 },
  ],
  // Index-served sorts only (product name, barcode): brand and supplier are narrowed by the filters.
  sorts: ['modelName', 'barcode'],
  defaultSort: 'modelName,asc',
  pageSizes: PRICE_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: PRICE_MSG.noRecord,
  export: { path: '/modelPrice/reseller/findAll', fileName: RESELLER_PRICE_LIST_FILE },
});

/** The reseller screen's dropdowns: active brands, and the supplies its distributor delivers. */
export const resellerPriceFilterOptions = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPrice/reseller/filters',
  summary: 'Bayi fiyat listesinin filtre seçenekleri',
  description: 'Aktif markalar ve bayinin distribütörünün dağıttığı tedarikçiler.',
  access: screens('/productPriceInfoList', '/productPrices'),
  response: z.object({ brands: z.array(namedSchema), supplies: z.array(namedSchema) }),
});
