import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf, requestHash } from './idempotency.js';

describe('idempotency keys', () => {
  it('hashes a repeated body alike, and another body or scope apart', () => {
    const a = requestHash('order.complete', { cartId: 1, lines: [{ modelId: 2, quantity: 3, unitPrice: 9.5 }] });
    const b = requestHash('order.complete', JSON.parse(JSON.stringify({ cartId: 1, lines: [{ modelId: 2, quantity: 3, unitPrice: 9.5 }] })));
    expect(a).toBe(b);
    expect(requestHash('ingest.distyStock', { cartId: 1, lines: [{ modelId: 2, quantity: 3, unitPrice: 9.5 }] })).not.toBe(a);
    expect(requestHash('order.complete', { cartId: 1, lines: [{ modelId: 2, quantity: 4, unitPrice: 9.5 }] })).not.toBe(a);
    // Array order is meaning: two lines swapped are another request.
    expect(requestHash('s', { l: [1, 2] })).not.toBe(requestHash('s', { l: [2, 1] }));
  });

  it('takes a 1–200 character visible ASCII key from the header and refuses anything else', () => {
    expect(idempotencyKeyOf({ 'idempotency-key': 'b3c1-42' })).toBe('b3c1-42');
    for (const bad of [undefined, '', 'a b', 'ş', 'x'.repeat(201)]) {
      expect(() => idempotencyKeyOf({ 'idempotency-key': bad })).toThrow();
    }
  });
});
