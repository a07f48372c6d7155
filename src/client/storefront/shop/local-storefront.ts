import { LABEL_STATUSES, type LabelStatus } from '../../../shared/catalogue.js';
import {
  SIMILAR_MAX,
  STOCK_SEVERITIES,
  type SimilarProduct,
  type StorefrontDetail,
  type StorefrontFilter,
  type StorefrontFilterOptions,
  type StorefrontProduct,
} from '../../../shared/contract/storefront.js';
import type { Page } from '../../../shared/paging.js';
import { STOCK_STATUS_LABELS, stockStatusOf, type StockStatus } from '../../../shared/storefront.js';
import { foldForSearch } from '../../../shared/text.js';
import { ApiError } from '../../lib/api.js';
import { offlineDb, storedProduct } from '../../lib/offline/db.js';
import { byCodePoint, indexable, itemsContaining, localCatalogue, type LocalCatalogue, type LocalItem, type LocalPrice, priceAt } from './local-catalogue.js';

/**
 * The storefront's reads answered from the offline data, with the server's semantics
 * (server/storefront/products: storefront-repo.ts, storefront-service.ts): a product is listed
 * while it has a price in force now; the sidebar's filters, the tabs, the order and the page
 * are the server's, and so is the shape of every answer. Each answers undefined while the
 * storefront has never been synced.
 */

/** User Timing name of one offline grid query (read by scripts/bench-offline.ts). */
export const OFFLINE_QUERY_MEASURE = 'offline:storefront-query';

const DAY_MS = 86_400_000;
/** Sub-category thresholds when a sub-category is missing from the lookups (the table's defaults). */
const DEFAULT_THRESHOLDS = { noneStockMax: 0, limitedStockMax: 10 };

interface Context {
  c: LocalCatalogue;
  now: number;
  /** 'Yeniler' since (ms). */
  newSince: number;
}

const contextOf = (c: LocalCatalogue): Context => ({ c, now: Date.now(), newSince: Date.now() - c.meta.newProductDays * DAY_MS });

function stockOf(ctx: Context, item: LocalItem): StockStatus {
  const t = ctx.c.subCategories.get(item.subCategoryId) ?? DEFAULT_THRESHOLDS;
  return stockStatusOf(item.quantity, t.noneStockMax, t.limitedStockMax);
}

const isNew = (ctx: Context, item: LocalItem) => item.approvedAt !== null && item.approvedAt >= ctx.newSince;

const LABEL_TEST: Record<LabelStatus, (ctx: Context, item: LocalItem) => boolean> = {
  DASHBOARD: (_, item) => item.dashboard,
  NEW_PRODUCT: isNew,
  SELL_BEST_PRODUCT: (ctx, item) => ctx.c.bestRank.has(item.id),
};

/**
 * The sidebar's filters as two tests, the text first (names and barcodes by "contains": the
 * most selective, and it needs no price), then the rest on the price in force (origin by the
 * whole value ignoring case). No allocation per product: the scan of 20,000 products is the
 * whole cost of a search.
 */
function testsOf(f: StorefrontFilter, ctx: Context) {
  const name = f.modelName ? foldForSearch(f.modelName.trim()) : '';
  const barcode = f.barcode ? foldForSearch(f.barcode.trim()) : '';
  const origin = f.origin ? foldForSearch(f.origin.trim()) : '';
  const { category, subCategory, brand, supplyStatus, minPrice, maxPrice, stockStatus } = f;
  const label = f.labelStatus ? LABEL_TEST[f.labelStatus] : null;
  const text = (i: LocalItem) => (!name || i.nameKey.includes(name)) && (!barcode || i.barcodeKey.includes(barcode));
  const rest = (i: LocalItem, p: LocalPrice) =>
    (category === undefined || i.categoryId === category) &&
    (subCategory === undefined || i.subCategoryId === subCategory) &&
    (brand === undefined || i.brandId === brand) &&
    (supplyStatus === undefined || i.supplyStatus === supplyStatus) &&
    (!origin || i.originKey === origin) &&
    (minPrice === undefined || p.price >= minPrice) &&
    (maxPrice === undefined || p.price <= maxPrice) &&
    (stockStatus === undefined || stockOf(ctx, i) === stockStatus) &&
    (label === null || label(ctx, i));
  return { text, rest };
}

/**
 * The products to test, in the grid's order for the tab: 'Çok Satanlar' by rank, 'Yeniler' newest
 * first, else home-page first then name — there a typed name or barcode narrows them through the
 * text index first (the usual search).
 */
function ordered(f: StorefrontFilter, ctx: Context): LocalItem[] {
  const { c } = ctx;
  if (f.labelStatus === 'SELL_BEST_PRODUCT') return c.meta.bestSellers.flatMap((id) => c.byId.get(id) ?? []);
  if (f.labelStatus === 'NEW_PRODUCT') return c.byNewest;
  const name = f.modelName ? foldForSearch(f.modelName.trim()) : '';
  const barcode = f.barcode ? foldForSearch(f.barcode.trim()) : '';
  if (indexable(name)) return itemsContaining(c.names, c.byDashboard, name);
  if (indexable(barcode)) return itemsContaining(c.barcodes, c.byDashboard, barcode);
  return c.byDashboard;
}

function toProduct(ctx: Context, item: LocalItem, price: LocalPrice): StorefrontProduct {
  const { c } = ctx;
  const status = stockOf(ctx, item);
  const named = (names: Map<number, string>, id: number) => ({ id, name: names.get(id) ?? '' });
  return {
    id: item.id,
    model: {
      id: item.id,
      name: item.name,
      barcode: item.barcode,
      brand: named(c.brands, item.brandId),
      category: named(c.categories, item.categoryId),
      subCategory: { id: item.subCategoryId, name: c.subCategories.get(item.subCategoryId)?.name ?? '' },
      supplyStatus: item.supplyStatus,
      origin: item.origin,
      firstPicture: item.firstPicture,
    },
    modelPriceDisty: { id: price.id, resellerPrice: price.price },
    stockStatus: status,
    stockStatusLabel: STOCK_STATUS_LABELS[status],
    severity: STOCK_SEVERITIES[status],
    quantity: item.quantity,
    labels: LABEL_STATUSES.filter((l) => LABEL_TEST[l](ctx, item)),
  };
}

/** One page of the grid from the offline storefront (undefined: never synced). */
export async function localStorefrontPage(filter: StorefrontFilter, page: number, size: number): Promise<Page<StorefrontProduct> | undefined> {
  // The view at hand is used without awaiting anything: an await would let other queued work run inside the query.
  const start = performance.now();
  const c = localCatalogue.peek() ?? (await localCatalogue());
  if (!c) return undefined;
  const ctx = contextOf(c);
  const { text, rest } = testsOf(filter, ctx);
  const from = page * size;
  const content: StorefrontProduct[] = [];
  let total = 0;
  for (const item of ordered(filter, ctx)) {
    if (!text(item)) continue;
    const price = priceAt(item, ctx.now);
    if (!price || !rest(item, price)) continue;
    if (total >= from && content.length < size) content.push(toProduct(ctx, item, price));
    total++;
  }
  // User Timing (production-safe): the offline bench reads these.
  performance.measure(OFFLINE_QUERY_MEASURE, { start, end: performance.now() });
  return { content, totalElements: total };
}

const notFound = () => new ApiError(404, null);

/** A product listed on the offline storefront now, with its price; throws a 404 ApiError when it is not (the page says 'Ürün bulunamadı'). */
function listed(ctx: Context, id: number) {
  const item = ctx.c.byId.get(id);
  const price = item && priceAt(item, ctx.now);
  if (!item || !price) throw notFound();
  return { item, price };
}

/** A product's detail (description, every picture) from the offline storefront. */
export async function localProduct(id: number): Promise<StorefrontDetail | undefined> {
  const c = await localCatalogue();
  if (!c) return undefined;
  const ctx = contextOf(c);
  const { item, price } = listed(ctx, id);
  const row = await storedProduct(offlineDb(), id);
  if (!row) throw notFound();
  return { ...toProduct(ctx, item, price), description: row.description, pictures: row.pictures };
}

/** 'Benzer Ürünler': products of the same sub-category on the offline storefront, by name (at most SIMILAR_MAX). */
export async function localSimilar(id: number): Promise<SimilarProduct[] | undefined> {
  const c = await localCatalogue();
  if (!c) return undefined;
  const ctx = contextOf(c);
  const { item: of } = listed(ctx, id);
  const found: { item: LocalItem; price: LocalPrice }[] = [];
  for (const item of c.byDashboard) {
    if (item.subCategoryId !== of.subCategoryId || item.id === of.id) continue;
    const price = priceAt(item, ctx.now);
    if (price) found.push({ item, price });
  }
  found.sort((a, b) => byCodePoint(a.item.name, b.item.name) || a.item.id - b.item.id);
  return found.slice(0, SIMILAR_MAX).map(({ item, price }) => ({
    modelId: item.id,
    modelName: item.name,
    barcode: item.barcode,
    price: price.price,
    firstPicture: item.firstPicture?.url ?? null,
  }));
}

// Made at first use: an Intl collator costs tens of milliseconds to make on a phone.
let trCollator: Intl.Collator | undefined;
const compareTr = (a: string, b: string) => (trCollator ??= new Intl.Collator('tr', { sensitivity: 'base', numeric: true })).compare(a, b);
const byName = (a: { name: string }, b: { name: string }) => compareTr(a.name, b.name);

/** The sidebar's choices present on the offline storefront now (Turkish alphabetical order, as the server sends them). */
export async function localFilterOptions(): Promise<StorefrontFilterOptions | undefined> {
  const c = await localCatalogue();
  if (!c) return undefined;
  const now = Date.now();
  const brands = new Set<number>();
  const subs = new Set<number>();
  const origins = new Map<string, string>();
  for (const item of c.byDashboard) {
    if (!priceAt(item, now)) continue;
    brands.add(item.brandId);
    subs.add(item.subCategoryId);
    if (item.origin && item.originKey && !origins.has(item.originKey)) origins.set(item.originKey, item.origin);
  }
  const categories = new Map<number, StorefrontFilterOptions['categories'][number]>();
  for (const id of subs) {
    const sub = c.subCategories.get(id);
    if (!sub) continue;
    const category = categories.get(sub.categoryId) ?? { id: sub.categoryId, name: c.categories.get(sub.categoryId) ?? '', subCategories: [] };
    category.subCategories.push({ id: sub.id, name: sub.name });
    categories.set(sub.categoryId, category);
  }
  const sorted = [...categories.values()].sort(byName);
  for (const category of sorted) category.subCategories.sort(byName);
  return {
    brands: [...brands].map((id) => ({ id, name: c.brands.get(id) ?? '' })).sort(byName),
    categories: sorted,
    origins: [...origins.values()].sort(compareTr),
  };
}
