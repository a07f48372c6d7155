import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SimilarProduct, StorefrontDetail, StorefrontFilterOptions, StorefrontProduct } from '../../src/shared/contract/storefront.js';
import { ORDER_ALLOW_LIST_KEY, PARAM_KEYS, STOREFRONT_MSG } from '../../src/shared/storefront.js';
import { type Db, inTransaction, queryRows } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { seedStorefront } from '../../src/server/db/seed/storefront.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, insertApprovedProduct } from '../support/catalogue-fixtures.js';

/**
 * The dealer's storefront (spec 3 §2.15, §7): POST /api/storefront/products and the detail,
 * similar, label/stock type and filter endpoints. The demo reseller BY10001 (reseller_admin)
 * buys from DST001. Fixture products carry barcodes starting with 'SFX-' and the pages are
 * read with that barcode filter, so the demo seed's storefront never mixes in. Prices go
 * through the real price core.
 */
const DAY = 86_400_000;
const PREFIX = 'SFX-';
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);
const price = (distyPrice: number) => ({ taxRatio: 20 as const, distyPrice, recommendedEdmPrice: null, recommendedResellerPrice: distyPrice + 20, recommendedSellPrice: distyPrice + 50 });

type Page = { content: StorefrontProduct[]; totalElements: number };
type Key = 'alpha' | 'beta' | 'gamma' | 'delta' | 'future' | 'waiting' | 'noPrice' | 'other';

describe.each(dbKinds())('storefront products on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let reseller: Client;
  const p = {} as Record<Key, { id: number; barcode: string; name: string }>;

  const page = async (body: object = {}, query = '') => {
    const res = await reseller.post(`/api/storefront/products${query}`, { barcode: PREFIX, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const ids = (pg: Page) => pg.content.map((r) => r.id);
  const setParam = (db: Db, key: string, value: string) =>
    db.execute(sql`insert into parameters (key, description, value) values (${key}, ${key}, ${value})
      on conflict (key, coalesce(reseller_code, '')) do update set value = excluded.value`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.database.db;
    cat = await createCatalogue(t);
    reseller = await clientFor(t, 'reseller_admin');
    const seed = (key: Key, name: string, supplyId: number, over: object = {}) =>
      insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name, barcode: `${PREFIX}${key.toUpperCase()}`, ...over }).then(
        (r) => (p[key] = r),
      );
    const { TDR001, TDR002 } = cat.supplies;
    await seed('alpha', 'Fixture Vitrin Alfa', TDR001);
    await seed('beta', 'Fixture Vitrin Beta', TDR001, { brandId: cat.brands.second, supplyStatus: 'KAPALI', origin: 'Vietnam' });
    await seed('gamma', 'Fixture Vitrin Gama', TDR002, { subCategoryId: cat.subCategories.leather });
    await seed('delta', 'Fixture Vitrin Delta', TDR002, { subCategoryId: cat.subCategories.fast });
    await seed('future', 'Fixture Vitrin Gelecek', TDR001);
    await seed('waiting', 'Fixture Vitrin Bekleyen', TDR001);
    await seed('noPrice', 'Fixture Vitrin Girilmedi', TDR001);
    await seed('other', 'Fixture Vitrin Karadeniz', TDR001);
    await db.execute(sql`update models set description = 'Alfa açıklaması' where id = ${p.alpha.id}`);

    const supplier = await userId(t, 'supply_admin');
    const distyUser = await userId(t, 'disty_admin');
    const { DST001, DST002 } = cat.disties;
    await inTransaction(db, async (tx) => {
      const v = await submitSupplierPrices(
        tx,
        [
          ...(['alpha', 'beta', 'gamma', 'delta', 'waiting', 'noPrice', 'other'] as const).map((k) => ({ modelId: p[k].id, startDate: at(-10), ...price(100) })),
          { modelId: p.future.id, startDate: at(10), ...price(100) },
        ],
        { userId: supplier },
      );
      const rowsOf = async (distyId: number, versions: number[]) =>
        (
          await queryRows<{ id: number }>(
            tx,
            sql`select id from model_price_disties where disty_id = ${distyId} and model_price_supply_id = any(${`{${versions.join(',')}}`}::int[])`,
          )
        ).map((r) => r.id);
      // DST001 approves all but 'waiting' and 'other'; DST002 approves 'other' (and alpha).
      const [alpha, beta, gamma, delta, , noPrice, other, future] = v;
      await decidePrices(tx, { ids: await rowsOf(DST001, [alpha, beta, gamma, delta, noPrice, future]), distyId: DST001, approve: true, userId: distyUser });
      await decidePrices(tx, { ids: await rowsOf(DST002, [alpha, other]), distyId: DST002, approve: true, userId: distyUser });
      await setDistyPrices(
        tx,
        DST001,
        [
          { modelId: p.alpha.id, startDate: at(-5), resellerPrice: 150 },
          { modelId: p.beta.id, startDate: at(-5), resellerPrice: 250 },
          { modelId: p.gamma.id, startDate: at(-5), resellerPrice: 50 },
          { modelId: p.delta.id, startDate: at(-5), resellerPrice: 999.5 },
          { modelId: p.future.id, startDate: at(11), resellerPrice: 77 },
        ],
        distyUser,
      );
      await setDistyPrices(
        tx,
        DST002,
        [
          { modelId: p.alpha.id, startDate: at(-5), resellerPrice: 140 },
          { modelId: p.other.id, startDate: at(-5), resellerPrice: 60 },
        ],
        distyUser,
      );
    });

    // Stock: silicone thresholds 2 / 5; alpha 20 − 4 reserved = 16 (VAR), beta 5 (LİMİTLİ),
    // gamma 3 against the default 0 / 10 (LİMİTLİ), delta no row (YOK). DST002's row never counts.
    await db.execute(sql`update sub_categories set none_stock_status_max = 2, limited_stock_status_max = 5 where id = ${cat.subCategories.silicone}`);
    await db.execute(sql`insert into disty_stocks (disty_id, model_id, quantity, reserved) values
      (${DST001}, ${p.alpha.id}, 20, 4), (${DST001}, ${p.beta.id}, 5, 0), (${DST001}, ${p.gamma.id}, 3, 0), (${DST002}, ${p.delta.id}, 500, 0)`);

    // Labels: gamma on the home page; alpha approved 5 days ago (new), the others long ago.
    await db.execute(sql`insert into model_labels (model_id, label_status) values (${p.gamma.id}, 'DASHBOARD')`);
    await db.execute(sql`update models set approved_at = now() - interval '100 days' where barcode like 'SFX-%'`);
    await db.execute(sql`update models set approved_at = now() - interval '5 days' where id = ${p.alpha.id}`);
    await db.execute(sql`update models set approved_at = null where id = ${p.delta.id}`);
    await setParam(db, PARAM_KEYS.newProductDays, '30');

    // Orders: delta then beta are DST001's best sellers of the last 30 days; an old order, a
    // cancelled one and another distributor's order do not count.
    await setParam(db, PARAM_KEYS.bestSellerCount, '2');
    const [{ id: resellerId }] = await queryRows<{ id: number }>(db, sql`select id from resellers where code = 'BY10001'`);
    const order = async (distyId: number, status: string, daysAgo: number, lines: [number, number][]) => {
      const [{ id }] = await queryRows<{ id: number }>(
        db,
        sql`insert into reseller_orders (reseller_id, disty_id, status, request_date)
            values (${resellerId}, ${distyId}, ${status}, now() - make_interval(days => ${daysAgo})) returning id`,
      );
      for (const [modelId, quantity] of lines)
        await db.execute(sql`insert into reseller_order_lines (order_id, model_id, quantity, unit_price) values (${id}, ${modelId}, ${quantity}, 1)`);
    };
    await order(DST001, 'APPROVED', 3, [
      [p.delta.id, 900_000],
      [p.beta.id, 500_000],
    ]);
    await order(DST001, 'WAITING', 1, [[p.beta.id, 300_000]]);
    await order(DST001, 'WAITING', 1, [[p.alpha.id, 10]]);
    await order(DST001, 'APPROVED', 40, [[p.alpha.id, 9_000_000]]);
    await order(DST001, 'CANCELLED', 2, [[p.gamma.id, 9_000_000]]);
    await order(DST002, 'APPROVED', 2, [[p.alpha.id, 9_000_000]]);
  });
  afterAll(() => t.close());

  it("lists its own distributor's products with a reseller price in force: home page first, then by name", async () => {
    const all = await page();
    expect(ids(all)).toEqual([p.gamma.id, p.alpha.id, p.beta.id, p.delta.id]);
    expect(all.totalElements).toBe(4);
    const alpha = all.content[1];
    expect(alpha).toMatchObject({
      id: p.alpha.id,
      model: {
        id: p.alpha.id,
        name: 'Fixture Vitrin Alfa',
        barcode: 'SFX-ALPHA',
        brand: { id: cat.brands.active, name: 'Fixture İnci' },
        category: { id: cat.categories.cases, name: 'Fixture Kılıflar' },
        subCategory: { id: cat.subCategories.silicone, name: 'Fixture Silikon Kılıf' },
        supplyStatus: 'AÇIK',
        origin: null,
        firstPicture: null,
      },
      modelPriceDisty: { resellerPrice: 150 },
      stockStatus: 'AVAILABLE',
      stockStatusLabel: 'VAR',
      severity: 'success',
      quantity: 16,
      labels: ['NEW_PRODUCT'],
    });
    expect(all.content[3]).toMatchObject({ modelPriceDisty: { resellerPrice: 999.5 }, stockStatus: 'NONE', stockStatusLabel: 'YOK', quantity: 0, labels: ['SELL_BEST_PRODUCT'] });
    expect(all.content[0].labels).toEqual(['DASHBOARD']);
    expect(all.content[2].labels).toEqual(['SELL_BEST_PRODUCT']);
  });

  it('pages with the sizes 12/24/36 at most', async () => {
    const second = await page({}, '?page=1&size=2');
    expect(ids(second)).toEqual([p.beta.id, p.delta.id]);
    expect(second.totalElements).toBe(4);
    expectValidation(await reseller.post('/api/storefront/products?size=37', {}));
    const full = await page({}, '?size=36');
    expect(full.content).toHaveLength(4);
  });

  it('pages across the border between the home-page products and the others', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into model_labels (model_id, label_status) values (${p.beta.id}, 'DASHBOARD')`);
    try {
      const order = [p.beta.id, p.gamma.id, p.alpha.id, p.delta.id];
      for (let i = 0; i < 4; i++) expect(ids(await page({}, `?page=${i}&size=1`))).toEqual([order[i]]);
      expect(ids(await page({}, '?page=0&size=3'))).toEqual(order.slice(0, 3));
      expect(ids(await page({}, '?page=1&size=3'))).toEqual([p.delta.id]);
      expect(ids(await page({}, '?page=0&size=2'))).toEqual(order.slice(0, 2));
      expect((await page({}, '?page=5&size=2')).content).toEqual([]);
    } finally {
      await db.execute(sql`delete from model_labels where model_id = ${p.beta.id} and label_status = 'DASHBOARD'`);
    }
  });

  it('filters by each field of the detailed search', async () => {
    expect(ids(await page({ category: cat.categories.chargers }))).toEqual([p.delta.id]);
    expect(ids(await page({ subCategory: cat.subCategories.leather }))).toEqual([p.gamma.id]);
    expect(ids(await page({ brand: cat.brands.second }))).toEqual([p.beta.id]);
    expect(ids(await page({ barcode: 'sfx-alp' }))).toEqual([p.alpha.id]);
    expect(ids(await page({ supplyStatus: 'KAPALI' }))).toEqual([p.beta.id]);
    expect(ids(await page({ origin: 'vietnam' }))).toEqual([p.beta.id]);
    expect(ids(await page({ origin: 'Viet' }))).toEqual([]);
    expect(ids(await page({ minPrice: 100, maxPrice: 200 }))).toEqual([p.alpha.id]);
    expect(ids(await page({ minPrice: 999.5 }))).toEqual([p.delta.id]);
    expect(ids(await page({ maxPrice: 50 }))).toEqual([p.gamma.id]);
    expect(ids(await page({ modelName: 'VITRIN DEL' }))).toEqual([p.delta.id]);
    expect(ids(await page({ modelName: '100%' }))).toEqual([]);
    // Two filters together.
    expect(ids(await page({ category: cat.categories.cases, stockStatus: 'LIMITED' }))).toEqual([p.gamma.id, p.beta.id]);
    expect(ids(await page({ brand: cat.brands.active, maxPrice: 160 }))).toEqual([p.gamma.id, p.alpha.id]);
  });

  it('refuses prices outside 0..100000 and unknown choices', async () => {
    expectValidation(await reseller.post('/api/storefront/products', { minPrice: -1 }));
    expectValidation(await reseller.post('/api/storefront/products', { maxPrice: 100_001 }));
    expectValidation(await reseller.post('/api/storefront/products', { stockStatus: 'SOME' }));
    expectValidation(await reseller.post('/api/storefront/products', { labelStatus: 'HOT' }));
    expectValidation(await reseller.post('/api/storefront/products', { brand: 2_147_483_648 }));
  });

  it('derives the stock status from the available units and the sub-category thresholds', async () => {
    expect(ids(await page({ stockStatus: 'NONE' }))).toEqual([p.delta.id]);
    expect(ids(await page({ stockStatus: 'LIMITED' }))).toEqual([p.gamma.id, p.beta.id]);
    expect(ids(await page({ stockStatus: 'AVAILABLE' }))).toEqual([p.alpha.id]);
    // Reservations by waiting orders lower what is available: 20 − 15 = 5 → LİMİTLİ.
    await t.database.db.execute(sql`update disty_stocks set reserved = 15 where disty_id = ${cat.disties.DST001} and model_id = ${p.alpha.id}`);
    try {
      const [alpha] = (await page({ barcode: 'SFX-ALPHA' })).content;
      expect(alpha).toMatchObject({ stockStatus: 'LIMITED', stockStatusLabel: 'LİMİTLİ', severity: 'warning', quantity: 5 });
    } finally {
      await t.database.db.execute(sql`update disty_stocks set reserved = 4 where disty_id = ${cat.disties.DST001} and model_id = ${p.alpha.id}`);
    }
  });

  it('derives the labels: home page, new (approved in the last N days), best sellers (top N ordered in 30 days)', async () => {
    expect(ids(await page({ labelStatus: 'DASHBOARD' }))).toEqual([p.gamma.id]);
    expect(ids(await page({ labelStatus: 'NEW_PRODUCT' }))).toEqual([p.alpha.id]);
    // Best sellers in rank order: delta 900,000, beta 800,000 (the 40-day-old, the cancelled and DST002's orders do not count).
    expect(ids(await page({ labelStatus: 'SELL_BEST_PRODUCT' }))).toEqual([p.delta.id, p.beta.id]);
    const db = t.database.db;
    await db.execute(sql`update parameters set value = '1' where key = ${PARAM_KEYS.bestSellerCount} and reseller_code is null`);
    await db.execute(sql`update parameters set value = '200' where key = ${PARAM_KEYS.newProductDays} and reseller_code is null`);
    try {
      expect(ids(await page({ labelStatus: 'SELL_BEST_PRODUCT' }))).toEqual([p.delta.id]);
      // Newest approval first; delta has none.
      expect(ids(await page({ labelStatus: 'NEW_PRODUCT' }))).toEqual([p.alpha.id, p.beta.id, p.gamma.id]);
    } finally {
      await db.execute(sql`update parameters set value = '2' where key = ${PARAM_KEYS.bestSellerCount} and reseller_code is null`);
      await db.execute(sql`update parameters set value = '30' where key = ${PARAM_KEYS.newProductDays} and reseller_code is null`);
    }
    // A missing or broken parameter falls back to its default (30 days, 20 products).
    await db.execute(sql`update parameters set value = 'çok' where key = ${PARAM_KEYS.bestSellerCount} and reseller_code is null`);
    try {
      expect(new Set(ids(await page({ labelStatus: 'SELL_BEST_PRODUCT' })))).toEqual(new Set([p.delta.id, p.beta.id, p.alpha.id]));
    } finally {
      await db.execute(sql`update parameters set value = '2' where key = ${PARAM_KEYS.bestSellerCount} and reseller_code is null`);
    }
  });

  it("answers a product's detail with its pictures; 404 for one not on this storefront", async () => {
    const db = t.database.db;
    await db.execute(sql`insert into model_pictures (model_id, image_key, crud_type) values
      (${p.alpha.id}, 'sfx-first', 'INSERTED'), (${p.alpha.id}, 'sfx-pending', 'WANTINSERT'), (${p.alpha.id}, 'sfx-second', 'WANTDELETE')`);
    const res = await reseller.get(`/api/storefront/product/${p.alpha.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as StorefrontDetail;
    expect(detail).toMatchObject({ id: p.alpha.id, description: 'Alfa açıklaması', modelPriceDisty: { resellerPrice: 150 }, stockStatus: 'AVAILABLE', quantity: 16 });
    expect(detail.pictures.map((x) => x.imageKey)).toEqual(['sfx-first', 'sfx-second']);
    expect(detail.pictures[0].url).toBe('/api/public/image/sfx-first');
    expect(detail.model.firstPicture?.imageKey).toBe('sfx-first');
    for (const k of ['other', 'future', 'waiting', 'noPrice'] as const) {
      expectCoded(await reseller.get(`/api/storefront/product/${p[k].id}`), 404, 404);
      expectCoded(await reseller.get(`/api/storefront/similar/${p[k].id}`), 404, 404);
    }
    expectCoded(await reseller.get('/api/storefront/product/2147483647'), 404, 404);
    expectValidation(await reseller.get('/api/storefront/product/2147483648'));
  });

  it('answers similar products of the same sub-category on the same storefront', async () => {
    const res = await reseller.get(`/api/storefront/similar/${p.alpha.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const similar = (res.json() as SimilarProduct[]).filter((s) => s.barcode.startsWith(PREFIX));
    expect(similar).toEqual([{ modelId: p.beta.id, modelName: 'Fixture Vitrin Beta', barcode: 'SFX-BETA', price: 250, firstPicture: null }]);
    expect((res.json() as SimilarProduct[]).length).toBeLessThanOrEqual(12);
  });

  it('answers the label types, the stock types and the filter choices of the storefront', async () => {
    expect((await reseller.get('/api/storefront/labelTypes')).json()).toEqual([
      { key: 'DASHBOARD', value: 'Ana Sayfa' },
      { key: 'NEW_PRODUCT', value: 'Yeniler' },
      { key: 'SELL_BEST_PRODUCT', value: 'Çok Satanlar' },
    ]);
    expect((await reseller.get('/api/storefront/stockTypes')).json()).toEqual([
      { key: 'NONE', value: 'YOK' },
      { key: 'LIMITED', value: 'LİMİTLİ' },
      { key: 'AVAILABLE', value: 'VAR' },
    ]);
    const res = await reseller.get('/api/storefront/filters');
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json() as StorefrontFilterOptions;
    const brandIds = options.brands.map((b) => b.id);
    expect(brandIds).toEqual(expect.arrayContaining([cat.brands.active, cat.brands.second]));
    expect(brandIds).not.toContain(cat.brands.passive);
    const cases = options.categories.find((c) => c.id === cat.categories.cases);
    expect(cases?.subCategories.map((s) => s.id).sort()).toEqual([cat.subCategories.silicone, cat.subCategories.leather].sort());
    expect(options.categories.find((c) => c.id === cat.categories.chargers)?.subCategories).toEqual([{ id: cat.subCategories.fast, name: 'Fixture Hızlı Şarj' }]);
    expect(options.origins).toContain('Vietnam');
  });

  it("seeds the demo storefront: DST001's home page and approval dates", async () => {
    const db = t.database.db;
    await seedStorefront(db);
    await seedStorefront(db);
    const res = await reseller.post('/api/storefront/products?size=36', { labelStatus: 'DASHBOARD' });
    expect((res.json() as Page).totalElements).toBeGreaterThanOrEqual(12);
    expect((await reseller.post('/api/storefront/products', { labelStatus: 'NEW_PRODUCT' })).json().totalElements).toBeGreaterThan(0);
    expect((await reseller.post('/api/storefront/products', {})).json().totalElements).toBeGreaterThan(500);
  });

  it('reads the whole storefront (nothing chosen) in the same order and total as any filtered view', async () => {
    const whole = async (query: string, body: object = {}) => (await reseller.post(`/api/storefront/products${query}`, body)).json() as Page;
    const first = await whole('?size=36');
    // minPrice 0 matches every product but takes the filtered path.
    const filtered = await whole('?size=36', { minPrice: 0 });
    expect(first.totalElements).toBe(filtered.totalElements);
    expect(ids(first)).toEqual(ids(filtered));
    const pages = [...ids(await whole('?page=0&size=12')), ...ids(await whole('?page=1&size=12')), ...ids(await whole('?page=2&size=12'))];
    expect(pages).toEqual(ids(first));
    const deep = Math.floor((first.totalElements - 1) / 12);
    expect(ids(await whole(`?page=${deep}&size=12`))).toEqual(ids(await whole(`?page=${deep}&size=12`, { minPrice: 0 })));
    const dashboard = first.content.filter((r) => r.labels.includes('DASHBOARD')).length;
    expect(dashboard).toBeGreaterThanOrEqual(12);
    expect(first.content.slice(0, dashboard).every((r) => r.labels.includes('DASHBOARD'))).toBe(true);
  });

  it('refuses other roles (403) and resellers off the order allow-list (403 on every endpoint)', async () => {
    for (const username of ['ttg_admin', 'disty_admin', 'reseller_user', 'supply_admin']) {
      const other = await clientFor(t, username);
      expect((await other.post('/api/storefront/products', {})).statusCode, username).toBe(403);
      expect((await other.get(`/api/storefront/product/${p.alpha.id}`)).statusCode, username).toBe(403);
      expect((await other.get('/api/storefront/filters')).statusCode, username).toBe(403);
    }
    const db = t.database.db;
    const [{ value }] = await queryRows<{ value: string }>(db, sql`select value from parameters where key = ${ORDER_ALLOW_LIST_KEY} and reseller_code is null`);
    await db.execute(sql`update parameters set value = 'BY20001' where key = ${ORDER_ALLOW_LIST_KEY} and reseller_code is null`);
    try {
      const calls = [
        reseller.post('/api/storefront/products', {}),
        reseller.get(`/api/storefront/product/${p.alpha.id}`),
        reseller.get(`/api/storefront/similar/${p.alpha.id}`),
        reseller.get('/api/storefront/labelTypes'),
        reseller.get('/api/storefront/stockTypes'),
        reseller.get('/api/storefront/filters'),
      ];
      for (const res of await Promise.all(calls)) expectCoded(res, 403, 403, STOREFRONT_MSG.notAllowed);
    } finally {
      await db.execute(sql`update parameters set value = ${value} where key = ${ORDER_ALLOW_LIST_KEY} and reseller_code is null`);
    }
    expect((await reseller.post('/api/storefront/products', {})).statusCode).toBe(200);
  });
});
