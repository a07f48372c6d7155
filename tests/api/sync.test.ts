import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SYNC_MSG, type PriceSyncPage, type StorefrontSyncMeta, type StorefrontSyncPage } from '../../src/shared/contract/sync.js';
import { STOREFRONT_MSG } from '../../src/shared/storefront.js';
import { inTransaction, queryRows } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { SYNC_GENERATION } from '../../src/server/sync/sync-cursor.js';
import { tickStorefront } from '../../src/server/storefront/storefront-clock.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { defaultConfig, expectCoded, expectValidation, rows, userId } from '../support/api-helpers.js';
import { type Catalogue, clientFor, createCatalogue } from '../support/catalogue-fixtures.js';
import { allowListOf, createResellerAdmin, createShopProduct, orderClient, type OrderClient, setAllowList, setStock, type ShopProduct } from '../support/order-fixtures.js';
import { HOSTILE_LEAVES, NUL_TEXT } from '../support/hostile-inputs.js';

/**
 * The offline kit's delta sync (docs/offline.md "Offline sync on the server"): GET /api/storefront/sync and
 * GET /api/modelPrice/reseller/sync. A first sync in pages gives each product of the set exactly
 * once; every kind of write shows in the next delta (rows or tombstones), whoever writes it; a
 * transaction that commits after a later one is not missed; another distributor's products never
 * come; cursors of another distributor, set or generation, or too old, reset; a garbled one is 400.
 */
const STOREFRONT = '/api/storefront/sync';
const PRICES = '/api/modelPrice/reseller/sync';
const DAY = 86_400_000;

type AnyPage = StorefrontSyncPage | PriceSyncPage;
type Row<P extends AnyPage> = P['rows'][number];

const cursorOf = (c: object) => Buffer.from(JSON.stringify(c)).toString('base64url');
const readCursor = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
const productOf = (r: Row<AnyPage>) => ('modelId' in r ? r.modelId : r.mid);
const byId = (a: number, b: number) => a - b;

/**
 * A client of one set, as the PWA's engine (src/client/lib/offline/sync-set.ts): pages from its
 * stored cursor until `more` is false and keeps a local copy — per product, its rows — applying
 * each page the same way (reset clears; a product in rows or deleted is replaced by the page's rows).
 * A run reports what it was sent and what it changed in the local copy.
 */
function syncer<P extends AnyPage>(client: OrderClient, url: string) {
  let cursor: string | undefined;
  const local = new Map<number, string>();
  const page = async (c: string | undefined, limit?: number) => {
    const q = new URLSearchParams({ ...(c ? { cursor: c } : {}), ...(limit ? { limit: String(limit) } : {}) });
    const res = await client.get(`${url}?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as P;
    // The next cursor travels in the headers too (the client asks ahead on them).
    expect([res.headers['sync-cursor'], res.headers['sync-more']]).toEqual([body.cursor, String(body.more)]);
    return body;
  };
  function apply(p: P) {
    if (p.reset) local.clear();
    const rows = p.rows as Row<P>[];
    for (const id of [...rows.map(productOf), ...p.deleted]) local.delete(id);
    const grouped = new Map<number, Row<P>[]>();
    for (const r of rows) grouped.set(productOf(r), [...(grouped.get(productOf(r)) ?? []), r]);
    for (const [id, list] of grouped) local.set(id, JSON.stringify(list));
  }
  return {
    page,
    local,
    get cursor() {
      return cursor;
    },
    async run(limit?: number) {
      const before = new Map(local);
      const got = { rows: [] as Row<P>[], deleted: [] as number[], pages: [] as P[] };
      for (;;) {
        const p = await page(cursor, limit);
        apply(p);
        got.pages.push(p);
        got.rows.push(...(p.rows as Row<P>[]));
        got.deleted.push(...p.deleted);
        cursor = p.cursor;
        if (!p.more) break;
      }
      const touched = [...new Set([...got.rows.map(productOf), ...got.deleted])].sort(byId);
      const last = got.pages.at(-1)!;
      return {
        ...got,
        meta: last.meta,
        last,
        /** Products whose local rows are new or different after the run. */
        changed: touched.filter((id) => local.has(id) && local.get(id) !== before.get(id)),
        /** Products the run removed from the local copy. */
        removed: touched.filter((id) => before.has(id) && !local.has(id)),
        sent: [...new Set(got.rows.map(productOf))].sort(byId),
      };
    },
  };
}

describe.each(dbKinds())('delta sync on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dst1: number;
  let dst2: number;
  let dealer: OrderClient; // reseller_admin, BY10001 (DST001), allow-listed
  let konak: OrderClient; // konak_admin, BY30001 (DST002)
  let admin: number;
  /**
   * PGlite has one connection: no other transaction is ever open, so a delta holds exactly the
   * products written since. On PostgreSQL the session's xmin is the whole server's (every database
   * on it): a transaction open elsewhere — another test file — holds it back, and the next delta
   * sends again what was logged since (never less). There the tests check what the local copy
   * became, which is what the dealer sees.
   */
  const exact = kind === 'pglite';

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    ({ DST001: dst1, DST002: dst2 } = cat.disties);
    await createResellerAdmin(t, 'konak_admin', 'BY30001');
    await setAllowList(t, [...(await allowListOf(t)), 'BY30001']);
    [dealer, konak] = await Promise.all(['reseller_admin', 'konak_admin'].map((u) => orderClient(t, u)));
    admin = await userId(t, 'ttg_admin');
  });
  afterAll(() => t?.close());

  /**
   * D's storefront products now and coming: an approved product with an approved version with a
   * reseller price that has not ended (the read model holds the ones in force; the device gets the
   * coming ones too, so a price that starts tomorrow needs no sync tomorrow).
   */
  const storefrontIds = async (distyId: number) =>
    (
      await rows<{ id: number }>(
        t,
        sql`select distinct d.model_id as id from model_price_disties d join models m on m.id = d.model_id
            where d.disty_id = ${distyId} and d.approve_type = 'APPROVED' and d.reseller_price is not null
              and (d.end_date is null or d.end_date > now()) and m.approve_type = 'APPROVED' order by 1`,
      )
    ).map((r) => r.id);

  /** The reseller price list's products: an APPROVED version of D that has not ended. */
  const priceListIds = async (distyId: number) =>
    (
      await rows<{ id: number }>(
        t,
        sql`select distinct model_id as id from model_price_disties where disty_id = ${distyId} and approve_type = 'APPROVED'
            and (end_date is null or end_date > now()) order by 1`,
      )
    ).map((r) => r.id);

  type Run = Awaited<ReturnType<ReturnType<typeof syncer>['run']>>;
  /** A delta touched exactly these products (changed or removed locally); on PGlite it sent nothing else either. */
  function expectDelta(d: Run, want: { changed?: number[]; removed?: number[] }) {
    expect(d.last.reset).toBe(false);
    expect(d.changed).toEqual([...(want.changed ?? [])].sort(byId));
    expect(d.removed).toEqual([...(want.removed ?? [])].sort(byId));
    // (Tombstones of products the client never had are harmless and not checked.)
    if (exact) expect(d.sent).toEqual([...(want.changed ?? [])].sort(byId));
  }
  /** The local copy after the deltas equals a full sync made now. */
  async function expectLocalIsTruth(s: ReturnType<typeof syncer>, client: OrderClient, url: string) {
    const fresh = syncer(client, url);
    await fresh.run(5000);
    expect(new Map([...s.local].sort(([a], [b]) => a - b))).toEqual(new Map([...fresh.local].sort(([a], [b]) => a - b)));
  }

  describe('storefront set', () => {
    let s: ReturnType<typeof syncer<StorefrontSyncPage>>;
    let mine: ShopProduct; // on DST001 and DST002
    const row = (id: number) => JSON.parse(s.local.get(id) ?? 'null')?.[0] as StorefrontSyncPage['rows'][number] | undefined;

    beforeAll(async () => {
      mine = await createShopProduct(t, cat, { prices: { [dst1]: 120.5, [dst2]: 130 }, stock: { [dst1]: 40, [dst2]: 7 } });
      s = syncer<StorefrontSyncPage>(dealer, STOREFRONT);
    });

    it('first sync in pages gives every storefront product exactly once, as the storefront shows it, then an empty delta', async () => {
      const first = await s.run(250);
      expect(first.pages.length).toBeGreaterThan(3);
      expect(first.pages[0].reset).toBe(true);
      expect(first.pages.slice(1).every((p) => !p.reset)).toBe(true);
      expect(first.pages.map((p) => p.meta !== null)).toEqual(first.pages.map((p) => !p.more));
      expect(first.pages.every((p) => p.rows.length <= 250 && p.deleted.length === 0)).toBe(true);
      const ids = first.rows.map((r) => r.modelId);
      if (exact) expect(ids.length).toBe(new Set(ids).size);
      expect([...s.local.keys()].sort(byId)).toEqual(await storefrontIds(dst1));
      expect(s.local.size).toBeGreaterThan(1000);

      // A row holds what the online detail shows: the price in force, the units, the pictures.
      expect(row(mine.id)).toMatchObject({ name: mine.name, barcode: mine.barcode, brandId: cat.brands.active, quantity: 40, dashboard: false, pictures: [] });
      expect(row(mine.id)!.prices).toEqual([{ priceId: expect.any(Number), resellerPrice: 120.5, start: expect.any(String), end: null }]);
      const withPictures = first.rows.find((r) => r.pictures.length > 1)!;
      const detail = (await dealer.get(`/api/storefront/product/${withPictures.modelId}`)).json();
      expect(withPictures.pictures).toEqual(detail.pictures);
      expect(withPictures.quantity).toBe(detail.quantity);
      expect(withPictures.description).toBe(detail.description);
      const inForce = withPictures.prices.find((p) => Date.parse(p.start) <= Date.now() && (p.end === null || Date.parse(p.end) > Date.now()))!;
      expect(inForce.resellerPrice).toBe(detail.modelPriceDisty.resellerPrice);

      // Meta: names of everything the rows point at, the thresholds, the label inputs.
      const meta = first.meta as StorefrontSyncMeta;
      expect(Date.now() - Date.parse(meta.syncedAt)).toBeLessThan(60_000);
      expect(meta.newProductDays).toBe(30);
      const brandIds = new Set(meta.brands.map((b) => b.id));
      const subs = new Map(meta.subCategories.map((c) => [c.id, c]));
      for (const r of first.rows) {
        expect(brandIds.has(r.brandId)).toBe(true);
        expect(subs.get(r.subCategoryId)?.categoryId).toBe(r.categoryId);
      }
      expect(subs.get(cat.subCategories.silicone)).toMatchObject({ noneStockMax: expect.any(Number), limitedStockMax: expect.any(Number) });
      const best = (await dealer.post('/api/storefront/products?page=0&size=36', { labelStatus: 'SELL_BEST_PRODUCT' })).json();
      expect(meta.bestSellers).toEqual(best.content.map((p: { id: number }) => p.id));

      const again = await s.run();
      expect(again.pages).toHaveLength(1);
      expect(again.last).toMatchObject({ more: false, reset: false });
      expect(again.meta).not.toBeNull();
      expectDelta(again, {});
    });

    it('sends a price change, a stock change, a new picture, a home-page label and a description in the next delta', async () => {
      await inTransaction(t.database.db, (tx) => setDistyPrices(tx, dst1, [{ modelId: mine.id, startDate: new Date(Date.now() - 60_000), resellerPrice: 111 }], admin));
      expectDelta(await s.run(), { changed: [mine.id] });
      // The version it replaced has ended: only versions not ended travel.
      expect(row(mine.id)!.prices.map((p) => p.resellerPrice)).toEqual([111]);

      // Through the ingestion API, as the distributor's system sends it.
      const service = bearer((await loginAs(t.app, 'web_service')).token);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ingest/distyStock',
        headers: { ...service, 'idempotency-key': `sync-${kind}-stock` },
        payload: { rows: [{ distyCode: 'DST001', barcode: mine.barcode, quantity: 3 }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expectDelta(await s.run(), { changed: [mine.id] });
      expect(row(mine.id)!.quantity).toBe(3);
      // The same quantity again changes nothing the dealer sees: nothing is logged.
      await setStock(t, dst1, mine.id, 3);
      expectDelta(await s.run(), {});

      await t.database.db.execute(sql`insert into model_pictures (model_id, image_key, crud_type) values (${mine.id}, 'sync-test.png', 'INSERTED')`);
      expectDelta(await s.run(), { changed: [mine.id] });
      expect(row(mine.id)!.pictures).toEqual([{ id: expect.any(Number), imageKey: 'sync-test.png', url: '/api/public/image/sync-test.png' }]);

      const ttg = await clientFor(t, 'ttg_admin');
      expect((await ttg.post(`/api/model/add/dashboard/${mine.id}`)).statusCode).toBe(200);
      expectDelta(await s.run(), { changed: [mine.id] });
      expect(row(mine.id)!.dashboard).toBe(true);

      await t.database.db.execute(sql`update models set description = 'Eşitleme açıklaması' where id = ${mine.id}`);
      expectDelta(await s.run(), { changed: [mine.id] });
      expect(row(mine.id)!.description).toBe('Eşitleme açıklaması');
      await expectLocalIsTruth(s, dealer, STOREFRONT);
    });

    it('sends a product that was just approved, and tombstones for products that left (ended, deleted, rejected, price cleared)', async () => {
      // A supplier version approved on /WaitingMySupplyPrice becomes the version in force (keeping the reseller price).
      const repriced = await createShopProduct(t, cat, { prices: { [dst1]: 75 } });
      // A product approved in the catalogue with a price already approved enters the storefront.
      const waitingProduct = await createShopProduct(t, cat, { prices: { [dst1]: 64 } });
      await t.database.db.execute(sql`update models set approve_type = 'WAITING' where id = ${waitingProduct.id}`);
      await s.run();
      expect(s.local.has(waitingProduct.id)).toBe(false);
      const before = row(repriced.id)!.prices[0].priceId;
      const supplier = await userId(t, 'supply_admin');
      await inTransaction(t.database.db, async (tx) => {
        const [v] = await submitSupplierPrices(
          tx,
          [{ modelId: repriced.id, startDate: new Date(Date.now() - 60_000), distyPrice: 50, taxRatio: 20, recommendedEdmPrice: null, recommendedResellerPrice: 80, recommendedSellPrice: 120 }],
          { userId: supplier },
        );
        const waiting = await queryRows<{ id: number }>(tx, sql`select id from model_price_disties where model_price_supply_id = ${v} and disty_id = ${dst1}`);
        await decidePrices(tx, { ids: waiting.map((w) => w.id), distyId: dst1, userId: admin, approve: true });
      });
      await t.database.db.execute(sql`update models set approve_type = 'APPROVED' where id = ${waitingProduct.id}`);
      expectDelta(await s.run(), { changed: [repriced.id, waitingProduct.id] });
      expect(row(repriced.id)!.prices).toEqual([expect.objectContaining({ resellerPrice: 75, end: null })]);
      expect(row(repriced.id)!.prices[0].priceId).not.toBe(before);
      expect(row(waitingProduct.id)!.prices.map((p) => p.resellerPrice)).toEqual([64]);

      const leaving = await Promise.all([0, 1, 2, 3].map(() => createShopProduct(t, cat, { prices: { [dst1]: 10 } })));
      await s.run();
      const [ended, deleted, rejected, cleared] = leaving;
      await t.database.db.execute(sql`update model_price_disties set end_date = now() - interval '1 minute' where model_id = ${ended.id}`);
      await t.database.db.execute(sql`delete from model_price_disties where model_id = ${deleted.id}`);
      await t.database.db.execute(sql`update model_price_disties set approve_type = 'REJECTED' where model_id = ${rejected.id}`);
      await t.database.db.execute(sql`update model_price_disties set reseller_price = null where model_id = ${cleared.id}`);
      expectDelta(await s.run(), { removed: leaving.map((p) => p.id) });
      expect(await storefrontIds(dst1)).not.toContain(cleared.id);

      // A product whose only version ends with no writer at that moment: the end date reached the
      // device when it was set; when the clock removes the row, the device is told to drop it.
      const purged = await createShopProduct(t, cat, { prices: { [dst1]: 12 } });
      await t.database.db.execute(sql`update model_price_disties set end_date = now() + interval '1 hour' where model_id = ${purged.id}`);
      expectDelta(await s.run(), { changed: [purged.id] });
      // Two hours pass (the dates move back with the triggers off: no writer did it), then the clock runs.
      await inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update model_price_disties set start_date = start_date - interval '2 hours', end_date = end_date - interval '2 hours' where model_id = ${purged.id}`);
        await tx.execute(sql`update storefront_items set price_start = price_start - interval '2 hours', price_end = price_end - interval '2 hours' where model_id = ${purged.id}`);
      });
      expect(await tickStorefront(t.database.db, 0)).toBeGreaterThanOrEqual(1);
      expect(await rows(t, sql`select 1 from storefront_items where model_id = ${purged.id}`)).toEqual([]);
      expectDelta(await s.run(), { removed: [purged.id] });
      await expectLocalIsTruth(s, dealer, STOREFRONT);
    });

    it('never sends another distributor’s products', async () => {
      const konakShop = syncer<StorefrontSyncPage>(konak, STOREFRONT);
      await konakShop.run(2000);
      expect([...konakShop.local.keys()].sort(byId)).toEqual(await storefrontIds(dst2));
      const theirs = JSON.parse(konakShop.local.get(mine.id)!)[0];
      expect(theirs.prices.map((p: { resellerPrice: number }) => p.resellerPrice)).toEqual([130]);
      expect(theirs.quantity).toBe(7);
      // A product only DST001 sells, and changes of DST001's prices, never reach DST002's dealer.
      const only1 = await createShopProduct(t, cat, { prices: { [dst1]: 50 }, stock: { [dst1]: 5 } });
      await inTransaction(t.database.db, (tx) => setDistyPrices(tx, dst1, [{ modelId: mine.id, startDate: new Date(Date.now() - 30_000), resellerPrice: 99 }], admin));
      const d = await konakShop.run();
      expect(d.sent).not.toContain(only1.id);
      expect(d.deleted).not.toContain(only1.id);
      expectDelta(d, {});
      // The cursor of DST002's storefront is no cursor for DST001's: a full sync.
      const crossed = await s.page(konakShop.cursor);
      expect(crossed.reset).toBe(true);
      expect(readCursor(crossed.cursor).d).toBe(dst1);
    });

    it.runIf(kind === 'postgres')('delivers a transaction that commits after a later one (snapshot-safe cursor)', async () => {
      const [early, late] = await Promise.all([0, 1].map(() => createShopProduct(t, cat, { prices: { [dst1]: 20 } })));
      await s.run();
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let written!: () => void;
      const wrote = new Promise<void>((r) => (written = r));
      // The early transaction takes its id first and holds it open on its own connection.
      const slow = inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`update model_price_disties set reseller_price = 21 where model_id = ${early.id} and disty_id = ${dst1}`);
        written();
        await gate;
      });
      await wrote;
      await t.database.db.execute(sql`update model_price_disties set reseller_price = 22 where model_id = ${late.id} and disty_id = ${dst1}`);
      const during = await s.run();
      expect(during.changed).toEqual([late.id]);
      release();
      await slow;
      // The early write carries the smaller id although it committed last: "everything after the
      // largest id sent" would skip it for good.
      const order = await rows<{ model_id: number }>(t, sql`select model_id from sync_changes where disty_id = ${dst1} and model_id in (${early.id}, ${late.id}) order by txid`);
      expect(order.map((r) => r.model_id)).toEqual([early.id, late.id]);
      const after = await s.run();
      expect(after.changed).toEqual([early.id]);
      expect(row(early.id)!.prices[0].resellerPrice).toBe(21);
    });

    it('resets on a cursor of another generation or set, or older than the limit; a garbled one is 400', async () => {
      await s.run();
      const mineNow = readCursor(s.cursor!);
      for (const c of [
        { ...mineNow, g: SYNC_GENERATION - 1 },
        { ...mineNow, k: 'p' },
        { ...mineNow, t: Date.now() - 8 * DAY },
      ]) {
        const p = await s.page(cursorOf(c), 5000);
        expect(p.reset).toBe(true);
        expect(p.deleted).toEqual([]);
        expect(p.rows.length).toBeGreaterThan(1000);
      }
      expect((await s.page(cursorOf({ ...mineNow, t: Date.now() - 6 * DAY }))).reset).toBe(false);

      const garbled = [
        'not a cursor',
        'e30', // {}
        cursorOf({ ...mineNow, extra: 1 }),
        cursorOf({ ...mineNow, s: '-1' }),
        cursorOf({ ...mineNow, s: '99999999999' }), // an id not handed out yet
        cursorOf({ ...mineNow, a: ['1', 1] }), // a position without its session
        cursorOf({ ...mineNow, s: 'abc', x: '1', a: ['x', 1] }),
        cursorOf({ ...mineNow, x: '1e3', a: ['1e3', 1] }),
        cursorOf({ ...mineNow, s: '5', x: '4', a: ['5', 1] }), // since after the session's xmin
        cursorOf([1, 2, 3]),
        Buffer.from('{"__proto__":{"polluted":true}}').toString('base64url'),
        Buffer.from('\u0000\u0001').toString('base64url'),
      ];
      for (const c of garbled) {
        const res = await dealer.get(`${STOREFRONT}?cursor=${encodeURIComponent(c)}`);
        const body = expectValidation(res);
        expect(body.errors).toEqual([{ field: 'cursor', message: SYNC_MSG.badCursor }]);
      }
    });

    it('refuses resellers off the allow-list, roles without the screen, and the service account (403)', async () => {
      const before = await allowListOf(t);
      await setAllowList(t, ['BY30001']);
      try {
        expectCoded(await dealer.get(STOREFRONT), 403, 403, STOREFRONT_MSG.notAllowed);
      } finally {
        await setAllowList(t, before);
      }
      for (const username of ['reseller_user', 'disty_admin', 'ttg_admin', 'web_service']) {
        const client = await clientFor(t, username);
        expectCoded(await client.get(STOREFRONT), 403, 403);
        expectCoded(await client.get(PRICES), 403, 403);
      }
    });
  });

  describe('price set', () => {
    let s: ReturnType<typeof syncer<PriceSyncPage>>;
    let girilmedi: ShopProduct; // APPROVED without a reseller price: on the list, not on the storefront
    const versions = (id: number) => JSON.parse(s.local.get(id) ?? '[]') as PriceSyncPage['rows'];

    beforeAll(async () => {
      girilmedi = await createShopProduct(t, cat, { prices: { [dst1]: null, [dst2]: 15 } });
      s = syncer<PriceSyncPage>(dealer, PRICES);
    });

    it('first sync in pages gives every product of the price list exactly once, with its versions as the list shows them', async () => {
      const first = await s.run(300);
      expect(first.pages[0].reset).toBe(true);
      expect(first.pages.length).toBeGreaterThan(3);
      expect([...s.local.keys()].sort(byId)).toEqual(await priceListIds(dst1));
      if (exact) expect(new Set(first.rows.map((r) => r.id)).size).toBe(first.rows.length);
      const [row] = versions(girilmedi.id);
      expect(row).toMatchObject({ resellerPrice: null, approveType: 'APPROVED', endDate: null, brandId: cat.brands.active, barcode: girilmedi.barcode });
      // The same fields as the online list's row.
      const online = (await dealer.post('/api/modelPrice/reseller/getAll?page=0&size=10', { barcode: girilmedi.barcode })).json();
      const { endDate: _end, brandId: _brand, ...listed } = row;
      expect(online.content).toEqual([listed]);
      const filters = (await dealer.get('/api/modelPrice/reseller/filters')).json();
      expect(first.meta).toEqual({ syncedAt: expect.any(String), ...filters });
      expectDelta(await s.run(), {});
    });

    it('sends coming versions, supplier and product changes, and tombstones for products that left', async () => {
      await inTransaction(t.database.db, (tx) => setDistyPrices(tx, dst1, [{ modelId: girilmedi.id, startDate: new Date(Date.now() + 3 * DAY), resellerPrice: 44 }], admin));
      expectDelta(await s.run(), { changed: [girilmedi.id] });
      const [now, coming] = versions(girilmedi.id);
      expect([now.resellerPrice, coming.resellerPrice]).toEqual([null, 44]);
      expect(now.endDate).toBe(coming.startDate);

      await t.database.db.execute(sql`update models set eol = true where id = ${girilmedi.id}`);
      expectDelta(await s.run(), { changed: [girilmedi.id] });
      expect(versions(girilmedi.id).map((r) => r.eol)).toEqual([true, true]);

      await t.database.db.execute(sql`update model_price_supplies set recommended_sell_price = 150 where model_id = ${girilmedi.id}`);
      expectDelta(await s.run(), { changed: [girilmedi.id] });
      expect(versions(girilmedi.id).map((r) => r.recommendedSellPrice)).toEqual([150, 150]);

      // A margin ratio of the product's sub-category (the list's tolerance price): every product of it.
      await t.database.db.execute(sql`insert into tolerances (sub_category_id, marj_ratio) values (${cat.subCategories.silicone}, 10)`);
      const sub = (await priceListIds(dst1)).filter((id) => versions(id)[0]?.subCategory === versions(girilmedi.id)[0].subCategory);
      expectDelta(await s.run(), { changed: sub });
      expect(versions(girilmedi.id).map((r) => r.tolerancePrice)).toEqual([165, 165]);

      await t.database.db.execute(sql`update model_price_disties set approve_type = 'REJECTED' where model_id = ${girilmedi.id} and disty_id = ${dst1}`);
      expectDelta(await s.run(), { removed: [girilmedi.id] });
      await expectLocalIsTruth(s, dealer, PRICES);
    });

    it('gives DST002’s dealer its own versions only, and resets on another set’s cursor', async () => {
      const theirs = syncer<PriceSyncPage>(konak, PRICES);
      await theirs.run(5000);
      expect([...theirs.local.keys()].sort(byId)).toEqual(await priceListIds(dst2));
      expect(JSON.parse(theirs.local.get(girilmedi.id)!)).toEqual([expect.objectContaining({ resellerPrice: 15, distyName: expect.any(String) })]);
      const storefront = syncer<StorefrontSyncPage>(dealer, STOREFRONT);
      await storefront.run(5000);
      expect((await s.page(storefront.cursor, 1)).reset).toBe(true);
    });
  });

  it('pages in the numeric order of transaction ids, whatever their number of digits', async () => {
    // Ids of every length (9 < 10 < 99 < 100 …), as a long-lived server has them: an order by
    // their text would page 100 before 99 and skip or repeat products.
    const [{ xmin }] = await rows<{ xmin: string }>(t, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
    const lengths = ['9', '10', '99', '100', '999', '1000', '9999', '10000'].filter((x) => BigInt(x) < BigInt(xmin));
    expect(lengths.length).toBeGreaterThanOrEqual(4);
    await t.database.db.execute(sql`
      update sync_changes c set txid = (${`{${lengths.join(',')}}`}::text[])[1 + x.n % ${lengths.length}]::xid8
      from (select model_id, row_number() over (order by model_id) as n from sync_changes where disty_id = ${dst1}) x
      where c.disty_id = ${dst1} and c.model_id = x.model_id and x.n % 3 = 0`);
    const fresh = syncer<StorefrontSyncPage>(dealer, STOREFRONT);
    const all = await fresh.run(97);
    const ids = all.rows.map((r) => r.modelId);
    expect(ids.length).toBe(new Set(ids).size);
    expect([...fresh.local.keys()].sort(byId)).toEqual(await storefrontIds(dst1));
  });

  it('the log holds every pair either set can show, whoever wrote it', async () => {
    const [missing] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from (
            select disty_id, model_id from model_price_disties where approve_type = 'APPROVED'
            union select disty_id, model_id from storefront_items
            union select disty_id, model_id from disty_stocks where quantity > reserved) p
          where not exists (select 1 from sync_changes c where c.disty_id = p.disty_id and c.model_id = p.model_id)`,
    );
    expect(missing.n).toBe(0);
  });

  it('answers hostile cursors and limits with 4xx, never 5xx', async () => {
    const values = [...HOSTILE_LEAVES.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))), NUL_TEXT, '%', '1e400', '-0', '5001', '0'];
    for (const url of [STOREFRONT, PRICES]) {
      for (const v of values) {
        for (const key of ['cursor', 'limit']) {
          // A cursor with a small page, so the walk stays quick when a value passes as "no cursor".
          const res = await dealer.get(`${url}?${key}=${encodeURIComponent(v)}${key === 'cursor' ? '&limit=1' : ''}`);
          expect(res.statusCode, `${url} ${key}=${v.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toMatchObject({ status: res.statusCode, code: expect.any(Number) });
        }
      }
      const twice = await dealer.get(`${url}?limit=1&limit=2`);
      expect(twice.statusCode).toBeLessThan(500);
    }
  });
});
