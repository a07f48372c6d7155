import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import type { stockList, StockRow } from '../../../shared/contract/stock-lists.js';
import { STOCK_STATUS_LABELS, type StockStatus } from '../../../shared/storefront.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { availableSql, stockStatusSql } from '../stock-status-sql.js';

/**
 * /modelStockList (spec 3 §2.1): the rows of disty_stocks, one per distributor and product.
 *
 * A list row needs one int key and disty_stocks' key is the pair (disty_id, model_id), so the
 * key packs the pair: disty_id · 2^21 + model_id (within int4 while distributor ids stay below
 * 1,024 and product ids below 2,097,152); the rows are read back through the primary key.
 * (A serial id on disty_stocks would lift the bound: see the report of issue 11.)
 */
type StockList = typeof stockList;

const MODEL_SPAN = 2_097_152;
const s = sql.raw('s');
const sc = sql.raw('sc');

/** Units in resellers' open carts per distributor and product (one row per pair, so an unused join is dropped). */
const CART_JOIN = sql`left join (
    select o.disty_id, l.model_id, sum(l.quantity)::int as qty
    from reseller_orders o join reseller_order_lines l on l.order_id = o.id
    where o.status = 'CART' group by o.disty_id, l.model_id) c on c.disty_id = s.disty_id and c.model_id = s.model_id`;

const STATUS = stockStatusSql(availableSql(s), sc);

const STOCK_SORT = {
  updateDateTime: sql`s.updated_at`,
  stock: sql`s.quantity`,
  quantityInCart: sql`coalesce(c.qty, 0)`,
} satisfies Record<SortKeyOf<StockList>, unknown>;

/**
 * Who sees which rows: TTG_ADMIN every distributor's, a DISTY_ADMIN its own distributor's
 * (whatever distributor the filter names), a SUPPLY_ADMIN its supply's products.
 */
const isDistyScoped = (user: Pick<AuthUser, 'roles'>) => !user.roles.includes('TTG_ADMIN') && user.roles.includes('DISTY_ADMIN');

export function stockScope(user: Pick<AuthUser, 'roles' | 'distyId' | 'supplyId'>): SQL | null {
  if (user.roles.includes('TTG_ADMIN')) return null;
  if (user.roles.includes('DISTY_ADMIN')) return user.distyId === null ? sql`false` : sql`s.disty_id = ${user.distyId}`;
  if (user.roles.includes('SUPPLY_ADMIN')) return user.supplyId === null ? sql`false` : sql`m.supply_id = ${user.supplyId}`;
  return sql`false`;
}

interface StockDb {
  id: number;
  disty_id: number;
  disty_code: string;
  model_id: number;
  barcode: string;
  brand_name: string;
  model_name: string;
  stock_status: StockStatus;
  quantity: number;
  reserved: number;
  quantity_in_cart: number;
  updated_at: Date | string;
}

const toStockRow = (r: StockDb): StockRow => ({
  id: r.id,
  distyId: r.disty_id,
  distyCode: r.disty_code,
  modelId: r.model_id,
  barcode: r.barcode,
  brandName: r.brand_name,
  modelName: r.model_name,
  stockStatus: r.stock_status,
  stockStatusDisplay: STOCK_STATUS_LABELS[r.stock_status],
  stock: r.quantity,
  reserved: r.reserved,
  quantityInCart: r.quantity_in_cart,
  updateDateTime: toIso(r.updated_at)!,
});

export const stockListSql: ListSql<StockList, StockDb> = {
  // Left joins on primary keys (the foreign keys make them inner in effect): the planner drops
  // each one no filter or sort reads, so the count without filters reads disty_stocks alone.
  from: sql`from disty_stocks s left join models m on m.id = s.model_id left join sub_categories sc on sc.id = m.sub_category_id ${CART_JOIN}`,
  where: (f, user) =>
    whereAll([
      stockScope(user),
      // A distributor admin's filter is its own distributor whatever it sends (the scope above holds it).
      f.disty !== undefined && !isDistyScoped(user) && sql`s.disty_id = ${f.disty}`,
      f.brand !== undefined && sql`m.brand_id = ${f.brand}`,
      !!f.modelName && sql`m.name ilike ${containsPattern(f.modelName)}`,
      !!f.barcode && sql`m.barcode ilike ${containsPattern(f.barcode)}`,
      f.stockStatus !== undefined && sql`${STATUS} = ${f.stockStatus}`,
    ]),
  sort: STOCK_SORT,
  key: sql`(s.disty_id * ${sql.raw(String(MODEL_SPAN))} + s.model_id)`,
  rows: (keys) => sql`
    select k.key as id, s.disty_id, d.code as disty_code, s.model_id, m.barcode, b.name as brand_name, m.name as model_name,
      ${STATUS} as stock_status, s.quantity, s.reserved, coalesce(c.qty, 0) as quantity_in_cart, s.updated_at
    from unnest(${keys}) as k(key)
    join disty_stocks s on s.disty_id = k.key / ${sql.raw(String(MODEL_SPAN))} and s.model_id = k.key % ${sql.raw(String(MODEL_SPAN))}
    join disties d on d.id = s.disty_id
    join models m on m.id = s.model_id
    join brands b on b.id = m.brand_id
    join sub_categories sc on sc.id = m.sub_category_id
    ${CART_JOIN}`,
  toRow: toStockRow,
};

/** The distributor filter's choices for `user` (the same scope as the rows). */
export function stockDistyChoices(db: Db, user: AuthUser) {
  const scope = user.roles.includes('TTG_ADMIN')
    ? sql`true`
    : user.roles.includes('DISTY_ADMIN')
      ? sql`d.id = ${user.distyId}::int`
      : sql`d.id in (select sd.disty_id from supply_disties sd where sd.supply_id = ${user.supplyId}::int)`;
  return queryRows<{ id: number; code: string; name: string }>(db, sql`select d.id, d.code, d.name from disties d where ${scope} order by d.code`);
}
