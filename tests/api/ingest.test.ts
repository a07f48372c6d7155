import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INGEST_MAX_ROWS, INGEST_MSG } from '../../src/shared/contract/ingest.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { IDEMPOTENCY_MSG } from '../../src/server/lib/idempotency.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded, expectValidation } from '../support/api-helpers.js';
import { type Catalogue, clientFor, createCatalogue, createUserLike, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';

/**
 * POST /api/ingest/distyStock (issue 11): WEB_SERVICE sends stock batches; every row is checked,
 * one bad row refuses the whole batch (422 with per-row errors, nothing written), the
 * Idempotency-Key makes a repeat harmless, and WEB_SERVICE reaches nothing else.
 */
const URL = '/api/ingest/distyStock';
let keyNo = 0;
const newKey = () => `ing-test-${Date.now()}-${++keyNo}`;

describe.each(dbKinds())('stock ingestion on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let serviceToken: string;
  const p: Record<'a' | 'b' | 'c', { id: number; barcode: string }> = {} as never;

  const send = (body: unknown, key: string | null = newKey(), token = serviceToken) =>
    t.app.inject({ method: 'POST', url: URL, headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) }, payload: body as object });
  const stockOf = async (distyId: number, modelId: number) =>
    (await sqlRows<{ quantity: number; updated_at: Date | string }>(t, sql`select quantity, updated_at from disty_stocks where disty_id = ${distyId} and model_id = ${modelId}`))[0];

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    const seed = (barcode: string, supplyId: number) => insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode });
    p.a = await seed('ING-A', cat.supplies.TDR001);
    p.b = await seed('ING-B', cat.supplies.TDR002);
    p.c = await seed('ING-C', cat.supplies.TDR003);
    serviceToken = (await loginAs(t.app, 'web_service')).token;
  });
  afterAll(() => t?.close());

  it('writes a batch: new rows and new quantities of known rows, in one call', async () => {
    const res = await send({
      rows: [
        { distyCode: 'DST001', barcode: 'ING-A', quantity: 12 },
        { distyCode: 'DST001', barcode: 'ING-B', quantity: 0 },
        { distyCode: 'DST002', barcode: 'ING-A', quantity: 2_147_483_647 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 3 });
    expect((await stockOf(cat.disties.DST001, p.a.id)).quantity).toBe(12);
    expect((await stockOf(cat.disties.DST001, p.b.id)).quantity).toBe(0);
    expect((await stockOf(cat.disties.DST002, p.a.id)).quantity).toBe(2_147_483_647);

    // Codes are trimmed; a known pair gets its new quantity.
    const again = await send({ rows: [{ distyCode: ' DST001 ', barcode: 'ING-A ', quantity: 7 }] });
    expect(again.json()).toEqual({ accepted: 1 });
    expect((await stockOf(cat.disties.DST001, p.a.id)).quantity).toBe(7);
  });

  it('refuses a batch with any bad row: 422 with every row error, and writes nothing', async () => {
    const res = await send({
      rows: [
        { distyCode: 'DST003', barcode: 'ING-C', quantity: 99 }, // fine, yet not written
        { distyCode: 'NOPE', barcode: 'ING-A', quantity: 1 },
        { distyCode: 'DST001', barcode: 'NO-SUCH-BARCODE', quantity: 1 },
        { distyCode: 'DST001', barcode: 'ING-B', quantity: -1 },
        { distyCode: 'DST001', barcode: 'ING-B', quantity: 1.5 },
        { distyCode: 'DST001', quantity: 1 },
        'not a row',
        { distyCode: 'DST003', barcode: 'ING-C', quantity: 5 }, // the first row's pair again
        { distyCode: 'DST001', barcode: 'ING-A', quantity: 2_147_483_648 },
      ],
    });
    const body = expectCoded(res, 422, ERROR_CODES.VALIDATION, INGEST_MSG.rejected(8, 9));
    expect(body.details.totalRows).toBe(9);
    expect(body.details.rejectedRows).toBe(8);
    expect(body.details.errors).toEqual([
      { row: 2, field: 'distyCode', message: INGEST_MSG.unknownDisty },
      { row: 3, field: 'barcode', message: INGEST_MSG.unknownBarcode },
      { row: 4, field: 'quantity', message: INGEST_MSG.quantity },
      { row: 5, field: 'quantity', message: INGEST_MSG.quantity },
      { row: 6, field: 'barcode', message: INGEST_MSG.required },
      { row: 7, field: 'row', message: INGEST_MSG.notObject },
      { row: 8, field: 'barcode', message: `${INGEST_MSG.duplicateStock} (1. satır ile aynı)` },
      { row: 9, field: 'quantity', message: INGEST_MSG.quantity },
    ]);
    expect(await stockOf(cat.disties.DST003, p.c.id)).toBeUndefined();
  });

  it('answers wrong types and overlong codes with row errors, never 5xx', async () => {
    const res = await send({
      rows: [
        { distyCode: 123, barcode: null, quantity: '5' },
        null,
        [],
        { distyCode: 'D'.repeat(51), barcode: 'ING-A', quantity: 1e400 },
        { distyCode: 'DST001', barcode: "ING-A' or '1'='1", quantity: 1, extra: { deep: [1, 2] } },
      ],
    });
    const body = expectCoded(res, 422, ERROR_CODES.VALIDATION, INGEST_MSG.rejected(5, 5));
    expect(body.details.errors).toEqual([
      { row: 1, field: 'distyCode', message: INGEST_MSG.text(50) },
      { row: 1, field: 'barcode', message: INGEST_MSG.text(50) },
      { row: 1, field: 'quantity', message: INGEST_MSG.quantity },
      { row: 2, field: 'row', message: INGEST_MSG.notObject },
      { row: 3, field: 'row', message: INGEST_MSG.notObject },
      { row: 4, field: 'distyCode', message: INGEST_MSG.text(50) },
      { row: 4, field: 'quantity', message: INGEST_MSG.quantity },
      { row: 5, field: 'barcode', message: INGEST_MSG.unknownBarcode },
    ]);
  });

  it('answers a repeat of the same key with the first answer and writes once; the same key with another body is 422', async () => {
    const key = newKey();
    const body = { rows: [{ distyCode: 'DST003', barcode: 'ING-C', quantity: 40 }] };
    const first = await send(body, key);
    expect(first.statusCode, first.body).toBe(200);
    const written = await stockOf(cat.disties.DST003, p.c.id);
    expect(written.quantity).toBe(40);
    // Changed behind the feed's back: a second write would put 40 back.
    await t.database.db.execute(sql`update disty_stocks set quantity = 41 where disty_id = ${cat.disties.DST003} and model_id = ${p.c.id}`);
    const second = await send(body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await stockOf(cat.disties.DST003, p.c.id)).quantity).toBe(41);

    const other = await send({ rows: [{ distyCode: 'DST003', barcode: 'ING-C', quantity: 1 }] }, key);
    expectCoded(other, 422, ERROR_CODES.IDEMPOTENCY_MISMATCH, IDEMPOTENCY_MSG.mismatch);
    expect((await stockOf(cat.disties.DST003, p.c.id)).quantity).toBe(41);
  });

  it('lets a refused batch be sent again, fixed, with the same key', async () => {
    const key = newKey();
    const bad = await send({ rows: [{ distyCode: 'DST002', barcode: 'ING-B', quantity: -5 }] }, key);
    expect(bad.statusCode).toBe(422);
    // The refusal left no answer under the key: the fixed batch is another body, yet it goes through.
    const fixed = await send({ rows: [{ distyCode: 'DST002', barcode: 'ING-B', quantity: 5 }] }, key);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await stockOf(cat.disties.DST002, p.b.id)).quantity).toBe(5);
  });

  it('requires the Idempotency-Key header and 1 to 100,000 rows', async () => {
    const body = { rows: [{ distyCode: 'DST001', barcode: 'ING-A', quantity: 1 }] };
    expectCoded(await send(body, null), 400, ERROR_CODES.VALIDATION, IDEMPOTENCY_MSG.keyRequired);
    expectCoded(await send(body, 'x'.repeat(201)), 400, ERROR_CODES.VALIDATION, IDEMPOTENCY_MSG.keyRequired);
    expectCoded(await send(body, 'with space'), 400, ERROR_CODES.VALIDATION, IDEMPOTENCY_MSG.keyRequired);
    expect(expectValidation(await send({ rows: [] })).errors[0].message).toBe(INGEST_MSG.rowCount);
    expect(expectValidation(await send({ rows: Array.from({ length: INGEST_MAX_ROWS + 1 }, () => ({})) })).errors[0].message).toBe(INGEST_MSG.rowCount);
    expectValidation(await send({}));
    expect((await stockOf(cat.disties.DST001, p.a.id)).quantity).toBe(7);
  });

  it('binds a service user of one distributor to that distributor', async () => {
    await createUserLike(t, 'web_service', 'web_service_dst1', { distyId: cat.disties.DST001 });
    const { token } = await loginAs(t.app, 'web_service_dst1');
    const res = await send({ rows: [{ distyCode: 'DST001', barcode: 'ING-C', quantity: 3 }, { distyCode: 'DST002', barcode: 'ING-C', quantity: 3 }] }, newKey(), token);
    expect(res.statusCode).toBe(422);
    expect(res.json().details.errors).toEqual([{ row: 2, field: 'distyCode', message: INGEST_MSG.notOwnDisty }]);
    const own = await send({ rows: [{ distyCode: 'DST001', barcode: 'ING-C', quantity: 3 }] }, newKey(), token);
    expect(own.json()).toEqual({ accepted: 1 });
  });

  it('keeps WEB_SERVICE off every screen endpoint, and every other role off ingestion', async () => {
    const service = await clientFor(t, 'web_service');
    expect((await service.get('/api/user/ownWeb')).statusCode).toBe(403);
    expect((await service.get('/api/user/own')).statusCode).toBe(403);
    expect((await service.post('/api/stock/getAll', {})).statusCode).toBe(403);
    expect((await service.post('/api/model/getAll/admin', {})).statusCode).toBe(403);

    const body = { rows: [{ distyCode: 'DST001', barcode: 'ING-A', quantity: 1 }] };
    for (const username of ['ttg_admin', 'disty_admin', 'supply_admin', 'reseller_admin']) {
      const { token } = await loginAs(t.app, username);
      expectCoded(await send(body, newKey(), token), 403, ERROR_CODES.FORBIDDEN);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: URL, headers: { 'idempotency-key': newKey() }, payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect((await stockOf(cat.disties.DST001, p.a.id)).quantity).toBe(7);
  });
});
