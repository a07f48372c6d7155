import { describe, expect, it } from 'vitest';
import type { OrderConflictLine } from '../../../shared/contract/cart.js';
import { acceptedQuantity } from './conflict-dialog.js';
import { completionOf } from './use-complete-order.js';

const conflict = (over: Partial<OrderConflictLine>): OrderConflictLine => ({
  modelId: 1,
  modelName: 'Ürün',
  reason: 'PRICE',
  seenPrice: 10,
  currentPrice: 12,
  requestedQuantity: 5,
  availableQuantity: 3,
  cartQuantity: 5,
  ...over,
});

describe('accepting order conflicts', () => {
  it('removes what left the storefront, lowers to the stock, keeps a line whose price changed', () => {
    expect(acceptedQuantity(conflict({ reason: 'UNAVAILABLE' }))).toBe(0);
    expect(acceptedQuantity(conflict({ reason: 'STOCK' }))).toBe(3);
    expect(acceptedQuantity(conflict({ reason: 'STOCK', availableQuantity: 0 }))).toBe(0);
    expect(acceptedQuantity(conflict({ reason: 'PRICE' }))).toBeNull();
    expect(acceptedQuantity(conflict({ reason: 'CART' }))).toBeNull();
  });
  it('completes with the prices the panel shows', () => {
    const cart = {
      id: 7,
      itemCount: 1,
      totalPrice: 20,
      resellerProductOrderDetails: [{ id: 70, quantity: 2, price: 10, image: null, model: { id: 3, name: 'x', barcode: 'b', brandName: 'm' } }],
    };
    expect(completionOf(cart)).toEqual({ cartId: 7, lines: [{ modelId: 3, quantity: 2, unitPrice: 10 }] });
  });
});
