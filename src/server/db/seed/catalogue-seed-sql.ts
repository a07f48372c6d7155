import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../sql.js';
import type { ProductSpec } from './catalogue-products.js';

/** Dates, JSON parameters and lookup ids shared by the demo catalogue seed and the large seed. */

export const DEMO_PRODUCT_COUNT = 2000;

// ---- time ----
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/**
 * "Now" of the demo's history, two days ago: every date of the seed lies before today, so
 * prices are in force and requests look recent whenever the demo is started. The products
 * themselves do not depend on it.
 */
export const ANCHOR = Math.floor(Date.now() / DAY) * DAY - 2 * DAY + 9 * HOUR;
/** Prices start at 16:00 Istanbul time (spec 1 §9). */
export const priceStart = (t: number) => new Date(Math.floor(t / DAY) * DAY + DAY + 13 * HOUR);
export const iso = (t: number | Date) => new Date(t).toISOString();

export const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export const toPriceColumns = (p: ProductSpec['prices']) => ({
  disty_price: p.distyPrice,
  recommended_edm_price: p.recommendedEdmPrice,
  recommended_reseller_price: p.recommendedResellerPrice,
  recommended_sell_price: p.recommendedSellPrice,
});

// ---- ids of the lookups ----
export const subKey = (category: string, subCategory: string) => `${category}\u0000${subCategory}`;
export const subOf = (ids: CatalogueIds, spec: { category: string; subCategory: string }) => ids.sub.get(subKey(spec.category, spec.subCategory));

/** A product's own columns of `models`, its lookups by id (the sub-category must exist). */
export function productColumns(ids: CatalogueIds, spec: ProductSpec) {
  const sub = subOf(ids, spec)!;
  return {
    name: spec.name,
    barcode: spec.barcode,
    description: spec.description,
    brand_id: ids.brand.get(spec.brand)!,
    sub_category_id: sub.id,
    category_id: sub.categoryId,
    supply_id: ids.supply.get(spec.supplyCode)!,
    supply_status: spec.supplyStatus,
    origin: spec.origin,
    eol: spec.eol,
  };
}

export interface CatalogueIds {
  brand: Map<string, number>;
  /** By subKey(category, sub-category): sub-category names are unique per category only. */
  sub: Map<string, { id: number; categoryId: number }>;
  supply: Map<string, number>;
  disty: Map<string, number>;
  user: Map<string, number>;
}

export async function loadIds(db: Db): Promise<CatalogueIds> {
  // One after the other: inside a transaction they share one connection.
  const b = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands`);
  const s = await queryRows<{ id: number; name: string; category_id: number; category: string }>(
    db,
    sql`select s.id, s.name, s.category_id, c.name as category from sub_categories s join categories c on c.id = s.category_id`,
  );
  const su = await queryRows<{ id: number; code: string }>(db, sql`select id, code from supplies`);
  const d = await queryRows<{ id: number; code: string }>(db, sql`select id, code from disties`);
  const u = await queryRows<{ id: number; username: string }>(db, sql`select id, username from users`);
  return {
    brand: new Map(b.map((r) => [r.name, r.id])),
    sub: new Map(s.map((r) => [subKey(r.category, r.name), { id: r.id, categoryId: r.category_id }])),
    supply: new Map(su.map((r) => [r.code, r.id])),
    disty: new Map(d.map((r) => [r.code, r.id])),
    user: new Map(u.map((r) => [r.username, r.id])),
  };
}
