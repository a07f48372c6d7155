import { sql } from 'drizzle-orm';
import { CART_MSG, type CompleteCartBody, type OrderConflictLine, ORDER_TOTAL_MAX, type SeenLine } from '../../../shared/contract/cart.js';
import type { OrderDetail } from '../../../shared/contract/orders.js';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import type { Db } from '../../db/sql.js';
import { businessError, conflictError, notFoundError } from '../../lib/app-error.js';
import { once } from '../../lib/idempotency.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { readOrder } from '../orders/order-repo.js';
import { lockStock, reserve } from '../orders/stock-reservations.js';
import { orderingReseller } from '../order-access.js';
import { type CartLineDb, cartLines, lockOwnCart, placeOrder } from './cart-repo.js';

export const COMPLETE_SCOPE = 'order.complete';

const cents = (price: number) => Math.round(price * 100);

/**
 * What stops the order, line by line (docs/storefront.md "Cart and orders"): the cart changed since the dealer
 * saw it (CART), a product left the storefront (UNAVAILABLE), a price is not the one seen (PRICE),
 * more units than the distributor has after the WAITING orders' reservations (STOCK).
 */
export function conflictsOf(sent: readonly SeenLine[], cart: readonly CartLineDb[], available: ReadonlyMap<number, number>): OrderConflictLine[] {
  const bySent = new Map(sent.map((l) => [l.modelId, l]));
  const inCart = new Set(cart.map((l) => l.model_id));
  const out: OrderConflictLine[] = [];
  for (const line of cart) {
    const seen = bySent.get(line.model_id);
    const base = {
      modelId: line.model_id,
      modelName: line.name,
      seenPrice: seen?.unitPrice ?? null,
      currentPrice: line.price,
      requestedQuantity: seen?.quantity ?? 0,
      availableQuantity: available.get(line.model_id) ?? 0,
      cartQuantity: line.quantity,
    };
    if (!seen || seen.quantity !== line.quantity) {
      out.push({ ...base, reason: 'CART' });
      continue;
    }
    if (line.price === null) {
      out.push({ ...base, reason: 'UNAVAILABLE' });
      continue;
    }
    if (cents(line.price) !== cents(seen.unitPrice)) out.push({ ...base, reason: 'PRICE' });
    if (seen.quantity > base.availableQuantity) out.push({ ...base, reason: 'STOCK' });
  }
  for (const seen of sent) {
    if (!inCart.has(seen.modelId)) {
      out.push({
        modelId: seen.modelId,
        modelName: '',
        reason: 'CART',
        seenPrice: seen.unitPrice,
        currentPrice: null,
        requestedQuantity: seen.quantity,
        availableQuantity: available.get(seen.modelId) ?? 0,
        cartQuantity: 0,
      });
    }
  }
  return out;
}

/**
 * POST /order/cart/complete with an Idempotency-Key: in one transaction the cart is locked, its
 * lines are compared with the ones sent (and their prices with the prices in force now), the stock
 * is reserved, the unit prices frozen and the cart becomes a WAITING order. Any conflict answers
 * 409 with the lines and writes nothing. Never places an order at a price the dealer did not see.
 */
export async function completeCart(db: Db, user: AuthUser, body: CompleteCartBody, key: string): Promise<OrderDetail> {
  const who = await orderingReseller(db, user);
  return once(db, { userId: user.id, key, scope: COMPLETE_SCOPE, body }, async (tx) => {
    const cartId = await lockOwnCart(tx, body.cartId, who.resellerId);
    if (cartId === null) throw notFoundError();
    const lines = await cartLines(tx, cartId, who.distyId);
    if (!lines.length) throw businessError(STOREFRONT_MSG.emptyCart, 422);
    const available = await lockStock(tx, who.distyId, lines.map((l) => l.model_id));
    const conflicts = conflictsOf(body.lines, lines, available);
    if (conflicts.length) throw conflictError(STOREFRONT_MSG.conflict, conflicts);
    if (body.lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0) > ORDER_TOTAL_MAX) throw businessError(CART_MSG.orderTooLarge, 422);
    const missed = await reserve(tx, who.distyId, lines.map((l) => ({ modelId: l.model_id, quantity: l.quantity })));
    // Not reached while every writer locks the stock rows first (lockStock); kept as the last guard.
    if (missed.length) {
      const short = (id: number) => missed.includes(id);
      throw conflictError(STOREFRONT_MSG.conflict, conflictsOf(body.lines.filter((l) => short(l.modelId)), lines.filter((l) => short(l.model_id)), new Map()));
    }
    await placeOrder(tx, cartId, user.id, who.distyId, body.lines.map((l) => ({ modelId: l.modelId, unitPrice: l.unitPrice })));
    return (await readOrder(tx, cartId, sql`true`))!;
  });
}
