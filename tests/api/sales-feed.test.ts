import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_MSG } from '../../src/shared/contract/ingest.js';
import { SALE_CONFLICT_TEXTS, WIZARD_MSG } from '../../src/shared/contract/sale-texts.js';
import { SALE_FEED_MSG } from '../../src/shared/contract/sale-wizard.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { SALE_WRITE_CHUNK } from '../../src/server/sales/feed/sale-feed.js';
import { parseCode } from '../../src/shared/campaign-code.js';
import { defaultConfig, expectCoded, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue, createUserLike } from '../support/catalogue-fixtures.js';
import { type CampaignCodes, createSaleProduct, giveCampaignCodes, giveUnits, ledgerMismatches, type SaleProduct, type StockUnit, unitState } from '../support/sale-fixtures.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The WEB_SERVICE sales feed (issue 31): POST /api/ingest/sales goes through the wizard's completion
 * service — rows grouped into sales by (resellerCode, saleNo), per-row errors (the body's, unknown
 * codes, duplicates, header mismatches, the completion's conflicts), all or nothing, replays that
 * write nothing, a sale number reused with other content refused — and is in the OpenAPI document.
 */
describe.each(dbKinds())('sales feed on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let product: SaleProduct; // TESF 100, tolerance 10 %, UNIT 2 points
  let codes: CampaignCodes;
  const tokens: Record<string, string> = {};
  const run = randomBytes(3).toString('hex').toUpperCase();
  /** An hour ago, as an instant with its zone (the feed also takes Istanbul local time). */
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();

  const post = (body: unknown, who = 'web_service', key: string | null = randomUUID()) =>
    t.app.inject({ method: 'POST', url: '/api/ingest/sales', headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
  const row = (saleNo: string, unit: StockUnit, over: Record<string, unknown> = {}) => ({
    saleNo: `${run}-${saleNo}`,
    resellerCode: 'BY10001',
    completedDateTime: hourAgo,
    productSaleType: 'VANILLA',
    customerType: 'BROADBAND',
    customerName: 'Ali',
    customerSurname: 'Kaya',
    customerServiceNo: '1234567890',
    sellerName: 'Operatör',
    sellerSurname: 'Satıcısı',
    barcode: unit.barcode,
    serialNo: unit.serialNo,
    price: 100,
    ...over,
  });
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t, query))[0];
  const snapshot = () =>
    one<Record<string, number>>(
      sql`select (select count(*)::int from sales) as sales, (select count(*)::int from sale_lines) as lines, (select count(*)::int from unit_movements) as movements,
            (select count(*)::int from campaign_serials where used_at is not null) as used, (select count(*)::int from score_transactions) as scores,
            (select unapproved_score from resellers where code = 'BY10001') as unapproved`,
    );
  const errorsByRow = (res: Awaited<ReturnType<typeof post>>) => {
    const body = expectCoded(res, 422, ERROR_CODES.VALIDATION);
    return body.details.errors as { row: number; field: string; message: string }[];
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    await createUserLike(t, 'web_service', 'web_service_dst2', { distyId: cat.disties.DST002 });
    product = await createSaleProduct(t, cat, { recommendedSellPrice: 100, tolerance: 10, scoreType: 'UNIT', scoreRatio: 2 });
    await t.database.db.execute(sql`delete from parameters where key = 'MAX_DISCOUNT_RATIO' and reseller_code = 'BY10001'`);
    await t.database.db.execute(sql`insert into parameters (key, description, value, reseller_code) values ('MAX_DISCOUNT_RATIO', 'En yüksek indirim oranı (%)', '10', 'BY10001')`);
    codes = await giveCampaignCodes(t, 'BY10001', { serials: 3, passwords: 2 });
    for (const who of ['web_service', 'web_service_dst2', 'reseller_admin']) tokens[who] = (await loginAs(t.app, who)).token;
  });
  afterAll(() => t?.close());

  it('takes sales made elsewhere: one sale per number, the units sold through the ledger, the code used, the score recorded', async () => {
    const [a, b, c] = await giveUnits(t, product, 'BY10001', 3);
    const before = await snapshot();
    const res = await post({
      rows: [
        row('S1', a, { price: 95 }),
        row('S1', b),
        row('S2', c, { productSaleType: 'TEMLIK', voucherCode: codes.campaign.voucherCode, serialValue: codes.serials[0], customerType: 'MOBILE', customerPhoneNo: '05321112233' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 3 });
    const sales = await rows<Record<string, unknown>>(
      t,
      sql`select source_no, source, sale_type, seller_user_id, seller_name, line_count, final_price::float8 as final_price, score, serial_value, completed_at
          from sales where source_no like ${`${run}-%`} order by source_no`,
    );
    expect(sales).toMatchObject([
      { source_no: `${run}-S1`, source: 'FEED', sale_type: 'VANILLA', seller_user_id: null, seller_name: 'Operatör', line_count: 2, final_price: 195, score: 4, serial_value: null },
      { source_no: `${run}-S2`, sale_type: 'TEMLIK', line_count: 1, score: 2, serial_value: codes.serials[0] },
    ]);
    expect(new Date(sales[0].completed_at as string).toISOString()).toBe(hourAgo);
    for (const u of [a, b, c]) expect(await unitState(t, u.id)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });
    const after = await snapshot();
    expect([after.sales - before.sales, after.lines - before.lines, after.used - before.used, after.scores - before.scores, after.unapproved - before.unapproved]).toEqual([2, 3, 1, 2, 6]);
    expect(await ledgerMismatches(t, [a.id, b.id, c.id])).toEqual([]);
  });

  it('replays: the same key answers the first answer, the same sales again (rows in another order) write nothing, a number reused with other content is refused', async () => {
    const [a, b, c] = await giveUnits(t, product, 'BY10001', 3);
    const rowsOf = [row('R1', a), row('R1', b, { price: 101 })];
    const key = randomUUID();
    expect((await post({ rows: rowsOf }, 'web_service', key)).json()).toEqual({ accepted: 2 });
    const before = await snapshot();
    const again = await post({ rows: rowsOf }, 'web_service', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: 2 });
    const reordered = await post({ rows: [...rowsOf].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await snapshot()).toEqual(before);
    // The same number with other content (another unit): refused, nothing written.
    const reused = errorsByRow(await post({ rows: [row('R1', c)] }));
    expect(reused).toEqual([{ row: 1, field: 'saleNo', message: SALE_FEED_MSG.saleReused }]);
    expect(await snapshot()).toEqual(before);
    expect(await unitState(t, c.id)).toMatchObject({ status: 'IN_STOCK' });
  });

  it('refuses a batch with any bad row, naming each with its reason, and writes nothing', async () => {
    const [good, dup, other, cheap, codeUnit, late, split, spare] = await giveUnits(t, product, 'BY10001', 8);
    const [theirs] = await giveUnits(t, product, 'BY10002', 1);
    // Used before by a wizard-free sale of this feed.
    const [first] = await giveUnits(t, product, 'BY10001', 1);
    expect((await post({ rows: [row('U0', first, { productSaleType: 'TEMLIK', voucherCode: codes.campaign.voucherCode, serialValue: codes.serials[1] })] })).statusCode).toBe(200);
    const before = await snapshot();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await post({
      rows: [
        row('E1', good), // fine, yet not written
        row('E2', good, { resellerCode: 'NO-SUCH' }),
        row('E3', good, { barcode: 'NO-SUCH-BARCODE' }),
        row('E4', { ...good, serialNo: `NO-SUCH-${run}` }),
        row('E5', dup),
        row('E5', dup), // the same unit twice
        row('E6', theirs), // BY10002's unit
        row('E7', cheap, { price: 89.99 }),
        row('E8', codeUnit, { productSaleType: 'TEMLIK', voucherCode: codes.campaign.voucherCode, serialValue: codes.serials[1] }),
        row('E9', late, { completedDateTime: future }),
        row('E10', split),
        row('E10', other, { customerName: 'Başka' }), // another header on the same sale
        row('E11', spare, { productSaleType: 'TEMLIK', voucherCode: 'ZZZZZZZ', passValue: codes.passwords[0] }),
        row('E12', good, { customerServiceNo: null }), // BROADBAND without its number
      ],
    });
    const errors = errorsByRow(res);
    const byRow = (n: number) => errors.filter((e) => e.row === n).map((e) => e.message);
    expect(byRow(1)).toEqual([]);
    expect(byRow(2)).toEqual([SALE_FEED_MSG.unknownReseller]);
    expect(byRow(3)).toEqual([INGEST_MSG.unknownBarcode]);
    expect(byRow(4)).toEqual([SALE_FEED_MSG.unknownUnit]);
    expect(byRow(6)[0]).toContain(SALE_FEED_MSG.duplicateUnit);
    expect(byRow(7)).toEqual([SALE_CONFLICT_TEXTS.NOT_OWN]);
    expect(errors.find((e) => e.row === 8)).toEqual({ row: 8, field: 'price', message: SALE_CONFLICT_TEXTS.PRICE_BELOW_LIMIT });
    expect(errors.find((e) => e.row === 9)).toEqual({ row: 9, field: 'serialValue', message: SALE_CONFLICT_TEXTS.CODE_USED });
    expect(byRow(10)).toEqual([SALE_FEED_MSG.inFuture]);
    expect(byRow(12)).toEqual([SALE_FEED_MSG.headerMismatch]);
    expect(byRow(13)).toEqual([SALE_FEED_MSG.unknownCampaign]);
    expect(byRow(14)).toEqual([WIZARD_MSG.numberRequired.BROADBAND]);
    expect(await snapshot()).toEqual(before);
    for (const u of [good, dup, other, cheap, codeUnit, split, spare]) expect(await unitState(t, u.id)).toMatchObject({ holder: 'RESELLER', status: 'IN_STOCK' });
  });

  it('refuses a code two sales of one batch use (the later one: used), and takes a password of any TT CRM record', async () => {
    const [a, b, c] = await giveUnits(t, product, 'BY10001', 3);
    const temlik = { productSaleType: 'TEMLIK', voucherCode: codes.campaign.voucherCode, passValue: codes.passwords[0] };
    const before = await snapshot();
    const errors = errorsByRow(await post({ rows: [row('P1', a, temlik), row('P2', b, temlik)] }));
    expect(errors).toEqual([{ row: 2, field: 'passValue', message: SALE_CONFLICT_TEXTS.CODE_USED }]);
    expect(await snapshot()).toEqual(before);
    // Alone, in Istanbul local time, it goes through.
    const local = new Date(Date.now() + 3 * 3_600_000 - 600_000).toISOString().slice(0, 16);
    const ok = await post({ rows: [row('P3', c, { ...temlik, completedDateTime: local })] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await one(sql`select pass_value, code_kind from sales where source_no = ${`${run}-P3`}`)).toEqual({ pass_value: codes.passwords[0], code_kind: 'PASS' });
  });

  it('keeps a distributor\'s service user to its own resellers, and the feed to the service role', async () => {
    const [u] = await giveUnits(t, product, 'BY10001', 1);
    // BY10001 is DST001's.
    expect(errorsByRow(await post({ rows: [row('D1', u)] }, 'web_service_dst2'))).toEqual([{ row: 1, field: 'resellerCode', message: SALE_FEED_MSG.notOwnReseller }]);
    expectCoded(await post({ rows: [row('D2', u)] }, 'reseller_admin'), 403, ERROR_CODES.FORBIDDEN);
    expectCoded(await post({ rows: [row('D3', u)] }, 'web_service', null), 400, ERROR_CODES.VALIDATION);
    expect(await unitState(t, u.id)).toMatchObject({ status: 'IN_STOCK' });
  });

  it('is in the OpenAPI document like the other feeds', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/ingest/sales'].post;
    expect(op['x-roles']).toEqual(['WEB_SERVICE']);
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    const item = op.requestBody.content['application/json'].schema.properties.rows.items;
    expect(item.required).toEqual(expect.arrayContaining(['saleNo', 'resellerCode', 'completedDateTime', 'productSaleType', 'customerType', 'barcode', 'serialNo', 'price']));
    expect(op.responses['422']).toBeDefined();
  });

  it('takes a batch of thousands of sales set-based over several write chunks: totals, ledger, codes and scores; a bad last row refuses it all; a replay writes nothing', async () => {
    const n = 2_600;
    const units = await giveUnits(t, product, 'BY10001', n);
    const big = await giveCampaignCodes(t, 'BY10001', { serials: 3 });
    const halfHourAgo = new Date(Date.now() - 1_800_000).toISOString();
    // Every tenth unit joins the sale of the one before it: 2,340 sales (more than one chunk of SALE_WRITE_CHUNK), three of them with a campaign serial.
    const temlik = new Map([[0, big.serials[0]], [1_000, big.serials[1]], [2_500, big.serials[2]]]);
    const batch = units.map((u, i) => {
      const sale = i % 10 === 9 ? i - 1 : i;
      const code = temlik.get(sale);
      return row(`B${sale}`, u, {
        completedDateTime: sale % 2 ? hourAgo : halfHourAgo,
        ...(code ? { productSaleType: 'TEMLIK', voucherCode: big.campaign.voucherCode, serialValue: code, customerType: 'MOBILE', customerPhoneNo: '05321112233' } : {}),
      });
    });
    const sales = n - n / 10;
    expect(sales).toBeGreaterThan(SALE_WRITE_CHUNK);
    const before = await snapshot();
    const bad = [...batch.slice(0, -1), { ...batch[n - 1], price: 50 }];
    // The last row (in the last chunk, with its sale's other row) below the band: only it is named.
    expect(errorsByRow(await post({ rows: bad }))).toEqual([{ row: n, field: 'price', message: SALE_CONFLICT_TEXTS.PRICE_BELOW_LIMIT }]);
    expect(await snapshot()).toEqual(before);

    const ok = await post({ rows: batch });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ accepted: n });
    const after = await snapshot();
    expect([after.sales - before.sales, after.lines - before.lines, after.movements - before.movements, after.used - before.used, after.scores - before.scores, after.unapproved - before.unapproved]).toEqual([
      sales,
      n,
      n,
      3,
      sales,
      2 * n,
    ]);
    const totals = await one<Record<string, number>>(
      sql`select count(*)::int as sales, sum(final_price)::float8 as amount, sum(line_count)::int as lines, count(serial_value)::int as coded, count(distinct id)::int as ids
          from sales where source_no like ${`${run}-B%`}`,
    );
    expect(totals).toEqual({ sales, amount: 100 * n, lines: n, coded: 3, ids: sales });
    // Each transaction carries the balance after it, one after the other in sale id order.
    const gains = await rows<{ latest_unapproved_score: number; transaction_amount: number }>(
      t,
      sql`select st.latest_unapproved_score, st.transaction_amount from score_transactions st join sales s on s.id = st.sale_id
          where s.source_no like ${`${run}-B%`} order by st.sale_id`,
    );
    gains.forEach((g, k) => k && expect(g.latest_unapproved_score - gains[k - 1].latest_unapproved_score).toBe(g.transaction_amount));
    expect(gains[gains.length - 1].latest_unapproved_score).toBe(after.unapproved);
    const codeRows = await rows<{ used: boolean }>(t, sql`select used_at is not null as used from campaign_serials where code = any(${`{${big.serials.map((c) => parseCode(c)).join(',')}}`}::bigint[])`);
    expect(codeRows.map((c) => c.used)).toEqual([true, true, true]);
    expect(await ledgerMismatches(t, units.map((u) => u.id))).toEqual([]);

    // The same batch again (a new key, rows in another order): every sale is a replay.
    const again = await post({ rows: [...batch].reverse() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await snapshot()).toEqual(after);
  }, 120_000);

  it('replays the ledger: every unit is where its last movement put it', async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});
