import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PriceApprovalRow } from '../../src/shared/contract/price-approval.js';
import { MSG } from '../../src/shared/messages.js';
import { PRICE_MSG, type SupplierPrice } from '../../src/shared/prices.js';
import { inTransaction } from '../../src/server/db/sql.js';
import { decidePrices, submitSupplierPrices } from '../../src/server/prices/price-versions.js';
import { expectCoded, expectValidation, userId } from '../support/api-helpers.js';
import { type Catalogue, type Client, clientFor, createCatalogue, createUserLike, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * Price approval by distributors (/WaitingMySupplyPrice, spec 3 §2.18, §7): the waiting
 * list of the caller's distributor, the bell's count and the decisions (single and bulk,
 * all or nothing). Fixture products carry barcodes starting with 'APRV-' so the demo seed's
 * waiting prices can be kept apart where a test needs exact rows.
 */
const DAY = 86_400_000;
const PREFIX = 'APRV-';
const LIST = '/api/modelPriceSupply/approve/findAllFilter';
const COUNT = '/api/modelPriceSupply/approve/waitingCount';
const ONE = '/api/modelPriceSupply/approveModelPriceSupply';
const MANY = '/api/modelPriceSupply/approveModelPriceSupplyList';
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY);
const price = (distyPrice: number, over: Partial<SupplierPrice> = {}): SupplierPrice => ({
  taxRatio: 20,
  distyPrice,
  recommendedEdmPrice: null,
  recommendedResellerPrice: distyPrice + 20,
  recommendedSellPrice: distyPrice + 50,
  ...over,
});

type Page = { content: PriceApprovalRow[]; totalElements: number };
interface DistyRow {
  id: number;
  disty_id: number;
  model_price_supply_id: number;
  approve_type: string;
  description: string | null;
  start_date: string;
  end_date: string | null;
  decided_by: number | null;
}

describe.each(dbKinds())('price approval (/WaitingMySupplyPrice) on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let disty: Client; // disty_admin, DST001 (TDR001, TDR002)
  let disty2: Client; // DST002 (TDR001)
  let supplier: number;
  let distyUserId: number;
  let seq = 0;

  const page = async (client: Client, body: object = { barcode: PREFIX }, query = '') => {
    const res = await client.post(`${LIST}${query}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const product = (over: { supplyId?: number; brandId?: number; eol?: boolean | null; name?: string } = {}) =>
    insertApprovedProduct(t, {
      supplyId: over.supplyId ?? cat.supplies.TDR001,
      brandId: over.brandId ?? cat.brands.active,
      subCategoryId: cat.subCategories.silicone,
      barcode: `${PREFIX}${kind}-${++seq}`,
      name: over.name,
      eol: over.eol,
    });
  /** New supplier versions (one per start date) of a product; returns their ids. */
  const submit = (modelId: number, ...starts: [number, SupplierPrice][]) =>
    inTransaction(t.database.db, (tx) => submitSupplierPrices(tx, starts.map(([day, p]) => ({ modelId, startDate: at(day), ...p })), { userId: supplier }));
  /** The distributor row of a supplier version. */
  const rowOf = async (mps: number, distyId: number) =>
    (
      await sqlRows<DistyRow>(
        t,
        sql`select id, disty_id, model_price_supply_id, approve_type, description, start_date, end_date, decided_by
            from model_price_disties where model_price_supply_id = ${mps} and disty_id = ${distyId}`,
      )
    )[0];
  const rowsById = (ids: number[]) =>
    sqlRows<DistyRow>(
      t,
      sql`select id, disty_id, model_price_supply_id, approve_type, description, start_date, end_date, decided_by
          from model_price_disties where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
    );
  /** Every distributor row of these products, to compare before and after a refused call. */
  const snapshot = (modelIds: number[]) =>
    sqlRows(
      t,
      sql`select d.id, d.approve_type, d.description, d.end_date, d.decided_at, d.reseller_price, s.approve_type as supply_type, s.end_date as supply_end
          from model_price_disties d join model_price_supplies s on s.id = d.model_price_supply_id
          where d.model_id = any(${`{${modelIds.join(',')}}`}::int[]) order by d.id`,
    );
  const inForceNow = (modelId: number, distyId: number) =>
    sqlRows<{ id: number; model_price_supply_id: number }>(
      t,
      sql`select id, model_price_supply_id from model_price_disties
          where model_id = ${modelId} and disty_id = ${distyId} and approve_type = 'APPROVED'
            and start_date <= now() and (end_date is null or end_date > now())`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    cat = await createCatalogue(t);
    await createUserLike(t, 'disty_admin', 'disty2_admin', { distyId: cat.disties.DST002 });
    [disty, disty2] = await Promise.all(['disty_admin', 'disty2_admin'].map((u) => clientFor(t, u)));
    supplier = await userId(t, 'supply_admin');
    distyUserId = await userId(t, 'disty_admin');
  });
  afterAll(() => t.close());

  it('is for DISTY_ADMIN only: every other role answers 403 and nothing is decided', async () => {
    const p = await product();
    const [v] = await submit(p.id, [-1, price(100)]);
    const row = await rowOf(v, cat.disties.DST001);
    const calls: [string, string, unknown][] = [
      ['POST', LIST, {}],
      ['GET', COUNT, undefined],
      ['POST', ONE, { id: row.id, approve: true }],
      ['POST', MANY, { items: [{ id: row.id }], approve: true }],
    ];
    const others = ['ttg_admin', 'ttg_user', 'ttg_customer_service', 'supply_admin', 'supply_user', 'disty_user', 'reseller_admin', 'reseller_user'];
    const clients = await Promise.all(others.map((u) => clientFor(t, u)));
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload: payload as object } : {}) })).statusCode).toBe(401);
      for (const [i, client] of clients.entries()) {
        const res = method === 'GET' ? await client.get(url) : await client.post(url, payload);
        expect(res.statusCode, `${others[i]} ${url}`).toBe(403);
        expectCoded(res, 403, 403, MSG.forbidden);
      }
    }
    expect((await rowOf(v, cat.disties.DST001)).approve_type).toBe('WAITING');
  });

  it("lists only the caller's distributor's waiting rows, newest first, 25 a page, with the record's fields", async () => {
    const alpha = await product({ eol: true, name: 'Fixture Onay Alfa' });
    const beta = await product({ brandId: cat.brands.second, name: 'Fixture Onay Beta' });
    const gamma = await product({ supplyId: cat.supplies.TDR002, name: 'Fixture Onay Gama' });
    const [a1] = await submit(alpha.id, [-3, price(100, { recommendedEdmPrice: 105 })]);
    const [b1] = await submit(beta.id, [5, price(200)]);
    const [g1] = await submit(gamma.id, [2, price(300)]);
    // A decided row leaves the list: DST001 approves an older version of alpha (DST002's row of it waits).
    const [a0] = await submit(alpha.id, [-30, price(90)]);
    const a0Row = (await rowOf(a0, cat.disties.DST001)).id;
    await inTransaction(t.database.db, (tx) => decidePrices(tx, { ids: [a0Row], distyId: cat.disties.DST001, approve: true, userId: distyUserId }));

    const filter = { modelName: 'Fixture Onay' };
    const mine = await page(disty, filter);
    // Newest request first: the ids grow with the creation time here.
    expect(mine.content.map((r) => r.id)).toEqual([
      (await rowOf(g1, cat.disties.DST001)).id,
      (await rowOf(b1, cat.disties.DST001)).id,
      (await rowOf(a1, cat.disties.DST001)).id,
    ]);
    expect(mine.totalElements).toBe(3);
    const alphaRow = mine.content[2];
    expect(alphaRow).toEqual({
      id: (await rowOf(a1, cat.disties.DST001)).id,
      createDateTime: expect.any(String),
      modelPriceSupply: {
        id: a1,
        model: {
          id: alpha.id,
          name: 'Fixture Onay Alfa',
          barcode: alpha.barcode,
          description: null,
          supplyStatus: 'AÇIK',
          origin: null,
          eol: true,
          brand: { id: cat.brands.active, name: 'Fixture İnci' },
          subCategory: { id: cat.subCategories.silicone, name: 'Fixture Silikon Kılıf', category: { id: cat.categories.cases, name: 'Fixture Kılıflar' } },
        },
        supply: { id: cat.supplies.TDR001, name: 'Anadolu Aksesuar Tedarik A.Ş.' },
        startDate: expect.any(String),
        taxRatio: 20,
        distyPrice: 100,
        recommendedResellerPrice: 120,
        recommendedSellPrice: 150,
        recommendedEdmPrice: 105,
      },
    });
    expect(Math.abs(new Date(alphaRow.modelPriceSupply.startDate).getTime() - at(-3).getTime())).toBeLessThan(60_000);

    // DST002 distributes TDR001 only: its own rows of alpha and beta, never DST001's ids.
    const theirs = await page(disty2, filter);
    expect(theirs.content.map((r) => r.id)).toEqual([(await rowOf(a0, cat.disties.DST002)).id, (await rowOf(b1, cat.disties.DST002)).id, (await rowOf(a1, cat.disties.DST002)).id]);

    // The product filters: brand, supply, eol, name, category; sorted by a price.
    expect((await page(disty, { ...filter, brand: cat.brands.second })).content.map((r) => r.modelPriceSupply.model.id)).toEqual([beta.id]);
    expect((await page(disty, { ...filter, supply: cat.supplies.TDR002 })).content.map((r) => r.modelPriceSupply.model.id)).toEqual([gamma.id]);
    expect((await page(disty, { ...filter, eol: 'EVET' })).content.map((r) => r.modelPriceSupply.model.id)).toEqual([alpha.id]);
    expect((await page(disty, { modelName: 'onay gama' })).content.map((r) => r.modelPriceSupply.model.id)).toEqual([gamma.id]);
    expect((await page(disty, { ...filter, category: cat.categories.chargers })).totalElements).toBe(0);
    expect((await page(disty, filter, '?sort=distyPrice,asc')).content.map((r) => r.modelPriceSupply.distyPrice)).toEqual([100, 200, 300]);
    expectValidation(await disty.post(`${LIST}?size=26`, filter));
    expectValidation(await disty.post(LIST, { lastApproveType: 'WAITING', modelName: 123 }));
  });

  it('without a filter shows every waiting row of DST001 (demo ones too), and the bell counts them', async () => {
    const res = await page(disty, {}, '?size=25');
    const [{ n }] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from model_price_disties where disty_id = ${cat.disties.DST001} and approve_type = 'WAITING'`,
    );
    expect(n).toBeGreaterThan(25);
    expect(res.totalElements).toBe(n);
    expect(res.content).toHaveLength(25);
    const listed = await rowsById(res.content.map((r) => r.id));
    expect(listed.every((r) => r.disty_id === cat.disties.DST001 && r.approve_type === 'WAITING')).toBe(true);
    // createDateTime descending.
    const times = res.content.map((r) => new Date(r.createDateTime).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await disty.get(COUNT)).json()).toBe(n);
    const [{ n: n2 }] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from model_price_disties where disty_id = ${cat.disties.DST002} and approve_type = 'WAITING'`,
    );
    expect((await disty2.get(COUNT)).json()).toBe(n2);
  });

  it("approves one: the version is in force for that distributor and the previous one ends at its start; others' rows wait", async () => {
    const p = await product();
    const [v1] = await submit(p.id, [-20, price(100)]);
    // Only the transaction's own connection inside it (PGlite has one): the ids are read before.
    const v1Rows = await Promise.all([cat.disties.DST001, cat.disties.DST002].map(async (d) => [d, (await rowOf(v1, d)).id] as const));
    await inTransaction(t.database.db, async (tx) => {
      for (const [d, id] of v1Rows) await decidePrices(tx, { ids: [id], distyId: d, approve: true, userId: distyUserId });
    });
    const [v2] = await submit(p.id, [-2, price(110)]);
    const row = await rowOf(v2, cat.disties.DST001);
    const before = await disty.get(COUNT);

    const res = await disty.post(ONE, { id: row.id, approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 1 });

    const now = await inForceNow(p.id, cat.disties.DST001);
    expect(now.map((r) => r.model_price_supply_id)).toEqual([v2]);
    const approved = await rowOf(v2, cat.disties.DST001);
    expect(approved).toMatchObject({ approve_type: 'APPROVED', end_date: null, decided_by: distyUserId });
    const previous = await rowOf(v1, cat.disties.DST001);
    expect(new Date(previous.end_date!).getTime()).toBe(new Date(approved.start_date).getTime());
    // DST002 has not decided: its row waits and v1 stays in force there.
    expect((await rowOf(v2, cat.disties.DST002)).approve_type).toBe('WAITING');
    expect((await inForceNow(p.id, cat.disties.DST002)).map((r) => r.model_price_supply_id)).toEqual([v1]);
    // The supplier version is approved once one distributor approved it.
    expect((await sqlRows<{ approve_type: string }>(t, sql`select approve_type from model_price_supplies where id = ${v2}`))[0].approve_type).toBe('APPROVED');
    // Gone from the list and the count.
    expect((await page(disty, { barcode: p.barcode })).content).toEqual([]);
    expect((await disty.get(COUNT)).json()).toBe(before.json() - 1);
    // Decided once: the same decision again is refused.
    const again = await disty.post(ONE, { id: row.id, approve: false, description: 'Geç' });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({ code: 10000, fields: [PRICE_MSG.notWaiting] });
  });

  it("refuses another distributor's id with 404 and writes nothing, single and in a list", async () => {
    const p = await product();
    const q = await product();
    const [v] = await submit(p.id, [-1, price(100)]);
    const [w] = await submit(q.id, [-1, price(100)]);
    const foreign = (await rowOf(v, cat.disties.DST002)).id;
    const mine = (await rowOf(w, cat.disties.DST001)).id;
    const before = await snapshot([p.id, q.id]);

    expectCoded(await disty.post(ONE, { id: foreign, approve: true }), 404, 404);
    expectCoded(await disty.post(ONE, { id: foreign, approve: false, description: 'Hayır' }), 404, 404);
    expectCoded(await disty.post(MANY, { items: [{ id: mine }, { id: foreign }], approve: true }), 404, 404);
    expectCoded(await disty.post(MANY, { items: [{ id: mine, description: 'x' }, { id: foreign, description: 'y' }], approve: false }), 404, 404);
    // An id that does not exist answers the same.
    expectCoded(await disty.post(MANY, { items: [{ id: mine }, { id: 2_147_483_647 }], approve: true }), 404, 404);
    expect(await snapshot([p.id, q.id])).toEqual(before);
  });

  it('refuses a bulk approval holding one decided id with 422 and writes nothing', async () => {
    const p = await product();
    const q = await product();
    const [v] = await submit(p.id, [-1, price(100)]);
    const [w] = await submit(q.id, [-1, price(100)]);
    const decided = (await rowOf(v, cat.disties.DST001)).id;
    const waiting = (await rowOf(w, cat.disties.DST001)).id;
    expect((await disty.post(ONE, { id: decided, approve: false, description: 'Yüksek fiyat' })).statusCode).toBe(200);
    const before = await snapshot([p.id, q.id]);

    const res = await disty.post(MANY, { items: [{ id: waiting }, { id: decided }], approve: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 10000, fields: [PRICE_MSG.notWaiting] });
    expect(await snapshot([p.id, q.id])).toEqual(before);
    expect((await rowOf(w, cat.disties.DST001)).approve_type).toBe('WAITING');
  });

  it('rejects with a description (required), kept on the rejected row; bulk keeps each item its own', async () => {
    const p = await product();
    const q = await product();
    const r = await product();
    const [v] = await submit(p.id, [-1, price(100)]);
    const [w] = await submit(q.id, [-1, price(100)]);
    const [x] = await submit(r.id, [-1, price(100)]);
    const [pv, qw, rx] = await Promise.all([rowOf(v, cat.disties.DST001), rowOf(w, cat.disties.DST001), rowOf(x, cat.disties.DST001)]);

    // No description, or only blanks: refused before anything is written.
    for (const body of [{ id: pv.id, approve: false }, { id: pv.id, approve: false, description: '   ' }]) {
      const refused = expectValidation(await disty.post(ONE, body));
      expect(refused.errors).toEqual([{ field: 'description', message: PRICE_MSG.rejectDescriptionRequired }]);
    }
    const bulkRefused = expectValidation(await disty.post(MANY, { items: [{ id: qw.id, description: 'Var' }, { id: rx.id }], approve: false }));
    expect(bulkRefused.errors.map((e) => e.message)).toEqual([PRICE_MSG.rejectDescriptionRequired]);
    expect((await rowsById([pv.id, qw.id, rx.id])).map((d) => d.approve_type)).toEqual(['WAITING', 'WAITING', 'WAITING']);

    const one = await disty.post(ONE, { id: pv.id, approve: false, description: '  Alış fiyatı yüksek  ' });
    expect(one.statusCode, one.body).toBe(200);
    const many = await disty.post(MANY, {
      items: [
        { id: qw.id, description: 'Kampanya dönemine uymuyor' },
        { id: rx.id, description: 'Sözleşme dışı artış' },
      ],
      approve: false,
    });
    expect(many.statusCode, many.body).toBe(200);
    expect(many.json()).toEqual({ count: 2 });
    const rejected = await sqlRows<{ id: number; description: string; decided_by: number }>(
      t,
      sql`select id, description, decided_by from model_price_disties
          where disty_id = ${cat.disties.DST001} and approve_type = 'REJECTED' and id = any(${`{${[pv.id, qw.id, rx.id].join(',')}}`}::int[]) order by id`,
    );
    expect(rejected).toEqual([
      { id: pv.id, description: 'Alış fiyatı yüksek', decided_by: distyUserId },
      { id: qw.id, description: 'Kampanya dönemine uymuyor', decided_by: distyUserId },
      { id: rx.id, description: 'Sözleşme dışı artış', decided_by: distyUserId },
    ]);
    // A rejected row is in no timeline and leaves the list; DST002's rows still wait.
    expect(await inForceNow(p.id, cat.disties.DST001)).toEqual([]);
    expect((await page(disty, { barcode: p.barcode })).totalElements).toBe(0);
    expect((await rowOf(v, cat.disties.DST002)).approve_type).toBe('WAITING');
  });

  it('approves a selection in one call; the same id twice counts once', async () => {
    const p = await product();
    const q = await product();
    const [v] = await submit(p.id, [-1, price(100)]);
    const [w] = await submit(q.id, [-1, price(100)]);
    const ids = [(await rowOf(v, cat.disties.DST001)).id, (await rowOf(w, cat.disties.DST001)).id];
    const res = await disty.post(MANY, { items: [{ id: ids[0] }, { id: ids[1] }, { id: ids[0] }], approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    expect((await rowsById(ids)).map((d) => [d.approve_type, d.description])).toEqual([
      ['APPROVED', null],
      ['APPROVED', null],
    ]);
    expect((await inForceNow(p.id, cat.disties.DST001)).map((r) => r.model_price_supply_id)).toEqual([v]);
  });

  it('leaves exactly one version in force when two versions of one product are approved at once', async () => {
    const p = await product();
    const [early, late] = await submit(p.id, [-3, price(100)], [-1, price(120)]);
    const [a, b] = await Promise.all([rowOf(early, cat.disties.DST001), rowOf(late, cat.disties.DST001)]);
    // Both callers at the same time, the later version first.
    const [ra, rb] = await Promise.all([disty.post(ONE, { id: b.id, approve: true }), disty.post(ONE, { id: a.id, approve: true })]);
    expect([ra.statusCode, rb.statusCode], `${ra.body} ${rb.body}`).toEqual([200, 200]);
    expect((await inForceNow(p.id, cat.disties.DST001)).map((r) => r.model_price_supply_id)).toEqual([late]);
    const [ea, lb] = await rowsById([a.id, b.id]);
    expect(new Date(ea.end_date!).getTime()).toBe(new Date(lb.start_date).getTime());
    expect(lb.end_date).toBeNull();

    // The same waiting row decided twice at once: one wins, the other is told it is decided.
    const q = await product();
    const [v] = await submit(q.id, [-1, price(100)]);
    const row = await rowOf(v, cat.disties.DST001);
    const both = await Promise.all([disty.post(ONE, { id: row.id, approve: true }), disty.post(ONE, { id: row.id, approve: false, description: 'Hayır' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await inForceNow(q.id, cat.disties.DST001)).length).toBeLessThanOrEqual(1);
  });

  it('refuses malformed decisions with a validation error', async () => {
    for (const body of [
      {},
      { items: [], approve: true },
      { items: [{ id: 1 }], approve: 'true' },
      { items: [{ id: 0 }], approve: true },
      { items: Array.from({ length: 10_001 }, (_, i) => ({ id: i + 1 })), approve: true },
    ]) {
      expectValidation(await disty.post(MANY, body));
    }
    expectValidation(await disty.post(ONE, { id: 1 }));
    expectValidation(await disty.post(ONE, { id: 1, approve: false, description: 'x'.repeat(501) }));
  });
});
