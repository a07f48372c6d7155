import { type SQL, sql } from 'drizzle-orm';
import type { StorefrontFilter } from '../../../shared/contract/storefront.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import { inForceAt } from '../../prices/price-sql.js';
import { SHOWN_PICTURE } from '../../catalogue/products/product-row.js';
import { availableSql, stockStatusSql } from '../stock-status-sql.js';

/**
 * The SQL of the dealer's storefront (README "Storefront"). A product is on distributor D's
 * storefront when D's distributor version in force now is APPROVED with a reseller price,
 * and the product itself is approved. The distributor channel holds exactly one approved
 * version in force per product and distributor, so the storefront's rows are
 * model_price_disties rows `d` (read through model_price_disties_current_idx) keyed by
 * d.model_id. Tables: d = price version, m = models, sc = sub_categories, s = D's
 * disty_stocks row (left joined: none → 0 units).
 */

/** What the derived labels need (read once per request, see storefront-service.ts). */
export interface LabelContext {
  distyId: number;
  /** 'Yeniler': first approved within this many days. */
  newProductDays: number;
  /** 'Çok Satanlar': these product ids, best first. */
  bestSellers: number[];
}

const d = sql.raw('d');
const STOCK_STATUS = stockStatusSql(availableSql(sql.raw('s')), sql.raw('sc'));

/** D's storefront: the version in force has a reseller price and the product is approved. */
const onStorefront = (distyId: number) =>
  sql`d.disty_id = ${distyId} and d.approve_type = 'APPROVED' and ${inForceAt(d)} and d.reseller_price is not null and m.approve_type = 'APPROVED'`;

const isDashboard = sql`exists (select 1 from model_labels l where l.model_id = m.id and l.label_status = 'DASHBOARD')`;
const isNew = (ctx: LabelContext) => sql`(m.approved_at is not null and m.approved_at >= now() - make_interval(days => ${ctx.newProductDays}::int))`;
const isBestSeller = (ctx: LabelContext) => sql`(m.id = any(${intArray(ctx.bestSellers)}))`;

const LABEL_CONDITION = {
  DASHBOARD: () => isDashboard,
  NEW_PRODUCT: isNew,
  SELL_BEST_PRODUCT: isBestSeller,
} as const;

/** FROM of the keys and the count: the stock tables only when the stock filter needs them. */
const fromOf = (f: StorefrontFilter) =>
  f.stockStatus
    ? sql`from model_price_disties d join models m on m.id = d.model_id join sub_categories sc on sc.id = m.sub_category_id
          left join disty_stocks s on s.disty_id = d.disty_id and s.model_id = d.model_id`
    : sql`from model_price_disties d join models m on m.id = d.model_id`;

/** The sidebar's filters as one WHERE (names and barcodes by "contains", origin by the whole value ignoring case). */
function whereOf(f: StorefrontFilter, ctx: LabelContext): SQL {
  return whereAll([
    onStorefront(ctx.distyId),
    f.category !== undefined && sql`m.category_id = ${f.category}`,
    f.subCategory !== undefined && sql`m.sub_category_id = ${f.subCategory}`,
    f.brand !== undefined && sql`m.brand_id = ${f.brand}`,
    !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
    f.supplyStatus !== undefined && sql`m.supply_status = ${f.supplyStatus}`,
    !!f.origin && sql`lower(m.origin) = lower(${f.origin})`,
    f.minPrice !== undefined && sql`d.reseller_price >= ${f.minPrice}`,
    f.maxPrice !== undefined && sql`d.reseller_price <= ${f.maxPrice}`,
    f.stockStatus !== undefined && sql`${STOCK_STATUS} = ${f.stockStatus}`,
    !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
    f.labelStatus !== undefined && LABEL_CONDITION[f.labelStatus](ctx),
  ]);
}

/**
 * The order of the grid: 'Çok Satanlar' by rank, 'Yeniler' newest approval first; every other
 * view the home-page (DASHBOARD) products first; then by name, then id. Over the matching rows `f`.
 */
function orderOf(f: StorefrontFilter, ctx: LabelContext): SQL {
  if (f.labelStatus === 'SELL_BEST_PRODUCT') return sql`order by array_position(${intArray(ctx.bestSellers)}, f.id), f.id`;
  if (f.labelStatus === 'NEW_PRODUCT') return sql`order by f.approved_at desc, f.name, f.id`;
  return sql`order by f.dashboard desc, f.name, f.id`;
}

const keysOf = async (db: Db, query: SQL) => (await queryRows<{ key: number }>(db, query)).map((k) => k.key);
const isPlain = (f: StorefrontFilter) => Object.values(f).every((v) => v === undefined || v === '');

/**
 * The page's product ids in order, and the total.
 * - A filtered view (the usual case: a tab, a category, a brand, a name…): the matching rows
 *   are found once (narrow: the id and the sort fields), then counted and the page taken from
 *   them with a top-N sort, so the joins and the stock rule run once per request.
 * - The whole storefront (nothing chosen): the few home-page products, then the others read
 *   in name order by walking models_name_idx (a page costs a few dozen index probes, not a
 *   sort of the storefront); the total counts the distributor's price versions in force
 *   alone (model_price_disties_current_idx): a distributor price exists only for an approved
 *   product (prices enter the timelines at the product's approval), so no product row is read.
 */
export async function storefrontPageKeys(db: Db, f: StorefrontFilter, ctx: LabelContext, page: number, size: number) {
  const offset = page * size;
  if (isPlain(f)) return wholeStorefrontKeys(db, ctx.distyId, offset, size);
  const [row] = await queryRows<{ total: number; keys: number[] | string }>(
    db,
    sql`with f as materialized (
          select m.id, m.name, m.approved_at, ${f.labelStatus ? sql`false` : isDashboard} as dashboard ${fromOf(f)} where ${whereOf(f, ctx)})
        select (select count(*)::int from f) as total,
          array(select f.id from f ${orderOf(f, ctx)} limit ${size} offset ${offset}) as keys`,
  );
  return { keys: intsOf(row.keys), total: row.total };
}

async function wholeStorefrontKeys(db: Db, distyId: number, offset: number, size: number) {
  const keys = sql`select m.id as key from model_price_disties d join models m on m.id = d.model_id where ${onStorefront(distyId)}`;
  const byName = sql`order by m.name, m.id`;
  const total = queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from model_price_disties d
        where d.disty_id = ${distyId} and d.approve_type = 'APPROVED' and ${inForceAt(d)} and d.reseller_price is not null`,
  ).then(([r]) => r.n);
  const [dashboard, n] = await Promise.all([keysOf(db, sql`${keys} and ${isDashboard} ${byName} limit ${offset + size}`), total]);
  const head = dashboard.slice(offset);
  if (dashboard.length === offset + size) return { keys: head, total: n };
  const rest = await keysOf(db, sql`${keys} and not ${isDashboard} ${byName} limit ${size - head.length} offset ${Math.max(0, offset - dashboard.length)}`);
  return { keys: [...head, ...rest], total: n };
}

/** An int[] as either driver answers it (an array, or its text form '{1,2}'). */
const intsOf = (v: number[] | string): number[] =>
  Array.isArray(v) ? v.map(Number) : v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

export interface StorefrontDbRow {
  id: number;
  name: string;
  barcode: string;
  description: string | null;
  supply_status: string;
  origin: string | null;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  sub_category_id: number;
  sub_category_name: string;
  price_id: number;
  reseller_price: number;
  stock_status: string;
  quantity: number;
  dashboard: boolean;
  is_new: boolean;
  picture_id: number | null;
  picture_key: string | null;
}

/** The full rows of the given products on D's storefront (any order; products not on it are left out). */
export function storefrontRows(db: Db, ids: readonly number[], ctx: LabelContext) {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<StorefrontDbRow>(
    db,
    sql`select m.id, m.name, m.barcode, m.description, m.supply_status, m.origin, b.id as brand_id, b.name as brand_name,
          c.id as category_id, c.name as category_name, sc.id as sub_category_id, sc.name as sub_category_name,
          d.id as price_id, d.reseller_price::float8 as reseller_price, ${STOCK_STATUS} as stock_status,
          ${availableSql(sql.raw('s'))}::int as quantity, ${isDashboard} as dashboard, ${isNew(ctx)} as is_new,
          pic.id as picture_id, pic.image_key as picture_key
        from model_price_disties d
        join models m on m.id = d.model_id
        join brands b on b.id = m.brand_id
        join categories c on c.id = m.category_id
        join sub_categories sc on sc.id = m.sub_category_id
        left join disty_stocks s on s.disty_id = d.disty_id and s.model_id = d.model_id
        left join lateral (select p.id, p.image_key from model_pictures p
          where p.model_id = m.id and p.crud_type in ${SHOWN_PICTURE} order by p.id limit 1) pic on true
        where ${onStorefront(ctx.distyId)} and d.model_id = any(${intArray(ids)})`,
  );
}

/** Every shown picture of a product, oldest first. */
export const productPictures = (db: Db, modelId: number) =>
  queryRows<{ id: number; image_key: string }>(
    db,
    sql`select id, image_key from model_pictures where model_id = ${modelId} and crud_type in ${SHOWN_PICTURE} order by id`,
  );

/** Up to `limit` products of the same sub-category on D's storefront (not the product itself), by name. */
export function similarRows(db: Db, distyId: number, modelId: number, limit: number) {
  return queryRows<{ id: number; name: string; barcode: string; reseller_price: number; picture_key: string | null }>(
    db,
    sql`select m.id, m.name, m.barcode, d.reseller_price::float8 as reseller_price,
          (select p.image_key from model_pictures p where p.model_id = m.id and p.crud_type in ${SHOWN_PICTURE} order by p.id limit 1) as picture_key
        from models o
        join models m on m.sub_category_id = o.sub_category_id and m.id <> o.id
        join model_price_disties d on d.model_id = m.id
        where o.id = ${modelId} and ${onStorefront(distyId)}
        order by m.name, m.id
        limit ${limit}`,
  );
}

/**
 * 'Çok Satanlar': the `count` products most ordered from distributor D in the last 30 days
 * (lines of its WAITING and APPROVED orders), best first; ties by product id.
 */
export async function bestSellerIds(db: Db, distyId: number, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await queryRows<{ model_id: number }>(
    db,
    sql`select l.model_id from reseller_orders o join reseller_order_lines l on l.order_id = o.id
        where o.disty_id = ${distyId} and o.status in ('WAITING', 'APPROVED') and o.request_date >= now() - interval '30 days'
        group by l.model_id order by sum(l.quantity) desc, l.model_id limit ${count}`,
  );
  return rows.map((r) => r.model_id);
}

/** Global values of the given parameters (reseller-specific ones do not apply here). */
export async function parameterValues(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`select key, value from parameters where reseller_code is null and key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Does D's storefront have at least one product matching `condition` (on m)? Served by the product indexes and the channel index. */
const storefrontHas = (distyId: number, condition: SQL) =>
  sql`exists (select 1 from models m join model_price_disties d on d.model_id = m.id where ${condition} and ${onStorefront(distyId)})`;

/**
 * The sidebar's choices present on D's storefront: brands, categories with their
 * sub-categories, origins. Each is an EXISTS per choice (a few dozen index probes that stop
 * at the first product), not a scan of the storefront.
 */
export async function filterOptionRows(db: Db, distyId: number) {
  const [brands, subs, origins] = await Promise.all([
    queryRows<{ id: number; name: string }>(db, sql`select b.id, b.name from brands b where ${storefrontHas(distyId, sql`m.brand_id = b.id`)}`),
    queryRows<{ id: number; name: string; category_id: number; category_name: string }>(
      db,
      sql`select sc.id, sc.name, c.id as category_id, c.name as category_name
          from sub_categories sc join categories c on c.id = sc.category_id
          where ${storefrontHas(distyId, sql`m.sub_category_id = sc.id`)}`,
    ),
    // Distinct origins by skipping through models_origin_idx (lower(origin)), then the ones on the storefront.
    queryRows<{ origin: string }>(
      db,
      sql`with recursive o(v) as (
            (select lower(origin) from models where origin is not null order by lower(origin) limit 1)
            union all
            select (select lower(origin) from models where lower(origin) > o.v order by lower(origin) limit 1) from o where o.v is not null)
          select (select m.origin from models m join model_price_disties d on d.model_id = m.id
                  where lower(m.origin) = o.v and ${onStorefront(distyId)} limit 1) as origin
          from o where o.v is not null`,
    ),
  ]);
  return { brands, subs, origins: origins.map((o) => o.origin).filter((o): o is string => !!o) };
}
