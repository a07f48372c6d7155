import { type SQL, sql } from 'drizzle-orm';
import type { StorefrontFilter } from '../../../shared/contract/storefront.js';
import { type Db, intArray, queryRows } from '../../db/sql.js';
import { snapshotPage } from '../../lib/key-snapshots.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import { inForceAt } from '../../prices/price-sql.js';
import { SHOWN_PICTURE } from '../../catalogue/products/product-row.js';
import { availableSql, stockStatusSql } from '../stock-status-sql.js';

/**
 * The SQL of the dealer's storefront (docs/storefront.md "Storefront"). A product is on distributor D's
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


/**
 * Keys and counts read the storefront's read model `storefront_items` (i: one row per approved
 * distributor version with a reseller price that is in force now or within the look-ahead, with the
 * product's filter fields; kept by triggers and the clock job, see the schema) — one index range
 * per request instead of joining price versions, products and stock. A row is on the storefront
 * while its version is in force.
 */
const i = sql.raw('i');
const inForceItem = sql`(${i}.price_start <= now() and (${i}.price_end is null or ${i}.price_end > now()))`;

/** FROM of the keys and the count: the stock tables only when the stock filter needs them. */
const fromOf = (f: StorefrontFilter) =>
  f.stockStatus
    ? sql`from storefront_items i join sub_categories sc on sc.id = i.sub_category_id
          left join disty_stocks s on s.disty_id = i.disty_id and s.model_id = i.model_id`
    : sql`from storefront_items i`;

const ITEM_LABEL_CONDITION = {
  DASHBOARD: () => sql`i.dashboard`,
  NEW_PRODUCT: (ctx: LabelContext) => sql`(i.approved_at is not null and i.approved_at >= now() - make_interval(days => ${ctx.newProductDays}::int))`,
  SELL_BEST_PRODUCT: (ctx: LabelContext) => sql`(i.model_id = any(${intArray(ctx.bestSellers)}))`,
} as const;

/** The sidebar's filters as one WHERE (names and barcodes by "contains", origin by the whole value ignoring case). */
function whereOf(f: StorefrontFilter, ctx: LabelContext): SQL {
  return whereAll([
    sql`i.disty_id = ${ctx.distyId}`,
    inForceItem,
    f.category !== undefined && sql`i.category_id = ${f.category}`,
    f.subCategory !== undefined && sql`i.sub_category_id = ${f.subCategory}`,
    f.brand !== undefined && sql`i.brand_id = ${f.brand}`,
    // "Contains" through the products' trigram indexes (the read model keeps none).
    !!f.barcode && sql`i.model_id in (select m.id from models m where m.barcode ilike ${containsPattern(f.barcode)})`,
    f.supplyStatus !== undefined && sql`i.supply_status = ${f.supplyStatus}`,
    !!f.origin && sql`lower(i.origin) = lower(${f.origin})`,
    f.minPrice !== undefined && sql`i.reseller_price >= ${f.minPrice}`,
    f.maxPrice !== undefined && sql`i.reseller_price <= ${f.maxPrice}`,
    f.stockStatus !== undefined && sql`${STOCK_STATUS} = ${f.stockStatus}`,
    !!f.modelName && sql`i.model_id in (select m.id from models m where m.name ilike ${containsPattern(f.modelName)})`,
    f.labelStatus !== undefined && ITEM_LABEL_CONDITION[f.labelStatus](ctx),
  ]);
}

/**
 * The order of the grid: 'Çok Satanlar' by rank, 'Yeniler' newest approval first; every other
 * view the home-page (DASHBOARD) products first; then by name, then id.
 */
function orderOf(f: StorefrontFilter, ctx: LabelContext): SQL {
  if (f.labelStatus === 'SELL_BEST_PRODUCT') return sql`order by array_position(${intArray(ctx.bestSellers)}, i.model_id), i.model_id`;
  if (f.labelStatus === 'NEW_PRODUCT') return sql`order by i.approved_at desc, i.name, i.model_id`;
  return sql`order by i.dashboard desc nulls last, i.name, i.model_id`;
}

/**
 * Does the grid of this filter depend on the read model alone (its own columns, not the stock,
 * the label parameters or the best sellers)? Then its ordered keys are kept as a list snapshot.
 */
const readsItemsOnly = (f: StorefrontFilter) =>
  !f.barcode && !f.modelName && f.stockStatus === undefined && (f.labelStatus === undefined || f.labelStatus === 'DASHBOARD');

/** The next moment a row of D's read model enters or leaves its window (null: none coming). */
const nextWindowChange = (distyId: number) =>
  sql`least((select min(price_start) from storefront_items where disty_id = ${distyId} and price_start > now()),
            (select min(price_end) from storefront_items where disty_id = ${distyId} and price_end > now()))`;

/**
 * The page's product ids in order, and the total. A grid that reads the read model alone is a
 * list snapshot (lib/key-snapshots.ts): its ordered keys are read once — one index-only range in
 * the grid's order — and every page at any depth, and the total, are sliced from them while no
 * write and no price window has changed them. Other filters (stock, names, barcodes, the derived
 * labels) read their page and count directly.
 */
export async function storefrontPageKeys(db: Db, f: StorefrontFilter, ctx: LabelContext, page: number, size: number) {
  const from = fromOf(f);
  const where = whereOf(f, ctx);
  const ordered = sql`select i.model_id as key ${from} where ${where} ${orderOf(f, ctx)}`;
  if (readsItemsOnly(f)) {
    return snapshotPage(db, { source: 'storefront', scope: ctx.distyId, validUntil: nextWindowChange(ctx.distyId) }, ordered, page, size);
  }
  const [keys, [count]] = await Promise.all([
    queryRows<{ key: number }>(db, sql`${ordered} limit ${size} offset ${page * size}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`),
  ]);
  return { keys: keys.map((k) => k.key), total: count.n };
}

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
    // Two relations for the planner (a page is asked for on every scroll: planning a seven-way
    // join cost more than running it); names, thresholds, stock and picture are per-row lookups.
    sql`select m.id, m.name, m.barcode, m.description, m.supply_status, m.origin, m.brand_id,
          (select b.name from brands b where b.id = m.brand_id) as brand_name,
          m.category_id, (select c.name from categories c where c.id = m.category_id) as category_name,
          sc.id as sub_category_id, sc.name as sub_category_name,
          d.id as price_id, d.reseller_price::float8 as reseller_price, ${STOCK_STATUS} as stock_status,
          ${availableSql(sql.raw('s'))}::int as quantity, ${isDashboard} as dashboard, ${isNew(ctx)} as is_new,
          pic.id as picture_id, pic.image_key as picture_key
        from model_price_disties d
        join models m on m.id = d.model_id
        cross join lateral (select sc.id, sc.name, sc.none_stock_status_max, sc.limited_stock_status_max
          from sub_categories sc where sc.id = m.sub_category_id offset 0) sc
        left join lateral (select s.quantity, s.reserved from disty_stocks s
          where s.disty_id = d.disty_id and s.model_id = d.model_id offset 0) s on true
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

/** The label parameters' raw values and 'Çok Satanlar' (see labelSql). */
export interface LabelJson {
  new_product_days: string | null;
  best_seller_count: string | null;
  best_sellers: number[];
}

/**
 * What the labels of the storefront of distributor `disty` (an SQL expression: an id, or a column
 * of the caller's query) need, as one json value: the global values of the label parameters as
 * written, and 'Çok Satanlar' — the products most ordered from it in the last 30 days (lines of
 * its WAITING and APPROVED orders), best first, ties by product id — as many as the count
 * parameter says (a whole number up to 100,000, else `defaultCount`).
 */
export const labelSql = (disty: SQL, keys: { newProductDays: string; bestSellerCount: string }, defaultCount: number) =>
  sql`(with p as (select key, value from parameters where reseller_code is null and key in (${keys.newProductDays}, ${keys.bestSellerCount})),
        n as (select coalesce((select case when trim(value) ~ '^[0-9]{1,6}$' and trim(value)::int <= 100000 then trim(value)::int end
                               from p where key = ${keys.bestSellerCount}), ${defaultCount}::int) as count)
        select json_build_object(
          'new_product_days', (select value from p where key = ${keys.newProductDays}),
          'best_seller_count', (select value from p where key = ${keys.bestSellerCount}),
          'best_sellers', array(select l.model_id from reseller_orders o join reseller_order_lines l on l.order_id = o.id
                where o.disty_id = ${disty} and o.status in ('WAITING', 'APPROVED') and o.request_date >= now() - interval '30 days'
                group by l.model_id order by sum(l.quantity) desc, l.model_id limit (select count from n))))`;

/** labelSql for distributor D on its own. */
export async function labelRow(db: Db, distyId: number, keys: { newProductDays: string; bestSellerCount: string }, defaultCount: number): Promise<LabelJson> {
  const [row] = await queryRows<{ labels: LabelJson }>(db, sql`select ${labelSql(sql`${distyId}::int`, keys, defaultCount)} as labels`);
  return row.labels;
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
