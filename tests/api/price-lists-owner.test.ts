import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import type { DistyPriceRow, SupplyPriceRow } from '../../src/shared/contract/price-lists.js';
import { formatTrDateTime } from '../../src/shared/format.js';
import { MSG } from '../../src/shared/messages.js';
import type { SupplierPrice } from '../../src/shared/prices.js';
import { type Db, inTransaction, queryRows } from '../../src/server/db/sql.js';
import { decidePrices, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, createUserLike, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';

/**
 * The owners' price lists (spec 1 §2.8, §2.9): /modelPriceSupply/current/getAll|findAll
 * (supplier; distributor: the products it created) and /modelPriceDisty/current/getAll|findAll
 * (the distributor's own rows). Fixtures go through the real price core. Every product here
 * has a barcode starting with 'OWNP-', and the lists are read with that filter so the demo
 * seed's prices never mix in.
 */
const DAY = 86_400_000;
const PREFIX = 'OWNP-';
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);
const price = (distyPrice: number, over: Partial<SupplierPrice> & { resellerPrice?: number } = {}): SupplierPrice & { resellerPrice?: number } => ({
  taxRatio: 20 as const,
  distyPrice,
  recommendedEdmPrice: null,
  recommendedResellerPrice: distyPrice + 20,
  recommendedSellPrice: distyPrice + 50,
  ...over,
});

type Page<R> = { content: R[]; totalElements: number };

describe.each(dbKinds())('owner price lists on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supplyA: Client; // supply_admin, TDR001
  let supplyUser: Client; // supply_user, TDR001
  let supplyB: Client; // TDR002
  let disty: Client; // disty_admin, DST001 (TDR001, TDR002)
  let disty2: Client; // DST002 (TDR001)
  let reseller: Client;
  let admin: Client;
  const p: Record<'alpha' | 'beta' | 'gamma' | 'own', { id: number; barcode: string; name: string }> = {} as never;
  const v = {} as Record<'a1' | 'a2' | 'a3' | 'betaRejected' | 'betaWaiting' | 'gamma' | 'own', number>;
  let ownDistyRow: number;

  const page = async <R>(client: Client, path: string, body: object, query = '') => {
    const res = await client.post(`/api${path}${query}`, { barcode: PREFIX, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<R>;
  };
  const supplyPage = (client: Client, body: object = {}, query = '') => page<SupplyPriceRow>(client, '/modelPriceSupply/current/getAll', body, query);
  const distyPage = (client: Client, body: object = {}, query = '') => page<DistyPriceRow>(client, '/modelPriceDisty/current/getAll', body, query);
  const distyRowOf = async (db: Db, mps: number, distyId: number) =>
    (await queryRows<{ id: number }>(db, sql`select id from model_price_disties where model_price_supply_id = ${mps} and disty_id = ${distyId}`))[0].id;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    await createUserLike(t, 'supply_admin', 'supply_b_admin', { supplyId: cat.supplies.TDR002 });
    await createUserLike(t, 'disty_admin', 'disty2_admin', { distyId: cat.disties.DST002 });
    [supplyA, supplyUser, supplyB, disty, disty2, reseller, admin] = await Promise.all(
      ['supply_admin', 'supply_user', 'supply_b_admin', 'disty_admin', 'disty2_admin', 'reseller_admin', 'ttg_admin'].map((u) => clientFor(t, u)),
    );
    const seed = (name: string, supplyId: number, barcode: string, over: object = {}) =>
      insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, name, barcode, ...over });
    p.alpha = await seed('Fixture Fiyat Alfa', cat.supplies.TDR001, `${PREFIX}ALFA`, { eol: true });
    p.beta = await seed('Fixture Fiyat Beta', cat.supplies.TDR001, `${PREFIX}BETA`, { brandId: cat.brands.second });
    p.gamma = await seed('Fixture Fiyat Gama', cat.supplies.TDR002, `${PREFIX}GAMA`);
    p.own = await seed('Fixture Fiyat Kendi', cat.supplies.TDR002, `${PREFIX}KENDI`, { subCategoryId: cat.subCategories.fast });
    await t.database.db.execute(sql`update models set created_by_disty_id = ${cat.disties.DST001} where id = ${p.own.id}`);

    const supplier = await userId(t, 'supply_admin');
    const distyUser = await userId(t, 'disty_admin');
    const { DST001, DST002 } = cat.disties;
    await inTransaction(t.database.db, async (tx) => {
      const submit = async (modelId: number, startDate: Date, prices: ReturnType<typeof price>, ownDistyId?: number) =>
        (await submitSupplierPrices(tx, [{ modelId, startDate, ...prices }], { userId: supplier, ownDistyId }))[0];
      // alpha: an ended version, the current one (dearer) and a coming one (cheaper).
      v.a1 = await submit(p.alpha.id, at(-400), price(100));
      v.a2 = await submit(p.alpha.id, at(-100), price(110, { recommendedEdmPrice: 105 }));
      v.a3 = await submit(p.alpha.id, at(30), price(90));
      // beta: a version every distributor rejected (never listed), then one still waiting.
      v.betaRejected = await submit(p.beta.id, at(-50), price(200));
      v.betaWaiting = await submit(p.beta.id, at(-10), price(210));
      v.gamma = await submit(p.gamma.id, at(-20), price(300));
      // A distributor's own product (TDR002 is distributed by DST001): its own row is approved at once.
      v.own = await submit(p.own.id, at(-5), price(50, { resellerPrice: 65 }), DST001);
    });
    await inTransaction(t.database.db, async (tx) => {
      const decide = async (mps: number, distyId: number, approve: boolean) =>
        decidePrices(tx, { ids: [await distyRowOf(tx, mps, distyId)], distyId, approve, description: approve ? null : 'Yüksek', userId: distyUser });
      await decide(v.betaRejected, DST001, false);
      await decide(v.betaRejected, DST002, false);
      await decide(v.a2, DST001, true);
      await decide(v.a2, DST002, true);
      await setDistyPrices(tx, DST001, [{ modelId: p.alpha.id, startDate: at(-2), resellerPrice: 130 }], distyUser);
      await decide(v.a3, DST001, true);
    });
    ownDistyRow = await distyRowOf(t.database.db, v.own, DST001);
  });
  afterAll(() => t.close());

  describe('/modelPriceSupply/current/getAll', () => {
    it("shows a supplier its supply's GÜNCEL versions only: current and coming, no ended, no rejected", async () => {
      const res = await supplyA.post('/api/modelPriceSupply/current/getAll', { barcode: PREFIX });
      expect(res.statusCode).toBe(200);
      const { content, totalElements } = res.json() as Page<SupplyPriceRow>;
      // Default sort: start date, newest first.
      expect(content.map((r) => r.id)).toEqual([v.a3, v.betaWaiting, v.a2]);
      expect(totalElements).toBe(3);
      const [next, waiting, current] = content;
      expect(next).toMatchObject({ nextPrice: true, endDate: null, approveType: 'APPROVED', distyPrice: 90, checkDistyPrice: false, checkRecommendedSellPrice: false });
      expect(current).toMatchObject({ nextPrice: false, approveType: 'APPROVED', distyPrice: 110, recommendedEdmPrice: 105, checkDistyPrice: true, checkRecommendedResellerPrice: true });
      expect(current.endDate).toBe(next.startDate);
      expect(waiting).toMatchObject({ approveType: 'WAITING', taxRatio: 20, recommendedEdmPrice: null, eol: null });
      // The rejected version is skipped: the waiting one compares with nothing before it.
      expect(waiting.checkDistyPrice).toBeNull();
      expect(current.model).toEqual({
        id: p.alpha.id,
        name: 'Fixture Fiyat Alfa',
        barcode: `${PREFIX}ALFA`,
        description: null,
        supplyStatus: 'AÇIK',
        origin: null,
        approveType: 'APPROVED',
        brand: { id: cat.brands.active, name: 'Fixture İnci' },
        subCategory: { id: cat.subCategories.silicone, name: 'Fixture Silikon Kılıf', category: { id: cat.categories.cases, name: 'Fixture Kılıflar' } },
      });
      expect(current.supply).toEqual({ id: cat.supplies.TDR001, name: expect.any(String) });
      expect(current.eol).toBe(true);
      // Every version the supplier sees, unfiltered, is its own supply's.
      const all = await (await supplyUser.post('/api/modelPriceSupply/current/getAll?size=25', {})).json() as Page<SupplyPriceRow>;
      expect(all.content.every((r) => r.supply.id === cat.supplies.TDR001)).toBe(true);
    });

    it("keeps suppliers apart: B sees its products (the distributor's own one too), never A's", async () => {
      const b = await supplyPage(supplyB);
      expect(b.content.map((r) => r.model.id).sort()).toEqual([p.gamma.id, p.own.id].sort());
      const a = await supplyPage(supplyA);
      expect(a.content.some((r) => r.model.id === p.gamma.id || r.model.id === p.own.id)).toBe(false);
    });

    it('shows a distributor only the products it created itself', async () => {
      const mine = await supplyPage(disty);
      expect(mine.content.map((r) => r.id)).toEqual([v.own]);
      expect(mine.content[0].supply.id).toBe(cat.supplies.TDR002);
      const unfiltered = (await (await disty.post('/api/modelPriceSupply/current/getAll?size=25', {})).json()) as Page<SupplyPriceRow>;
      const ids = unfiltered.content.map((r) => r.model.id);
      const created = await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from models where id = any(${`{${ids.join(',')}}`}::int[]) and created_by_disty_id = ${cat.disties.DST001}`);
      expect(created[0].n).toBe(ids.length);
      expect((await supplyPage(disty2)).totalElements).toBe(0);
    });

    it('filters by name, barcode and price-valid-from day, and sorts on the server', async () => {
      expect((await supplyPage(supplyA, { modelName: 'fiyat alf' })).content.map((r) => r.id).sort()).toEqual([v.a2, v.a3].sort());
      expect((await supplyPage(supplyA, { barcode: 'OWNP-BET' })).content.map((r) => r.id)).toEqual([v.betaWaiting]);
      const day = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
      expect((await supplyPage(supplyA, { startDate: day(at(-10)) })).content.map((r) => r.id)).toEqual([v.a3, v.betaWaiting]);
      expect((await supplyPage(supplyA, { startDate: day(at(-9)) })).content.map((r) => r.id)).toEqual([v.a3]);
      expect((await supplyPage(supplyA, {}, '?sort=distyPrice,asc')).content.map((r) => r.distyPrice)).toEqual([90, 110, 210]);
      expect((await supplyPage(supplyA, {}, '?sort=name,desc')).content.map((r) => r.model.name)).toEqual(['Fixture Fiyat Beta', 'Fixture Fiyat Alfa', 'Fixture Fiyat Alfa']);
      const paged = await supplyPage(supplyA, {}, '?page=1&size=2&sort=startDate,asc');
      expect(paged).toMatchObject({ totalElements: 3, content: [{ id: v.a3 }] });
      expectValidation(await supplyA.post('/api/modelPriceSupply/current/getAll', { startDate: '2025-02-30' }));
      expectValidation(await supplyA.post('/api/modelPriceSupply/current/getAll?sort=resellerPrice,asc', {}));
      expectValidation(await supplyA.post('/api/modelPriceSupply/current/getAll?size=50', {}));
    });

    it('refuses other roles', async () => {
      for (const c of [reseller, admin]) {
        expectCoded(await c.post('/api/modelPriceSupply/current/getAll', {}), 403, 403, MSG.forbidden);
        expectCoded(await c.post('/api/modelPriceSupply/current/findAll', {}), 403, 403, MSG.forbidden);
      }
    });

    it('exports the same rows in the same order as a real xlsx', async () => {
      const res = await supplyA.post('/api/modelPriceSupply/current/findAll?sort=distyPrice,desc', { barcode: PREFIX });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('Güncel Fiyat Listesi.xlsx'));
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      expect(book.SheetNames).toEqual(['data']);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.data, { header: 1, raw: true, defval: null });
      expect(rows[0]).toEqual([
        'Kategori', 'Alt Kategori', 'Marka', 'Ürün Adı', 'Barkod', 'Başlangıç Tarihi', 'Bitiş Tarihi', 'KDV Oranı (%)', 'Distribütör Alış Fiyatı',
        'Önerilen EDM Alış Fiyatı', 'Önerilen Bayi Alış Fiyatı', 'Önerilen Satış Fiyatı', 'Onay Durumu', 'EOL',
      ]);
      const shown = (await supplyPage(supplyA, {}, '?sort=distyPrice,desc')).content;
      expect(rows.slice(1).map((r) => r[4])).toEqual(shown.map((r) => r.model.barcode));
      // Numbers as numbers (the tax ratio under its '(%)' header), the start date a date cell (spec 3 §9).
      expect(rows[1]).toEqual(['Fixture Kılıflar', 'Fixture Silikon Kılıf', 'Fixture Atlas', 'Fixture Fiyat Beta', `${PREFIX}BETA`, expect.any(Number), null, 20, 210, 'Girilmedi', 230, 260, 'Onay Bekliyor', 'Boş']);
      expect(rows[2].slice(8, 14)).toEqual([110, 105, 130, 160, 'Onaylandı', 'Evet']);
      // As Excel shows them: money with 2 decimals, the date DD.MM.YYYY.
      const asShown = XLSX.utils.sheet_to_json<string[]>(book.Sheets.data, { header: 1, raw: false, defval: null });
      expect(asShown[1][5]).toBe(formatTrDateTime(shown[0].startDate).slice(0, 10));
      expect(asShown[1].slice(7, 12)).toEqual(['20', '210.00', 'Girilmedi', '230.00', '260.00']);
    });
  });

  describe('/modelPriceDisty/current/getAll', () => {
    it("shows a distributor its own approved GÜNCEL rows with the supplier version each follows", async () => {
      const { content, totalElements } = await distyPage(disty);
      expect(totalElements).toBe(3);
      const alpha = content.filter((r) => r.mid === p.alpha.id);
      // The ended approved row of a2 is gone; the reseller price row (on a2) and the coming a3 row remain.
      expect(alpha.map((r) => [r.mpsid, r.resellerPrice, r.mpdNextPrice, r.mpsNextPrice])).toEqual([
        [v.a3, 130, true, true],
        [v.a2, 130, false, false],
      ]);
      expect(alpha[1]).toMatchObject({
        did: cat.disties.DST001,
        sid: cat.supplies.TDR001,
        modelName: 'Fixture Fiyat Alfa',
        brand: 'Fixture İnci',
        category: 'Fixture Kılıflar',
        subCategory: 'Fixture Silikon Kılıf',
        timeStatus: 'GÜNCEL',
        approveType: 'APPROVED',
        distyPrice: 110,
        checkDistyPrice: true,
        eol: true,
        supplyStatus: 'AÇIK',
        description: null,
      });
      expect(alpha[1].mpdEndDate).toBe(alpha[0].mpdStartDate);
      expect(alpha[1].mpsStartDate < alpha[1].mpdStartDate).toBe(true);
      const own = content.find((r) => r.mid === p.own.id)!;
      expect(own).toMatchObject({ id: ownDistyRow, mpsid: v.own, resellerPrice: 65, sid: cat.supplies.TDR002 });
      // Default sort: the distributor row's start date, newest first.
      expect(content.map((r) => r.mpdStartDate)).toEqual(content.map((r) => r.mpdStartDate).sort().reverse());
    });

    it("never shows another distributor's rows", async () => {
      const two = await distyPage(disty2);
      expect(two.content.map((r) => [r.mid, r.mpsid, r.did])).toEqual([[p.alpha.id, v.a2, cat.disties.DST002]]);
      expect(two.content[0].resellerPrice).toBeNull();
      const all = (await (await disty.post('/api/modelPriceDisty/current/getAll?size=25', {})).json()) as Page<DistyPriceRow>;
      expect(all.content.every((r) => r.did === cat.disties.DST001 && r.timeStatus === 'GÜNCEL')).toBe(true);
    });

    it('filters by name, barcode, brand and supply, and sorts', async () => {
      expect((await distyPage(disty, { modelName: 'kendi' })).content.map((r) => r.id)).toEqual([ownDistyRow]);
      expect((await distyPage(disty, { supply: cat.supplies.TDR002 })).content.map((r) => r.id)).toEqual([ownDistyRow]);
      expect((await distyPage(disty, { brand: cat.brands.second })).totalElements).toBe(0);
      expect((await distyPage(disty, { brand: cat.brands.active, barcode: 'ALFA' })).totalElements).toBe(2);
      expect((await distyPage(disty, {}, '?sort=resellerPrice,asc')).content.map((r) => r.resellerPrice)).toEqual([65, 130, 130]);
      const bySupply = async (dir: string) => (await distyPage(disty, {}, `?sort=supply,${dir}`)).content.map((r) => r.id);
      expect(await bySupply('desc')).toEqual((await bySupply('asc')).reverse());
      expectValidation(await disty.post('/api/modelPriceDisty/current/getAll', { brand: 'x' }));
    });

    it('refuses other roles', async () => {
      for (const c of [supplyA, supplyUser, reseller, admin]) {
        expectCoded(await c.post('/api/modelPriceDisty/current/getAll', {}), 403, 403, MSG.forbidden);
        expectCoded(await c.post('/api/modelPriceDisty/current/findAll', {}), 403, 403, MSG.forbidden);
      }
    });

    it('exports the same rows as the page', async () => {
      const res = await disty.post('/api/modelPriceDisty/current/findAll?sort=resellerPrice,desc', { barcode: PREFIX });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('Distribütör Fiyat Listesi.xlsx'));
      const book = XLSX.read(res.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.data, { header: 1, raw: true, defval: null });
      expect(rows[0]).toContain('Bayi Alış Fiyatı');
      const shown = (await distyPage(disty, {}, '?sort=resellerPrice,desc')).content;
      const barcodeAt = (rows[0] as string[]).indexOf('Barkod');
      const resellerAt = (rows[0] as string[]).indexOf('Bayi Alış Fiyatı');
      expect(rows.slice(1).map((r) => [r[barcodeAt], r[resellerAt]])).toEqual(shown.map((r) => [r.barcode, r.resellerPrice]));
    });
  });
});
