import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import type { Cart } from '../../../shared/contract/cart.js';
import type { StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { ApiError } from '../api.js';
import { type OfflineDb, openOfflineDb, type OutboxEntry, SCHEMA_V1, SCHEMA_V2 } from './db.js';
import { putStorefrontRows } from './local-rows-testing.js';
import { META_KEYS } from './meta-keys.js';
import { createOutbox, type SendAnswer } from './outbox.js';
import { claimFor } from './owner.js';

const cart = (id: number, quantity = 1): Cart => ({
  id,
  itemCount: 1,
  totalPrice: 10 * quantity,
  resellerProductOrderDetails: [{ id: 1, quantity, price: 10, image: null, model: { id: 5, name: 'Kılıf', barcode: '1', brandName: 'A' } }],
});

let dbs: OfflineDb[] = [];
let n = 0;
function setup(send: (e: OutboxEntry) => Promise<SendAnswer>, owner = '7:3') {
  const db = openOfflineDb(`outbox-test-${++n}`);
  dbs.push(db);
  let clock = 1_000;
  let id = 0;
  const box = createOutbox({ db, owner: () => owner, send, readCart: async () => cart(41), now: () => clock, uuid: () => `key-${++id}` });
  return { db, box, tick: (ms: number) => (clock += ms) };
}

afterEach(async () => {
  for (const db of dbs) await db.delete();
  dbs = [];
});

const add = (modelId: number) => ({ kind: 'cart.add' as const, body: { modelId, quantity: 1, barcode: String(modelId) } });
const conflictBody = {
  status: 409,
  code: 409,
  message: 'conflict',
  description: 'Sepetinizdeki bazı ürünlerin fiyatı değişti.',
  errors: [],
  fields: [],
  details: [{ modelId: 5, modelName: 'Kılıf', reason: 'PRICE', seenPrice: 10, currentPrice: 12, requestedQuantity: 1, availableQuantity: 9, cartQuantity: 1 }],
};

describe('the outbox', () => {
  it('sends in order with each write its key, keeps the cart answer as the base, and empties', async () => {
    const sent: string[] = [];
    const { db, box } = setup(async (e) => {
      sent.push(`${e.kind}:${e.id}`);
      return { cart: cart(40, sent.length) };
    });
    await box.enqueue(add(5), 'a');
    await box.enqueue(add(6), 'b');
    expect(await box.drain()).toBe('empty');
    expect(sent).toEqual(['cart.add:key-1', 'cart.add:key-2']);
    expect((await db.cart.get('cart'))!.cart.resellerProductOrderDetails[0].quantity).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a write without an answer waits with back-off and goes again under the same key', async () => {
    const keys: string[] = [];
    let fail = true;
    const { db, box, tick } = setup(async (e) => {
      keys.push(e.id);
      if (fail) throw new ApiError(0, null);
      return { cart: cart(40) };
    });
    await box.enqueue(add(5), 'a');
    expect(await box.drain()).toBe('waiting');
    const [waiting] = await db.outbox.toArray();
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, nextAt: 2_000 });
    expect(await box.drain()).toBe('waiting');
    expect(keys).toHaveLength(1);
    fail = false;
    tick(1_000);
    expect(await box.drain()).toBe('empty');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('a refusal stops the queue in the tray until retried or discarded; a 409 keeps the order conflicts', async () => {
    let answer: () => Promise<SendAnswer> = () => Promise.reject(new ApiError(422, { status: 422, code: 10000, errors: [], fields: ['Bu ürün stokta yok.'] }));
    const sent: string[] = [];
    const { db, box } = setup((e) => {
      sent.push(e.id);
      return answer();
    });
    await box.enqueue(add(5), 'a');
    await box.enqueue({ kind: 'order.complete', body: { cartId: 0, lines: [{ modelId: 5, quantity: 1, unitPrice: 10 }] } }, 'order');
    expect(await box.drain()).toBe('blocked');
    const [refused, behind] = await db.outbox.orderBy('seq').toArray();
    expect(refused).toMatchObject({ state: 'refused', error: 'Bu ürün stokta yok.' });
    expect(behind.state).toBe('queued');
    expect(sent).toEqual(['key-1']);

    await box.discard(refused.seq!);
    answer = () => Promise.reject(new ApiError(409, conflictBody as never));
    expect(await box.drain()).toBe('blocked');
    const [stopped] = await db.outbox.toArray();
    expect(stopped.state).toBe('conflict');
    // The server's own words, which the generic handler has no text for on a 409.
    expect(stopped.error).toBe(conflictBody.description);
    expect(stopped.conflicts?.[0]).toMatchObject({ modelId: 5, reason: 'PRICE', currentPrice: 12 });
    // The completion carried the server's cart (read once, kept in the body for every repeat).
    expect((stopped.body as { cartId: number }).cartId).toBe(41);

    answer = async () => ({ orderId: 99 });
    await box.retry(stopped.seq!);
    expect(await box.drain()).toBe('empty');
    expect((await db.cart.get('cart'))!.cart.id).toBe(0);
  });

  it('keeps an unchanged base as it is (no write, so the live queries of the cart stay asleep), and takes a changed one', async () => {
    const { db, box, tick } = setup(async () => ({ cart: cart(40) }));
    const writes: string[] = [];
    db.cart.hook('creating', (key) => void writes.push(`create ${String(key)}`));
    db.cart.hook('updating', (_changes, key) => void writes.push(`update ${String(key)}`));
    await box.setBase(cart(40, 1));
    tick(5);
    await box.setBase(cart(40, 1));
    expect(writes).toEqual(['create cart']);
    expect((await db.cart.get('cart'))!.at).toBe(1_000);
    await box.setBase(cart(40, 2));
    expect(writes).toEqual(['create cart', 'update cart']);
    expect((await db.cart.get('cart'))!.cart.resellerProductOrderDetails[0].quantity).toBe(2);
  });

  it("never sends another user's writes", async () => {
    const sent: string[] = [];
    const { db } = setup(async (e) => {
      sent.push(e.id);
      return {};
    });
    const other = createOutbox({ db, owner: () => '8:4', send: async (e) => (sent.push(e.id), {}), readCart: async () => cart(1) });
    const mine = createOutbox({ db, owner: () => '7:3', send: async (e) => (sent.push(e.id), {}), readCart: async () => cart(1), uuid: () => 'mine' });
    await mine.enqueue(add(5), 'a');
    expect(await other.drain()).toBe('empty');
    expect(sent).toEqual([]);
  });
});

describe('the offline database', () => {
  it('upgrades from schema 1 keep the queued writes and drop the synced rows for a full sync', async () => {
    const name = `upgrade-test-${++n}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.table('products').put({ modelId: 1, name: 'Kablo' });
    await v1.table('meta').bulkPut([
      { key: META_KEYS.cursor('storefront'), value: 'c1' },
      { key: META_KEYS.setMeta('storefront'), value: { syncedAt: '2026-11-01T00:00:00Z' } },
      { key: META_KEYS.owner, value: '7:3' },
    ]);
    await v1.table('outbox').add({ id: 'k1', kind: 'order.complete', body: { cartId: 3, lines: [] }, label: 'Sipariş', owner: '7:3', createdAt: 5, state: 'queued', attempts: 2, nextAt: 0 });
    expect(v1.verno).toBe(1);
    v1.close();
    const db = openOfflineDb(name);
    dbs.push(db);
    const rows = await db.outbox.toArray();
    expect(db.verno).toBe(4);
    expect(rows).toMatchObject([{ seq: 1, id: 'k1', kind: 'order.complete', attempts: 2 }]);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['cart', 'meta', 'outbox', 'priceChunks', 'productChunks', 'saleStock']);
    expect(await db.productChunks.count()).toBe(0);
    // The owner stays (the queue is still its); the storefront reads as never synced, so the next sync is a full one.
    expect(await db.meta.toArray()).toEqual([{ key: META_KEYS.owner, value: '7:3' }]);
  });

  it('upgrades from schema 2 (the price list in rows) keep every queued write in its state, with its conflicts', async () => {
    const name = `upgrade-test-${++n}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(SCHEMA_V1);
    v2.version(2).stores(SCHEMA_V2);
    await v2.table('prices').put({ id: 1, mid: 1, resellerPrice: 10 });
    await v2.table('meta').bulkPut([
      { key: META_KEYS.cursor('prices'), value: 'p1' },
      { key: META_KEYS.owner, value: '7:3' },
    ]);
    const conflicts = [{ modelId: 4, reason: 'PRICE_CHANGED', seenPrice: 10, price: 12 }];
    await v2.table('outbox').bulkAdd([
      { id: 'k1', kind: 'cart.add', body: { modelId: 4, quantity: 1, barcode: '869' }, label: 'Kablo × 1', owner: '7:3', createdAt: 5, state: 'queued', attempts: 0, nextAt: 0 },
      { id: 'k2', kind: 'order.complete', body: { cartId: 3, lines: [] }, label: 'Sipariş', owner: '7:3', createdAt: 6, state: 'conflict', attempts: 1, nextAt: 0, conflicts },
      { id: 'k3', kind: 'cart.set', body: { modelId: 5, quantity: 0, set: true }, label: 'Kılıf → 0', owner: '7:3', createdAt: 7, state: 'refused', attempts: 1, nextAt: 0, error: 'Ürün bulunamadı' },
    ]);
    expect(v2.verno).toBe(2);
    v2.close();
    const db = openOfflineDb(name);
    dbs.push(db);
    expect((await db.outbox.toArray()).map((e) => [e.seq, e.id, e.state, e.error, e.conflicts])).toEqual([
      [1, 'k1', 'queued', undefined, undefined],
      [2, 'k2', 'conflict', undefined, conflicts],
      [3, 'k3', 'refused', 'Ürün bulunamadı', undefined],
    ]);
    expect(db.verno).toBe(4);
    expect(await db.priceChunks.count()).toBe(0);
    expect(await db.meta.toArray()).toEqual([{ key: META_KEYS.owner, value: '7:3' }]);
  });

  it("is one owner's: another user or reseller wipes it, the same one keeps it", async () => {
    const db = openOfflineDb(`owner-test-${++n}`);
    dbs.push(db);
    expect(await claimFor('7:3', db)).toBe('');
    await putStorefrontRows([{ modelId: 1, name: 'Kablo' } as StorefrontSyncRow], db);
    expect(await claimFor('7:3', db)).toBeNull();
    expect(await db.productChunks.count()).toBe(1);
    expect(await claimFor('7:4', db)).toBe('7:3');
    expect(await db.productChunks.count()).toBe(0);
  });
});
