import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiError } from '../../src/client/lib/api.js';
import { openOfflineDb, type OfflineDb, type OutboxEntry } from '../../src/client/lib/offline/db.js';
import { createOutbox, type Outbox, type SendAnswer } from '../../src/client/lib/offline/outbox.js';
import type { Cart, SeenLine } from '../../src/shared/contract/cart.js';
import { type DbKind, dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { rows } from '../support/api-helpers.js';
import { createCatalogue } from '../support/catalogue-fixtures.js';
import { createShopProduct, type ShopProduct } from '../support/order-fixtures.js';

/**
 * A property of the outbox (issue 12 §4): the client's real outbox (src/client/lib/offline/outbox.ts
 * on Dexie over fake-indexeddb) sends random sequences of cart writes and order completions to the
 * real server, while the network fails at random — before a request leaves, or after the server
 * committed it and the answer was lost. However it goes, once the queue is empty the server's cart
 * is the cart the dealer built and every completion placed exactly one order with its lines.
 */
const SEQUENCES = Number(process.env.OUTBOX_SEQUENCES ?? 1_000);
const PRODUCTS = 4;

/** mulberry32: a small seeded generator, so a failing run can be repeated from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The property is the client's: it runs once, on PostgreSQL when there is one (CI), else on PGlite.
const KIND: DbKind = dbKinds().includes('postgres') ? 'postgres' : 'pglite';

describe.each([KIND])('the outbox under random network failures on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let products: (ShopProduct & { price: number })[];
  let db: OfflineDb;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const cat = await createCatalogue(t);
    const dst1 = cat.disties.DST001;
    products = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const price = 10 + i * 2.5;
      products.push({ ...(await createShopProduct(t, cat, { prices: { [dst1]: price }, stock: { [dst1]: 1_000_000_000 } })), price });
    }
    ({ token } = await loginAs(t.app, 'reseller_admin'));
    db = openOfflineDb(`outbox-property-${kind}`);
  });
  afterAll(async () => {
    await db?.delete();
    await t?.close();
  });

  it(`${SEQUENCES} random sequences: the server holds the intended cart and exactly the intended orders`, async () => {
    const seed = Number(process.env.OUTBOX_SEED ?? 20261125);
    const rnd = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
    let clock = 0;
    const failures = { before: 0, after: 0, sent: 0 };

    const send = async (entry: OutboxEntry): Promise<SendAnswer> => {
      const r = rnd();
      if (r < 0.15) {
        failures.before += 1;
        throw new ApiError(0, null);
      }
      const url = entry.kind === 'order.complete' ? '/api/order/cart/complete' : '/api/order/cart/line';
      const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': entry.id }, payload: entry.body as object });
      if (r < 0.3) {
        // The server answered (and committed when it said yes), but the answer never arrived.
        failures.after += 1;
        throw new ApiError(0, null);
      }
      failures.sent += 1;
      if (res.statusCode !== 200) throw new ApiError(res.statusCode, res.json());
      return entry.kind === 'order.complete' ? { orderId: (res.json() as { id: number }).id } : { cart: res.json() as Cart };
    };
    const readCart = async () => (await t.app.inject({ method: 'GET', url: '/api/order/cart/0', headers: bearer(token) })).json() as Cart;
    const box: Outbox = createOutbox({ db, owner: () => 'dealer', send, readCart, now: () => clock });

    const drainAll = async () => {
      for (let round = 0; round < 1_000; round++) {
        const outcome = await box.drain();
        if (outcome === 'empty') return;
        if (outcome === 'blocked') {
          const [head] = await box.entries();
          throw new Error(`refused (seed ${seed}): ${head.kind} ${JSON.stringify(head.body)} → ${head.error}`);
        }
        clock += 61_000; // past any back-off
      }
      throw new Error('the queue never emptied');
    };

    const [{ n: ordersBefore }] = await rows<{ n: number }>(t, sql`select coalesce(max(id), 0)::int as n from reseller_orders`);
    const intended = new Map<number, number>();
    const intendedOrders: SeenLine[][] = [];

    for (let s = 0; s < SEQUENCES; s++) {
      const ops = 1 + Math.floor(rnd() * 5);
      for (let o = 0; o < ops; o++) {
        const r = rnd();
        const p = pick(products);
        if (r < 0.5) {
          const quantity = 1 + Math.floor(rnd() * 3);
          intended.set(p.id, (intended.get(p.id) ?? 0) + quantity);
          await box.enqueue({ kind: 'cart.add', body: { modelId: p.id, quantity, barcode: p.barcode } }, 'add');
        } else if (r < 0.75 || intended.size === 0) {
          const quantity = Math.floor(rnd() * 4);
          if (quantity === 0) intended.delete(p.id);
          else intended.set(p.id, quantity);
          await box.enqueue({ kind: 'cart.set', body: { modelId: p.id, quantity, set: true } }, 'set');
        } else {
          const lines = [...intended].map(([modelId, quantity]) => ({ modelId, quantity, unitPrice: products.find((x) => x.id === modelId)!.price }));
          intendedOrders.push(lines);
          intended.clear();
          await box.enqueue({ kind: 'order.complete', body: { cartId: 0, lines } }, 'order');
        }
        // Sometimes the signal comes back in the middle of a sequence.
        if (rnd() < 0.3) await drainAll();
      }
      await drainAll();
      const cart = await rows<{ model_id: number; quantity: number }>(
        t,
        sql`select l.model_id, l.quantity from reseller_orders o join reseller_order_lines l on l.order_id = o.id
            join resellers r on r.id = o.reseller_id where r.code = 'BY10001' and o.status = 'CART' order by l.model_id`,
      );
      expect(cart.map((l) => [l.model_id, l.quantity]), `cart after sequence ${s} (seed ${seed})`).toEqual([...intended].sort((a, b) => a[0] - b[0]));
    }

    const placed = await rows<{ id: number; model_id: number; quantity: number; unit_price: number }>(
      t,
      sql`select o.id, l.model_id, l.quantity, l.unit_price::float8 as unit_price from reseller_orders o join reseller_order_lines l on l.order_id = o.id
          where o.id > ${ordersBefore} and o.status <> 'CART' order by o.id, l.model_id`,
    );
    const byOrder = new Map<number, [number, number, number][]>();
    for (const l of placed) byOrder.set(l.id, [...(byOrder.get(l.id) ?? []), [l.model_id, l.quantity, l.unit_price]]);
    // Exactly one order per completion (no duplicates, none lost), in the order they were made, with their lines.
    expect([...byOrder.values()]).toEqual(intendedOrders.map((lines) => lines.map((l) => [l.modelId, l.quantity, l.unitPrice] as [number, number, number]).sort((a, b) => a[0] - b[0])));
    expect(failures.before).toBeGreaterThan(SEQUENCES / 10);
    expect(failures.after).toBeGreaterThan(SEQUENCES / 10);
  }, 600_000);
});
