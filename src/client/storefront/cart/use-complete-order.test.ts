import { describe, expect, it } from 'vitest';
import { completionOf } from './use-complete-order.js';

describe('order completion', () => {
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
