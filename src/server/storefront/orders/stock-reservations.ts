import { sql } from 'drizzle-orm';
import { type Db, execute, intArray, jsonParam, queryRows } from '../../db/sql.js';

/**
 * The distributor stock an order holds (docs/storefront.md "Cart and orders"): `disty_stocks.reserved` is
 * the sum of the distributor's WAITING order lines per product, changed in the same transaction
 * as every order status change:
 * - completion (CART → WAITING) reserves each line (`reserve`), never past the stock;
 * - cancel and reject (WAITING → CANCELLED / REJECTED) release it (`release`);
 * - approval (WAITING → APPROVED) releases it AND takes the units off the quantity (`ship`):
 *   the goods leave the distributor. Its next stock feed overwrites the quantity anyway.
 * Every writer first locks the stock rows in product order, so concurrent orders sharing
 * products wait for each other instead of deadlocking.
 */
export interface StockLine {
  modelId: number;
  quantity: number;
}

/** Locks the distributor's stock rows of `lines` (product order) and answers the units still available per product. */
export async function lockStock(tx: Db, distyId: number, modelIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ model_id: number; available: number }>(
    tx,
    sql`select model_id, greatest(quantity - reserved, 0) as available from disty_stocks
        where disty_id = ${distyId} and model_id = any(${intArray(modelIds)})
        order by model_id for update`,
  );
  return new Map(rows.map((r) => [r.model_id, r.available]));
}

/**
 * Reserves the lines' units; a line whose product has fewer available units than it asks for
 * reserves nothing (the conditional update re-reads the row under its lock, so concurrent
 * completions can never reserve more than the stock). Answers the products it could NOT reserve
 * (the caller rolls back when there is any).
 */
export async function reserve(tx: Db, distyId: number, lines: readonly StockLine[]): Promise<number[]> {
  if (!lines.length) return [];
  const done = await queryRows<{ model_id: number }>(
    tx,
    sql`update disty_stocks s set reserved = s.reserved + v.quantity
        from json_to_recordset(${jsonParam(lines)}) as v("modelId" int, quantity int)
        where s.disty_id = ${distyId} and s.model_id = v."modelId" and s.quantity - s.reserved >= v.quantity
        returning s.model_id`,
  );
  const reserved = new Set(done.map((r) => r.model_id));
  return lines.filter((l) => !reserved.has(l.modelId)).map((l) => l.modelId);
}

/** Gives back the units of the WAITING order `orderId` (cancel, reject) and, with `ship`, takes them off the quantity too (approval). */
async function releaseOrder(tx: Db, distyId: number, orderId: number, ship: boolean) {
  const lines = await queryRows<{ model_id: number }>(tx, sql`select model_id from reseller_order_lines where order_id = ${orderId} order by model_id`);
  if (!lines.length) return;
  await lockStock(tx, distyId, lines.map((l) => l.model_id));
  await execute(
    tx,
    sql`update disty_stocks s set reserved = greatest(s.reserved - l.quantity, 0)
          ${ship ? sql`, quantity = greatest(s.quantity - l.quantity, 0)` : sql``}
        from reseller_order_lines l
        where l.order_id = ${orderId} and s.disty_id = ${distyId} and s.model_id = l.model_id`,
  );
}

export const release = (tx: Db, distyId: number, orderId: number) => releaseOrder(tx, distyId, orderId, false);
export const ship = (tx: Db, distyId: number, orderId: number) => releaseOrder(tx, distyId, orderId, true);
