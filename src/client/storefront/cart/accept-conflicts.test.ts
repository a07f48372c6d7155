import { describe, expect, it } from 'vitest';
import type { OrderConflictLine } from '../../../shared/contract/cart.js';
import { acceptConflicts, acceptedQuantity } from './accept-conflicts.js';

const c = (over: Partial<OrderConflictLine>): OrderConflictLine => ({
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

describe('accepting a stopped order', () => {
  it('removes what left the storefront, lowers to the stock, keeps a line whose price changed', () => {
    expect(acceptedQuantity(c({ reason: 'UNAVAILABLE' }))).toBe(0);
    expect(acceptedQuantity(c({ reason: 'STOCK' }))).toBe(3);
    expect(acceptedQuantity(c({ reason: 'STOCK', availableQuantity: 0 }))).toBe(0);
    expect(acceptedQuantity(c({ reason: 'PRICE' }))).toBeNull();
    expect(acceptedQuantity(c({ reason: 'CART' }))).toBeNull();
  });

  it('orders again at the new price, lowers to the stock, drops what left, restores a line changed elsewhere', () => {
    const seen = [
      { modelId: 1, quantity: 5, unitPrice: 10 },
      { modelId: 2, quantity: 4, unitPrice: 20 },
      { modelId: 3, quantity: 1, unitPrice: 30 },
      { modelId: 4, quantity: 2, unitPrice: 40 },
      { modelId: 5, quantity: 6, unitPrice: 50 },
    ];
    const { sets, lines } = acceptConflicts(seen, [
      c({ modelId: 1 }),
      c({ modelId: 2, reason: 'STOCK', currentPrice: 20, requestedQuantity: 4, cartQuantity: 4, availableQuantity: 3 }),
      c({ modelId: 3, reason: 'UNAVAILABLE', currentPrice: null, requestedQuantity: 1, cartQuantity: 1 }),
      c({ modelId: 4, reason: 'CART', currentPrice: 40, requestedQuantity: 2, cartQuantity: 7 }),
    ]);
    expect(sets).toEqual([
      { modelId: 2, quantity: 3 },
      { modelId: 3, quantity: 0 },
      { modelId: 4, quantity: 2 },
    ]);
    expect(lines).toEqual([
      { modelId: 1, quantity: 5, unitPrice: 12 },
      { modelId: 2, quantity: 3, unitPrice: 20 },
      { modelId: 4, quantity: 2, unitPrice: 40 },
      { modelId: 5, quantity: 6, unitPrice: 50 },
    ]);
  });
});
