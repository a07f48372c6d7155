import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Cart, OrderConflictLine } from '../../src/shared/contract/cart.js';
import type { OrderDetail } from '../../src/shared/contract/orders.js';
import { STOREFRONT_MSG } from '../../src/shared/storefront.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue } from '../support/catalogue-fixtures.js';
import {
  allowListOf,
  changeResellerPrice,
  createReseller,
  createResellerAdmin,
  createShopProduct,
  orderClient,
  type OrderClient,
  orderProducts,
  seenCart,
  setAllowList,
  setStock,
  type ShopProduct,
  stockOf,
} from '../support/order-fixtures.js';

/**
 * The dealer's cart and order completion (spec 3 §2.15, §4 cart; issue 11): the allow-list, a
 * cart per reseller never seen by another, idempotent completion, 409 conflicts that write
 * nothing, and reservations that never pass the stock under concurrent completions.
 */
describe.each(dbKinds())('cart and order completion on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dst1: number;
  let dst2: number;
  let dealer: OrderClient; // reseller_admin, BY10001 (DST001)
  let other: OrderClient; // konak_admin, BY30001 (DST002)
  let resellerUser: OrderClient;
  let disty: OrderClient;
  let shown: ShopProduct; // on both distributors' storefronts, 100 in stock at DST001
  let noPrice: ShopProduct; // DST001 has not entered a reseller price
  let noStock: ShopProduct; // YOK at DST001

  const cartOf = async (client: OrderClient) => {
    const res = await client.get('/api/order/cart/0');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Cart;
  };
  const add = (client: OrderClient, p: ShopProduct, quantity: number) => client.post('/api/order/cart/line', { modelId: p.id, quantity, barcode: p.barcode });
  const emptyCart = async (client: OrderClient) => {
    for (const l of (await cartOf(client)).resellerProductOrderDetails) await client.post('/api/order/cart/deleteLine', { resellerProductDetailId: l.id, modelId: l.model.id });
  };
  const orderCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from reseller_orders where status <> 'CART'`))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    ({ DST001: dst1, DST002: dst2 } = cat.disties);
    await createResellerAdmin(t, 'konak_admin', 'BY30001');
    await setAllowList(t, [...(await allowListOf(t)), 'BY30001']);
    [dealer, other, resellerUser, disty] = await Promise.all(['reseller_admin', 'konak_admin', 'reseller_user', 'disty_admin'].map((u) => orderClient(t, u)));
    shown = await createShopProduct(t, cat, { prices: { [dst1]: 120.5, [dst2]: 130 }, stock: { [dst1]: 100, [dst2]: 100 } });
    noPrice = await createShopProduct(t, cat, { prices: { [dst1]: null }, stock: { [dst1]: 100 } });
    noStock = await createShopProduct(t, cat, { prices: { [dst1]: 99 }, stock: { [dst1]: 0 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses resellers off the allow-list (403) and other roles (403)', async () => {
    const before = await allowListOf(t);
    await setAllowList(t, ['BY30001']);
    try {
      expectCoded(await dealer.get('/api/order/cart/0'), 403, 403, STOREFRONT_MSG.notAllowed);
      expectCoded(await add(dealer, shown, 1), 403, 403);
      expectCoded(await dealer.complete({ cartId: 1, lines: [{ modelId: shown.id, quantity: 1, unitPrice: 1 }] }), 403, 403);
      expectCoded(await dealer.post('/api/order/completed/getAll', {}), 403, 403);
    } finally {
      await setAllowList(t, before);
    }
    expect((await dealer.get('/api/order/cart/0')).statusCode).toBe(200);
    for (const client of [resellerUser, disty]) expectCoded(await client.get('/api/order/cart/0'), 403, 403);
  });

  it('keeps one cart per reseller: adds, raises, sets, removes; limits and storefront rules', async () => {
    expect(await cartOf(dealer)).toEqual({ id: 0, itemCount: 0, totalPrice: 0, resellerProductOrderDetails: [] });
    expect((await add(dealer, shown, 2)).statusCode).toBe(200);
    const cart = (await add(dealer, shown, 3)).json() as Cart;
    expect(cart.itemCount).toBe(1);
    expect(cart.resellerProductOrderDetails[0]).toMatchObject({ quantity: 5, price: 120.5, model: { id: shown.id, barcode: shown.barcode, brandName: 'Fixture İnci' } });
    expect(cart.totalPrice).toBe(602.5);
    const line = cart.resellerProductOrderDetails[0];
    expect((await dealer.get(`/api/order/cart/${cart.id}`)).json()).toEqual(cart);

    const set = (quantity: number) => dealer.post('/api/order/cart/line', { resellerProductDetailId: line.id, modelId: shown.id, quantity });
    expect(((await set(1_000_000)).json() as Cart).resellerProductOrderDetails[0].quantity).toBe(1_000_000);
    expectValidation(await set(1_000_001));
    expectValidation(await add(dealer, shown, 10_001));
    expectValidation(await add(dealer, shown, 1)); // would pass 1,000,000 in the line
    expect(((await set(7)).json() as Cart).resellerProductOrderDetails[0].quantity).toBe(7);

    expectCoded(await add(dealer, noPrice, 1), 404, 404);
    expectCoded(await dealer.post('/api/order/cart/line', { modelId: shown.id, quantity: 1, barcode: noStock.barcode }), 404, 404);
    const yok = await add(dealer, noStock, 1);
    expect(yok.statusCode, yok.body).toBe(422);
    expect(yok.json().fields[0]).toBe(STOREFRONT_MSG.noStock);

    expect(((await set(0)).json() as Cart).itemCount).toBe(0);
    expectCoded(await set(3), 404, 404); // the line is gone
  });

  it('never shows or changes another reseller’s cart (404)', async () => {
    const mine = (await add(dealer, shown, 2)).json() as Cart;
    const line = mine.resellerProductOrderDetails[0];
    const theirs = (await add(other, shown, 1)).json() as Cart;
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.resellerProductOrderDetails[0].price).toBe(130); // its own distributor's price
    expectCoded(await other.get(`/api/order/cart/${mine.id}`), 404, 404);
    expectCoded(await other.post('/api/order/cart/deleteLine', { resellerProductDetailId: line.id, modelId: shown.id }), 404, 404);
    expectCoded(await other.post('/api/order/cart/line', { resellerProductDetailId: line.id, modelId: shown.id, quantity: 9 }), 404, 404);
    expectCoded(await other.complete({ cartId: mine.id, lines: [{ modelId: shown.id, quantity: 2, unitPrice: 120.5 }] }), 404, 404);
    expect((await cartOf(dealer)).resellerProductOrderDetails[0].quantity).toBe(2);
    await emptyCart(dealer);
    await emptyCart(other);
  });

  it('completes once per Idempotency-Key: the same answer again, another body 422, no key 400', async () => {
    const before = await stockOf(t, dst1, shown.id);
    const orders = await orderCount();
    await add(dealer, shown, 4);
    const body = await seenCart(dealer);
    const first = await dealer.complete(body, 'key-once-1');
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json() as OrderDetail;
    expect(order).toMatchObject({ orderStatus: 'WAITING', totalQuantity: 4, totalPrice: 482, reseller: { code: 'BY10001' } });
    expect(order.details).toEqual([expect.objectContaining({ modelId: shown.id, requestQuantity: 4, unitPrice: 120.5, requestPrice: 482 })]);
    expect(order.requestDate).toBeTruthy();

    const again = await dealer.complete(body, 'key-once-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount()).toBe(orders + 1);
    expect(await stockOf(t, dst1, shown.id)).toEqual({ quantity: before.quantity, reserved: before.reserved + 4 });
    expect((await cartOf(dealer)).itemCount).toBe(0);

    expectCoded(await dealer.complete({ ...body, lines: [{ ...body.lines[0], quantity: 5 }] }, 'key-once-1'), 422, 1006);
    expectCoded(await dealer.complete(body, null), 400, 10001);
  });

  it('answers 409 with the conflicting lines and writes nothing when a price changed, a product left or stock is short', async () => {
    const other1 = await createShopProduct(t, cat, { prices: { [dst1]: 10 }, stock: { [dst1]: 3 } });
    const other2 = await createShopProduct(t, cat, { prices: { [dst1]: 20 }, stock: { [dst1]: 50 } });
    await add(dealer, shown, 2);
    await add(dealer, other1, 2);
    await add(dealer, other2, 1);
    const seen = await seenCart(dealer);
    const stockBefore = await stockOf(t, dst1, shown.id);
    const orders = await orderCount();

    await changeResellerPrice(t, dst1, shown.id, 125);
    await setStock(t, dst1, other1.id, 1);
    await changeResellerPrice(t, dst1, other2.id, null);
    const res = await dealer.complete(seen, 'key-conflict-1');
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ status: 409, code: 409, description: STOREFRONT_MSG.conflict });
    const details = body.details as OrderConflictLine[];
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ modelId: shown.id, reason: 'PRICE', seenPrice: 120.5, currentPrice: 125, requestedQuantity: 2 }),
        expect.objectContaining({ modelId: other1.id, reason: 'STOCK', requestedQuantity: 2, availableQuantity: 1 }),
        expect.objectContaining({ modelId: other2.id, reason: 'UNAVAILABLE', currentPrice: null }),
      ]),
    );
    expect(details).toHaveLength(3);
    // Nothing written: still a cart, no reservation, the key not spent.
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(t, dst1, shown.id)).toEqual(stockBefore);
    expect((await cartOf(dealer)).id).toBe(seen.cartId);
    expect(await rows(t, sql`select 1 from idempotency_keys where key = 'key-conflict-1'`)).toHaveLength(0);

    // The dealer accepts: removes what left, lowers to the stock, sees the new price; completes with a new key.
    const cart = await cartOf(dealer);
    const lineOf = (id: number) => cart.resellerProductOrderDetails.find((l) => l.model.id === id)!;
    await dealer.post('/api/order/cart/deleteLine', { resellerProductDetailId: lineOf(other2.id).id, modelId: other2.id });
    await dealer.post('/api/order/cart/line', { resellerProductDetailId: lineOf(other1.id).id, modelId: other1.id, quantity: 1 });
    const seenAgain = await seenCart(dealer);
    expect(seenAgain.lines.find((l) => l.modelId === shown.id)!.unitPrice).toBe(125);
    const ok = await dealer.complete(seenAgain, 'key-conflict-2');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as OrderDetail).totalPrice).toBe(2 * 125 + 10);
    expect(await stockOf(t, dst1, other1.id)).toEqual({ quantity: 1, reserved: 1 });
    await changeResellerPrice(t, dst1, shown.id, 120.5);
  });

  it('refuses an order whose lines differ from the cart (CART) and an empty cart', async () => {
    await add(dealer, shown, 2);
    const seen = await seenCart(dealer);
    const res = await dealer.complete({ ...seen, lines: [{ ...seen.lines[0], quantity: 3 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([expect.objectContaining({ modelId: shown.id, reason: 'CART', requestedQuantity: 3, cartQuantity: 2 })]);
    await emptyCart(dealer);
    const empty = await dealer.complete({ cartId: seen.cartId, lines: [{ modelId: shown.id, quantity: 2, unitPrice: 120.5 }] });
    expect(empty.statusCode, empty.body).toBe(422);
  });

  it('20 concurrent completions for the last units never reserve more than the stock', async () => {
    const last = await createShopProduct(t, cat, { prices: { [dst1]: 15 }, stock: { [dst1]: 7 } });
    const codes = Array.from({ length: 20 }, (_, i) => `BYC${String(i + 1).padStart(3, '0')}`);
    for (const code of codes) {
      await createReseller(t, code, dst1);
      await createResellerAdmin(t, `${code.toLowerCase()}_admin`, code);
    }
    await setAllowList(t, [...(await allowListOf(t)), ...codes]);
    const clients = await Promise.all(codes.map((c) => orderClient(t, `${c.toLowerCase()}_admin`)));
    const bodies: Awaited<ReturnType<typeof seenCart>>[] = [];
    for (const c of clients) {
      expect((await add(c, last, 2)).statusCode).toBe(200);
      bodies.push(await seenCart(c));
    }
    const answers = await Promise.all(clients.map((c, i) => c.complete(bodies[i])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 409), answers.map((a) => a.body).join('\n')).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3); // 3 × 2 = 6 of 7 units
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().details[0]).toMatchObject({ reason: 'STOCK', availableQuantity: 1 });
    const [{ waiting }] = await rows<{ waiting: number }>(
      t,
      sql`select coalesce(sum(l.quantity), 0)::int as waiting from reseller_order_lines l join reseller_orders o on o.id = l.order_id
          where o.status = 'WAITING' and o.disty_id = ${dst1} and l.model_id = ${last.id}`,
    );
    expect(waiting).toBe(6);
    expect(await stockOf(t, dst1, last.id)).toEqual({ quantity: 7, reserved: 6 });
  });

  it('a completed order keeps its frozen prices when the price changes later', async () => {
    const res = await orderProducts(dealer, [{ product: shown, quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as OrderDetail;
    await changeResellerPrice(t, dst1, shown.id, 999);
    const again = (await dealer.get(`/api/order/${order.id}`)).json() as OrderDetail;
    expect(again.details[0].unitPrice).toBe(120.5);
    expect(again.totalPrice).toBe(120.5);
    await changeResellerPrice(t, dst1, shown.id, 120.5);
  });
});
