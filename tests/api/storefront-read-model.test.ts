import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inTransaction, queryRows } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { userId } from '../support/api-helpers.js';
import { clientFor, createCatalogue, insertApprovedProduct } from '../support/catalogue-fixtures.js';

/**
 * The storefront's read model (storefront_items) is kept by triggers: after any writer, it must
 * hold exactly what the source tables say — every approved distributor version with a reseller
 * price in force now or within the look-ahead (10 minutes) and not ended, of an approved product,
 * with that product's fields and its home-page label; no history, no version further ahead.
 * Checked after the demo seed and after writes of each kind (prices through the price core, a
 * product change through approval, home-page labels through the API, raw SQL). The clock's part
 * (versions coming into force, ended ones leaving) is in storefront-clock.test.ts.
 */
const DAY = 86_400_000;

const expected = sql`
  select d.id as price_id, d.disty_id, d.model_id, d.reseller_price::float8 as reseller_price, d.start_date as price_start, d.end_date as price_end,
    m.category_id, m.sub_category_id, m.brand_id, m.name, m.barcode, m.supply_status, m.origin, m.approved_at,
    exists (select 1 from model_labels l where l.model_id = m.id and l.label_status = 'DASHBOARD') as dashboard
  from model_price_disties d join models m on m.id = d.model_id
  where d.approve_type = 'APPROVED' and d.reseller_price is not null and (d.end_date is null or d.end_date > now()) and m.approve_type = 'APPROVED'
    and d.start_date <= now() + interval '10 minutes'`;
const actual = sql`
  select price_id, disty_id, model_id, reseller_price::float8 as reseller_price, price_start, price_end, category_id, sub_category_id, brand_id,
    name, barcode, supply_status, origin, approved_at, dashboard
  from storefront_items`;

describe.each(dbKinds())('storefront read model on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  /** Both sets as sorted JSON lines, so a difference shows which rows. */
  async function expectInSync() {
    const lines = async (q: ReturnType<typeof sql>) =>
      (await queryRows<Record<string, unknown>>(t.database.db, q)).map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
    const [want, got] = await Promise.all([lines(expected), lines(actual)]);
    expect(got.length).toBe(want.length);
    expect(got).toEqual(want);
    return want.length;
  }

  it('holds exactly the storefront rows after the demo seed', async () => {
    expect(await expectInSync()).toBeGreaterThan(1000);
  });

  it('follows prices, approvals, product changes and home-page labels', async () => {
    const db = t.database.db;
    const cat = await createCatalogue(t);
    const product = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone });
    const admin = await userId(t, 'ttg_admin');
    const dst = cat.disties.DST001;
    const base = { taxRatio: 20 as const, recommendedEdmPrice: null, recommendedResellerPrice: 80, recommendedSellPrice: 120 };
    // A supplier version waits for the distributors: nothing on the storefront yet.
    const [v1] = await inTransaction(db, (tx) => submitSupplierPrices(tx, [{ modelId: product.id, startDate: new Date(Date.now() - DAY), distyPrice: 50, ...base }], { userId: admin }));
    await expectInSync();
    await inTransaction(db, async (tx) => {
      const [row] = await queryRows<{ id: number }>(tx, sql`select id from model_price_disties where model_price_supply_id = ${v1} and disty_id = ${dst}`);
      await decidePrices(tx, { ids: [row.id], distyId: dst, userId: admin, approve: true });
      await setDistyPrices(tx, dst, [{ modelId: product.id, startDate: new Date(Date.now() - DAY / 2), resellerPrice: 99.5 }], admin);
    });
    await expectInSync();
    // A coming version: the current one gets its end; the coming one has no row until it comes
    // into force (the clock adds it), and one within the look-ahead has its row already.
    await inTransaction(db, (tx) => setDistyPrices(tx, dst, [{ modelId: product.id, startDate: new Date(Date.now() + 3 * DAY), resellerPrice: 105 }], admin));
    const rows = await queryRows<{ price_end: Date | null }>(db, sql`select price_end from storefront_items where model_id = ${product.id} and disty_id = ${dst} order by price_start`);
    expect(rows).toHaveLength(1);
    expect(rows[0].price_end).not.toBeNull();
    await expectInSync();
    await inTransaction(db, (tx) => setDistyPrices(tx, dst, [{ modelId: product.id, startDate: new Date(Date.now() + 5 * 60_000), resellerPrice: 104 }], admin));
    expect(await queryRows(db, sql`select 1 from storefront_items where model_id = ${product.id} and disty_id = ${dst}`)).toHaveLength(2);
    await expectInSync();
    // The product's own fields and its home-page label.
    await db.execute(sql`update models set name = 'Okuma Modeli Yeni Ad', brand_id = ${cat.brands.second} where id = ${product.id}`);
    await expectInSync();
    const adminClient = await clientFor(t, 'ttg_admin');
    expect((await adminClient.post(`/api/model/add/dashboard/${product.id}`)).statusCode).toBe(200);
    expect((await queryRows<{ dashboard: boolean }>(db, sql`select dashboard from storefront_items where model_id = ${product.id}`)).every((r) => r.dashboard)).toBe(true);
    expect((await adminClient.post(`/api/model/remove/dashboard/${product.id}`)).statusCode).toBe(200);
    await expectInSync();
    // Raw SQL writers too (a version deleted, a reseller price cleared).
    await db.execute(sql`update model_price_disties set reseller_price = null where model_id = ${product.id} and reseller_price = 105`);
    await db.execute(sql`delete from model_price_disties where model_id = ${product.id} and approve_type = 'WAITING'`);
    await expectInSync();
  });
});
