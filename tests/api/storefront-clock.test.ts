import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { execute, inTransaction } from '../../src/server/db/sql.js';
import { setDistyPrices } from '../../src/server/prices/price-versions.js';
import { tickStorefront } from '../../src/server/storefront/storefront-clock.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rows, userId } from '../support/api-helpers.js';
import { createCatalogue, type Catalogue } from '../support/catalogue-fixtures.js';
import { createShopProduct, orderClient, type OrderClient } from '../support/order-fixtures.js';

/**
 * The storefront's clock (storefront_tick, migration 0020): the read model holds what is on the
 * storefront now — a version gets its row when it comes into force (up to the 10-minute look-ahead
 * before) and loses it when it ends — and the grid is exact to the second in between. The passing
 * of time is played by moving a version's dates with the triggers off (as if the clock had moved),
 * then running the clock.
 */
const DAY = 86_400_000;

describe.each(dbKinds())('storefront clock on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dealer: OrderClient;
  let admin: number;
  let dst: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    dealer = await orderClient(t, 'reseller_admin');
    admin = await userId(t, 'ttg_admin');
    dst = cat.disties.DST001;
  });
  afterAll(() => t?.close());

  const itemsOf = (modelId: number) =>
    rows<{ price: number; start: Date; end: Date | null }>(
      t,
      sql`select reseller_price::float8 as price, price_start as start, price_end as "end" from storefront_items where model_id = ${modelId} and disty_id = ${dst} order by price_start`,
    );
  /** The product's card on the dealer's storefront (searched by its barcode), or undefined. */
  const card = async (barcode: string) => {
    const res = await dealer.post('/api/storefront/products?page=0&size=12', { barcode });
    expect(res.statusCode).toBe(200);
    return (res.json() as { content: { id: number; modelPriceDisty: { resellerPrice: number } }[] }).content[0];
  };
  /** Moves what the database holds as if `ms` had passed for this product's versions (triggers off: no writer did it). */
  async function timePasses(modelId: number, ms: number) {
    await inTransaction(t.database.db, async (tx) => {
      await execute(tx, sql`set local session_replication_role = replica`);
      const shift = sql`make_interval(secs => ${ms / 1000})`;
      await execute(tx, sql`update model_price_disties set start_date = start_date - ${shift}, end_date = end_date - ${shift} where model_id = ${modelId}`);
      await execute(tx, sql`update storefront_items set price_start = price_start - ${shift}, price_end = price_end - ${shift} where model_id = ${modelId}`);
    });
  }

  it('adds a version when it comes into force and removes the one it ends, with the grid exact in between', async () => {
    const product = await createShopProduct(t, cat, { prices: { [dst]: 40 } });
    const barcode = (await rows<{ barcode: string }>(t, sql`select barcode from models where id = ${product.id}`))[0].barcode;
    // Next week's price: the version in force gets its end; the coming one has no row yet.
    await inTransaction(t.database.db, (tx) => setDistyPrices(tx, dst, [{ modelId: product.id, startDate: new Date(Date.now() + 7 * DAY), resellerPrice: 45 }], admin));
    expect((await itemsOf(product.id)).map((r) => r.price)).toEqual([40]);
    expect((await card(barcode)).modelPriceDisty.resellerPrice).toBe(40);

    // Five minutes before the change the clock adds the coming row; the grid still shows 40.
    await timePasses(product.id, 7 * DAY - 5 * 60_000);
    expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(1);
    expect((await itemsOf(product.id)).map((r) => r.price)).toEqual([40, 45]);
    expect((await card(barcode)).modelPriceDisty.resellerPrice).toBe(40);

    // At the change, before the clock runs again: the grid shows the new price, once.
    await timePasses(product.id, 5 * 60_000 + 1000);
    const page = await dealer.post('/api/storefront/products?page=0&size=12', { barcode });
    expect(page.json().totalElements).toBe(1);
    expect(page.json().content[0].modelPriceDisty.resellerPrice).toBe(45);

    // The clock removes the ended row; the product stays with its new price.
    expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(1);
    expect((await itemsOf(product.id)).map((r) => r.price)).toEqual([45]);
    expect((await card(barcode)).modelPriceDisty.resellerPrice).toBe(45);
  });

  it('leaves a product whose only version ended, and brings back one whose first version starts', async () => {
    const ending = await createShopProduct(t, cat, { prices: { [dst]: 20 } });
    await execute(t.database.db, sql`update model_price_disties set end_date = now() + interval '1 hour' where model_id = ${ending.id}`);
    const later = await createShopProduct(t, cat, { prices: {} });
    const [supply] = await rows<{ id: number }>(t, sql`select id from model_price_supplies where model_id = ${later.id}`);
    await execute(
      t.database.db,
      sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type, decided_at)
          values (${later.id}, ${dst}, ${supply.id}, now() + interval '2 hours', 30, 'APPROVED', now())`,
    );
    expect(await itemsOf(later.id)).toEqual([]);
    await timePasses(ending.id, 2 * 3600_000);
    await timePasses(later.id, 2 * 3600_000 + 1000);
    // Before the clock: the ended row is still in the table but off the grid; the started one is missing.
    expect(await itemsOf(ending.id)).toHaveLength(1);
    expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(2);
    expect(await itemsOf(ending.id)).toEqual([]);
    expect((await itemsOf(later.id)).map((r) => r.price)).toEqual([30]);
  });

  it('runs once a minute across nodes: a second call within the interval, or while another holds the clock, does nothing', async () => {
    expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(0);
    expect(await tickStorefront(t.database.db)).toBe(-1);
    if (kind !== 'postgres') return;
    // Another node in the middle of its run (the clock row locked): this one returns at once.
    const { default: pg } = await import('pg');
    const other = new pg.Client({ connectionString: t.testDb.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from storefront_clock where id = 1 for update');
      const started = performance.now();
      expect(await tickStorefront(t.database.db, 0)).toBe(-1);
      expect(performance.now() - started).toBeLessThan(5000);
      await other.query('rollback');
    } finally {
      await other.end();
    }
    expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(0);
  });

  it('holds no history: after a year of weekly prices the table holds one row per product', async () => {
    const product = await createShopProduct(t, cat, { prices: { [dst]: 10 } });
    const weeks = Array.from({ length: 52 }, (_, i) => ({ modelId: product.id, startDate: new Date(Date.now() - (51 - i) * 7 * DAY - 3600_000), resellerPrice: 10 + i }));
    await inTransaction(t.database.db, (tx) => setDistyPrices(tx, dst, weeks, admin));
    const versions = await rows<{ n: number }>(t, sql`select count(*)::int as n from model_price_disties where model_id = ${product.id} and approve_type = 'APPROVED'`);
    expect(versions[0].n).toBeGreaterThanOrEqual(52);
    expect((await itemsOf(product.id)).map((r) => r.price)).toEqual([61]);
  });
});
