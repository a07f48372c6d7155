import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_MSG } from '../../src/shared/contract/sale-texts.js';
import { UNITS_MOVED_TEXT } from '../../src/server/sales/cancel/sale-cancel.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { type Catalogue, createCatalogue, insertApprovedProduct, sqlRows } from '../support/catalogue-fixtures.js';
import { insertSale } from '../support/sale-rows.js';
import { campaignSale, createSaleProduct, giveCampaignCodes, giveUnits, ledgerMismatches, lineOf, saleClient } from '../support/sale-fixtures.js';

/**
 * Sale cancellation (issue 31): a request (whole sale or chosen units), the queue, approval (the
 * units back in the dealer's stock through the ledger, the score taken back), rejection, the bulk
 * approval's all or nothing, and the refusals.
 */
let keyNo = 0;
const newKey = () => `sales-cancel-${Date.now()}-${++keyNo}`;

describe.each(dbKinds())('sale cancel on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  const tokens: Record<string, string> = {};
  const run = randomBytes(3).toString('hex').toUpperCase();
  const serial = (n: string) => `SC-${run}-${n}`;
  let product: { id: number; barcode: string };
  let n = 0;

  const post = (url: string, body: unknown, who: string, key: string | null = null) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(tokens[who]), ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });

  /** A completed sale of fresh units of BY10001 (or `resellerCode`), `score` points a unit. */
  async function soldUnits(count: number, score = 5, resellerCode = 'BY10001') {
    const serials = Array.from({ length: count }, () => serial(String(++n)));
    const inv = await post(
      '/api/ingest/supplyInvoices',
      { rows: serials.map((s) => ({ supplyCode: 'TDR001', distyCode: 'DST001', invoiceNo: `TF-${run}-${serials[0]}`, invoiceDate: '2026-11-02', barcode: product.barcode, serialNo: s, price: 100, vatRatio: 20 })) },
      'web_service',
      newKey(),
    );
    expect(inv.statusCode, inv.body).toBe(200);
    const dist = await post(
      '/api/ingest/distribution',
      { rows: serials.map((s) => ({ type: 'INVOICE', distyCode: 'DST001', resellerCode, invoiceNo: `DF-${run}-${serials[0]}`, invoiceDate: '2026-11-10', barcode: product.barcode, serialNo: s, price: 120, vatRatio: 20 })) },
      'web_service',
      newKey(),
    );
    expect(dist.statusCode, dist.body).toBe(200);
    const saleId = await insertSale(t, { resellerCode, serials, scorePerLine: score, sellerSurname: `Soy${run}` });
    const units = await sqlRows<{ id: number; serial_no: string }>(t, sql`select id, serial_no from units where serial_no = any(${`{${serials.join(',')}}`}::text[]) order by serial_no`);
    return { saleId, serials, unitIds: units.map((u) => u.id) };
  }

  const unitOf = async (serialNo: string) =>
    (
      await sqlRows<{ holder: string; holder_code: string; status: string; moves: number; last_kind: string }>(
        t,
        sql`select u.holder, r.code as holder_code, u.status, u.moves,
              (select m.kind from unit_movements m where m.unit_id = u.id order by m.id desc limit 1) as last_kind
            from units u join resellers r on r.id = u.holder_id where u.serial_no = ${serialNo}`,
      )
    )[0];
  const saleOf = async (id: number) =>
    (await sqlRows<{ status: string; reject_cancel_description: string | null; cancel_reason: string | null }>(t, sql`select status, reject_cancel_description, cancel_reason from sales where id = ${id}`))[0];
  const linesOf = async (id: number) =>
    Object.fromEntries((await sqlRows<{ serial_no: string; status: string }>(t, sql`select serial_no, status from sale_lines where sale_id = ${id}`)).map((l) => [l.serial_no, l.status]));
  const balance = async (code = 'BY10001') =>
    (await sqlRows<{ approved_score: number; unapproved_score: number }>(t, sql`select approved_score, unapproved_score from resellers where code = ${code}`))[0];
  const scoreRows = async (saleId: number) =>
    sqlRows<{ type: string; transaction_amount: number; remain_score: number; latest_approved_score: number; latest_unapproved_score: number }>(
      t,
      sql`select type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score from score_transactions where sale_id = ${saleId} order by id`,
    );
  const cancel = (saleId: number, who = 'reseller_admin', units?: number[]) =>
    post('/api/sale/cancel', { productSaleId: saleId, cancelReason: 'OPERATOR_SALE_FAILED', ...(units ? { productSerialNoIdList: units } : {}) }, who);
  const approve = (saleId: number) => post('/api/sale/cancelSaleApprove', { productSaleId: saleId }, 'ttg_admin');
  const queueIds = async (filter: object = {}) =>
    ((await post('/api/sale/cancelQueue/search?size=30', { sellerSurname: `Soy${run}`, ...filter }, 'ttg_admin')).json().content as { id: number }[]).map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    product = await insertApprovedProduct(t, { supplyId: cat.supplies.TDR001, brandId: cat.brands.active, subCategoryId: cat.subCategories.silicone, barcode: `SCA-${run}` });
    await t.database.db.execute(sql`update users set login_reseller_id = (select id from resellers where code = 'BY10002') where username = 'reseller_user'`);
    for (const who of ['web_service', 'ttg_admin', 'ttg_customer_service', 'disty_admin', 'supply_admin', 'reseller_admin', 'reseller_user']) tokens[who] = (await loginAs(t.app, who)).token;
  });
  afterAll(() => t?.close());

  it('cancels a whole sale: request, queue, approval; the units are the dealer’s stock again and the score is taken back', async () => {
    const { saleId, serials } = await soldUnits(2, 5);
    const before = await balance();
    const req = await cancel(saleId);
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json()).toMatchObject({ id: saleId, productSaleStatus: 'SALE_CANCEL_APPROVAL', cancelReason: 'OPERATOR_SALE_FAILED' });
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'CANCEL_APPROVAL', [serials[1]]: 'CANCEL_APPROVAL' });
    // Not twice.
    const again = await cancel(saleId);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual([SALES_MSG.notCancellable]);
    // Waiting in the queue; the units are still the customer's.
    expect(await queueIds()).toContain(saleId);
    expect(await unitOf(serials[0])).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD' });

    const ok = await approve(saleId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().productSaleStatus).toBe('SALE_CANCELED');
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'CANCELED', [serials[1]]: 'CANCELED' });
    for (const s of serials) expect(await unitOf(s)).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10001', status: 'IN_STOCK', moves: 4, last_kind: 'SALE_CANCEL' });
    // The dealer sees it in its stock again.
    const stock = await post('/api/stockInfo/search', { serialNo: serials[0] }, 'reseller_admin');
    expect(stock.json().content.map((r: { serialNo: string }) => r.serialNo)).toEqual([serials[0]]);
    // 10 unapproved points taken back from the gain and the balance.
    const after = await balance();
    expect(after.unapproved_score).toBe(before.unapproved_score - 10);
    expect(after.approved_score).toBe(before.approved_score);
    expect(await scoreRows(saleId)).toEqual([
      expect.objectContaining({ type: 'SCORE_GAIN', transaction_amount: 10, remain_score: 0 }),
      expect.objectContaining({ type: 'UNAPPROVED_SCORE_CANCEL', transaction_amount: 10, latest_unapproved_score: after.unapproved_score, latest_approved_score: after.approved_score }),
    ]);
    // Out of the queue; a second approval is refused.
    expect(await queueIds()).not.toContain(saleId);
    expect((await approve(saleId)).json().fields).toEqual([SALES_MSG.notAwaitingApproval]);
    // The ledger replays: each movement starts where the one before ended.
    const broken = await sqlRows<{ id: number }>(
      t,
      sql`select id from (select m.id, m.from_holder, m.from_id, lag(m.to_holder) over w as prev_holder, lag(m.to_id) over w as prev_id
          from unit_movements m join units u on u.id = m.unit_id where u.serial_no = any(${`{${serials.join(',')}}`}::text[]) window w as (partition by m.unit_id order by m.id)) x
          where prev_holder is not null and (prev_holder <> from_holder or prev_id <> from_id)`,
    );
    expect(broken).toEqual([]);
  });

  it('cancels chosen serials only: those lines and units, that score; naming every line is the whole sale', async () => {
    const { saleId, serials, unitIds } = await soldUnits(3, 4);
    // A unit of another sale is refused.
    const other = await soldUnits(1, 0);
    const foreign = await cancel(saleId, 'reseller_admin', [other.unitIds[0]]);
    expect(foreign.json().fields).toEqual([SALES_MSG.notSaleSerial]);
    const before = await balance();
    const req = await cancel(saleId, 'reseller_admin', [unitIds[0]]);
    expect(req.statusCode, req.body).toBe(200);
    expect(req.json().productSaleStatus).toBe('SERIAL_NO_CANCEL_APPROVAL');
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'CANCEL_APPROVAL', [serials[1]]: 'SOLD', [serials[2]]: 'SOLD' });
    expect((await approve(saleId)).json().productSaleStatus).toBe('SERIAL_NO_CANCELED');
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'CANCELED', [serials[1]]: 'SOLD', [serials[2]]: 'SOLD' });
    expect(await unitOf(serials[0])).toMatchObject({ holder: 'RESELLER', status: 'IN_STOCK', last_kind: 'SALE_CANCEL' });
    expect(await unitOf(serials[1])).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD', last_kind: 'SALE' });
    expect((await balance()).unapproved_score).toBe(before.unapproved_score - 4);
    expect((await scoreRows(saleId))[0]).toMatchObject({ type: 'SCORE_GAIN', transaction_amount: 12, remain_score: 8 });
    // A partly cancelled sale takes no second request.
    expect((await cancel(saleId, 'reseller_admin', [unitIds[1]])).json().fields).toEqual([SALES_MSG.notCancellable]);

    const whole = await soldUnits(2, 0);
    const all = await cancel(whole.saleId, 'reseller_admin', whole.unitIds);
    expect(all.json().productSaleStatus).toBe('SALE_CANCEL_APPROVAL');
  });

  it('rejects a request: the sale is completed again, its lines sold, the reason kept; it may be asked again', async () => {
    const { saleId, serials, unitIds } = await soldUnits(2, 0);
    await cancel(saleId, 'reseller_admin', [unitIds[1]]);
    const res = await post('/api/sale/cancelSaleReject', { productSaleId: saleId, rejectCancelSaleDescription: 'Operatörde satış görünüyor.' }, 'ttg_admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productSaleStatus: 'COMPLETED', rejectCancelSaleDescription: 'Operatörde satış görünüyor.' });
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'SOLD', [serials[1]]: 'SOLD' });
    expect(await unitOf(serials[1])).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD', last_kind: 'SALE' });
    expect((await post('/api/sale/cancelSaleReject', { productSaleId: saleId }, 'ttg_admin')).json().fields).toEqual([SALES_MSG.notAwaitingApproval]);
    // Asked again, without a reason this time for the rejection.
    expect((await cancel(saleId)).statusCode).toBe(200);
    expect((await saleOf(saleId)).reject_cancel_description).toBeNull();
    const rejected = await post('/api/sale/cancelSaleReject', { productSaleId: saleId }, 'ttg_admin');
    expect(rejected.json()).toMatchObject({ productSaleStatus: 'COMPLETED', rejectCancelSaleDescription: null });
  });

  it('approves several at once, all or nothing', async () => {
    const [a, b, c] = [await soldUnits(1, 0), await soldUnits(1, 0), await soldUnits(1, 0)];
    await cancel(a.saleId);
    await cancel(b.saleId);
    const refused = await post('/api/sale/multiCancelSaleApprove', { productSaleIdList: [a.saleId, b.saleId, c.saleId] }, 'ttg_admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([SALES_MSG.notAwaitingApprovalList([c.saleId])]);
    expect([(await saleOf(a.saleId)).status, (await saleOf(b.saleId)).status]).toEqual(['SALE_CANCEL_APPROVAL', 'SALE_CANCEL_APPROVAL']);
    expect(await unitOf(a.serials[0])).toMatchObject({ holder: 'CUSTOMER' });
    // Empty or repeated lists are refused by the contract's texts.
    expect((await post('/api/sale/multiCancelSaleApprove', { productSaleIdList: [] }, 'ttg_admin')).body).toContain(SALES_MSG.noneSelected);
    expect((await post('/api/sale/multiCancelSaleApprove', { productSaleIdList: [a.saleId, a.saleId] }, 'ttg_admin')).body).toContain(SALES_MSG.selectedTwice);
    const ok = await post('/api/sale/multiCancelSaleApprove', { productSaleIdList: [a.saleId, b.saleId] }, 'ttg_admin');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ count: 2 });
    expect(await unitOf(a.serials[0])).toMatchObject({ holder: 'RESELLER', status: 'IN_STOCK' });
    expect(await unitOf(b.serials[0])).toMatchObject({ holder: 'RESELLER', status: 'IN_STOCK' });
  });

  it('takes back approved points from the approved balance, never below zero', async () => {
    const { saleId } = await soldUnits(2, 30, 'BY10003');
    // The gain was approved meanwhile (issue 33's approval: remain 0, the points on the approved balance), and partly spent.
    await t.database.db.execute(sql`update score_transactions set remain_score = 0 where sale_id = ${saleId} and type = 'SCORE_GAIN'`);
    await t.database.db.execute(sql`update resellers set approved_score = 25, unapproved_score = 3 where code = 'BY10003'`);
    // The group admin may ask too (spec 2 §6 hides the button only from supplier and distributor admins).
    expect((await cancel(saleId, 'ttg_admin')).statusCode).toBe(200);
    expect((await approve(saleId)).statusCode).toBe(200);
    expect(await balance('BY10003')).toEqual({ approved_score: 0, unapproved_score: 3 });
    expect((await scoreRows(saleId)).slice(1)).toEqual([expect.objectContaining({ type: 'APPROVED_SCORE_CANCEL', transaction_amount: 60, latest_approved_score: 0, latest_unapproved_score: 3 })]);
  });

  it('refuses an approval whose units moved since the sale, writing nothing', async () => {
    const { saleId, serials } = await soldUnits(2, 5);
    await cancel(saleId);
    // One unit no longer the customer's from this sale (as a faulty product's exchange would leave it).
    await t.database.db.execute(sql`update units set holder_id = (select id from resellers where code = 'BY10002') where serial_no = ${serials[1]}`);
    const before = await balance();
    const res = await approve(saleId);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([UNITS_MOVED_TEXT]);
    expect((await saleOf(saleId)).status).toBe('SALE_CANCEL_APPROVAL');
    expect(await linesOf(saleId)).toEqual({ [serials[0]]: 'CANCEL_APPROVAL', [serials[1]]: 'CANCEL_APPROVAL' });
    expect(await unitOf(serials[0])).toMatchObject({ holder: 'CUSTOMER', last_kind: 'SALE' });
    expect(await balance()).toEqual(before);
    expect(await scoreRows(saleId)).toHaveLength(1);
  });

  it('lets only those who see a sale ask, and only the queue decide', async () => {
    const { saleId } = await soldUnits(1, 0);
    // A BAYI of the family does not see BY10001's sale: 404, as a missing one.
    expect((await cancel(saleId, 'reseller_user')).statusCode).toBe(404);
    expect((await cancel(999_999_999, 'ttg_admin')).statusCode).toBe(404);
    // Supplier and distributor admins have no cancel button (spec 2 §6); dealers no queue.
    expect((await cancel(saleId, 'disty_admin')).statusCode).toBe(403);
    expect((await cancel(saleId, 'supply_admin')).statusCode).toBe(403);
    // Customer service reads only (issue 31).
    expect((await cancel(saleId, 'ttg_customer_service')).statusCode).toBe(403);
    expect((await post('/api/sale/cancelSaleApprove', { productSaleId: saleId }, 'reseller_admin')).statusCode).toBe(403);
    expect((await post('/api/sale/cancelQueue/search', {}, 'reseller_admin')).statusCode).toBe(403);
    // A reason is required; a completed sale is not awaiting a decision.
    const noReason = await post('/api/sale/cancel', { productSaleId: saleId }, 'reseller_admin');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(SALES_MSG.reasonRequired);
    expect((await approve(saleId)).json().fields).toEqual([SALES_MSG.notAwaitingApproval]);
    expect((await approve(999_999_999)).statusCode).toBe(404);
  });

  it('cancels a sale made by the real completion: units back, points back, the campaign code stays used', async () => {
    const priced = await createSaleProduct(t, cat, { recommendedSellPrice: 100, scoreType: 'UNIT', scoreRatio: 7 });
    const units = await giveUnits(t, priced, 'BY10001', 2);
    const codes = await giveCampaignCodes(t, 'BY10001', { serials: 1 });
    // reseller_user acts for BY10002 in this file: BY10001's admin sells.
    const admin = await saleClient(t, 'reseller_admin');
    const done = await admin.complete(campaignSale([lineOf(units[0], 100), lineOf(units[1], 100)], codes.campaign.id, { serialValue: codes.serials[0] }));
    expect(done.statusCode, done.body).toBe(200);
    const saleId = done.json().id as number;
    const before = await balance();
    expect((await cancel(saleId)).statusCode).toBe(200);
    expect((await approve(saleId)).json().productSaleStatus).toBe('SALE_CANCELED');
    for (const u of units) expect(await unitOf(u.serialNo)).toMatchObject({ holder: 'RESELLER', holder_code: 'BY10001', status: 'IN_STOCK', last_kind: 'SALE_CANCEL' });
    expect(await ledgerMismatches(t, units.map((u) => u.id))).toEqual([]);
    const gained = (await scoreRows(saleId))[0].transaction_amount;
    expect(gained).toBeGreaterThan(0);
    expect((await balance()).unapproved_score).toBe(before.unapproved_score - gained);
    // The code was redeemed with the sale and stays used (sale-cancel.ts says why).
    const [code] = await sqlRows<{ used: boolean }>(t, sql`select c.used_at is not null as used from campaign_serials c join sales s on s.code_id = c.id where s.id = ${saleId}`);
    expect(code).toEqual({ used: true });
  });

  it('lists the queue with its filters and exports it', async () => {
    const a = await soldUnits(1, 0);
    const b = await soldUnits(2, 0);
    await cancel(a.saleId);
    await cancel(b.saleId, 'reseller_admin', [b.unitIds[0]]);
    expect(await queueIds({ saleStatus: 'SERIAL_NO_CANCEL_APPROVAL' })).toEqual([b.saleId]);
    expect(await queueIds({ serialNo: a.serials[0] })).toEqual([a.saleId]);
    const page = (await post('/api/sale/cancelQueue/search?size=30', { sellerSurname: `Soy${run}`, serialNo: a.serials[0] }, 'ttg_admin')).json();
    expect(page.content[0]).toMatchObject({ productSaleStatusDisplay: 'İptal Onayı', cancelReason: 'OPERATOR_SALE_FAILED', customerName: 'Ayşe' });
    const file = await post('/api/sale/cancelQueue/findAll', { sellerSurname: `Soy${run}` }, 'ttg_admin');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});
