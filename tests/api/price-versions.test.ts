import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PRICE_MSG, type SupplierPrice } from '../../src/shared/prices.js';
import { type Db, inTransaction } from '../../src/server/db/sql.js';
import { AppError } from '../../src/server/lib/app-error.js';
import { decidePrices, distyPriceAt, setDistyPrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { userId } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The price model's core (src/server/prices/price-versions.ts, docs/prices.md), called
 * directly: version timelines in both channels, the supplier version's summary of its
 * distributors' decisions, a supplying distributor's own approval, the distributor's own
 * reseller prices and the "price on date X" lookup.
 */
const DAY = 86_400_000;
const base = Date.now();
const at = (offsetDays: number) => new Date(base + offsetDays * DAY);
const price = (distyPrice: number, over: Partial<SupplierPrice> = {}): SupplierPrice => ({
  taxRatio: 20,
  distyPrice,
  recommendedEdmPrice: null,
  recommendedResellerPrice: distyPrice + 20,
  recommendedSellPrice: distyPrice + 50,
  ...over,
});
const ms = (d: string | Date | null) => (d === null ? null : new Date(d).getTime());

interface Version {
  id: number;
  start_date: string;
  end_date: string | null;
  approve_type: string;
}
interface DistyVersion extends Version {
  model_price_supply_id: number;
  reseller_price: number | null;
  decided_by: number | null;
  decided_at: string | null;
}

describe.each(dbKinds())('price versions (core) on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let supplier: number;
  let distyUser: number;
  let seq = 0;
  let DST001: number;
  let DST002: number;

  const tx = <T>(work: (tx: Db) => Promise<T>) => inTransaction(t.database.db, work);
  const product = async (supplyId = cat.supplies.TDR001) =>
    (await insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode: `PVER-${kind}-${++seq}` })).id;
  const submit = (modelId: number, rows: [number, SupplierPrice & { resellerPrice?: number }][], ownDistyId?: number) =>
    tx((db) => submitSupplierPrices(db, rows.map(([day, p]) => ({ modelId, startDate: at(day), ...p })), { userId: supplier, ownDistyId }));
  const supplyVersions = (modelId: number) =>
    sqlRows<Version>(t, sql`select id, start_date, end_date, approve_type from model_price_supplies where model_id = ${modelId} order by start_date, id`);
  const distyVersions = (modelId: number, distyId: number) =>
    sqlRows<DistyVersion>(
      t,
      sql`select id, model_price_supply_id, start_date, end_date, approve_type, reseller_price::float8 as reseller_price, decided_by, decided_at
          from model_price_disties where model_id = ${modelId} and disty_id = ${distyId} order by start_date, id`,
    );
  const rowOf = async (mps: number, distyId: number) =>
    (await sqlRows<{ id: number }>(t, sql`select id from model_price_disties where model_price_supply_id = ${mps} and disty_id = ${distyId}`))[0].id;
  const decide = async (mps: number, distyId: number, approve: boolean) => {
    // Read before the transaction: inside it only its own connection may be used (PGlite has one).
    const id = await rowOf(mps, distyId);
    return tx((db) => decidePrices(db, { ids: [id], distyId, approve, description: approve ? null : 'Yüksek', userId: distyUser }));
  };
  const summaryOf = async (mps: number) =>
    (await sqlRows<{ approve_type: string }>(t, sql`select approve_type from model_price_supplies where id = ${mps}`))[0].approve_type;
  /** Each version's end (ms) keyed by its id: the timeline as a plain object. */
  const ends = (versions: Version[]) => Object.fromEntries(versions.map((v) => [v.id, ms(v.end_date)]));
  const startOf = (versions: Version[], id: number) => ms(versions.find((v) => v.id === id)!.start_date);

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    supplier = await userId(t, 'supply_admin');
    distyUser = await userId(t, 'disty_admin');
    ({ DST001, DST002 } = cat.disties);
  });
  afterAll(() => t.close());

  it('ends each supplier version where the next one starts, whatever order the start dates came in', async () => {
    const p = await product();
    const [late] = await submit(p, [[30, price(130)]]);
    const [early] = await submit(p, [[-30, price(100)]]);
    // One call with two rows out of order: the ids answer in the input's order.
    const [middle, first] = await submit(p, [
      [-5, price(110)],
      [-60, price(90)],
    ]);
    const versions = await supplyVersions(p);
    expect(versions.map((v) => v.id)).toEqual([first, early, middle, late]);
    expect(ends(versions)).toEqual({
      [first]: startOf(versions, early),
      [early]: startOf(versions, middle),
      [middle]: startOf(versions, late),
      [late]: null,
    });
    // Every version fans out to both distributors of TDR001 as a WAITING row with its start date.
    for (const d of [DST001, DST002]) {
      const rows = await distyVersions(p, d);
      expect(rows.map((r) => [r.model_price_supply_id, r.approve_type, r.end_date])).toEqual(versions.map((v) => [v.id, 'WAITING', null]));
      expect(rows.map((r) => ms(r.start_date))).toEqual(versions.map((v) => ms(v.start_date)));
    }

    // A version every distributor rejected leaves the supplier timeline: the one before reaches over it.
    await decide(middle, DST001, false);
    await decide(middle, DST002, false);
    const after = await supplyVersions(p);
    expect(after.find((v) => v.id === middle)!.approve_type).toBe('REJECTED');
    expect(ms(after.find((v) => v.id === early)!.end_date)).toBe(startOf(after, late));
    expect(ms(after.find((v) => v.id === first)!.end_date)).toBe(startOf(after, early));
  });

  it("builds a distributor's timeline from its approved rows only, in start order whatever order it approved them", async () => {
    const p = await product();
    const [v1, v2, v3] = await submit(p, [
      [-30, price(100)],
      [-5, price(110)],
      [30, price(130)],
    ]);
    await decide(v3, DST001, true);
    await decide(v1, DST001, true);
    let rows = await distyVersions(p, DST001);
    // v2 still waits: v1 runs until v3.
    expect(rows.map((r) => [r.model_price_supply_id, r.approve_type])).toEqual([
      [v1, 'APPROVED'],
      [v2, 'WAITING'],
      [v3, 'APPROVED'],
    ]);
    expect(ms(rows[0].end_date)).toBe(ms(rows[2].start_date));
    expect(rows[1].end_date).toBeNull();
    await decide(v2, DST001, true);
    rows = await distyVersions(p, DST001);
    expect(rows.map((r) => ms(r.end_date))).toEqual([ms(rows[1].start_date), ms(rows[2].start_date), null]);
    // DST002 decided nothing: no timeline there.
    expect((await distyVersions(p, DST002)).every((r) => r.approve_type === 'WAITING' && r.end_date === null)).toBe(true);
    expect(await distyPriceAt(t.database.db, p, DST002, at(0))).toBeNull();
  });

  it("sums up a supplier version's distributor decisions: APPROVED once one approved, REJECTED when all rejected, else WAITING", async () => {
    const p = await product();
    const [v, w] = await submit(p, [
      [-10, price(100)],
      [-5, price(110)],
    ]);
    expect([await summaryOf(v), await summaryOf(w)]).toEqual(['WAITING', 'WAITING']);
    await decide(v, DST001, false);
    expect(await summaryOf(v)).toBe('WAITING');
    await decide(v, DST002, false);
    expect(await summaryOf(v)).toBe('REJECTED');
    await decide(w, DST001, true);
    expect(await summaryOf(w)).toBe('APPROVED');
    await decide(w, DST002, false);
    expect(await summaryOf(w)).toBe('APPROVED');
    // A supplier with one distributor (TDR003 → DST003).
    const q = await product(cat.supplies.TDR003);
    const [x] = await submit(q, [[-1, price(50)]]);
    expect(await summaryOf(x)).toBe('WAITING');
    await decide(x, cat.disties.DST003, true);
    expect(await summaryOf(x)).toBe('APPROVED');
  });

  it("approves a supplying distributor's own row at once with its reseller price; the other distributors still decide", async () => {
    const p = await product();
    const [v] = await submit(p, [[-2, { ...price(100), resellerPrice: 140 }]], DST001);
    const [own] = await distyVersions(p, DST001);
    expect(own).toMatchObject({ model_price_supply_id: v, approve_type: 'APPROVED', reseller_price: 140, decided_by: supplier, end_date: null });
    expect(own.decided_at).not.toBeNull();
    const [other] = await distyVersions(p, DST002);
    expect(other).toMatchObject({ model_price_supply_id: v, approve_type: 'WAITING', reseller_price: null, decided_by: null });
    expect(await summaryOf(v)).toBe('APPROVED');
    expect((await distyPriceAt(t.database.db, p, DST001, at(0)))?.id).toBe(own.id);

    // The next own version ends the first one in that distributor's timeline.
    const [w] = await submit(p, [[10, { ...price(105), resellerPrice: 150 }]], DST001);
    const rows = await distyVersions(p, DST001);
    expect(rows.map((r) => [r.model_price_supply_id, r.reseller_price])).toEqual([
      [v, 140],
      [w, 150],
    ]);
    expect(ms(rows[0].end_date)).toBe(ms(rows[1].start_date));

    // A distributor that does not deliver the supply approves nothing by naming itself.
    const q = await product();
    const [x] = await submit(q, [[-1, { ...price(10), resellerPrice: 12 }]], cat.disties.DST003);
    expect(await summaryOf(x)).toBe('WAITING');
    expect((await distyVersions(q, DST001)).map((r) => r.approve_type)).toEqual(['WAITING']);
    expect(await distyVersions(q, cat.disties.DST003)).toEqual([]);
  });

  it("sets a distributor's reseller prices on the supplier version in force at their start, and approving carries them on", async () => {
    const p = await product();
    const [v1, v2] = await submit(p, [
      [-30, price(100)],
      [10, price(120)],
    ]);
    await decide(v1, DST001, true);
    await decide(v2, DST001, true);
    // Nothing entered yet: an approved supplier version without an earlier reseller price stays 'Girilmedi'.
    expect((await distyVersions(p, DST001)).map((r) => r.reseller_price)).toEqual([null, null]);

    const [mid, lateOwn] = await tx((db) =>
      setDistyPrices(
        db,
        DST001,
        [
          { modelId: p, startDate: at(-5), resellerPrice: 130 },
          { modelId: p, startDate: at(20), resellerPrice: 140 },
        ],
        distyUser,
      ),
    );
    const rows = await distyVersions(p, DST001);
    expect(rows.map((r) => [r.id, r.model_price_supply_id, r.reseller_price, r.approve_type])).toEqual([
      [rows[0].id, v1, null, 'APPROVED'],
      [mid, v1, 130, 'APPROVED'],
      [rows[2].id, v2, null, 'APPROVED'],
      [lateOwn, v2, 140, 'APPROVED'],
    ]);
    expect(rows.map((r) => ms(r.end_date))).toEqual([ms(rows[1].start_date), ms(rows[2].start_date), ms(rows[3].start_date), null]);
    expect(rows[1].decided_by).toBe(distyUser);

    // A later supplier version, once approved, keeps the reseller price in force before it.
    const [v3] = await submit(p, [[40, price(125)]]);
    await decide(v3, DST001, true);
    expect((await distyVersions(p, DST001)).at(-1)).toMatchObject({ model_price_supply_id: v3, reseller_price: 140, end_date: null });

    // The price on a date: nothing before the first version, then each version from its start on.
    const priceAt = async (day: number) => (await distyPriceAt(t.database.db, p, DST001, at(day)))?.id ?? null;
    const all = await distyVersions(p, DST001);
    expect(await priceAt(-31)).toBeNull();
    expect(await priceAt(-29)).toBe(all[0].id);
    expect(await distyPriceAt(t.database.db, p, DST001, new Date(all[1].start_date))).toMatchObject({ id: mid, reseller_price: 130, model_price_supply_id: v1 });
    expect(await distyPriceAt(t.database.db, p, DST001, new Date(ms(all[1].start_date)! - 1))).toMatchObject({ id: all[0].id });
    expect(await priceAt(0)).toBe(mid);
    expect(await priceAt(15)).toBe(all[2].id);
    expect(await priceAt(25)).toBe(lateOwn);
    expect(await priceAt(1000)).toBe(all[4].id);
  });

  it('prices a date before the first approved version on the earliest supplier version that follows', async () => {
    const p = await product();
    const [v1, v2] = await submit(p, [
      [-10, price(100)],
      [10, price(120)],
    ]);
    await decide(v1, DST001, true);
    await decide(v2, DST001, true);
    const [early] = await tx((db) => setDistyPrices(db, DST001, [{ modelId: p, startDate: at(-20), resellerPrice: 95 }], distyUser));
    const rows = await distyVersions(p, DST001);
    expect(rows[0]).toMatchObject({ id: early, model_price_supply_id: v1, reseller_price: 95 });
    expect(ms(rows[0].end_date)).toBe(ms(rows[1].start_date));
    // Approving a version older than all of them carries the reseller price of the first one after it.
    await tx((db) => setDistyPrices(db, DST001, [{ modelId: p, startDate: at(30), resellerPrice: 200 }], distyUser));
    const [v0] = await submit(p, [[-40, price(90)]]);
    await decide(v0, DST001, true);
    const [oldest] = await distyVersions(p, DST001);
    expect(oldest).toMatchObject({ model_price_supply_id: v0, reseller_price: 95 });
    expect(ms(oldest.end_date)).toBe(ms(rows[0].start_date));
  });

  it('refuses reseller prices of a distributor without an approved supplier version, writing nothing', async () => {
    const p = await product();
    await submit(p, [[-3, price(100)]]);
    const before = await distyVersions(p, DST002);
    const refusal = await tx((db) => setDistyPrices(db, DST002, [{ modelId: p, startDate: at(0), resellerPrice: 120 }], distyUser)).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).status).toBe(422);
    expect((refusal as AppError).envelope.fields).toEqual([PRICE_MSG.noSupplierPrice]);
    expect(await distyVersions(p, DST002)).toEqual(before);
  });

  it('decides all or nothing: an id of another distributor is 404, a decided one 422, an empty list nothing', async () => {
    const p = await product();
    const [v, w] = await submit(p, [
      [-3, price(100)],
      [-1, price(110)],
    ]);
    const mine = await rowOf(v, DST001);
    const foreign = await rowOf(w, DST002);
    const run = (ids: number[]) =>
      tx((db) => decidePrices(db, { ids, distyId: DST001, approve: true, userId: distyUser })).then(
        () => {
          throw new Error('decided without a refusal');
        },
        (e: unknown) => e as AppError,
      );
    expect((await run([mine, foreign])).status).toBe(404);
    expect((await distyVersions(p, DST001)).map((r) => r.approve_type)).toEqual(['WAITING', 'WAITING']);
    await decide(w, DST001, false);
    const decided = await rowOf(w, DST001);
    expect((await run([mine, decided])).envelope.fields).toEqual([PRICE_MSG.notWaiting]);
    expect((await distyVersions(p, DST001)).map((r) => r.approve_type)).toEqual(['WAITING', 'REJECTED']);
    expect(await tx((db) => decidePrices(db, { ids: [], distyId: DST001, approve: true, userId: distyUser }))).toBe(0);
  });
});
