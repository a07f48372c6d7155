import { describe, expect, it } from 'vitest';
import type { CartLineDb } from './cart-repo.js';
import { conflictsOf } from './complete-service.js';

const line = (modelId: number, quantity: number, price: number | null): CartLineDb => ({
  id: modelId * 10,
  model_id: modelId,
  quantity,
  name: `Ürün ${modelId}`,
  barcode: `B${modelId}`,
  brand_name: 'Marka',
  price,
  image_key: null,
  available: 0,
});

describe('conflictsOf (order completion)', () => {
  const stock = new Map([
    [1, 10],
    [2, 10],
    [3, 1],
  ]);
  it('finds nothing when every line is as seen, in force and in stock', () => {
    expect(conflictsOf([{ modelId: 1, quantity: 2, unitPrice: 10.5 }], [line(1, 2, 10.5)], stock)).toEqual([]);
  });
  it('compares prices in kuruş (no float noise)', () => {
    expect(conflictsOf([{ modelId: 1, quantity: 1, unitPrice: 0.3 }], [line(1, 1, 0.1 + 0.2)], stock)).toEqual([]);
  });
  it('names each reason: price, unavailable, stock, and a cart that changed', () => {
    const out = conflictsOf(
      [
        { modelId: 1, quantity: 2, unitPrice: 9 },
        { modelId: 2, quantity: 1, unitPrice: 5 },
        { modelId: 3, quantity: 2, unitPrice: 7 },
        { modelId: 4, quantity: 1, unitPrice: 1 },
      ],
      [line(1, 2, 10), line(2, 1, null), line(3, 2, 7), line(5, 1, 3)],
      stock,
    );
    expect(out.map((c) => [c.modelId, c.reason])).toEqual([
      [1, 'PRICE'],
      [2, 'UNAVAILABLE'],
      [3, 'STOCK'],
      [5, 'CART'],
      [4, 'CART'],
    ]);
    expect(out[0]).toMatchObject({ seenPrice: 9, currentPrice: 10, requestedQuantity: 2, availableQuantity: 10 });
    expect(out[2]).toMatchObject({ requestedQuantity: 2, availableQuantity: 1 });
  });
});
