import { describe, expect, it } from 'vitest';
import { documentAmounts, lineAmounts } from './line-money.js';

describe('line and document money (kuruş, VAT on the price after discount)', () => {
  it('computes a line', () => {
    expect(lineAmounts({ price: 100, discount: 10, vatRatio: 20 })).toEqual({ price: 100, discount: 10, discountRatio: 10, vatRatio: 20, vat: 18, vatIncludedPrice: 108 });
    // Rounded per line: 0.1 × 0.01 = 0.001 → 0.00.
    expect(lineAmounts({ price: 0.1, discount: 0, vatRatio: 1 }).vat).toBe(0);
    expect(lineAmounts({ price: 0, discount: 0, vatRatio: 20 }).discountRatio).toBe(0);
  });

  it('sums a document without drift and keeps a shared VAT ratio', () => {
    const lines = Array.from({ length: 1000 }, () => lineAmounts({ price: 0.1, discount: 0, vatRatio: 20 }));
    expect(documentAmounts(lines)).toMatchObject({ price: 100, vat: 20, vatIncludedPrice: 120, vatRatio: 20 });
    const mixed = documentAmounts([lineAmounts({ price: 100, discount: 0, vatRatio: 20 }), lineAmounts({ price: 100, discount: 0, vatRatio: 10 })]);
    expect(mixed).toMatchObject({ vat: 30, vatRatio: 15 });
  });
});
