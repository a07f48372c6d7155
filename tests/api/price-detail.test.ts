import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRICE_DETAIL_MSG, type PriceDetail, type PriceHistory, type RejectedPrice, type SupplyPriceDetail } from '../../src/shared/contract/price-detail.js';
import { PRICE_MSG, priceStartIso } from '../../src/shared/prices.js';
import { inTransaction } from '../../src/server/db/sql.js';
import { decidePrices, submitSupplierPrices, type SupplierVersionInput } from '../../src/server/prices/price-versions.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, createUserLike, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';

/** That day (offset from today, Istanbul) 16:00 as ISO text, like the screen sends. */
function day(offset: number) {
  const d = new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000);
  return priceStartIso(d.toISOString().slice(0, 10))!;
}

const BASE = { taxRatio: 20 as const, distyPrice: 100, recommendedEdmPrice: 105, recommendedResellerPrice: 120, recommendedSellPrice: 150 };

describe.each(dbKinds())('price detail, history, rejections and update on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supplyA: Client; // supply_admin, TDR001
  let supplyB: Client; // TDR002
  let disty1: Client; // disty_admin, DST001: TDR001, TDR002
  let disty2: Client; // DST002: TDR001
  let disty3: Client; // DST003: TDR003
  let reseller: Client;
  let admin: Client;
  let supplierUser: number;
  let disty1User: number;
  // pA: TDR001's product, priced 10 days ago and approved by DST001 and DST002.
  const pA = { id: 0, version: 0, mpd1: 0, mpd2: 0 };
  // pC: a TDR001 product DST001 created itself (its "default supplier").
  const pC = { id: 0, version: 0, mpd1: 0 };

  const db = () => t.database.db;
  const submit = (rows: SupplierVersionInput[], userIdOf: number) => inTransaction(db(), (tx) => submitSupplierPrices(tx, rows, { userId: userIdOf }));
  const distyRow = async (versionId: number, distyId: number) =>
    (await sqlRows<{ id: number }>(t, sql`select id from model_price_disties where model_price_supply_id = ${versionId} and disty_id = ${distyId}`))[0].id;
  const decide = (ids: number[], distyId: number, approve: boolean, description: string | null = null) =>
    inTransaction(db(), (tx) => decidePrices(tx, { ids, distyId, approve, description, userId: disty1User }));

  /** A product of TDR001 with one supplier version approved by every distributor of TDR001. */
  async function pricedProduct(over: { createdByDisty?: number; brandId?: number } = {}) {
    const product = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: over.brandId ?? cat.brands.active, subCategoryId: cat.subCategories.silicone });
    if (over.createdByDisty) await db().execute(sql`update models set created_by_disty_id = ${over.createdByDisty} where id = ${product.id}`);
    const [version] = await submit([{ modelId: product.id, startDate: new Date(day(-10)), ...BASE }], supplierUser);
    const mpd1 = await distyRow(version, cat.disties.DST001);
    const mpd2 = await distyRow(version, cat.disties.DST002);
    await decide([mpd1], cat.disties.DST001, true);
    await inTransaction(db(), (tx) => decidePrices(tx, { ids: [mpd2], distyId: cat.disties.DST002, approve: true, userId: disty1User }));
    // The distributors' reseller prices of that version.
    await db().execute(sql`update model_price_disties set reseller_price = 110 where id in (${mpd1}, ${mpd2})`);
    return { id: product.id, version, mpd1, mpd2 };
  }

  const update = (client: Client, body: Record<string, unknown>) => client.post('/api/modelPriceSupply/update', body);
  const payload = (modelId: number, over: Record<string, unknown> = {}) => ({ modelId, startDate: day(0), ...BASE, resellerPrice: null, sameControl: true, ...over });
  const history = async (client: Client, modelId: number) => {
    const res = await client.get(`/api/modelPriceSupply/last/${modelId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PriceHistory;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    await createUserLike(t, 'supply_admin', 'price_supply_b', { supplyId: cat.supplies.TDR002 });
    await createUserLike(t, 'disty_admin', 'price_disty2', { distyId: cat.disties.DST002 });
    await createUserLike(t, 'disty_admin', 'price_disty3', { distyId: cat.disties.DST003 });
    [supplyA, supplyB, disty1, disty2, disty3, reseller, admin] = await Promise.all(
      ['supply_admin', 'price_supply_b', 'disty_admin', 'price_disty2', 'price_disty3', 'reseller_admin', 'ttg_admin'].map((u) => clientFor(t, u)),
    );
    supplierUser = await userId(t, 'supply_admin');
    disty1User = await userId(t, 'disty_admin');
    Object.assign(pA, await pricedProduct());
    Object.assign(pC, await pricedProduct({ createdByDisty: cat.disties.DST001 }));
  });
  afterAll(() => t.close());

  describe('reads', () => {
    it('a supplier reads its version with the product, check flags and defaultSupply', async () => {
      const res = await supplyA.get(`/api/modelPriceSupply/current/${pA.version}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SupplyPriceDetail;
      expect(body).toMatchObject({ id: pA.version, ...BASE, resellerPrice: null, defaultSupply: true, nextPrice: false, endDate: null });
      expect(body.model).toMatchObject({ id: pA.id, brand: { id: cat.brands.active }, subCategory: { id: cat.subCategories.silicone } });
      expect(body.checkDistyPrice).toBeNull();
    });

    it('a distributor reads the supplier version with its own reseller price; supplier fields are its only when it created the product', async () => {
      const other = (await disty1.get(`/api/modelPriceSupply/current/${pA.version}`)).json() as SupplyPriceDetail;
      expect(other).toMatchObject({ resellerPrice: 110, defaultSupply: false });
      const own = (await disty1.get(`/api/modelPriceSupply/current/${pC.version}`)).json() as SupplyPriceDetail;
      expect(own.defaultSupply).toBe(true);
    });

    it("another supplier's or distributor's id answers 404, a reseller 403", async () => {
      for (const client of [supplyB, disty3]) {
        expect((await client.get(`/api/modelPriceSupply/current/${pA.version}`)).statusCode).toBe(404);
        expect((await client.get(`/api/modelPriceSupply/last/${pA.id}`)).statusCode).toBe(404);
        expect((await client.get(`/api/modelPriceSupply/rejectedList/${pA.id}`)).statusCode).toBe(404);
        expect((await update(client, payload(pA.id, { distyPrice: 1 }))).statusCode).toBe(404);
      }
      expect((await disty3.post('/api/modelPriceDisty/detail', { modelId: pA.id, mpdId: pA.mpd1 })).statusCode).toBe(404);
      expect((await disty3.post('/api/modelPriceDisty/last', { modelId: pA.id, mpdId: pA.mpd1 })).statusCode).toBe(404);
      expect((await reseller.get(`/api/modelPriceSupply/current/${pA.version}`)).statusCode).toBe(403);
      expect((await reseller.get(`/api/modelPriceSupply/last/${pA.id}`)).statusCode).toBe(403);
      expect((await reseller.get(`/api/modelPriceSupply/rejectedList/${pA.id}`)).statusCode).toBe(403);
      expect((await reseller.post('/api/modelPriceDisty/detail', { modelId: pA.id, mpdId: pA.mpd1 })).statusCode).toBe(403);
      expect((await update(reseller, payload(pA.id))).statusCode).toBe(403);
      // The admin's screens are read-only.
      expect((await update(admin, payload(pA.id))).statusCode).toBe(403);
    });

    it('the distributor detail: only its own rows, the other ids must agree', async () => {
      const res = await disty1.post('/api/modelPriceDisty/detail', { modelId: pA.id, mpdId: pA.mpd1, mpsId: pA.version, supplyId: cat.supplies.TDR001 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as PriceDetail).toMatchObject({ mpdId: pA.mpd1, mpsId: pA.version, mid: pA.id, did: cat.disties.DST001, ...BASE, resellerPrice: 110, defaultSupply: false, approveType: 'APPROVED' });
      expect((await disty1.post('/api/modelPriceDisty/detail', { modelId: pA.id, mpdId: pA.mpd2 })).statusCode).toBe(404);
      expect((await disty1.post('/api/modelPriceDisty/detail', { modelId: pA.id, mpdId: pA.mpd1, mpsId: pC.version })).statusCode).toBe(404);
      expect((await disty1.post('/api/modelPriceDisty/detail', { modelId: pC.id, mpdId: pA.mpd1 })).statusCode).toBe(404);
      expect(((await disty1.post('/api/modelPriceDisty/detail', { modelId: pC.id, mpdId: pC.mpd1 })).json() as PriceDetail).defaultSupply).toBe(true);
    });

    it('the admin reads any distributor row read-only, with every distributor in the history', async () => {
      const body = { modelId: pA.id, mpdId: pA.mpd2, distyId: cat.disties.DST002, supplyId: cat.supplies.TDR001, mpsId: pA.version };
      const res = await admin.post('/api/modelPriceDisty/detail', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ did: cat.disties.DST002, defaultSupply: false });
      expect((await admin.post('/api/modelPriceDisty/detail', { ...body, distyId: cat.disties.DST001 })).statusCode).toBe(404);
      const last = (await admin.post('/api/modelPriceDisty/last', body)).json() as PriceHistory;
      expect(new Set(last.lastModelPriceDisty.map((r) => r.did))).toEqual(new Set([cat.disties.DST001, cat.disties.DST002]));
    });

    it('history: a supplier sees every distributor, a distributor only its own', async () => {
      const forSupplier = await history(supplyA, pA.id);
      expect(forSupplier.lastModelPriceSupply.map((r) => r.id)).toContain(pA.version);
      expect(forSupplier.lastModelPriceDisty.map((r) => r.distyName).sort()).toHaveLength(2);
      const forDisty = await history(disty1, pA.id);
      expect(forDisty.lastModelPriceDisty.every((r) => r.did === cat.disties.DST001)).toBe(true);
      expect(forDisty.lastModelPriceDisty).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('refuses a missing date, a wrong tax ratio and negative prices', async () => {
      const noDate = expectValidation(await update(supplyA, { ...payload(pA.id), startDate: undefined }));
      expect(noDate.errors).toContainEqual({ field: 'startDate', message: PRICE_MSG.dateRequired });
      expect(expectValidation(await update(supplyA, payload(pA.id, { startDate: '' }))).fields).toContain('startDate');
      expect(expectValidation(await update(supplyA, payload(pA.id, { taxRatio: 7 }))).fields).toContain('taxRatio');
      expect(expectValidation(await update(supplyA, payload(pA.id, { distyPrice: -1 }))).fields).toContain('distyPrice');
      expect(expectValidation(await update(supplyA, payload(pA.id, { resellerPrice: -1 }))).fields).toContain('resellerPrice');
    });

    it("a validity date before today is refused as the spreadsheet refuses it, the date flagged, nothing written (supplier, creator and distributor)", async () => {
      const versions = async () => (await sqlRows<{ n: number }>(t, sql`select (select count(*) from model_price_supplies) + (select count(*) from model_price_disties) as n`))[0].n;
      const before = await versions();
      const cases: [Client, number, Record<string, unknown>][] = [
        [supplyA, pA.id, { distyPrice: 77 }],
        [disty1, pC.id, { distyPrice: 77, resellerPrice: 88 }],
        [disty1, pA.id, { resellerPrice: 88 }],
      ];
      for (const [client, modelId, change] of cases) {
        for (const startDate of [priceStartIso('2020-01-01'), day(-1)]) {
          const res = expectValidation(await update(client, payload(modelId, { ...change, startDate })));
          expect(res.errors).toEqual([{ field: 'startDate', message: 'Tarih bugünden önce olamaz.' }]);
          expect(res.fields).toEqual(['startDate']);
        }
      }
      expect(await versions()).toBe(before);
    });

    it('nothing changed: 422 with a clear text', async () => {
      const res = await update(supplyA, payload(pA.id));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual([PRICE_DETAIL_MSG.nothingChanged]);
      // A distributor's supplier fields are not its to change: they do not count as a change.
      const disty = await update(disty1, payload(pA.id, { distyPrice: 1, resellerPrice: 110 }));
      expect(disty.statusCode, disty.body).toBe(422);
    });

    it("a supplier's change is a WAITING version for every distributor and shows first in last()", async () => {
      const res = await update(supplyA, payload(pA.id, { distyPrice: 101.5, startDate: day(2) }));
      expect(res.statusCode, res.body).toBe(200);
      const { supplyPriceId, distyPriceId, waitingApproval } = res.json();
      expect(distyPriceId).toBeNull();
      expect(waitingApproval).toBe(true);
      const rows = await sqlRows<{ disty_id: number; approve_type: string }>(
        t,
        sql`select disty_id, approve_type from model_price_disties where model_price_supply_id = ${supplyPriceId} order by disty_id`,
      );
      expect(rows).toEqual([
        { disty_id: cat.disties.DST001, approve_type: 'WAITING' },
        { disty_id: cat.disties.DST002, approve_type: 'WAITING' },
      ]);
      const last = await history(supplyA, pA.id);
      expect(last.lastModelPriceSupply[0]).toMatchObject({ id: supplyPriceId, approveType: 'WAITING', distyPrice: 101.5, nextPrice: true, checkDistyPrice: true });
      expect(last.lastModelPriceSupply[1]).toMatchObject({ id: pA.version, endDate: new Date(day(2)).toISOString() });
      // The same prices again for that day: the waiting version is in force there, nothing changed.
      expect((await update(supplyA, payload(pA.id, { distyPrice: 101.5, startDate: day(2) }))).statusCode).toBe(422);
    });

    it("a distributor's reseller price alone is an approved version that closes the one before", async () => {
      const startDate = day(1);
      const res = await update(disty1, payload(pA.id, { resellerPrice: 112.25, startDate, distyPrice: 999 }));
      expect(res.statusCode, res.body).toBe(200);
      const { supplyPriceId, distyPriceId } = res.json();
      expect(supplyPriceId).toBeNull();
      const [row] = await sqlRows<{ approve_type: string; reseller_price: number; disty_id: number }>(
        t,
        sql`select approve_type, reseller_price::float8 as reseller_price, disty_id from model_price_disties where id = ${distyPriceId}`,
      );
      expect(row).toEqual({ approve_type: 'APPROVED', reseller_price: 112.25, disty_id: cat.disties.DST001 });
      const last = await history(disty1, pA.id);
      expect(last.lastModelPriceDisty[0]).toMatchObject({ id: distyPriceId, resellerPrice: 112.25, endDate: null, checkResellerPrice: true });
      expect(last.lastModelPriceDisty[1]).toMatchObject({ id: pA.mpd1, endDate: new Date(startDate).toISOString() });
      // The supplier's fields it sent were ignored: no supplier version came of them.
      expect((await history(supplyA, pA.id)).lastModelPriceSupply.some((r) => r.distyPrice === 999)).toBe(false);
    });

    it('the distributor that created a product changes its supplier prices: its own row is approved at once', async () => {
      const res = await update(disty1, payload(pC.id, { recommendedSellPrice: 155, resellerPrice: 111 }));
      expect(res.statusCode, res.body).toBe(200);
      const { supplyPriceId, waitingApproval } = res.json();
      expect(waitingApproval).toBe(true); // DST002 still decides
      const rows = await sqlRows<{ disty_id: number; approve_type: string; reseller_price: number | null }>(
        t,
        sql`select disty_id, approve_type, reseller_price::float8 as reseller_price from model_price_disties where model_price_supply_id = ${supplyPriceId} order by disty_id`,
      );
      expect(rows).toEqual([
        { disty_id: cat.disties.DST001, approve_type: 'APPROVED', reseller_price: 111 },
        { disty_id: cat.disties.DST002, approve_type: 'WAITING', reseller_price: null },
      ]);
    });

    it('a brand not mapped to the supply cannot get a new supplier price', async () => {
      const [{ id: brandId }] = await sqlRows<{ id: number }>(t, sql`insert into brands (name, status) values ('Fixture Eşleşmesiz', 1) returning id`);
      const product = await pricedProduct({ brandId });
      const res = await update(supplyA, payload(product.id, { distyPrice: 90 }));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fields).toEqual([PRICE_MSG.brandNotMapped]);
    });
  });

  describe('rejected list', () => {
    it('shows the rejection with its description: the supplier every distributor, a distributor its own', async () => {
      const product = await pricedProduct();
      const [version] = await submit([{ modelId: product.id, startDate: new Date(day(-1)), ...BASE, distyPrice: 130 }], supplierUser);
      await decide([await distyRow(version, cat.disties.DST001)], cat.disties.DST001, false, 'Alış fiyatı çok yüksek.');

      const res = await supplyA.get(`/api/modelPriceSupply/rejectedList/${product.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = res.json() as RejectedPrice[];
      expect(entry).toMatchObject({
        did: cat.disties.DST001,
        description: 'Alış fiyatı çok yüksek.',
        modelPriceSupply: { id: version, distyPrice: 130, taxRatio: 20 },
      });
      expect(entry.distyName.length).toBeGreaterThan(0);
      expect(entry.createDateTime).toEqual(expect.any(String));
      expect(((await disty1.get(`/api/modelPriceSupply/rejectedList/${product.id}`)).json() as RejectedPrice[]).map((r) => r.id)).toEqual([entry.id]);
      expect((await disty2.get(`/api/modelPriceSupply/rejectedList/${product.id}`)).json()).toEqual([]);
      expect(((await admin.get(`/api/modelPriceSupply/rejectedList/${product.id}`)).json() as RejectedPrice[]).length).toBe(1);
    });
  });
});
