import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bucketOf, SALE_STOCK_BUCKETS, type SaleStockProduct, type SaleStockSyncAnswer, type SaleStockUnit } from '../../src/shared/contract/sale-stock-sync.js';
import { WIZARD_MSG } from '../../src/shared/contract/sale-texts.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { TRANSFER_SERIAL_COLUMN } from '../../src/shared/ledger.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Catalogue, type Client, clientFor, createCatalogue, sqlRows } from '../support/catalogue-fixtures.js';
import { createSaleProduct, giveUnits, type SaleProduct, type StockUnit } from '../support/sale-fixtures.js';
import { xlsxBuffer } from '../support/sheet-files.js';

/**
 * POST /api/sale/stockSync (issue 31, the wizard's offline basket): the login reseller's own units
 * in stock, by bucket digests, with the products' price bands; a sold or transferred unit leaves
 * the set on the next sync and only its bucket is sent again.
 */

/** The client's side of the protocol: the buckets and products it keeps, applied as the offline store does. */
class Holder {
  digests: string[] = Array.from({ length: SALE_STOCK_BUCKETS }, () => '');
  units = new Map<number, SaleStockUnit[]>();
  products = new Map<number, SaleStockProduct>();
  productsTag: string | null = null;

  apply(a: SaleStockSyncAnswer) {
    for (const b of a.buckets) {
      this.digests[b.bucket] = b.digest;
      if (b.units.length) this.units.set(b.bucket, b.units);
      else this.units.delete(b.bucket);
    }
    if (a.products) this.products = new Map(a.products.map((p) => [p.modelId, p]));
    this.productsTag = a.productsTag;
  }

  get body() {
    return { digests: this.digests, productsTag: this.productsTag };
  }

  serials() {
    return new Set([...this.units.values()].flat().map((u) => u[1]));
  }
}

describe.each(dbKinds())('sale stock sync on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dealer: Client; // reseller_admin of BY10001
  let user: Client; // reseller_user of BY10001
  let other: Client; // a BY10002 admin (same family)
  let admin: Client; // ttg_admin, no login reseller
  let priced: SaleProduct;
  let unpriced: SaleProduct;
  let mine: StockUnit[];
  let elsewhere: StockUnit[];
  let noPrice: StockUnit[];

  const sync = async (client: Client, body: object = {}) => {
    const res = await client.post('/api/sale/stockSync', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SaleStockSyncAnswer;
  };
  const resellerId = async (code: string) => (await sqlRows<{ id: number }>(t, sql`select id from resellers where code = ${code}`))[0].id;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    priced = await createSaleProduct(t, cat, { recommendedSellPrice: 100, tolerance: 10 });
    unpriced = await createSaleProduct(t, cat, { distyIds: [] });
    mine = await giveUnits(t, priced, 'BY10001', 5);
    noPrice = await giveUnits(t, unpriced, 'BY10001', 1);
    elsewhere = await giveUnits(t, priced, 'BY10002', 2);
    // A BY10002 admin, as the user screens would make one (the transfer's receiving side).
    const by10002 = await resellerId('BY10002');
    await t.database.db.execute(sql`
      with u as (insert into users (username, password_hash, name, surname, roles, login_reseller_id)
                 select 'sync_by10002', password_hash, 'Test', 'Bayi', roles, ${by10002}::int from users where username = 'reseller_admin' returning id)
      insert into user_resellers (user_id, reseller_id) select id, ${by10002}::int from u`);
    [dealer, user, other, admin] = await Promise.all(['reseller_admin', 'reseller_user', 'sync_by10002', 'ttg_admin'].map((u) => clientFor(t, u)));
  });
  afterAll(() => t?.close());

  it("answers the dealer's own units in stock, whole on a first sync, with the price band of each product", async () => {
    const a = await sync(dealer);
    const holder = new Holder();
    holder.apply(a);
    const held = await sqlRows<{ serial_no: string }>(
      t,
      sql`select serial_no from units where holder = 'RESELLER' and status = 'IN_STOCK' and holder_id = ${await resellerId('BY10001')}`,
    );
    // Exactly the dealer's stock (the demo seed's units of BY10001 too), nothing of BY10002.
    expect(holder.serials()).toEqual(new Set(held.map((r) => r.serial_no)));
    for (const u of [...mine, ...noPrice]) expect(holder.serials().has(u.serialNo)).toBe(true);
    for (const u of elsewhere) expect(holder.serials().has(u.serialNo)).toBe(false);
    // Each unit in the bucket of its id, with its product.
    for (const [bucket, units] of holder.units) for (const [id] of units) expect(bucketOf(id)).toBe(bucket);
    expect(holder.units.get(bucketOf(mine[0].id))).toContainEqual([mine[0].id, mine[0].serialNo, priced.id]);
    // TESF 100, tolerance 10 % → 110, the seed's MAX_DISCOUNT_RATIO 10 % → 90.
    expect(holder.products.get(priced.id)).toEqual({
      modelId: priced.id,
      barcode: priced.barcode,
      modelName: priced.name,
      brandName: 'Fixture İnci',
      subCategory: expect.stringContaining('Fixture Satış'),
      recommendedSellPrice: 100,
      priceWithTolerance: 110,
      maxDiscountRatio: 10,
      minPrice: 90,
      maxPrice: 110,
    });
    // No distributor version in force: no band (it cannot be sold).
    expect(holder.products.get(unpriced.id)).toMatchObject({ recommendedSellPrice: null, minPrice: null, maxPrice: null });
    // A reseller user of the same dealer gets the same set.
    const same = new Holder();
    same.apply(await sync(user));
    expect(same.serials()).toEqual(holder.serials());
  });

  it('answers nothing again while nothing changed, and only the changed bucket after a sale and a transfer', async () => {
    const holder = new Holder();
    holder.apply(await sync(dealer));
    const quiet = await sync(dealer, holder.body);
    expect(quiet.buckets).toEqual([]);
    expect(quiet.products).toBeNull();

    // Sold: the completion is another helper's endpoint; the ledger's move as it records a sale.
    const sold = mine[1];
    await t.database.db.execute(sql`with u as (update units set holder = 'CUSTOMER', status = 'SOLD', moves = moves + 1 where id = ${sold.id} returning id, holder_id)
      insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at) select id, 'SALE', 'RESELLER', holder_id, 'CUSTOMER', holder_id, 'SOLD', 0, now() from u`);
    // Transferred: BY10002 takes a family unit through the real transfer upload.
    const moved = mine[2];
    const file = await xlsxBuffer([TRANSFER_SERIAL_COLUMN], [[moved.serialNo]]);
    const upload = await other.upload('/api/serialTransfer/upload', {}, [{ field: 'file', fileName: 'devir.xlsx', data: file }]);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ transferred: 1 });

    const next = await sync(dealer, holder.body);
    expect(next.buckets.map((b) => b.bucket).sort((x, y) => x - y)).toEqual([...new Set([bucketOf(sold.id), bucketOf(moved.id)])].sort((x, y) => x - y));
    holder.apply(next);
    expect(holder.serials().has(sold.serialNo)).toBe(false);
    expect(holder.serials().has(moved.serialNo)).toBe(false);
    expect(holder.serials().has(mine[0].serialNo)).toBe(true);
    // Unchanged products are not sent again.
    expect(next.products).toBeNull();
    // The unit now is BY10002's.
    const theirs = new Holder();
    theirs.apply(await sync(other));
    expect(theirs.serials().has(moved.serialNo)).toBe(true);
    expect(theirs.serials().has(mine[0].serialNo)).toBe(false);
    // And the dealer's copy is in step again.
    expect((await sync(dealer, holder.body)).buckets).toEqual([]);
  });

  it('sends the products again when a band changes (the dealer lowers its MAX_DISCOUNT_RATIO)', async () => {
    const holder = new Holder();
    holder.apply(await sync(dealer));
    // /resellerParamList's save.
    const save = await dealer.post('/api/parameter/reseller/update', { key: 'MAX_DISCOUNT_RATIO', value: '5' });
    expect(save.statusCode, save.body).toBe(200);
    const next = await sync(dealer, holder.body);
    expect(next.buckets).toEqual([]);
    expect(next.products?.find((p) => p.modelId === priced.id)).toMatchObject({ maxDiscountRatio: 5, minPrice: 95, maxPrice: 110 });
  });

  it('starts over on digests of another bucket count, and refuses a caller without a login reseller or a screen', async () => {
    const full = await sync(dealer, { digests: ['1:2'] });
    expect(full.buckets.flatMap((b) => b.units).length).toBeGreaterThanOrEqual(mine.length - 2);
    expect(full.buckets.every((b) => b.units.length > 0)).toBe(true);

    const refused = await admin.post('/api/sale/stockSync', {});
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.BUSINESS, description: WIZARD_MSG.noReseller });
    for (const username of ['disty_admin', 'supply_admin']) {
      const c = await clientFor(t, username);
      expect((await c.post('/api/sale/stockSync', {})).statusCode).toBe(403);
    }
    // Garbage is a 400, never a 5xx.
    for (const body of [{ digests: 'x' }, { digests: [1, 2] }, { productsTag: 'x'.repeat(100) }]) {
      expect((await dealer.post('/api/sale/stockSync', body)).statusCode).toBe(400);
    }
  });
});
