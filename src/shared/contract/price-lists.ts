import { z } from 'zod';
import { screens } from '../access.js';
import { APPROVE_TYPE_LABELS, APPROVE_TYPES, eolLabel, SUPPLY_STATUSES } from '../catalogue.js';
import { dateCell, moneyCell } from '../export-cells.js';
import { formatDate, formatPercent } from '../format.js';
import { PRICE_MSG, PRICE_PAGE_SIZES, PRICE_TIME_STATUSES, priceStartIso } from '../prices.js';
import { coercedIdSchema } from '../schemas.js';
import { defineList, type ListColumn } from './list.js';
import { checkSchema, namedSchema, priceModelSchema, supplyChecksShape, supplyPricesShape, supplyVersionShape } from './price-rows.js';

/**
 * The price lists of the price's owners (spec 1 §2.8, §2.9), each declared once:
 * - the supplier's current prices (/ProductPrice-Supply, and the distributor's tab
 *   'Tedarikçi Olduğum Ürünler' of /ProductPrice-Disty for the products it created): every
 *   supplier version that is GÜNCEL and not rejected, so a product may show its current
 *   version and a coming one (a green row). Paths are the spec's (§7 "Prices").
 * - the distributor's own rows (tab 'Distribütör Olduğum Ürünler'): its approved GÜNCEL
 *   versions with the supplier version each follows. The spec gives no path; ours are
 *   POST /modelPriceDisty/current/getAll (page) and /modelPriceDisty/current/findAll (xlsx).
 * Export cells keep prices as numbers ('Girilmedi' when not entered) and dates as DD-MM-YYYY.
 */
export const SUPPLY_PRICE_LIST_FILE = 'Güncel Fiyat Listesi.xlsx';
export const DISTY_PRICE_LIST_FILE = 'Distribütör Fiyat Listesi.xlsx';

const text = z.string().trim();
/** 'Fiyat Geçerlilik Tarihi': a day (YYYY-MM-DD); versions starting that day (Istanbul) or later. */
const daySchema = z.string().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && priceStartIso(d) !== null, 'Geçerli bir tarih giriniz.');
export const supplyPriceFilterSchema = z.object({ modelName: text.max(200).optional(), barcode: text.max(50).optional(), startDate: daySchema.optional() });
export const distyPriceFilterSchema = z.object({
  modelName: text.max(200).optional(),
  barcode: text.max(50).optional(),
  brand: coercedIdSchema.optional(),
  supply: coercedIdSchema.optional(),
});

/** The four supplier prices, the tax ratio, EOL and the check flags: fields of both rows, so both lists share their columns. */
const priceFields = {
  ...supplyPricesShape,
  eol: z.boolean().nullable(),
  ...supplyChecksShape,
};

/** Spec 1 §3 "Model price (supplier side)"; approveType is the version's (distributors' decisions summed up). */
export const supplyPriceRowSchema = z.object({
  ...supplyVersionShape,
  ...priceFields,
  model: priceModelSchema.extend({ approveType: z.enum(APPROVE_TYPES) }),
  supply: namedSchema,
});
export type SupplyPriceRow = z.infer<typeof supplyPriceRowSchema>;

/** Spec 1 §3 "Distributor-side row" (id = the distributor version, mpsid = the supplier version it follows). */
export const distyPriceRowSchema = z.object({
  id: z.number(),
  sid: z.number(),
  did: z.number(),
  mid: z.number(),
  mpsid: z.number(),
  modelName: z.string(),
  barcode: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  supply: z.string(),
  distyName: z.string(),
  timeStatus: z.enum(PRICE_TIME_STATUSES),
  mpsStartDate: z.string(),
  mpsEndDate: z.string().nullable(),
  mpdStartDate: z.string(),
  mpdEndDate: z.string().nullable(),
  mpsNextPrice: z.boolean(),
  mpdNextPrice: z.boolean(),
  ...priceFields,
  resellerPrice: z.number().nullable(),
  checkResellerPrice: checkSchema,
  supplyStatus: z.enum(SUPPLY_STATUSES),
  origin: z.string().nullable(),
  approveType: z.enum(APPROVE_TYPES),
  description: z.string().nullable(),
});
export type DistyPriceRow = z.infer<typeof distyPriceRowSchema>;

type PriceFields = z.infer<z.ZodObject<typeof priceFields>>;
type ProductNames = { category: string; subCategory: string; brand: string; name: string; barcode: string };
/** A price cell: the number, or 'Girilmedi'. */
export const priceText = (v: number | null) => v ?? PRICE_MSG.notEntered;
/** A price in the export: money (2 decimals), or 'Girilmedi' (spec 3 §2.2). */
export const priceCell = (v: number | null) => (v === null ? PRICE_MSG.notEntered : moneyCell(v));

/** Category, sub-category and brand: the first columns of every owner's and the admin's list. */
const categoryColumns = <R>(p: (r: R) => Pick<ProductNames, 'category' | 'subCategory' | 'brand'>) =>
  [
    { key: 'category', header: 'Kategori', text: (r) => p(r).category, exportWidth: 20 },
    { key: 'subCategory', header: 'Alt Kategori', text: (r) => p(r).subCategory, exportWidth: 22 },
    { key: 'brand', header: 'Marka', text: (r) => p(r).brand, exportWidth: 18 },
  ] as const satisfies readonly ListColumn<R>[];

const productColumns = <R>(p: (r: R) => ProductNames) =>
  [
    ...categoryColumns(p),
    { key: 'name', header: 'Ürün Adı', text: (r) => p(r).name, exportWidth: 40 },
    { key: 'barcode', header: 'Barkod', text: (r) => p(r).barcode, exportWidth: 18 },
  ] as const satisfies readonly ListColumn<R>[];

/** The recommended reseller and sale prices: the supplier prices a reseller's list shows too (admin-price-lists.ts). */
export const recommendedPriceColumns = <R extends Pick<PriceFields, 'recommendedResellerPrice' | 'recommendedSellPrice'>>() =>
  [
    { key: 'recommendedResellerPrice', header: 'Önerilen Bayi Alış Fiyatı', text: (r) => r.recommendedResellerPrice, exportCell: (r) => moneyCell(r.recommendedResellerPrice), exportWidth: 18 },
    { key: 'recommendedSellPrice', header: 'Önerilen Satış Fiyatı', text: (r) => r.recommendedSellPrice, exportCell: (r) => moneyCell(r.recommendedSellPrice), exportWidth: 18 },
  ] as const satisfies readonly ListColumn<R>[];

const priceColumns = <R extends PriceFields>() =>
  [
    // The ratio as a number under its '(%)' header.
    { key: 'taxRatio', header: 'KDV Oranı (%)', text: (r) => formatPercent(r.taxRatio), exportCell: (r) => r.taxRatio, exportWidth: 10 },
    { key: 'distyPrice', header: 'Distribütör Alış Fiyatı', text: (r) => r.distyPrice, exportCell: (r) => moneyCell(r.distyPrice), exportWidth: 18 },
    { key: 'recommendedEdmPrice', header: 'Önerilen EDM Alış Fiyatı', text: (r) => priceText(r.recommendedEdmPrice), exportCell: (r) => priceCell(r.recommendedEdmPrice), exportWidth: 18 },
    ...recommendedPriceColumns<R>(),
  ] as const satisfies readonly ListColumn<R>[];

export const eolColumn = { key: 'eol', header: 'EOL', text: (r: PriceFields) => eolLabel(r.eol), exportWidth: 8 } as const;

/**
 * The columns of a distributor-side row, shared by the distributor's own list and the
 * admin's list of every distributor (admin-price-lists.ts), which puts the distributor and
 * the GÜNCEL/ESKİ status between them.
 */
export const DISTY_ROW_COLUMNS = {
  categories: categoryColumns<DistyPriceRow>((r) => r),
  supply: { key: 'supply', header: 'Tedarikçi', text: (r: DistyPriceRow) => r.supply, exportWidth: 26 },
  dates: [
    { key: 'mpsStartDate', header: 'Tedarikçi Fiyatı Başlangıç', text: (r) => formatDate(r.mpsStartDate), exportCell: (r) => dateCell(r.mpsStartDate), exportWidth: 14 },
    { key: 'mpdStartDate', header: 'Başlangıç Tarihi', text: (r) => formatDate(r.mpdStartDate), exportCell: (r) => dateCell(r.mpdStartDate), exportWidth: 14 },
    { key: 'mpdEndDate', header: 'Bitiş Tarihi', text: (r) => formatDate(r.mpdEndDate), exportCell: (r) => dateCell(r.mpdEndDate), exportWidth: 14 },
  ],
  prices: [
    ...priceColumns<DistyPriceRow>(),
    {
      key: 'resellerPrice',
      header: 'Bayi Alış Fiyatı',
      text: (r: DistyPriceRow) => priceText(r.resellerPrice),
      exportCell: (r: DistyPriceRow) => priceCell(r.resellerPrice),
      exportWidth: 18,
    },
  ],
} as const satisfies Record<string, ListColumn<DistyPriceRow> | readonly ListColumn<DistyPriceRow>[]>;

const PRICE_SORTS = ['category', 'subCategory', 'brand', 'name', 'barcode', 'taxRatio', 'distyPrice', 'recommendedEdmPrice', 'recommendedResellerPrice', 'recommendedSellPrice', 'eol', 'id'] as const;
const PAGE = { pageSizes: PRICE_PAGE_SIZES, defaultPageSize: 10, emptyText: PRICE_MSG.noProduct } as const;

/** /ProductPrice-Supply (a supplier: its supply) and the distributor's first tab (the products it created). */
export const supplyPriceList = defineList({
  id: 'supply-prices',
  title: 'Güncel tedarikçi fiyatları',
  path: '/modelPriceSupply/current/getAll',
  access: screens('/ProductPrice-Supply', '/ProductPrice-Disty'),
  filter: supplyPriceFilterSchema,
  row: supplyPriceRowSchema,
  columns: [
    ...productColumns<SupplyPriceRow>((r) => ({ ...r.model, category: r.model.subCategory.category.name, subCategory: r.model.subCategory.name, brand: r.model.brand.name })),
    { key: 'startDate', header: 'Başlangıç Tarihi', text: (r) => formatDate(r.startDate), exportCell: (r) => dateCell(r.startDate), exportWidth: 14 },
    { key: 'endDate', header: 'Bitiş Tarihi', text: (r) => formatDate(r.endDate), exportCell: (r) => dateCell(r.endDate), exportWidth: 14 },
    ...priceColumns<SupplyPriceRow>(),
    { key: 'approveType', header: 'Onay Durumu', text: (r) => APPROVE_TYPE_LABELS[r.approveType], exportWidth: 16 },
    eolColumn,
  ],
  sorts: [...PRICE_SORTS, 'startDate', 'endDate', 'approveType'],
  defaultSort: 'startDate,desc',
  ...PAGE,
  export: { path: '/modelPriceSupply/current/findAll', fileName: SUPPLY_PRICE_LIST_FILE },
});

/** /ProductPrice-Disty 'Distribütör Olduğum Ürünler': the distributor's own GÜNCEL rows. */
export const distyPriceList = defineList({
  id: 'disty-prices',
  title: 'Distribütörün güncel bayi fiyatları',
  path: '/modelPriceDisty/current/getAll',
  access: screens('/ProductPrice-Disty'),
  filter: distyPriceFilterSchema,
  row: distyPriceRowSchema,
  columns: [
    ...productColumns<DistyPriceRow>((r) => ({ ...r, name: r.modelName })),
    DISTY_ROW_COLUMNS.supply,
    ...DISTY_ROW_COLUMNS.dates,
    ...DISTY_ROW_COLUMNS.prices,
    eolColumn,
  ],
  sorts: [...PRICE_SORTS, 'supply', 'mpsStartDate', 'mpdStartDate', 'mpdEndDate', 'resellerPrice'],
  defaultSort: 'mpdStartDate,desc',
  ...PAGE,
  export: { path: '/modelPriceDisty/current/findAll', fileName: DISTY_PRICE_LIST_FILE },
});
