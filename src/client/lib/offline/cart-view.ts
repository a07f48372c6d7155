import type { Cart, CartLine } from '../../../shared/contract/cart.js';
import type { OutboxEntry } from './db.js';
import { EMPTY_CART } from './outbox.js';

/** What a line added offline shows (from the local storefront: today's price, name, picture). */
export interface ProductFacts {
  modelId: number;
  name: string;
  barcode: string;
  brandName: string;
  price: number | null;
  image: string | null;
}

const amount = (l: CartLine) => (l.price === null ? 0 : Math.round(l.quantity * l.price * 100) / 100);

/**
 * The cart the dealer sees: the server's last answer with the queued writes applied on top, in
 * order — an add raises (or creates) a line, a set replaces its quantity (0 removes), a queued
 * completion empties the cart (the order waits in the tray). Writes the server refused, and a
 * completion stopped by a conflict, are not applied: the cart shows what the server holds.
 * Lines not yet on the server have the negative product id as their id.
 */
export function cartView(base: Cart | undefined, queue: readonly OutboxEntry[], facts: (modelId: number) => ProductFacts | undefined): Cart {
  let lines = new Map<number, CartLine>((base ?? EMPTY_CART).resellerProductOrderDetails.map((l) => [l.model.id, { ...l, model: { ...l.model } }]));
  const lineOf = (modelId: number): CartLine | null => {
    const known = lines.get(modelId);
    if (known) return known;
    const f = facts(modelId);
    if (!f) return null;
    return { id: -modelId, quantity: 0, price: f.price, image: f.image, model: { id: modelId, name: f.name, barcode: f.barcode, brandName: f.brandName } };
  };
  for (const e of queue) {
    if (e.state === 'refused' || e.state === 'conflict') continue;
    if (e.kind === 'order.complete') {
      lines = new Map();
      continue;
    }
    const body = e.body as { modelId: number; quantity: number };
    const line = lineOf(body.modelId);
    if (!line) continue;
    const quantity = e.kind === 'cart.add' ? line.quantity + body.quantity : body.quantity;
    if (quantity <= 0) lines.delete(body.modelId);
    else lines.set(body.modelId, { ...line, quantity });
  }
  const details = [...lines.values()];
  const total = details.reduce((sum, l) => sum + amount(l), 0);
  return { id: base?.id ?? 0, itemCount: details.length, totalPrice: Math.round(total * 100) / 100, resellerProductOrderDetails: details };
}
