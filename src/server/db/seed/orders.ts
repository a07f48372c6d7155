import { sql } from 'drizzle-orm';
import type { Role } from '../../../shared/access.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { changeLine, readCart } from '../../storefront/cart/cart-service.js';
import { completeCart } from '../../storefront/cart/complete-service.js';
import { currentResellerPrice } from '../../storefront/cart/cart-repo.js';
import { approveOrder, cancelOrder, rejectOrder } from '../../storefront/orders/order-service.js';
import { type Db, queryRows } from '../sql.js';

/**
 * Demo orders of BY10001 (reseller_admin) to DST001, placed and decided through the same
 * services the screens use: two WAITING, one APPROVED (with a distributor order number), one
 * REJECTED (with a reason) and one CANCELLED; nothing when BY10001 has orders already. Run after the demo organisation, prices and the
 * distributor stock (it orders only products with stock); answers the number of orders placed.
 */
async function userAs(db: Db, username: string): Promise<AuthUser | null> {
  const [u] = await queryRows<{ id: number; roles: Role[]; supply_id: number | null; disty_id: number | null; login_reseller_id: number | null }>(
    db,
    sql`select id, roles, supply_id, disty_id, login_reseller_id from users where username = ${username}`,
  );
  return u ? { id: u.id, username, roles: u.roles, supplyId: u.supply_id, distyId: u.disty_id, loginResellerId: u.login_reseller_id, familyId: 'seed', impersonatorId: null, sessionEndsAt: null } : null;
}

export async function seedOrders(db: Db): Promise<number> {
  const [dealer, disty] = await Promise.all([userAs(db, 'reseller_admin'), userAs(db, 'disty_admin')]);
  if (!dealer?.loginResellerId || !disty?.distyId) return 0;
  // Once: a reseller that has ordered already keeps its orders.
  const [ordered] = await queryRows(db, sql`select 1 from reseller_orders where reseller_id = ${dealer.loginResellerId} and status <> 'CART' limit 1`);
  if (ordered) return 0;
  const products = await queryRows<{ id: number; barcode: string }>(
    db,
    sql`select m.id, m.barcode from models m join disty_stocks s on s.model_id = m.id and s.disty_id = ${disty.distyId}
        where m.approve_type = 'APPROVED' and s.quantity - s.reserved >= 20 and ${currentResellerPrice(sql`m.id`, disty.distyId)} is not null
        order by m.id limit 8`,
  );
  if (products.length < 3) return 0;
  const plans = [
    [0, 1, 2],
    [3, 4],
    [5],
    [6, 7],
    [1, 5],
  ].map((picks) => picks.map((i) => products[i % products.length]));
  const placed: number[] = [];
  for (const [n, lines] of plans.entries()) {
    for (const [i, p] of lines.entries()) await changeLine(db, dealer, { modelId: p.id, barcode: p.barcode, quantity: 2 + ((n + i) % 4) * 3 });
    const cart = await readCart(db, dealer, 0);
    const body = {
      cartId: cart.id,
      lines: cart.resellerProductOrderDetails.map((l) => ({ modelId: l.model.id, quantity: l.quantity, unitPrice: l.price ?? 0 })),
    };
    placed.push((await completeCart(db, dealer, body, `seed-order-${n + 1}`)).id);
  }
  await approveOrder(db, disty, placed[0], 'BGD-2026-0001');
  await rejectOrder(db, disty, placed[1], 'Ürünler bu hafta sevk edilemiyor, lütfen gelecek hafta tekrar sipariş veriniz.');
  await cancelOrder(db, dealer, placed[2]);
  return placed.length;
}
