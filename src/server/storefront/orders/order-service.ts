import { sql } from 'drizzle-orm';
import { ORDER_MSG, type OrderDetail } from '../../../shared/contract/orders.js';
import { type Db, execute, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { orderingReseller } from '../order-access.js';
import { lockOrder, readOrder } from './order-repo.js';
import { orderScope } from './order-scope.js';
import { release, ship } from './stock-reservations.js';

/**
 * The life of a completed order (spec 3 §4 order status): WAITING → APPROVED (its distributor,
 * with the distributor's order number), → REJECTED (its distributor, optional description),
 * → CANCELLED (its reseller). Only WAITING moves; each move changes the stock reservations in
 * the same transaction (stock-reservations.ts).
 */
export async function orderDetail(db: Db, user: AuthUser, id: number): Promise<OrderDetail> {
  const order = await readOrder(db, id, await orderScope(db, user));
  if (!order) throw notFoundError();
  return order;
}

/** The owner reseller cancels a WAITING order: the success text, or '' when it is too late (spec 3 §8). */
export async function cancelOrder(db: Db, user: AuthUser, id: number): Promise<{ message: string }> {
  const { resellerId } = await orderingReseller(db, user);
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, sql`o.reseller_id = ${resellerId}`);
    if (!order) throw notFoundError();
    if (order.status !== 'WAITING') return { message: '' };
    await release(tx, order.disty_id, id);
    await execute(tx, sql`update reseller_orders set status = 'CANCELLED', decided_by = ${user.id}, updated_at = now() where id = ${id}`);
    return { message: ORDER_MSG.cancelled };
  });
}

/** The order's distributor decides on a WAITING order (another distributor's → 404, decided → 422). */
async function decide(db: Db, user: AuthUser, id: number, decision: { approve: true; distyOrderNo: string } | { approve: false; description?: string }) {
  if (!user.distyId) throw notFoundError();
  const distyId = user.distyId;
  await inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, id, sql`o.disty_id = ${distyId}`);
    if (!order) throw notFoundError();
    if (order.status !== 'WAITING') throw businessError(ORDER_MSG.notWaiting, 422);
    if (decision.approve) {
      await ship(tx, distyId, id);
      await execute(
        tx,
        sql`update reseller_orders set status = 'APPROVED', disty_order_no = ${decision.distyOrderNo}, approver_date = now(), decided_by = ${user.id},
              updated_at = now() where id = ${id}`,
      );
    } else {
      await release(tx, distyId, id);
      await execute(
        tx,
        sql`update reseller_orders set status = 'REJECTED', reject_description = ${decision.description || null}, decided_by = ${user.id},
              updated_at = now() where id = ${id}`,
      );
    }
  });
  return orderDetail(db, user, id);
}

export const approveOrder = (db: Db, user: AuthUser, id: number, distyOrderNo: string) => decide(db, user, id, { approve: true, distyOrderNo });
export const rejectOrder = (db: Db, user: AuthUser, id: number, description?: string) => decide(db, user, id, { approve: false, description });
