import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { formatCode } from '../../src/shared/campaign-code.js';
import { SALE_DEVICE_COLUMNS } from '../../src/shared/contract/sale-lists.js';
import { SALES_MSG } from '../../src/shared/contract/sale-texts.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { type Catalogue, createCatalogue, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';
import { insertSale } from '../support/sale-rows.js';

/**
 * The sales list (issue 31): who sees what on the server (page, detail, both exports), every
 * filter, the supplier admin's answers without campaign code, customer or gross profit, the
 * 32-day export cap, and the day pages of a date range.
 */
let keyNo = 0;
const newKey = () => `sales-list-${Date.now()}-${++keyNo}`;

interface Row {
  id: number;
  [k: string]: unknown;
}

describe.each(dbKinds())('sales list on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  const tokens: Record<string, string> = {};
  const run = randomBytes(3).toString('hex').toUpperCase();
  const serial = (n: string) => `SL-${run}-${n}`;
  const surname = `Soy${run}`;
  const p: Record<'a' | 'b', { id: number; barcode: string }> = {} as never;
  const codes = { serial: formatCode(1_000_000 + parseInt(run, 16)), pass: formatCode(2_000_000 + parseInt(run, 16)) };
  const sale: Record<'s1' | 's2' | 's3' | 's4', number> = {} as never;

  const post = (url: string, body: unknown, who: string, key: string | null = null) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
  const ids = async (who: string, filter: object = {}) => {
    const res = await post('/api/sale/search?size=25', { sellerSurname: surname, ...filter }, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as Row[]).map((r) => r.id).sort((x, y) => x - y);
  };
  const sorted = (...xs: number[]) => [...xs].sort((x, y) => x - y);

  /** Units of product `barcode` (supplier `supplyCode`) delivered by `distyCode` to `resellerCode`, through the ledger feeds. */
  async function unitsAt(serials: string[], resellerCode: string, product: { barcode: string }, supplyCode: string, distyCode = 'DST001') {
    const inv = await post(
      '/api/ingest/supplyInvoices',
      { rows: serials.map((s) => ({ supplyCode, distyCode, invoiceNo: `TF-${run}-${s}`, invoiceDate: '2026-11-02', barcode: product.barcode, serialNo: s, price: 100, vatRatio: 20 })) },
      'web_service',
      newKey(),
    );
    expect(inv.statusCode, inv.body).toBe(200);
    const dist = await post(
      '/api/ingest/distribution',
      { rows: serials.map((s) => ({ type: 'INVOICE', distyCode, resellerCode, invoiceNo: `DF-${run}-${s}`, invoiceDate: '2026-11-10', barcode: product.barcode, serialNo: s, price: 120, vatRatio: 20 })) },
      'web_service',
      newKey(),
    );
    expect(dist.statusCode, dist.body).toBe(200);
  }

  const xlsxRows = (payload: Buffer) => {
    const book = XLSX.read(payload);
    const sheet = book.Sheets[book.SheetNames[0]];
    const all = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    return { headers: all[0] as string[], rows: all.slice(1) };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    const seed = (barcode: string, supplyId: number) => insertApprovedProduct(t, { supplyId, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode });
    p.a = await seed(`SLA-${run}`, cat.supplies.TDR001);
    p.b = await seed(`SLB-${run}`, cat.supplies.TDR002);
    // reseller_user acts for BY10002 (a BAYI under BY10001): its own sales only; reseller_admin stays
    // BY10001, a TTM main dealer: its family's.
    await t.database.db.execute(sql`update users set login_reseller_id = (select id from resellers where code = 'BY10002') where username = 'reseller_user'`);
    for (const who of ['web_service', 'ttg_admin', 'ttg_customer_service', 'disty_admin', 'supply_admin', 'reseller_admin', 'reseller_user']) tokens[who] = (await loginAs(t.app, who)).token;

    await unitsAt([serial('A1'), serial('A2'), serial('A3')], 'BY10001', p.a, 'TDR001');
    await unitsAt([serial('B1')], 'BY10001', p.b, 'TDR002');
    await unitsAt([serial('A4')], 'BY10002', p.a, 'TDR001');
    await unitsAt([serial('B2')], 'BY30001', p.b, 'TDR002', 'DST002');
    await unitsAt([serial('B3')], 'BY10003', p.b, 'TDR002');
    const base = Date.now() - 3_600_000;
    // s1: a campaign sale of two suppliers' units; s2 a fixed-line customer's; s3 another family's
    // (DST002); s4 only TDR002's units.
    sale.s1 = await insertSale(t, {
      resellerCode: 'BY10001',
      serials: [serial('A1'), serial('B1')],
      saleType: 'TEMLIK',
      serialValue: codes.serial,
      customerName: `Müşteri${run}`,
      sellerName: 'Kemal',
      sellerSurname: surname,
      price: 150,
      completedAt: new Date(base),
    });
    sale.s2 = await insertSale(t, { resellerCode: 'BY10002', serials: [serial('A4')], customerType: 'FIXED_LINE', sellerName: 'Deniz', sellerSurname: surname, completedAt: new Date(base + 60_000) });
    sale.s3 = await insertSale(t, { resellerCode: 'BY30001', serials: [serial('B2')], saleType: 'TEMLIK', passValue: codes.pass, sellerSurname: surname, completedAt: new Date(base + 120_000) });
    sale.s4 = await insertSale(t, { resellerCode: 'BY10003', serials: [serial('B3')], customerType: 'BROADBAND', sellerSurname: surname, completedAt: new Date(base + 180_000) });
  });
  afterAll(() => t?.close());

  it('shows every role only its own sales, newest first by default', async () => {
    const all = sorted(sale.s1, sale.s2, sale.s3, sale.s4);
    expect(await ids('ttg_admin')).toEqual(all);
    expect(await ids('ttg_customer_service')).toEqual(all);
    // The distributor admin asks for DST002 and still gets DST001's only.
    expect(await ids('disty_admin')).toEqual(sorted(sale.s1, sale.s2, sale.s4));
    expect(await ids('disty_admin', { distyCode: 'DST002' })).toEqual(sorted(sale.s1, sale.s2, sale.s4));
    // The supplier admin (TDR001): the sales holding its units.
    expect(await ids('supply_admin')).toEqual(sorted(sale.s1, sale.s2));
    expect(await ids('supply_admin', { supplyId: cat.supplies.TDR002 })).toEqual(sorted(sale.s1, sale.s2));
    // A TTM main dealer searches its whole family, and may narrow it to one reseller of it.
    expect(await ids('reseller_admin')).toEqual(sorted(sale.s1, sale.s2, sale.s4));
    expect(await ids('reseller_admin', { resellerCode: 'BY10003' })).toEqual([sale.s4]);
    expect(await ids('reseller_admin', { parentResellerCode: 'BY30001', resellerCode: 'BY30001' })).toEqual([]);
    // A BAYI its own only, whatever codes it sends.
    expect(await ids('reseller_user')).toEqual([sale.s2]);
    expect(await ids('reseller_user', { resellerCode: 'BY10001' })).toEqual([sale.s2]);

    const page = (await post('/api/sale/search?size=25', { sellerSurname: surname }, 'ttg_admin')).json();
    expect(page.content.map((r: Row) => r.id)).toEqual([sale.s4, sale.s3, sale.s2, sale.s1]);
    expect(page.content[3]).toMatchObject({
      productSaleType: 'TEMLIK',
      productSaleTypeDisplay: 'Kampanyalı',
      productSaleStatus: 'COMPLETED',
      productSaleStatusDisplay: 'Tamamlandı',
      distyCode: 'DST001',
      reseller: { code: 'BY10001', parentCode: null },
      sellerUser: { name: 'Kemal', surname },
      serialValue: codes.serial,
      customerName: `Müşteri${run}`,
      finalPrice: 300,
      // 300 sold − 2 × 120 distributor price (the invoice's 120 + 20 % VAT = 144 each).
      grossProfit: 300 - 2 * 144,
      lineCount: 2,
    });
    expect(page.content[2].reseller).toMatchObject({ code: 'BY10002', parentCode: 'BY10001' });
  });

  it('answers a detail only inside the caller’s scope (404 outside), a supplier only its lines', async () => {
    expect((await get(`/api/sale/detail/${sale.s3}`, 'disty_admin')).statusCode).toBe(404);
    expect((await get(`/api/sale/detail/${sale.s1}`, 'reseller_user')).statusCode).toBe(404);
    expect((await get(`/api/sale/detail/${sale.s4}`, 'supply_admin')).statusCode).toBe(404);
    expect((await get(`/api/sale/detail/999999999`, 'ttg_admin')).statusCode).toBe(404);
    const full = (await get(`/api/sale/detail/${sale.s1}`, 'ttg_admin')).json();
    expect(full.productSerialNoList.map((l: { serialNo: string }) => l.serialNo).sort()).toEqual([serial('A1'), serial('B1')].sort());
    expect(full.productSerialNoList[0]).toMatchObject({ selectedPrice: 150, distyPrice: 144, grossProfit: 6, saleStatus: 'SOLD' });
    const mine = await get(`/api/sale/detail/${sale.s1}`, 'reseller_admin');
    expect(mine.statusCode).toBe(200);
  });

  it('never sends a supplier admin the campaign code, the customer or the gross profit: page, detail and both exports', async () => {
    const privateKeys = ['serialValue', 'passValue', 'customerName', 'customerSurname', 'customerPhoneNo', 'customerServiceNo', 'customerPstnNo', 'grossProfit'];
    const page = await post('/api/sale/search?size=25', { sellerSurname: surname }, 'supply_admin');
    expect(page.statusCode).toBe(200);
    for (const row of page.json().content as Row[]) for (const k of privateKeys) expect(row).not.toHaveProperty(k);
    expect(page.body).not.toContain(codes.serial);
    expect(page.body).not.toContain(`Müşteri${run}`);
    // Its filters on the campaign codes are ignored (they would tell which sale used a code).
    expect(await ids('supply_admin', { serial: codes.serial })).toEqual(sorted(sale.s1, sale.s2));

    const detail = await get(`/api/sale/detail/${sale.s1}`, 'supply_admin');
    expect(detail.statusCode).toBe(200);
    const d = detail.json();
    for (const k of privateKeys) expect(d).not.toHaveProperty(k);
    expect(d.productSerialNoList.map((l: { serialNo: string }) => l.serialNo)).toEqual([serial('A1')]);
    expect(d.productSerialNoList[0]).not.toHaveProperty('distyPrice');
    expect(d.productSerialNoList[0]).not.toHaveProperty('grossProfit');
    expect(detail.body).not.toContain(codes.serial);

    const range = { saleDateStart: new Date(Date.now() - 86_400_000).toISOString(), saleDateEnd: new Date(Date.now() + 60_000).toISOString(), sellerSurname: surname };
    // The sales file: its private columns are empty for the supplier, filled for the group admin.
    const list = async (who: string) => {
      const res = await post('/api/sale/findAll', range, who);
      expect(res.statusCode, res.body).toBe(200);
      return xlsxRows(res.rawPayload);
    };
    const theirs = await list('supply_admin');
    expect(theirs.rows).toHaveLength(2);
    for (const header of ['Kampanya Seri No', 'Kampanya Şifresi', 'Müşteri', 'Brüt Kâr']) {
      const col = theirs.headers.indexOf(header);
      expect(col, header).toBeGreaterThanOrEqual(0);
      for (const row of theirs.rows) expect([null, ''], header).toContain(row[col] ?? null);
    }
    expect(JSON.stringify(theirs.rows)).not.toContain(codes.serial);
    expect(JSON.stringify(theirs.rows)).not.toContain(`Müşteri${run}`);
    const ours = await list('ttg_admin');
    expect(ours.rows).toHaveLength(4);
    expect(JSON.stringify(ours.rows)).toContain(codes.serial);
    expect(JSON.stringify(ours.rows)).toContain(`Müşteri${run}`);

    // The device file: one row a unit, the supplier's own units only, 'Brüt Kâr' empty.
    const devices = async (who: string) => {
      const res = await post('/api/sale/findAllDevices', range, who);
      expect(res.statusCode, res.body).toBe(200);
      return xlsxRows(res.rawPayload);
    };
    const theirDevices = await devices('supply_admin');
    expect(theirDevices.headers).toEqual(SALE_DEVICE_COLUMNS.map(([h]) => h));
    const serialCol = theirDevices.headers.indexOf('Seri No');
    const profitCol = theirDevices.headers.indexOf('Brüt Kâr');
    expect(theirDevices.rows.map((r) => r[serialCol]).sort()).toEqual([serial('A1'), serial('A4')].sort());
    for (const row of theirDevices.rows) expect(row[profitCol] ?? null).toBeNull();
    const ourDevices = await devices('ttg_admin');
    expect(ourDevices.rows.map((r) => r[serialCol]).sort()).toEqual([serial('A1'), serial('B1'), serial('A4'), serial('B2'), serial('B3')].sort());
    const a1 = ourDevices.rows.find((r) => r[serialCol] === serial('A1'))!;
    expect(a1[profitCol]).toBe(6);
    // Newest sale first, as the list.
    expect(ourDevices.rows[0][0]).toBe(sale.s4);
  });

  it('filters by every field of the screen', async () => {
    const f = (filter: object) => ids('ttg_admin', filter);
    expect(await f({ serialNo: serial('B1') })).toEqual([sale.s1]);
    expect(await f({ barcode: p.b.barcode })).toEqual(sorted(sale.s1, sale.s3, sale.s4));
    // A campaign code as typed: lower case, with a dash.
    expect(await f({ serial: `${codes.serial.slice(0, 5).toLowerCase()}-${codes.serial.slice(5)}` })).toEqual([sale.s1]);
    expect(await f({ pass: codes.pass })).toEqual([sale.s3]);
    expect(await f({ distyCode: 'DST002' })).toEqual([sale.s3]);
    expect(await f({ parentResellerCode: 'BY10001' })).toEqual(sorted(sale.s1, sale.s2, sale.s4));
    expect(await f({ resellerCode: 'BY10002' })).toEqual([sale.s2]);
    expect(await f({ saleType: 'TEMLIK' })).toEqual(sorted(sale.s1, sale.s3));
    expect(await f({ saleStatus: 'COMPLETED' })).toEqual(sorted(sale.s1, sale.s2, sale.s3, sale.s4));
    expect(await f({ saleStatus: 'SALE_CANCELED' })).toEqual([]);
    expect(await f({ customerType: 'BROADBAND' })).toEqual([sale.s4]);
    expect(await f({ sellerName: 'kema' })).toEqual([sale.s1]);
    const inRange = await f({ saleDateStart: new Date(Date.now() - 3_600_000 + 30_000).toISOString(), saleDateEnd: new Date(Date.now() - 3_600_000 + 150_000).toISOString() });
    expect(inRange).toEqual(sorted(sale.s2, sale.s3));
    // Start after end: the spec's text.
    const bad = await post('/api/sale/search', { saleDateStart: '2026-09-02T00:00', saleDateEnd: '2026-09-01T00:00' }, 'ttg_admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SALES_MSG.searchOrder);
  });

  it('keeps the export rule on the server: a filter or both dates, at most 32 days, for both files', async () => {
    const range = (days: number) => ({ saleDateStart: '2026-09-01T00:00', saleDateEnd: new Date(Date.parse('2026-09-01T00:00:00+03:00') + days * 86_400_000).toISOString() });
    for (const path of ['/api/sale/findAll', '/api/sale/findAllDevices']) {
      expect((await post(path, range(32), 'ttg_admin')).statusCode, path).toBe(200);
      const over = await post(path, range(33), 'ttg_admin');
      expect(over.statusCode, path).toBe(400);
      expect(over.json().fields).toEqual([SALES_MSG.exportOverMonth]);
      expect((await post(path, {}, 'ttg_admin')).json().fields).toEqual([SALES_MSG.exportNeedsFilter]);
      // Other filters (type, status, seller) do not lift the rule; a serial does.
      expect((await post(path, { saleType: 'TEMLIK', saleDateStart: '2026-09-01T00:00' }, 'disty_admin')).json().fields).toEqual([SALES_MSG.exportNeedsFilter]);
      expect((await post(path, { serialNo: serial('A1') }, 'disty_admin')).statusCode).toBe(200);
      // A reseller's locked parent code is a filter, as on its screen.
      expect((await post(path, {}, 'reseller_user')).statusCode, path).toBe(200);
      // The supplier's campaign filters are dropped before the rule: no way around the dates.
      expect((await post(path, { serial: codes.serial }, 'supply_admin')).json().fields).toEqual([SALES_MSG.exportNeedsFilter]);
    }
    // A reseller's file still holds only its sales.
    const res = await post('/api/sale/findAll', {}, 'reseller_user');
    const { headers, rows } = xlsxRows(res.rawPayload);
    const codeCol = headers.indexOf('Bayi');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(String(row[codeCol])).toMatch(/^BY10002 /);
  });

  it('pages a date range from the per-day counts exactly as the sales themselves (sale_days)', async () => {
    // A few more sales over several past days.
    const units = Array.from({ length: 9 }, (_, i) => serial(`D${i}`));
    await unitsAt(units, 'BY10001', p.a, 'TDR001');
    for (const [i, s] of units.entries()) await insertSale(t, { resellerCode: 'BY10001', serials: [s], sellerSurname: `D${run}`, completedAt: new Date(Date.now() - (i + 1) * 0.7 * 86_400_000) });
    const expected = async (f: { start?: string; end?: string; disty?: string }, desc: boolean) =>
      (
        await sqlRows<{ id: number }>(
          t,
          sql`select s.id from sales s where true
            ${f.start ? sql`and s.completed_at >= ${f.start}::timestamptz` : sql``} ${f.end ? sql`and s.completed_at <= ${f.end}::timestamptz` : sql``}
            ${f.disty ? sql`and s.disty_id = (select id from disties where code = ${f.disty})` : sql``}
            order by s.completed_at ${desc ? sql`desc` : sql`asc`}, s.id ${desc ? sql`desc` : sql`asc`}`,
        )
      ).map((r) => r.id);
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const ranges: { start?: string; end?: string }[] = [{ start: days(5), end: days(1) }, { start: days(3) }, { end: days(2) }, {}];
    for (const r of ranges) {
      for (const desc of [true, false]) {
        for (const who of ['ttg_admin', 'disty_admin']) {
          const want = await expected({ ...r, disty: who === 'disty_admin' ? 'DST001' : undefined }, desc);
          const size = 3;
          const last = Math.max(0, Math.ceil(want.length / size) - 1);
          for (const page of new Set([0, Math.floor(last / 2), last, last + 1])) {
            const res = await t.app.inject({
              method: 'POST',
              url: `/api/sale/search?page=${page}&size=${size}&sort=completedDateTime,${desc ? 'desc' : 'asc'}`,
              headers: bearer(tokens[who]),
              payload: { saleDateStart: r.start, saleDateEnd: r.end },
            });
            expect(res.statusCode, res.body).toBe(200);
            const body = res.json() as { totalElements: number; content: Row[] };
            expect([who, page, body.totalElements]).toEqual([who, page, want.length]);
            expect(body.content.map((c) => c.id)).toEqual(want.slice(page * size, page * size + size));
          }
        }
      }
    }
  });

  it('refuses the list to roles outside the screen', async () => {
    expect((await post('/api/sale/search', {}, 'web_service')).statusCode).toBe(403);
  });
});
