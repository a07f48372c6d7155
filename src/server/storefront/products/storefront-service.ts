import type { SQL } from 'drizzle-orm';
import { LABEL_STATUSES, type LabelStatus, type SupplyStatus } from '../../../shared/catalogue.js';
import type { KeyValue } from '../../../shared/contract/catalogue.js';
import {
  LABEL_STATUS_LABELS,
  SIMILAR_MAX,
  STOCK_SEVERITIES,
  type SimilarProduct,
  type StorefrontDetail,
  type StorefrontFilter,
  type StorefrontFilterOptions,
  type StorefrontProduct,
} from '../../../shared/contract/storefront.js';
import type { Page } from '../../../shared/paging.js';
import { PARAM_KEYS, STOCK_STATUS_LABELS, STOCK_STATUSES, type StockStatus } from '../../../shared/storefront.js';
import type { Db } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/image-store.js';
import {
  filterOptionRows,
  labelRow,
  labelSql,
  type LabelJson,
  type LabelContext,
  productPictures,
  similarRows,
  storefrontPageKeys,
  storefrontRows,
  type StorefrontDbRow,
} from './storefront-repo.js';

/** Defaults of the label parameters when they are missing or not a whole number ≥ 0. */
export const LABEL_DEFAULTS = { newProductDays: 30, bestSellerCount: 20 } as const;

/** A whole number 0–100,000 written in digits alone (as labelRow's SQL reads the count), else `fallback`. */
const wholeOr = (text: string | undefined, fallback: number) => {
  const t = text?.trim() ?? '';
  return /^[0-9]{1,6}$/.test(t) && Number(t) <= 100_000 ? Number(t) : fallback;
};

/** The labels' context from labelSql's value. */
export function toLabelContext(distyId: number, row: LabelJson): LabelContext {
  const newProductDays = wholeOr(row.new_product_days ?? undefined, LABEL_DEFAULTS.newProductDays);
  // The SQL took the count parameter by the same rule (digits only, ≤ 100,000).
  const bestSellerCount = wholeOr(row.best_seller_count ?? undefined, LABEL_DEFAULTS.bestSellerCount);
  return { distyId, newProductDays, bestSellers: row.best_sellers.map(Number).slice(0, bestSellerCount) };
}

/** labelSql for the storefront of distributor `disty` (an SQL expression), to read along with the caller's reseller. */
export const labelContextSql = (disty: SQL) => labelSql(disty, PARAM_KEYS, LABEL_DEFAULTS.bestSellerCount);

/** What the derived labels of D's storefront mean right now (one small read). */
export async function labelContext(db: Db, distyId: number): Promise<LabelContext> {
  return toLabelContext(distyId, await labelRow(db, distyId, PARAM_KEYS, LABEL_DEFAULTS.bestSellerCount));
}

const picture = (id: number | null, key: string | null) => (id !== null && key !== null ? { id, imageKey: key, url: imageUrl(key) } : null);

function toProduct(r: StorefrontDbRow, ctx: LabelContext): StorefrontProduct {
  const status = r.stock_status as StockStatus;
  const held: Record<LabelStatus, boolean> = { DASHBOARD: r.dashboard, NEW_PRODUCT: r.is_new, SELL_BEST_PRODUCT: ctx.bestSellers.includes(r.id) };
  return {
    id: r.id,
    model: {
      id: r.id,
      name: r.name,
      barcode: r.barcode,
      brand: { id: r.brand_id, name: r.brand_name },
      category: { id: r.category_id, name: r.category_name },
      subCategory: { id: r.sub_category_id, name: r.sub_category_name },
      supplyStatus: r.supply_status as SupplyStatus,
      origin: r.origin,
      firstPicture: picture(r.picture_id, r.picture_key),
    },
    modelPriceDisty: { id: r.price_id, resellerPrice: r.reseller_price },
    stockStatus: status,
    stockStatusLabel: STOCK_STATUS_LABELS[status],
    severity: STOCK_SEVERITIES[status],
    quantity: r.quantity,
    labels: LABEL_STATUSES.filter((l) => held[l]),
  };
}

/** One page of D's storefront (ctx.distyId): the page's keys first (narrow, ordered), then just their rows. */
export async function storefrontPage(ctx: LabelContext, db: Db, filter: StorefrontFilter, page: number, size: number): Promise<Page<StorefrontProduct>> {
  const { keys, total } = await storefrontPageKeys(db, filter, ctx, page, size);
  const rows = await storefrontRows(db, keys, ctx);
  const at = new Map(keys.map((k, i) => [k, i]));
  rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  return { content: rows.map((r) => toProduct(r, ctx)), totalElements: total };
}

/** A product of D's storefront with its pictures and description; 404 when it is not on it. */
export async function storefrontDetail(db: Db, distyId: number, modelId: number): Promise<StorefrontDetail> {
  const ctx = await labelContext(db, distyId);
  const [row] = await storefrontRows(db, [modelId], ctx);
  if (!row) throw notFoundError();
  const pictures = await productPictures(db, modelId);
  return { ...toProduct(row, ctx), description: row.description, pictures: pictures.map((p) => picture(p.id, p.image_key)!) };
}

/** Products of the same sub-category on D's storefront (spec 3 §3 "Similar product"); 404 when the product is not on it. */
export async function similarProducts(db: Db, distyId: number, modelId: number): Promise<SimilarProduct[]> {
  const [row] = await storefrontRows(db, [modelId], { distyId, newProductDays: 0, bestSellers: [] });
  if (!row) throw notFoundError();
  const rows = await similarRows(db, distyId, modelId, SIMILAR_MAX);
  return rows.map((r) => ({ modelId: r.id, modelName: r.name, barcode: r.barcode, price: r.reseller_price, firstPicture: r.picture_key ? imageUrl(r.picture_key) : null }));
}

export const labelTypes = (): KeyValue[] => LABEL_STATUSES.map((key) => ({ key, value: LABEL_STATUS_LABELS[key] }));
export const stockTypes = (): KeyValue[] => STOCK_STATUSES.map((key) => ({ key, value: STOCK_STATUS_LABELS[key] }));

const trCollator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => trCollator.compare(a.name, b.name);

/**
 * The sidebar's choices change only when products, prices or lookups do: each node keeps them
 * per distributor for a minute (a choice that just appeared shows up within that minute).
 */
export const FILTER_OPTIONS_TTL_MS = 60_000;
const optionCache = new WeakMap<Db, Map<number, { at: number; value: Promise<StorefrontFilterOptions> }>>();

/** The sidebar's choices on D's storefront, in Turkish alphabetical order. */
export function filterOptions(db: Db, distyId: number): Promise<StorefrontFilterOptions> {
  const cache = optionCache.get(db) ?? new Map<number, { at: number; value: Promise<StorefrontFilterOptions> }>();
  optionCache.set(db, cache);
  const hit = cache.get(distyId);
  if (hit && Date.now() - hit.at < FILTER_OPTIONS_TTL_MS) return hit.value;
  const value = readFilterOptions(db, distyId);
  cache.set(distyId, { at: Date.now(), value });
  value.catch(() => cache.delete(distyId));
  return value;
}

async function readFilterOptions(db: Db, distyId: number): Promise<StorefrontFilterOptions> {
  const { brands, subs, origins } = await filterOptionRows(db, distyId);
  const categories = new Map<number, StorefrontFilterOptions['categories'][number]>();
  for (const s of subs) {
    const c = categories.get(s.category_id) ?? { id: s.category_id, name: s.category_name, subCategories: [] };
    c.subCategories.push({ id: s.id, name: s.name });
    categories.set(s.category_id, c);
  }
  const sorted = [...categories.values()].sort(byName);
  for (const c of sorted) c.subCategories.sort(byName);
  return { brands: brands.sort(byName), categories: sorted, origins: origins.sort((a, b) => trCollator.compare(a, b)) };
}
