import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEDGER_FEED_MSG } from '../../src/shared/contract/ledger-feeds.js';
import { INGEST_MSG } from '../../src/shared/contract/ingest.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { LEDGER_MSG, TRANSFER_SERIAL_COLUMN } from '../../src/shared/ledger.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { expectCoded } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, insertApprovedProduct, multipart, sqlRows } from '../support/catalogue-fixtures.js';
import { xlsxBuffer } from '../support/sheet-files.js';

/**
 * The serial ledger (issue 30): the two feeds (per-row errors, all or nothing, replays), one
 * place per unit under concurrent documents, the transfer upload inside a family only, who sees
 * what in the lists, details and exports, the export caps, and the ledger replayed against the units.
 */
let keyNo = 0;
const newKey = () => `ledger-${Date.now()}-${++keyNo}`;

describe.each(dbKinds())('serial ledger on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  const tokens: Record<string, string> = {};
  const run = randomBytes(3).toString('hex').toUpperCase();
  const serial = (n: string) => `SN-${run}-${n}`;
  const p: Record<'a' | 'b' | 'c', { id: number; barcode: string }> = {} as never;

  const post = (url: string, body: unknown, who = 'web_service', key: string | null = newKey()) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
  const uploadFile = (data: Buffer, fileName = 'devir.xlsx') => {
    const form = multipart({}, [{ field: 'file', fileName, data }]);
    return t.app.inject({ method: 'POST', url: '/api/serialTransfer/upload', payload: form.payload, headers: { ...form.headers, ...bearer(tokens.reseller_admin) } });
  };
  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
  const invoiceLine = (over: Record<string, unknown> = {}) => ({ supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: `TF-${run}-1`, invoiceDate: '2026-11-02', barcode: p.a.barcode, serialNo: serial('A1'), price: 100, vatRatio: 20, ...over });
  const unitOf = async (serialNo: string) =>
    (await sqlRows<{ holder: string; holder_code: string; status: string; moves: number }>(
      t,
      sql`select u.holder, coalesce(r.code, d.code) as holder_code, u.status, u.moves from units u
          left join resellers r on u.holder <> 'DISTY' and r.id = u.holder_id left join disties d on u.holder = 'DISTY' and d.id = u.holder_id
          where u.serial_no = ${serialNo}`,
    ))[0];
  const count = async (table: string) => (await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

  /** Supplier → DST001 (or another distributor) for these serials of product a. */
  async function stockAt(serials: string[], distyCode = 'DST001', invoiceNo = `TF-${run}-${serials[0]}`) {
    const res = await post('/api/ingest/supplyInvoices', { rows: serials.map((s) => invoiceLine({ distyCode, invoiceNo, serialNo: s })) });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** DST001 → reseller by a plain invoice. */
  async function deliver(serials: string[], resellerCode: string, invoiceNo = `DF-${run}-${serials[0]}`, distyCode = 'DST001') {
    const res = await post('/api/ingest/distribution', {
      rows: serials.map((s) => ({ type: 'INVOICE', distyCode, resellerCode, invoiceNo, invoiceDate: '2026-11-10', barcode: p.a.barcode, serialNo: s, price: 120, vatRatio: 20 })),
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    const seed = (barcode: string, supplyId: number) => insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode });
    p.a = await seed(`LDG-A-${run}`, cat.supplies.TDR001);
    p.b = await seed(`LDG-B-${run}`, cat.supplies.TDR002);
    p.c = await seed(`LDG-C-${run}`, cat.supplies.TDR001);
    for (const who of ['web_service', 'ttg_admin', 'disty_admin', 'supply_admin', 'reseller_admin', 'reseller_user']) tokens[who] = (await loginAs(t.app, who)).token;
  });
  afterAll(() => t?.close());

  it('takes a supplier invoice: new units at the distributor, totals from the lines, and a replay writes nothing', async () => {
    const rows = [invoiceLine({ serialNo: serial('I1') }), invoiceLine({ serialNo: serial('I2'), discount: 10, description: 'İndirimli' })];
    const res = await post('/api/ingest/supplyInvoices', { rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 2 });
    expect(await unitOf(serial('I1'))).toMatchObject({ holder: 'DISTY', holder_code: 'DST001', status: 'IN_STOCK', moves: 1 });
    const [invoice] = await sqlRows<{ price: string; discount: string; vat: string; vat_included_price: string; line_count: number }>(
      t,
      sql`select price, discount, vat, vat_included_price, line_count from supply_invoices where invoice_no = ${`TF-${run}-1`}`,
    );
    // 100 + 100 − 10 discount = 190 before VAT; 20 % VAT on each line: 20 + 18.
    expect(invoice).toMatchObject({ line_count: 2 });
    expect(Number(invoice.price)).toBe(200);
    expect(Number(invoice.discount)).toBe(10);
    expect(Number(invoice.vat)).toBe(38);
    expect(Number(invoice.vat_included_price)).toBe(228);

    const units = await count('units');
    // The same key again: the first answer, nothing written.
    const key = newKey();
    const first = await post('/api/ingest/supplyInvoices', { rows: [invoiceLine({ invoiceNo: `TF-${run}-K`, serialNo: serial('IK') })] }, 'web_service', key);
    expect(first.json()).toEqual({ accepted: 1 });
    const repeat = await post('/api/ingest/supplyInvoices', { rows: [invoiceLine({ invoiceNo: `TF-${run}-K`, serialNo: serial('IK') })] }, 'web_service', key);
    expect(repeat.json()).toEqual({ accepted: 1 });
    expect(await count('units')).toBe(units + 1);
    // The same document again (another key, lines in another order): a replay, nothing new.
    const again = await post('/api/ingest/supplyInvoices', { rows: [...rows].reverse() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count('units')).toBe(units + 1);
    // The same number with other content: refused.
    const other = await post('/api/ingest/supplyInvoices', { rows: [invoiceLine({ serialNo: serial('I3') })] });
    const body = expectCoded(other, 422, ERROR_CODES.VALIDATION, INGEST_MSG.rejected(1, 1));
    expect(body.details.errors).toEqual([{ row: 1, field: 'invoiceNo', message: LEDGER_FEED_MSG.documentReused }]);
  });

  it('refuses a supplier invoice batch with any bad row, naming each, and writes nothing', async () => {
    const before = [await count('units'), await count('supply_invoices'), await count('unit_movements')];
    const res = await post('/api/ingest/supplyInvoices', {
      rows: [
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X1') }), // fine, yet not written
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X2'), barcode: 'NO-SUCH' }),
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X3'), supplyCode: 'NOPE' }),
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X1') }), // twice in the batch
        invoiceLine({ invoiceNo: `TF-${run}-Y`, serialNo: serial('X4'), barcode: p.b.barcode }), // TDR002's product
        invoiceLine({ invoiceNo: `TF-${run}-Y`, serialNo: serial('I1') }), // already a unit
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X5'), invoiceDate: '2026-02-30' }),
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X6'), price: 10, discount: 11 }),
        invoiceLine({ invoiceNo: `TF-${run}-X`, serialNo: serial('X7'), distyCode: 'DST002' }), // another header on the same invoice
      ],
    });
    const body = expectCoded(res, 422, ERROR_CODES.VALIDATION);
    const byRow = Object.fromEntries(body.details.errors.map((e: { row: number; message: string }) => [e.row, e.message]));
    expect(byRow).toMatchObject({
      2: INGEST_MSG.unknownBarcode,
      3: LEDGER_FEED_MSG.unknownSupply,
      5: LEDGER_FEED_MSG.otherSupply,
      6: LEDGER_FEED_MSG.serialExists,
      7: LEDGER_FEED_MSG.day,
      8: LEDGER_FEED_MSG.discountOverPrice,
      9: LEDGER_FEED_MSG.headerMismatch,
    });
    expect(byRow[4]).toContain(LEDGER_FEED_MSG.duplicateSerial);
    expect(byRow[1]).toBeUndefined();
    expect([await count('units'), await count('supply_invoices'), await count('unit_movements')]).toEqual(before);
  });

  it('writes a batch of several chunks as one (batch-ingest.ts pipelined path): totals across chunks, and a bad row in a late chunk leaves nothing', async () => {
    // 10,000 rows a chunk: invoice P spans the chunk boundary.
    const n = 10_050;
    const lines = Array.from({ length: n }, (_, i) => invoiceLine({ invoiceNo: i < 9_990 ? `TF-${run}-O` : `TF-${run}-P`, serialNo: serial(`P${i}`), price: 10, discount: i % 2 ? 1 : 0 }));
    const before = [await count('units'), await count('supply_invoices'), await count('unit_movements'), await count('supply_invoice_lines')];
    // A serial already in the ledger in the last chunk: the full check names that row only.
    const late = await post('/api/ingest/supplyInvoices', { rows: [...lines.slice(0, n - 1), invoiceLine({ invoiceNo: `TF-${run}-P`, serialNo: serial('I1'), price: 10 })] });
    const refusal = expectCoded(late, 422, ERROR_CODES.VALIDATION, INGEST_MSG.rejected(1, n));
    expect(refusal.details.errors).toEqual([{ row: n, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists }]);
    expect([await count('units'), await count('supply_invoices'), await count('unit_movements'), await count('supply_invoice_lines')]).toEqual(before);

    const res = await post('/api/ingest/supplyInvoices', { rows: lines });
    expect(res.statusCode, res.body).toBe(200);
    const invoices = await sqlRows<{ invoice_no: string; line_count: number; price: string; discount: string; vat: string; lines: number; models: number[] }>(
      t,
      sql`select i.invoice_no, i.line_count, i.price, i.discount, i.vat, i.model_ids as models, (select count(*)::int from supply_invoice_lines l where l.invoice_id = i.id) as lines
          from supply_invoices i where i.invoice_no in (${`TF-${run}-O`}, ${`TF-${run}-P`}) order by i.invoice_no`,
    );
    expect(invoices.map((i) => [i.invoice_no, i.line_count, i.lines, Number(i.price), Number(i.discount), i.models])).toEqual([
      [`TF-${run}-O`, 9_990, 9_990, 99_900, 4_995, [p.a.id]],
      [`TF-${run}-P`, 60, 60, 600, 30, [p.a.id]],
    ]);
    // VAT per line: 20 % of 10 or of 9.
    expect(Number(invoices[1].vat)).toBe(30 * 2 + 30 * 1.8);
    expect(await unitOf(serial('P10040'))).toMatchObject({ holder: 'DISTY', holder_code: 'DST001', moves: 1 });
    // Sent again under another key: a replay, found by the full check, nothing new.
    const units = await count('units');
    const again = await post('/api/ingest/supplyInvoices', { rows: lines });
    expect(again.statusCode, again.body).toBe(200);
    expect(await count('units')).toBe(units);
  });

  it('makes a unit once when two supplier invoices bring the same serial at the same moment', async () => {
    const doc = (invoiceNo: string) => post('/api/ingest/supplyInvoices', { rows: [invoiceLine({ invoiceNo, serialNo: serial('RACE') }), invoiceLine({ invoiceNo, serialNo: serial(`RACE-${invoiceNo}`) })] });
    const answers = await Promise.all([doc(`TF-${run}-RA`), doc(`TF-${run}-RB`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((a) => a.statusCode === 422)!.json();
    expect(loser.details.errors).toEqual([{ row: 1, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists }]);
    expect((await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from units where serial_no like ${`${serial('RACE')}%`}`))[0].n).toBe(2);
  });

  it('takes distribution records: an invoice on two waybills, a standalone waybill, a technical-service change', async () => {
    const s = (n: string) => serial(`D${n}`);
    await stockAt([s('1'), s('2'), s('3'), s('4')]);
    const line = (over: Record<string, unknown>) => ({ distyCode: 'DST001', resellerCode: 'BY10001', barcode: p.a.barcode, price: 150, vatRatio: 20, ...over });
    const res = await post('/api/ingest/distribution', {
      rows: [
        line({ type: 'INVOICE', invoiceNo: `DF-${run}-W`, invoiceDate: '2026-11-10', waybillNo: `IR-${run}-1`, waybillDate: '2026-11-09', serialNo: s('1'), shipmentCompanyName: 'Yurtiçi Kargo' }),
        line({ type: 'INVOICE', invoiceNo: `DF-${run}-W`, invoiceDate: '2026-11-10', waybillNo: `IR-${run}-1`, waybillDate: '2026-11-09', serialNo: s('2'), shipmentCompanyName: 'Yurtiçi Kargo' }),
        line({ type: 'INVOICE', invoiceNo: `DF-${run}-W`, invoiceDate: '2026-11-10', waybillNo: `IR-${run}-2`, waybillDate: '2026-11-10', serialNo: s('3') }),
        line({ type: 'WAYBILL', resellerCode: 'BY10002', waybillNo: `IR-${run}-3`, waybillDate: '2026-11-11', serialNo: s('4') }),
        line({ type: 'TECHNICAL_SERVICE_CHANGE', invoiceNo: `TS-${run}-1`, invoiceDate: '2026-11-12', serialNo: s('T'), barcode: p.c.barcode }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await unitOf(s('1'))).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10001', moves: 2 });
    expect(await unitOf(s('4'))).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10002' });
    expect(await unitOf(s('T'))).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10001', moves: 1 });

    // The distributor admin finds the invoice by a child waybill's number and opens its waybills.
    const page = await post('/api/saleInfo/search', { waybillNo: `IR-${run}-2` }, 'disty_admin', null);
    expect(page.statusCode, page.body).toBe(200);
    const [row] = page.json().content;
    expect(row).toMatchObject({ productSaleInfoType: 'INVOICE', invoiceNo: `DF-${run}-W`, waybillCount: 2, lineCount: 3, resellerCode: 'BY10001' });
    expect(row.vatIncludedPrice).toBe(540);
    const detail = await get(`/api/saleInfo/detail/${row.id}`, 'disty_admin');
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json();
    expect(d.waybillSaleInfoList.map((w: { waybillNo: string; productSaleInfoDetailList: unknown[] }) => [w.waybillNo, w.productSaleInfoDetailList.length])).toEqual([
      [`IR-${run}-1`, 2],
      [`IR-${run}-2`, 1],
    ]);
    expect(d.waybillSaleInfoList[0].shipmentCompanyName).toBe('Yurtiçi Kargo');
    expect(d.waybillSaleInfoList[0].productSaleInfoDetailList[0]).toMatchObject({ barcode: p.a.barcode, productSerialNoStatusDisplay: 'Stokta', vatIncludedPrice: 180 });

    // The dealer's stock holds its units with the invoice and waybill that brought them.
    const stock = await post('/api/stockInfo/search', { serialNo: s('1') }, 'reseller_user', null);
    expect(stock.json().content[0]).toMatchObject({ serialNo: s('1'), invoiceNo: `DF-${run}-W`, waybillNo: `IR-${run}-1`, vatIncludedPrice: 180 });
  });

  it('refuses distribution rows per row: a serial the distributor does not hold, unknown units and resellers, mixed waybills', async () => {
    await stockAt([serial('E1')], 'DST002', `TF-${run}-E2`);
    await stockAt([serial('E2'), serial('E3'), serial('E4')]);
    const before = [await count('sale_infos'), await count('unit_movements')];
    const row = (over: Record<string, unknown>) => ({ type: 'INVOICE', distyCode: 'DST001', resellerCode: 'BY10001', invoiceNo: `DF-${run}-E`, invoiceDate: '2026-11-10', barcode: p.a.barcode, price: 1, vatRatio: 20, ...over });
    const res = await post('/api/ingest/distribution', {
      rows: [
        row({ serialNo: serial('E1') }), // at DST002
        row({ serialNo: serial('NOPE') }),
        row({ serialNo: serial('E2'), invoiceNo: `DF-${run}-E2`, resellerCode: 'NO-RESELLER' }),
        row({ serialNo: serial('E3'), invoiceNo: `DF-${run}-M`, waybillNo: 'W1', waybillDate: '2026-11-10' }),
        row({ serialNo: serial('E4'), invoiceNo: `DF-${run}-M` }),
        row({ type: 'WAYBILL', serialNo: serial('E2') }),
      ],
    });
    const body = expectCoded(res, 422, ERROR_CODES.VALIDATION);
    const byRow = Object.fromEntries(body.details.errors.map((e: { row: number; message: string }) => [e.row, e.message]));
    expect(byRow).toMatchObject({
      1: LEDGER_FEED_MSG.notAtDisty,
      2: LEDGER_FEED_MSG.unknownUnit,
      3: LEDGER_FEED_MSG.unknownReseller,
      4: LEDGER_FEED_MSG.mixedWaybills,
      5: LEDGER_FEED_MSG.mixedWaybills,
      6: LEDGER_FEED_MSG.waybillNeeded,
    });
    expect([await count('sale_infos'), await count('unit_movements')]).toEqual(before);
    expect(await unitOf(serial('E2'))).toMatchObject({ holder: 'DISTY', holder_code: 'DST001' });
  });

  it('moves a unit once when two documents take it at the same moment: one wins, the other gets a per-row error', async () => {
    await stockAt([serial('R1')]);
    const doc = (invoiceNo: string, resellerCode: string) =>
      post('/api/ingest/distribution', { rows: [{ type: 'INVOICE', distyCode: 'DST001', resellerCode, invoiceNo, invoiceDate: '2026-11-10', barcode: p.a.barcode, serialNo: serial('R1'), price: 1, vatRatio: 20 }] });
    const answers = await Promise.all([doc(`DF-${run}-R1`, 'BY10001'), doc(`DF-${run}-R2`, 'BY10002')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((a) => a.statusCode === 422)!.json();
    expect([LEDGER_FEED_MSG.notAtDisty, LEDGER_FEED_MSG.movedMeanwhile]).toContain(loser.details.errors[0].message);
    const unit = await unitOf(serial('R1'));
    expect(unit.moves).toBe(2);
    expect((await sqlRows<{ n: number }>(t, sql`select count(*)::int as n from sale_info_lines where serial_no = ${serial('R1')}`))[0].n).toBe(1);
  });

  it('transfers the family units of an uploaded file to the uploader and answers the three lists', async () => {
    const [fam, mine, outside, sold] = ['F1', 'M1', 'O1', 'S1'].map(serial);
    await stockAt([fam, mine, outside, sold]);
    await deliver([fam], 'BY10002');
    await deliver([mine], 'BY10001');
    await deliver([outside], 'BY30001');
    await deliver([sold], 'BY10003');
    // Sales come with the next issue: the family's sold unit, as its ledger would record it.
    await t.database.db.execute(sql`with u as (update units set holder = 'CUSTOMER', status = 'SOLD', moves = moves + 1 where serial_no = ${sold} returning id, holder_id)
      insert into unit_movements (unit_id, kind, from_holder, from_id, to_holder, to_id, to_status, document_id, at) select id, 'SALE', 'RESELLER', holder_id, 'CUSTOMER', holder_id, 'SOLD', 0, now() from u`);
    const file = await xlsxBuffer([TRANSFER_SERIAL_COLUMN], [[fam], [mine], [outside], [sold], [serial('NONE')], [fam]]);
    const upload = () => uploadFile(file);
    const res = await upload();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ transferred: 1, notFoundSerialNoList: [outside, serial('NONE')], soldSerialNoList: [sold], alreadyExistSerialNoList: [mine] });
    expect(await unitOf(fam)).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10001', moves: 3 });
    expect(await unitOf(outside)).toMatchObject({ holder: 'RESELLER', holder_code: 'BY30001' });
    // Again: now the family unit is already the uploader's.
    expect((await upload()).json()).toMatchObject({ transferred: 0, alreadyExistSerialNoList: [fam, mine] });

    // Both sides see the transfer; its detail names the serial.
    const toMe = (await post('/api/serialTransfer/toMe', { serialNo: fam }, 'reseller_admin', null)).json();
    expect(toMe.content).toHaveLength(1);
    expect(toMe.content[0]).toMatchObject({ resellerCode: 'BY10001', transferredByCode: 'BY10002', lineCount: 1 });
    const detail = (await get(`/api/serialTransfer/detail/${toMe.content[0].id}`, 'reseller_admin')).json();
    expect(detail.productSaleInfoDetailList).toEqual([expect.objectContaining({ serialNo: fam, barcode: p.a.barcode })]);
    const fromMe = (await post('/api/serialTransfer/fromMe', { serialNo: fam }, 'reseller_admin', null)).json();
    expect(fromMe.totalElements).toBe(0);
    // A reseller user has no transfer screen.
    expect((await post('/api/serialTransfer/toMe', {}, 'reseller_user', null)).statusCode).toBe(403);
  });

  it('resolves a serial to the units of the caller: both products when two share it, nothing outside its scope', async () => {
    const shared = serial('U1');
    // The same serial on products a (TDR001) and b (TDR002): unique per product, not across.
    await stockAt([shared]);
    const res = await post('/api/ingest/supplyInvoices', { rows: [invoiceLine({ supplyCode: 'TDR002', invoiceNo: `TF-${run}-U1B`, barcode: p.b.barcode, serialNo: shared })] });
    expect(res.statusCode, res.body).toBe(200);
    await deliver([shared], 'BY10001', `DF-${run}-U1`);
    const lookup = async (who: string, serialNo = shared) => {
      const r = await get(`/api/unit/bySerial?serialNo=${encodeURIComponent(serialNo)}`, who);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { barcode: string; holder: string; holderCode: string; status: string }[]).map((u) => `${u.barcode} ${u.holder} ${u.holderCode} ${u.status}`);
    };
    const a = `${p.a.barcode} RESELLER BY10001 IN_STOCK`;
    const b = `${p.b.barcode} DISTY DST001 IN_STOCK`;
    expect((await lookup('ttg_admin')).sort()).toEqual([a, b].sort());
    // The dealer finds the unit it holds, not the distributor's one.
    expect(await lookup('reseller_user')).toEqual([a]);
    // The distributor the one it still holds; the supplier (TDR001) its own product's.
    expect(await lookup('disty_admin')).toEqual([b]);
    expect(await lookup('supply_admin')).toEqual([a]);
    // Another dealer's unit is not found (its existence is not revealed).
    const outside = serial('U2');
    await stockAt([outside]);
    await deliver([outside], 'BY30001', `DF-${run}-U2`);
    expect(await lookup('reseller_admin', outside)).toEqual([]);
    // A blank serial is a Turkish validation error, not a 5xx.
    const blank = await get('/api/unit/bySerial?serialNo=%20', 'reseller_user');
    expect(blank.statusCode).toBe(400);
  });

  it('refuses a transfer file without serials with the spec text', async () => {
    const file = await xlsxBuffer([TRANSFER_SERIAL_COLUMN], []);
    const res = await uploadFile(file, 'bos.xlsx');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([LEDGER_MSG.uploadInvalid]);
  });

  it('shows every role only its own records, in lists, details and exports', async () => {
    const [mineA, otherB] = [serial('V1'), serial('V2')];
    await stockAt([mineA]);
    await deliver([mineA], 'BY10001', `DF-${run}-V1`);
    await stockAt([otherB], 'DST002', `TF-${run}-V2`);
    await deliver([otherB], 'BY30001', `DF-${run}-V2`, 'DST002');
    const ids = async (who: string, filter: object) => (await post('/api/saleInfo/search', filter, who, null)).json().content.map((r: { invoiceNo: string }) => r.invoiceNo);
    expect(await ids('ttg_admin', { serialNo: otherB })).toEqual([`DF-${run}-V2`]);
    // The distributor admin asks for DST002 and still gets DST001's only.
    expect(await ids('disty_admin', { serialNo: otherB, distyCode: 'DST002' })).toEqual([]);
    expect(await ids('disty_admin', { serialNo: mineA })).toEqual([`DF-${run}-V1`]);
    // A reseller sees its own, whatever code it sends.
    expect(await ids('reseller_user', { serialNo: otherB, resellerCode: 'BY30001' })).toEqual([]);
    expect(await ids('reseller_user', { serialNo: mineA })).toEqual([`DF-${run}-V1`]);
    // The supplier admin (TDR001) sees records holding its units: both products here are TDR001's.
    expect(await ids('supply_admin', { serialNo: otherB })).toEqual([`DF-${run}-V2`]);
    const other = (await post('/api/saleInfo/search', { serialNo: otherB }, 'ttg_admin', null)).json().content[0];
    expect((await get(`/api/saleInfo/detail/${other.id}`, 'disty_admin')).statusCode).toBe(404);
    expect((await get(`/api/saleInfo/detail/${other.id}`, 'reseller_user')).statusCode).toBe(404);
    expect((await get(`/api/saleInfo/detail/${other.id}`, 'ttg_admin')).statusCode).toBe(200);

    // Supplier invoices: the distributor admin only DST001's.
    const invoices = async (who: string) => (await post('/api/supplyInvoice/search', { serialNo: otherB }, who, null)).json().totalElements;
    expect([await invoices('ttg_admin'), await invoices('disty_admin'), await invoices('supply_admin')]).toEqual([1, 0, 1]);
    expect((await post('/api/supplyInvoice/search', {}, 'reseller_admin', null)).statusCode).toBe(403);
    const inv = (await post('/api/supplyInvoice/search', { serialNo: otherB }, 'ttg_admin', null)).json().content[0];
    expect((await get(`/api/supplyInvoice/detail/${inv.id}`, 'disty_admin')).statusCode).toBe(404);

    // The dealer's stock is its reseller's, whatever parent code is sent.
    const stock = (await post('/api/stockInfo/search', { parentResellerCode: 'BY30001', serialNo: otherB }, 'reseller_admin', null)).json();
    expect(stock.totalElements).toBe(0);
    // An export holds the same scope.
    const file = await post('/api/saleInfo/findAll', { serialNo: otherB }, 'disty_admin', null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps the export caps on the server: 32 days for distribution, 93 for transfers and invoices', async () => {
    const range = (days: number) => ({ start: '2026-09-01T00:00', end: new Date(Date.parse('2026-09-01T00:00:00+03:00') + days * 86_400_000).toISOString() });
    const dist = (days: number) => post('/api/saleInfo/findAll', { saleDateStart: range(days).start, saleDateEnd: range(days).end }, 'ttg_admin', null);
    expect((await dist(32)).statusCode).toBe(200);
    expect((await dist(33)).json().fields).toEqual([LEDGER_MSG.exportOverMonth]);
    expect((await post('/api/saleInfo/findAll', {}, 'ttg_admin', null)).json().fields).toEqual([LEDGER_MSG.exportNeedsDates]);
    const tr = (days: number) => post('/api/serialTransfer/toMe/findAll', { saleDateStart: range(days).start, saleDateEnd: range(days).end }, 'reseller_admin', null);
    expect((await tr(93)).statusCode).toBe(200);
    expect((await tr(94)).json().fields).toEqual([LEDGER_MSG.exportOverThreeMonths]);
    const inv = (days: number) => post('/api/supplyInvoice/findAll', { invoiceDateStart: range(days).start, invoiceDateEnd: range(days).end }, 'ttg_admin', null);
    expect((await inv(94)).json().fields).toEqual([LEDGER_MSG.exportOverThreeMonths]);
    expect((await post('/api/supplyInvoice/findAll', { serialNo: serial('I1') }, 'ttg_admin', null)).statusCode).toBe(200);
    // A search whose start is after its end is refused; the stock search allows 20 hours.
    const bad = await post('/api/saleInfo/search', { saleDateStart: '2026-09-02T00:00', saleDateEnd: '2026-09-01T00:00' }, 'ttg_admin', null);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(LEDGER_MSG.searchOrder);
    expect((await post('/api/stockInfo/search', { startDate: '2026-09-01T19:00', endDate: '2026-09-01T00:00' }, 'reseller_admin', null)).statusCode).toBe(200);
    expect((await post('/api/stockInfo/search', { startDate: '2026-09-01T21:00', endDate: '2026-09-01T00:00' }, 'reseller_admin', null)).statusCode).toBe(400);
  });

  it('keeps its big lists exact across new documents and moves (kept key lists, lib/key-snapshots.ts)', async () => {
    const total = async (url: string, who: string, filter: object = {}) => (await post(url, filter, who, null)).json().totalElements as number;
    const [records, stock] = [await total('/api/saleInfo/search', 'ttg_admin'), await total('/api/stockInfo/search', 'reseller_user')];
    // The same request again comes from the kept list.
    expect(await total('/api/saleInfo/search', 'ttg_admin')).toBe(records);
    await stockAt([serial('K1'), serial('K2')]);
    await deliver([serial('K1'), serial('K2')], 'BY10001', `DF-${run}-K`);
    expect(await total('/api/saleInfo/search', 'ttg_admin')).toBe(records + 1);
    expect(await total('/api/stockInfo/search', 'reseller_user')).toBe(stock + 2);
    // Another reseller's units change another scope: this dealer's total stays.
    const before = await total('/api/stockInfo/search', 'reseller_user');
    await stockAt([serial('K3')]);
    await deliver([serial('K3')], 'BY10002', `DF-${run}-K3`);
    expect(await total('/api/stockInfo/search', 'reseller_user')).toBe(before);
  });

  it('pages any date range from the per-day counts exactly as the records themselves (lib/day-pages.ts)', async () => {
    const expected = async (f: { start?: string; end?: string; type?: string; distyCode?: string }, desc: boolean) =>
      (
        await sqlRows<{ id: number }>(
          t,
          sql`select s.id from sale_infos s where s.parent_id is null
            ${f.start ? sql`and s.created_at >= ${f.start}::timestamptz` : sql``} ${f.end ? sql`and s.created_at <= ${f.end}::timestamptz` : sql``}
            ${f.type ? sql`and s.type = ${f.type}` : sql``} ${f.distyCode ? sql`and s.disty_id = (select id from disties where code = ${f.distyCode})` : sql``}
            order by s.created_at ${desc ? sql`desc` : sql`asc`}, s.id ${desc ? sql`desc` : sql`asc`}`,
        )
      ).map((r) => r.id);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    // Whole days, ranges picked to the minute (partial days at both ends), open ends, one day, none.
    const ranges = [
      { start: '2026-09-01T00:00', end: '2026-10-02T23:59' },
      { start: days(40), end: days(9) },
      { start: days(3) },
      { end: days(150) },
      { start: days(20), end: days(20) },
      {},
    ];
    for (const [i, r] of ranges.entries()) {
      for (const desc of [true, false]) {
        const filter = { saleDateStart: r.start, saleDateEnd: r.end, ...(i % 2 ? { productSaleInfoType: 'INVOICE' } : {}), ...(i === 2 ? { distyCode: 'DST001' } : {}) };
        const want = await expected({ start: r.start && new Date(Date.parse(r.start.length === 16 ? `${r.start}:00+03:00` : r.start)).toISOString(), end: r.end && new Date(Date.parse(r.end.length === 16 ? `${r.end}:00+03:00` : r.end)).toISOString(), type: filter.productSaleInfoType, distyCode: filter.distyCode }, desc);
        // The first, a middle and the last page, and one past the end.
        const size = 7;
        const last = Math.max(0, Math.ceil(want.length / size) - 1);
        // The demo records of the last six months fill the first ranges' pages.
        if (i < 2) expect(want.length).toBeGreaterThan(3 * size);
        for (const page of new Set([0, Math.floor(last / 2), last, last + 1])) {
          const res = await t.app.inject({ method: 'POST', url: `/api/saleInfo/search?page=${page}&size=${size}&sort=createDateTime,${desc ? 'desc' : 'asc'}`, headers: bearer(tokens.ttg_admin), payload: filter });
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json() as { totalElements: number; content: { id: number }[] };
          expect([i, desc, page, body.totalElements]).toEqual([i, desc, page, want.length]);
          expect(body.content.map((c) => c.id)).toEqual(want.slice(page * size, page * size + size));
        }
      }
    }
    // A distributor admin's pages are its distributor's records, counted the same way.
    const mine = await post('/api/saleInfo/search', { saleDateStart: days(60) }, 'disty_admin', null);
    expect(mine.json().totalElements).toBe((await expected({ start: days(60), distyCode: 'DST001' }, true)).length);
  });

  it('replays the ledger: every unit is where its last movement put it, after as many moves as it counts', async () => {
    const wrong = await sqlRows<{ id: number }>(
      t,
      sql`select u.id from units u
          join lateral (select m.to_holder, m.to_id, m.to_status from unit_movements m where m.unit_id = u.id order by m.id desc limit 1) last on true
          where last.to_holder is distinct from u.holder or last.to_id is distinct from u.holder_id or last.to_status is distinct from u.status
             or u.moves <> (select count(*) from unit_movements m where m.unit_id = u.id)
          limit 5`,
    );
    expect(wrong).toEqual([]);
    expect(await count('units')).toBeGreaterThan(0);
    // Each movement starts where the one before it ended.
    const broken = await sqlRows<{ id: number }>(
      t,
      sql`select id from (select m.id, m.from_holder, m.from_id, lag(m.to_holder) over w as prev_holder, lag(m.to_id) over w as prev_id
          from unit_movements m window w as (partition by m.unit_id order by m.id)) x
          where prev_holder is not null and (prev_holder <> from_holder or prev_id <> from_id) limit 5`,
    );
    expect(broken).toEqual([]);
  });
});
