import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { execute, inTransaction } from '../../src/server/db/sql.js';
import { pruneChangeLog } from '../../src/server/storefront/storefront-clock.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rows } from '../support/api-helpers.js';
import { type Client, clientFor, createCatalogue, type Catalogue, insertApprovedProduct } from '../support/catalogue-fixtures.js';
import { createShopProduct, orderClient, type OrderClient } from '../support/order-fixtures.js';

/**
 * List snapshots (lib/key-snapshots.ts): the admin product list and the storefront slice every
 * page, at any depth, and the total from a kept ordered key list. What they answer must be what
 * the database holds at every request: each page equals the same page read straight from SQL,
 * and a write — through the API, or raw SQL on another connection as another node would make —
 * shows in the very next request; so does a price window that passes with no write at all, and a
 * change whose log row was pruned.
 */
describe.each(dbKinds())('list snapshots on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let admin: Client;
  let dealer: OrderClient;
  let dst: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    admin = await clientFor(t, 'ttg_admin');
    dealer = await orderClient(t, 'reseller_admin');
    dst = cat.disties.DST001;
    // Enough products for several pages of the search below.
    for (let i = 0; i < 30; i++) await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name: `Anlık Görüntü Kablo ${String(i).padStart(2, '0')}` });
  });
  afterAll(() => t?.close());

  const adminPage = async (page: number, size: number, filter: object = {}) => {
    const res = await admin.post(`/api/model/getAll/admin?page=${page}&size=${size}&sort=id,desc`, filter);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { content: { id: number }[]; totalElements: number };
    return { ids: body.content.map((r) => r.id), total: body.totalElements };
  };
  const adminTruth = async (namePart: string) =>
    (await rows<{ id: number }>(t, sql`select id from models where name ilike ${`%${namePart}%`} order by id desc`)).map((r) => r.id);

  const shopPage = async (page: number, size: number, filter: object = {}) => {
    const res = await dealer.post(`/api/storefront/products?page=${page}&size=${size}`, filter);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { content: { id: number }[]; totalElements: number };
    return { ids: body.content.map((r) => r.id), total: body.totalElements };
  };
  const shopTruth = async () =>
    (
      await rows<{ id: number }>(
        t,
        sql`select i.model_id as id from storefront_items i where i.disty_id = ${dst} and i.price_start <= now() and (i.price_end is null or i.price_end > now())
            order by i.dashboard desc nulls last, i.name, i.model_id`,
      )
    ).map((r) => r.id);

  it('answers every page of the admin list as SQL does, first to last, and the total', async () => {
    const truth = await adminTruth('görüntü kablo');
    expect(truth.length).toBe(30);
    for (const page of [0, 3, 1, 5, 2, 4]) {
      const got = await adminPage(page, 5, { modelName: 'görüntü kablo' });
      expect(got.total).toBe(30);
      expect(got.ids).toEqual(truth.slice(page * 5, page * 5 + 5));
    }
    expect((await adminPage(9, 5, { modelName: 'görüntü kablo' })).ids).toEqual([]);
  });

  it('shows a write in the next request: through the API, and through another connection', async () => {
    const filter = { modelName: 'görüntü kablo' };
    await adminPage(2, 5, filter);
    // A product renamed out of the search (raw SQL, as another node's writer).
    const [gone] = await adminTruth('görüntü kablo');
    await execute(t.database.db, sql`update models set name = 'Yeniden Adlandırılmış Ürün' where id = ${gone}`);
    let got = await adminPage(0, 5, filter);
    expect(got.total).toBe(29);
    expect(got.ids).not.toContain(gone);
    // A new product through the API's writer path lands in the list at once.
    const added = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name: 'Anlık Görüntü Kablo Yeni' });
    got = await adminPage(0, 5, filter);
    expect(got.total).toBe(30);
    expect(got.ids[0]).toBe(added.id);
    if (kind === 'postgres') {
      const { default: pg } = await import('pg');
      const other = new pg.Client({ connectionString: t.testDb.url });
      await other.connect();
      try {
        await other.query(`update models set name = 'Anlık Görüntü Kablo Başka Düğüm' where id = $1`, [gone]);
      } finally {
        await other.end();
      }
      got = await adminPage(0, 25, filter);
      expect(got.total).toBe(31);
      expect(got.ids).toContain(gone);
    }
  });

  it('answers deep storefront pages as SQL does, and follows a new price and a removed one', async () => {
    const truth = await shopTruth();
    expect(truth.length).toBeGreaterThan(100);
    const size = 12;
    const last = Math.floor((truth.length - 1) / size);
    for (const page of [last, 0, Math.floor(last / 2), last - 1]) {
      const got = await shopPage(page, size);
      expect(got.total).toBe(truth.length);
      expect(got.ids).toEqual(truth.slice(page * size, page * size + size));
    }
    const product = await createShopProduct(t, cat, { prices: { [dst]: 33 } });
    expect((await shopPage(last, size)).total).toBe(truth.length + 1);
    expect((await shopPage(0, size)).ids).toEqual((await shopTruth()).slice(0, size));
    await execute(t.database.db, sql`update model_price_disties set approve_type = 'REJECTED' where model_id = ${product.id}`);
    expect((await shopPage(last, size)).total).toBe(truth.length);
  });

  it('drops a storefront product when its price ends, with no write in between', async () => {
    const before = (await shopPage(0, 12)).total;
    const product = await createShopProduct(t, cat, { prices: { [dst]: 44 } });
    await execute(t.database.db, sql`update model_price_disties set end_date = now() + interval '1500 milliseconds' where model_id = ${product.id}`);
    expect((await shopPage(0, 12)).total).toBe(before + 1);
    await vi.waitFor(async () => expect((await shopPage(0, 12)).total).toBe(before), { timeout: 10_000, interval: 250 });
  });

  it('reads the list again when the change log was pruned past it', async () => {
    const filter = { modelName: 'görüntü kablo' };
    const kept = await adminPage(0, 25, filter);
    // A write, then two prunes: its log row is gone and the horizon moved past the kept list.
    await inTransaction(t.database.db, (tx) => execute(tx, sql`update models set name = 'Budanmış Kayıt' where id = ${kept.ids[0]}`));
    await execute(t.database.db, sql`update change_log_horizon set pruned_at = now() - interval '1 hour'`);
    expect(await pruneChangeLog(t.database.db)).toBeGreaterThanOrEqual(0);
    await execute(t.database.db, sql`update change_log_horizon set pruned_at = now() - interval '1 hour'`);
    expect(await pruneChangeLog(t.database.db)).toBeGreaterThanOrEqual(1);
    const again = await adminPage(0, 25, filter);
    expect(again.total).toBe(kept.total - 1);
    expect(again.ids).not.toContain(kept.ids[0]);
  });
});
