import { type SQL, sql } from 'drizzle-orm';
import { maxSalePrice, minSalePrice } from '../../../shared/contract/sales.js';
import { tolerancePrice } from '../../../shared/prices.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { type Db, intArray, queryRowsNamed, textArray } from '../../db/sql.js';

/**
 * The price band of a sale line (spec 2 §3 serial item; spec 3 §2.12): the recommended sale price
 * (TESF) of the distributor version in force now for the reseller's distributor — the price list the
 * dealer reads (/productPriceInfoList, prices/lists/reseller-price-repo.ts) — up to the tolerance
 * price of the product's sub-category (/Marj, shared/prices.ts tolerancePrice) and down to TESF less
 * the reseller's MAX_DISCOUNT_RATIO (its own value of /resellerParamList, else the global one).
 * A product without a version in force for that distributor (or a reseller without a distributor)
 * has no band: it cannot be sold (NO_PRICE). The distributor price (gross profit, spec 2 §9) is the
 * same supplier version's distyPrice. The product's score rule travels along (score-gain.ts).
 */
export interface ProductBand {
  modelId: number;
  modelName: string;
  barcode: string;
  brandName: string;
  subCategory: string;
  supplyId: number;
  recommendedSellPrice: number | null;
  priceWithTolerance: number | null;
  distyPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  scoreType: string;
  scoreRatio: number;
}

export interface ModelDb {
  model_id: number;
  model_name: string;
  barcode: string;
  brand_name: string;
  sub_category: string;
  supply_id: number;
  marj_ratio: number | null;
  product_score_type: string;
  score_ratio: number;
}

/** An approved distributor version of a product's price: in force from start_at until end_at (null: open). */
export interface VersionDb {
  id: number;
  model_id: number;
  disty_id: number;
  start_at: number;
  end_at: number | null;
  recommended_sell_price: number;
  disty_price: number | null;
}

/** The reseller's MAX_DISCOUNT_RATIO in percent (0 when the parameter is missing or unreadable). */
export async function maxDiscountRatio(db: Db, resellerCode: string): Promise<number> {
  return (await maxDiscountRatios(db, [resellerCode])).get(resellerCode)!;
}

/** MAX_DISCOUNT_RATIO of each of these resellers (its own row, else the global one), in one statement. */
export async function maxDiscountRatios(db: Db, resellerCodes: readonly string[]): Promise<Map<string, number>> {
  const codes = [...new Set(resellerCodes)];
  const rows = await queryRowsNamed<{ reseller_code: string | null; value: string }>(
    db,
    sql`select reseller_code, value from parameters where key = ${PARAM_KEYS.maxDiscountRatio} and (reseller_code is null or reseller_code = any(${textArray(codes)}))`,
  );
  const own = new Map(rows.flatMap((r) => (r.reseller_code === null ? [] : [[r.reseller_code, r.value] as const])));
  const global = rows.find((r) => r.reseller_code === null)?.value;
  return new Map(codes.map((c) => [c, discountRatioOf(own.get(c) ?? global)]));
}

/** The parameter's text as a ratio (0–100; unset or not a number: 0). */
export function discountRatioOf(value: string | undefined): number {
  const n = Number(value?.replace(',', '.'));
  return value !== undefined && Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/**
 * The band of each product of `modelIds` for a reseller of distributor `distyId` (null: none) with
 * discount ratio `ratio`, by the prices in force at `at` (now for the wizard: a basket kept offline
 * meets today's prices; the sale's time for a fed sale made elsewhere).
 */
export async function priceBands(db: Db, distyId: number | null, ratio: number, modelIds: readonly number[], at: Date = new Date()): Promise<Map<number, ProductBand>> {
  if (!modelIds.length) return new Map();
  const reader = await priceBandReader(db, modelIds.map((modelId) => ({ distyId, modelId })), at, at);
  return new Map(modelIds.flatMap((m) => { const band = reader(distyId, ratio, m, at); return band ? [[m, band] as const] : []; }));
}

/** A band for (distributor, ratio, product, instant), from what priceBandReader read; undefined for an unknown product. */
export type BandOf = (distyId: number | null, ratio: number, modelId: number, at: Date) => ProductBand | undefined;

/**
 * The bands of many (distributor, product) pairs at instants between `from` and `to` (a fed batch
 * of sales made at different times) in two statements: the products, and every approved version
 * of the pairs in force at some time of that span. The version in force at an instant is picked
 * here as inForceAt (price-sql.ts) picks it: started at or before it, not ended by it, the latest
 * start (then the highest id) first.
 */
export async function priceBandReader(db: Db, pairs: readonly { distyId: number | null; modelId: number }[], from: Date, to: Date): Promise<BandOf> {
  const modelIds = [...new Set(pairs.map((p) => p.modelId))];
  const known = pairs.filter((p) => p.distyId !== null);
  const keys = [...new Set(known.map((p) => `${p.distyId}/${p.modelId}`))].map((k) => k.split('/').map(Number));
  const models = await queryRowsNamed<ModelDb>(db, bandModelsSql(intArray(modelIds)));
  const versions = keys.length
    ? await queryRowsNamed<VersionDb>(db, bandVersionsSql(sql`unnest(${intArray(keys.map((k) => k[0]))}, ${intArray(keys.map((k) => k[1]))})`, from, to))
    : [];
  return bandReaderOf(models, versions);
}

/** The products of the bands (`modelIds`: an int[] expression). */
export const bandModelsSql = (modelIds: SQL) =>
  sql`select m.id as model_id, m.name as model_name, m.barcode, b.name as brand_name, sc.name as sub_category, m.supply_id, tol.marj_ratio::float8 as marj_ratio,
        sc.product_score_type, sc.score_ratio::float8 as score_ratio
      from models m join brands b on b.id = m.brand_id join sub_categories sc on sc.id = m.sub_category_id
      left join tolerances tol on tol.sub_category_id = m.sub_category_id
      where m.id = any(${modelIds})`;

/** Every approved version of the (distributor, product) pairs (`pairs`: a set of (disty_id, model_id) rows) in force at some time from `from` to `to`. */
export const bandVersionsSql = (pairs: SQL, from: Date, to: Date) =>
  sql`select d.id, d.model_id, d.disty_id, extract(epoch from d.start_date)::float8 * 1000 as start_at, extract(epoch from d.end_date)::float8 * 1000 as end_at,
        q.recommended_sell_price::float8 as recommended_sell_price, q.disty_price::float8 as disty_price
      from ${pairs} as k(disty_id, model_id)
      join model_price_disties d on d.model_id = k.model_id and d.disty_id = k.disty_id
      join model_price_supplies q on q.id = d.model_price_supply_id
      where d.approve_type = 'APPROVED' and d.start_date <= ${to.toISOString()}::timestamptz and (d.end_date is null or d.end_date > ${from.toISOString()}::timestamptz)`;

/** The band reader over rows that bandModelsSql and bandVersionsSql read (pure: the wizard reads them within its one snapshot statement). */
export function bandReaderOf(modelRows: readonly ModelDb[], versionRows: readonly VersionDb[]): BandOf {
  const models = new Map(modelRows.map((m) => [m.model_id, m]));
  const versions = new Map<string, VersionDb[]>();
  for (const v of versionRows) {
    const key = `${v.disty_id}/${v.model_id}`;
    const list = versions.get(key);
    if (list) list.push(v);
    else versions.set(key, [v]);
  }
  // Latest start first, then the highest id (the lateral's order).
  for (const list of versions.values()) list.sort((a, b) => b.start_at - a.start_at || b.id - a.id);
  return (distyId, ratio, modelId, at) => {
    const m = models.get(modelId);
    if (!m) return undefined;
    const t = at.getTime();
    const p = distyId === null ? undefined : versions.get(`${distyId}/${modelId}`)?.find((v) => v.start_at <= t && (v.end_at === null || v.end_at > t));
    const tesf = p?.recommended_sell_price ?? null;
    const tolerance = tesf === null ? null : tolerancePrice(tesf, m.marj_ratio);
    return {
      modelId,
      modelName: m.model_name,
      barcode: m.barcode,
      brandName: m.brand_name,
      subCategory: m.sub_category,
      supplyId: m.supply_id,
      recommendedSellPrice: tesf,
      priceWithTolerance: tolerance,
      distyPrice: tesf === null ? null : (p?.disty_price ?? null),
      minPrice: tesf === null ? null : minSalePrice(tesf, ratio),
      maxPrice: tesf === null ? null : maxSalePrice(tesf, tolerance),
      scoreType: m.product_score_type,
      scoreRatio: m.score_ratio,
    };
  };
}
