import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/contract/cart.js';
import { cartView, type ProductFacts } from './cart-view.js';
import type { OutboxEntry } from './db.js';

const base: Cart = {
  id: 9,
  itemCount: 1,
  totalPrice: 20,
  resellerProductOrderDetails: [{ id: 90, quantity: 2, price: 10, image: null, model: { id: 1, name: 'Kılıf', barcode: '8690000000011', brandName: 'A' } }],
};
const facts = (id: number): ProductFacts | undefined =>
  id === 2 ? { modelId: 2, name: 'Şarj Aleti', barcode: '8690000000028', brandName: 'B', price: 12.5, image: '/img/2' } : undefined;
let seq = 0;
const entry = (kind: OutboxEntry['kind'], body: unknown, state: OutboxEntry['state'] = 'queued'): OutboxEntry => ({
  seq: ++seq,
  id: `k${seq}`,
  kind,
  body,
  label: '',
  owner: '1:1',
  createdAt: 0,
  state,
  attempts: 0,
  nextAt: 0,
});

describe('the cart shown: the server cart with the queued writes on top', () => {
  it('adds raise or create lines (with local facts), sets replace, 0 removes, totals follow', () => {
    const view = cartView(base, [entry('cart.add', { modelId: 1, quantity: 3 }), entry('cart.add', { modelId: 2, quantity: 2 }), entry('cart.set', { modelId: 1, quantity: 4, set: true })], facts);
    expect(view.resellerProductOrderDetails.map((l) => [l.id, l.model.id, l.quantity, l.price])).toEqual([
      [90, 1, 4, 10],
      [-2, 2, 2, 12.5],
    ]);
    expect(view.totalPrice).toBe(65);
    expect(view.itemCount).toBe(2);
    expect(cartView(base, [entry('cart.set', { modelId: 1, quantity: 0, set: true })], facts).resellerProductOrderDetails).toEqual([]);
  });

  it('a queued completion empties it; refused writes and a stopped order are not applied', () => {
    expect(cartView(base, [entry('order.complete', { cartId: 9, lines: [] })], facts).itemCount).toBe(0);
    const stopped = cartView(base, [entry('order.complete', { cartId: 9, lines: [] }, 'conflict'), entry('cart.add', { modelId: 1, quantity: 1 }, 'refused')], facts);
    expect(stopped.resellerProductOrderDetails.map((l) => l.quantity)).toEqual([2]);
  });

  it('a product it cannot describe (not synced) is left out until the server answers', () => {
    expect(cartView(undefined, [entry('cart.add', { modelId: 77, quantity: 1 })], facts)).toEqual({ id: 0, itemCount: 0, totalPrice: 0, resellerProductOrderDetails: [] });
  });
});
