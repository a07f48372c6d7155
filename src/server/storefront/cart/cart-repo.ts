import { type SQL, sql } from 'drizzle-orm';
import type { StockStatus } from '../../../shared/storefront.js';
import { type Db, execute, jsonParam, queryRows } from '../../db/sql.js';
import { inForceAt } from '../../prices/price-sql.js';
import { SHOWN_PICTURE } from '../../catalogue/products/product-row.js';
import { availableSql, stockStatusSql } from '../stock-status-sql.js';

/**
 * The cart's SQL (docs/storefront.md "Cart and orders"). The cart is the reseller's one reseller_orders row
 * in status CART (reseller_orders_cart_uq); its lines are reseller_order_lines (one per product).
 * A product is on the reseller's storefront when it is APPROVED and its distributor has a
 * reseller price in force now (the APPROVED model_price_disties row with start_date <= now() <
 * end_date, reseller_price entered).
 */
const p = sql.raw('p');

/** The reseller price in force now for product `modelId` (an expression) at distributor `distyId`; null when none. */
export const currentResellerPrice = (modelId: SQL, distyId: number) => sql`(
  select p.reseller_price::float8 from model_price_disties p
  where p.model_id = ${modelId} and p.disty_id = ${distyId} and p.approve_type = 'APPROVED' and ${inForceAt(p)}
  order by p.start_date desc, p.id desc limit 1)`;

/** Picture states that show as the product's picture (as the catalogue's product row reads them). */

export interface CartRef {
  id: number;
  disty_id: number;
}

/** The reseller's cart, if it has one. */
export async function findCart(db: Db, resellerId: number): Promise<CartRef | null> {
  const [row] = await queryRows<CartRef>(db, sql`select id, disty_id from reseller_orders where reseller_id = ${resellerId} and status = 'CART'`);
  return row ?? null;
}

/**
 * The reseller's cart, created when missing, locked for the transaction (a completion holds the
 * same lock, so no line is changed while its cart becomes an order). A cart left from another
 * distributor follows the reseller's current one.
 */
export async function lockCart(tx: Db, resellerId: number, distyId: number): Promise<number> {
  await execute(
    tx,
    sql`insert into reseller_orders (reseller_id, disty_id, status) values (${resellerId}, ${distyId}, 'CART')
        on conflict (reseller_id) where status = 'CART' do nothing`,
  );
  const [row] = await queryRows<CartRef>(tx, sql`select id, disty_id from reseller_orders where reseller_id = ${resellerId} and status = 'CART' for update`);
  if (row.disty_id !== distyId) await execute(tx, sql`update reseller_orders set disty_id = ${distyId}, updated_at = now() where id = ${row.id}`);
  return row.id;
}

/** Locks the cart `cartId` when it is the reseller's cart; null otherwise (another's, or already an order). */
export async function lockOwnCart(tx: Db, cartId: number, resellerId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from reseller_orders where id = ${cartId} and reseller_id = ${resellerId} and status = 'CART' for update`,
  );
  return row?.id ?? null;
}

export interface CartLineDb {
  id: number;
  model_id: number;
  quantity: number;
  name: string;
  barcode: string;
  brand_name: string;
  /** Today's reseller price; null when the product is off the storefront. */
  price: number | null;
  image_key: string | null;
  available: number;
}

/** The cart's lines with today's price and the distributor's available units, in the order they were added. */
export function cartLines(db: Db, cartId: number, distyId: number): Promise<CartLineDb[]> {
  return queryRows<CartLineDb>(
    db,
    sql`select l.id, l.model_id, l.quantity, m.name, m.barcode, (select b.name from brands b where b.id = m.brand_id) as brand_name,
          case when m.approve_type = 'APPROVED' then ${currentResellerPrice(sql`l.model_id`, distyId)} end as price,
          (select x.image_key from model_pictures x where x.model_id = m.id and x.crud_type in ${SHOWN_PICTURE} order by x.id limit 1) as image_key,
          ${availableSql()} as available
        from reseller_order_lines l join models m on m.id = l.model_id
        left join disty_stocks s on s.disty_id = ${distyId} and s.model_id = l.model_id
        where l.order_id = ${cartId} order by l.id`,
  );
}

export interface ProductForSale {
  barcode: string;
  price: number | null;
  stock_status: StockStatus;
}

/** A product as the reseller's storefront sees it (null when there is no such product). */
export async function productForSale(db: Db, modelId: number, distyId: number): Promise<ProductForSale | null> {
  const [row] = await queryRows<ProductForSale>(
    db,
    sql`select m.barcode, case when m.approve_type = 'APPROVED' then ${currentResellerPrice(sql`m.id`, distyId)} end as price,
          ${stockStatusSql(availableSql())} as stock_status
        from models m join sub_categories sc on sc.id = m.sub_category_id
        left join disty_stocks s on s.disty_id = ${distyId} and s.model_id = m.id
        where m.id = ${modelId}`,
  );
  return row ?? null;
}

/** Adds units to the product's line (creating it); false when the line would pass `max`. */
export async function addToLine(tx: Db, cartId: number, modelId: number, quantity: number, max: number): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into reseller_order_lines as l (order_id, model_id, quantity) values (${cartId}, ${modelId}, ${quantity})
        on conflict (order_id, model_id) do update set quantity = l.quantity + excluded.quantity
        where l.quantity + excluded.quantity <= ${max}
        returning 1 as ok`,
  );
  return rows.length > 0;
}

/** The cart's line `lineId` of product `modelId`, if there is one. */
export async function findLine(db: Db, cartId: number, lineId: number, modelId: number) {
  const [row] = await queryRows<{ id: number; quantity: number }>(
    db,
    sql`select id, quantity from reseller_order_lines where id = ${lineId} and order_id = ${cartId} and model_id = ${modelId}`,
  );
  return row ?? null;
}

/** The cart's line of product `modelId`, if there is one (reseller_order_lines_order_model_uq). */
export async function findProductLine(db: Db, cartId: number, modelId: number) {
  const [row] = await queryRows<{ id: number; quantity: number }>(db, sql`select id, quantity from reseller_order_lines where order_id = ${cartId} and model_id = ${modelId}`);
  return row ?? null;
}

export const setLineQuantity = (tx: Db, lineId: number, quantity: number) => execute(tx, sql`update reseller_order_lines set quantity = ${quantity} where id = ${lineId}`);
export const deleteLine = (tx: Db, lineId: number) => execute(tx, sql`delete from reseller_order_lines where id = ${lineId}`);

/**
 * Completion: freezes each line's unit price, and the cart becomes a WAITING order of `userId`
 * with its totals, placed with `distyId` — the distributor whose prices were checked and whose
 * stock was reserved. The cart's own distributor is the one of its last write: a reseller moved to
 * another distributor since (the reseller feed) would otherwise order from the old one at the new one's prices.
 */
export async function placeOrder(tx: Db, cartId: number, userId: number, distyId: number, prices: { modelId: number; unitPrice: number }[]) {
  await execute(
    tx,
    sql`update reseller_order_lines l set unit_price = v."unitPrice"
        from json_to_recordset(${jsonParam(prices)}) as v("modelId" int, "unitPrice" numeric)
        where l.order_id = ${cartId} and l.model_id = v."modelId"`,
  );
  await execute(
    tx,
    sql`update reseller_orders o set status = 'WAITING', own_user_id = ${userId}, disty_id = ${distyId}, request_date = now(), updated_at = now(),
          total_price = t.price, total_quantity = t.quantity
        from (select coalesce(sum(l.quantity * l.unit_price), 0) as price, coalesce(sum(l.quantity), 0)::int as quantity
              from reseller_order_lines l where l.order_id = ${cartId}) t
        where o.id = ${cartId}`,
  );
}
