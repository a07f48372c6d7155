import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MSG, type Cart } from '../../src/shared/contract/cart.js';
import { STOREFRONT_MSG } from '../../src/shared/storefront.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue } from '../support/catalogue-fixtures.js';
import { clearOrders, createShopProduct, type ShopProduct } from '../support/order-fixtures.js';

/**
 * Cart writes the offline outbox replays (docs/offline.md "Offline sync on the server"): POST /order/cart/line and
 * /order/cart/deleteLine take an optional Idempotency-Key — a replay answers the first answer and
 * changes nothing, the same key with another body or on the other endpoint is 422, a refusal
 * leaves no key — and the `set` form sets a product's line without knowing its id.
 */
describe.each(dbKinds())('idempotent cart writes on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dst1: number;
  let headers: Record<string, string>;
  let shown: ShopProduct; // on DST001's storefront, 100 in stock
  let yok: ShopProduct; // on it, but YOK
  let offSale: ShopProduct; // DST001 entered no reseller price

  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url: `/api/order/cart/${url}`, headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
  const line = (payload: object, key?: string) => post('line', payload, key);
  const cart = async () => (await t.app.inject({ method: 'GET', url: '/api/order/cart/0', headers })).json() as Cart;
  const quantityOf = async (p: ShopProduct) => (await cart()).resellerProductOrderDetails.find((l) => l.model.id === p.id)?.quantity ?? 0;
  const keyCount = async (key: string) => (await rows<{ n: number }>(t, sql`select count(*)::int as n from idempotency_keys where key = ${key}`))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    dst1 = cat.disties.DST001;
    await clearOrders(t);
    headers = bearer((await loginAs(t.app, 'reseller_admin')).token);
    shown = await createShopProduct(t, cat, { prices: { [dst1]: 12.5 }, stock: { [dst1]: 100 } });
    yok = await createShopProduct(t, cat, { prices: { [dst1]: 9 }, stock: { [dst1]: 0 } });
    offSale = await createShopProduct(t, cat, { prices: { [dst1]: null }, stock: { [dst1]: 100 } });
  });
  afterAll(() => t?.close());

  it('a replayed add with the same key adds once and answers the first answer', async () => {
    const body = { modelId: shown.id, quantity: 3, barcode: shown.barcode };
    const first = await line(body, `add-${kind}-1`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await line(body, `add-${kind}-1`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await quantityOf(shown)).toBe(3);
    // A new key is a new write.
    await line(body, `add-${kind}-2`);
    expect(await quantityOf(shown)).toBe(6);
    // Without a key, as before: every call adds.
    await line(body);
    await line(body);
    expect(await quantityOf(shown)).toBe(12);
  });

  it('concurrent repeats of one key add once', async () => {
    const before = await quantityOf(shown);
    const body = { modelId: shown.id, quantity: 1, barcode: shown.barcode };
    const answers = await Promise.all(Array.from({ length: 5 }, () => line(body, `add-${kind}-race`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await quantityOf(shown)).toBe(before + 1);
  });

  it('the same key with another body, or on the other endpoint, is 422 (1006) and changes nothing', async () => {
    const before = await quantityOf(shown);
    expect((await line({ modelId: shown.id, quantity: 2, barcode: shown.barcode }, `mismatch-${kind}`)).statusCode).toBe(200);
    expectCoded(await line({ modelId: shown.id, quantity: 5, barcode: shown.barcode }, `mismatch-${kind}`), 422, 1006);
    const id = (await cart()).resellerProductOrderDetails.find((l) => l.model.id === shown.id)!.id;
    expectCoded(await post('deleteLine', { resellerProductDetailId: id, modelId: shown.id }, `mismatch-${kind}`), 422, 1006);
    expect(await quantityOf(shown)).toBe(before + 2);
    // A malformed key is 400, never ignored.
    expectCoded(await line({ modelId: shown.id, quantity: 1, barcode: shown.barcode }, 'bad key with spaces'), 400, 10001);
  });

  it('a refused write leaves no key: the same key may be sent again once the reason is gone', async () => {
    const key = `refused-${kind}`;
    const res = await line({ modelId: yok.id, quantity: 1, barcode: yok.barcode }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[0]).toBe(STOREFRONT_MSG.noStock);
    expect(await keyCount(key)).toBe(0);
    await t.database.db.execute(sql`update disty_stocks set quantity = 50 where disty_id = ${dst1} and model_id = ${yok.id}`);
    expect((await line({ modelId: yok.id, quantity: 1, barcode: yok.barcode }, key)).statusCode).toBe(200);
    expect(await keyCount(key)).toBe(1);
    await t.database.db.execute(sql`update disty_stocks set quantity = 0 where disty_id = ${dst1} and model_id = ${yok.id}`);
  });

  it('a replayed delete answers the first answer; the line stays gone', async () => {
    const c = await cart();
    const l = c.resellerProductOrderDetails.find((x) => x.model.id === yok.id)!;
    const body = { resellerProductDetailId: l.id, modelId: yok.id };
    const first = await post('deleteLine', body, `del-${kind}`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('deleteLine', body, `del-${kind}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await quantityOf(yok)).toBe(0);
    // Without the key the same delete is a 404 now (the line is gone).
    expectCoded(await post('deleteLine', body), 404, 404);
  });

  it('the set form creates, sets and removes a product’s line; raising needs the product on sale and not YOK', async () => {
    const fresh = await createShopProduct(t, cat, { prices: { [dst1]: 7 }, stock: { [dst1]: 10 } });
    const set = (p: ShopProduct, quantity: number, key?: string) => line({ modelId: p.id, quantity, set: true }, key);
    let res = await set(fresh, 4, `set-${kind}-1`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Cart).resellerProductOrderDetails.find((l) => l.model.id === fresh.id)).toMatchObject({ quantity: 4, price: 7 });
    // Replayed: still 4 (a set is a set), and the first answer.
    expect((await set(fresh, 4, `set-${kind}-1`)).json()).toEqual(res.json());
    expect((await set(fresh, 250_000)).statusCode).toBe(200); // the dialog's range, not the card's
    expect(await quantityOf(fresh)).toBe(250_000);
    expect((await set(fresh, 2)).statusCode).toBe(200);
    expect(await quantityOf(fresh)).toBe(2);
    res = await set(fresh, 0);
    expect(res.statusCode).toBe(200);
    expect(await quantityOf(fresh)).toBe(0);
    expect((await set(fresh, 0)).statusCode).toBe(200); // nothing to remove: still fine

    const refused = await set(yok, 1);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields[0]).toBe(STOREFRONT_MSG.noStock);
    expectCoded(await set(offSale, 1), 404, 404);

    // Lowering is always allowed, even once the product went YOK.
    await set(fresh, 5);
    await t.database.db.execute(sql`update disty_stocks set quantity = 0 where disty_id = ${dst1} and model_id = ${fresh.id}`);
    expect((await set(fresh, 3)).statusCode).toBe(200);
    expect(await quantityOf(fresh)).toBe(3);
    expect((await set(fresh, 4)).statusCode).toBe(422);

    // One form at a time; the dialog's limit.
    const c = await cart();
    const id = c.resellerProductOrderDetails.find((l) => l.model.id === fresh.id)!.id;
    const both = expectValidation(await line({ modelId: fresh.id, quantity: 1, set: true, resellerProductDetailId: id }));
    expect(both.errors).toEqual([{ field: 'set', message: CART_MSG.oneLineForm }]);
    expectValidation(await line({ modelId: fresh.id, quantity: 1, set: false }));
    expectValidation(await set(fresh, 1_000_001));
  });

  it('the OpenAPI document offers the key on both writes, optional', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/order/cart/line', '/api/order/cart/deleteLine']) {
      const op = doc.paths[path].post;
      expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
      expect(op.responses['422']).toBeDefined();
    }
    const complete = doc.paths['/api/order/cart/complete'].post;
    expect(complete.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', required: true }));
  });

  it("one user's key sent by another user is that user's own new write: it never replays the first user's answer (their cart)", async () => {
    // BY10002's admin: another reseller of the same distributor, on the order allow-list.
    await t.database.db.execute(sql`
      insert into users (username, password_hash, name, surname, gsm_no, roles, login_reseller_id)
      select 'moda_admin', u.password_hash, 'Test', 'Moda', '5359990042', u.roles, r.id from users u, resellers r where u.username = 'reseller_admin' and r.code = 'BY10002'
      on conflict do nothing`);
    await t.database.db.execute(sql`insert into user_resellers (user_id, reseller_id) select id, login_reseller_id from users where username = 'moda_admin' on conflict do nothing`);
    const moda = bearer((await loginAs(t.app, 'moda_admin')).token);
    const key = `shared-${kind}`;
    const mine = await line({ modelId: shown.id, quantity: 2, barcode: shown.barcode }, key);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await t.app.inject({ method: 'POST', url: '/api/order/cart/line', headers: { ...moda, 'idempotency-key': key }, payload: { modelId: shown.id, quantity: 1, barcode: shown.barcode } });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirCart = theirs.json() as Cart;
    expect(theirCart.id).not.toBe((mine.json() as Cart).id);
    expect(theirCart.resellerProductOrderDetails.map((l) => [l.model.id, l.quantity])).toEqual([[shown.id, 1]]);
    expect(await keyCount(key)).toBe(2); // one per user
  });
});
