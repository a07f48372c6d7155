import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleConflict, type SellableUnit } from '../../src/shared/contract/sale-wizard.js';
import { type SaleDetail } from '../../src/shared/contract/sale-lists.js';
import { WIZARD_MSG } from '../../src/shared/contract/sale-texts.js';
import { ERROR_CODES } from '../../src/shared/errors.js';
import { LEDGER_MSG } from '../../src/shared/ledger.js';
import { transferSerials } from '../../src/server/serials/transfers/transfer-upload.js';
import { IDEMPOTENCY_MSG, once } from '../../src/server/lib/idempotency.js';
import { COMPLETE_SALE_SETTINGS } from '../../src/server/sales/complete/complete-service.js';
import { fixedPlanDbOf, queryRows, withGenericPlans } from '../../src/server/db/sql.js';
import { defaultConfig, expectCoded, expectValidation, rows } from '../support/api-helpers.js';
import { type Catalogue, createCatalogue } from '../support/catalogue-fixtures.js';
import { createResellerAdmin } from '../support/order-fixtures.js';
import {
  campaignSale,
  type CampaignCodes,
  createSaleProduct,
  giveCampaignCodes,
  giveUnits,
  ledgerMismatches,
  lineOf,
  saleClient,
  type SaleClient,
  type SaleProduct,
  unitState,
  vanillaSale,
} from '../support/sale-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The wizard's completion (issue 31): POST /sale/complete moves the dealer's units to its customer
 * through the ledger, consumes the campaign code once and records the SCORE_GAIN, in one transaction;
 * every refusal (a unit not the dealer's, sold, transferred; a price outside the band; a foreign,
 * used or inactive code) answers 409 with its lines and writes nothing; the Idempotency-Key makes a
 * replay one sale; twenty devices selling one unit leave one sale and nineteen per-serial 409s.
 */
describe.each(dbKinds())('sale completion on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let dealer: SaleClient; // reseller_admin of BY10001
  let clerk: SaleClient; // reseller_user of BY10001
  let other: SaleClient; // a reseller admin of BY10002
  /** TESF 100, tolerance 10 % (max 110), UNIT 3 points. */
  let unitProduct: SaleProduct;
  /** TESF 200, no tolerance (max 200), AMOUNT 5 % of the price. */
  let amountProduct: SaleProduct;
  let noPrice: SaleProduct;
  let codes: CampaignCodes;
  let by1: number;

  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t, query))[0];
  /** Everything a completion writes: a refusal must leave all of it as it was. */
  const snapshot = async () =>
    one<Record<string, number>>(
      sql`select (select count(*)::int from sales) as sales, (select count(*)::int from sale_lines) as lines, (select count(*)::int from unit_movements) as movements,
            (select count(*)::int from units where status = 'SOLD') as sold, (select count(*)::int from campaign_serials where used_at is not null) as used_serials,
            (select count(*)::int from campaign_passwords where used_at is not null) as used_passwords, (select coalesce(sum(remaining), 0)::int from code_stock) as code_stock,
            (select count(*)::int from score_transactions) as scores, (select unapproved_score from resellers where code = 'BY10001') as unapproved,
            (select coalesce(sum(n), 0)::int from sale_days) as days`,
    );
  const conflictsOf = (res: Awaited<ReturnType<SaleClient['complete']>>) => expectCoded(res, 409, ERROR_CODES.CONFLICT, WIZARD_MSG.conflictTitle).details as SaleConflict[];
  const admin = () => saleClient(t, 'ttg_admin');

  beforeAll(async () => {
    t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
    cat = await createCatalogue(t);
    unitProduct = await createSaleProduct(t, cat, { recommendedSellPrice: 100, tolerance: 10, scoreType: 'UNIT', scoreRatio: 3 });
    amountProduct = await createSaleProduct(t, cat, { recommendedSellPrice: 200, tolerance: null, scoreType: 'AMOUNT', scoreRatio: 5 });
    noPrice = await createSaleProduct(t, cat, { distyIds: [] });
    // BY10001's own MAX_DISCOUNT_RATIO (/resellerParamList): 10 % off TESF at most.
    await t.database.db.execute(sql`delete from parameters where key = 'MAX_DISCOUNT_RATIO' and reseller_code = 'BY10001'`);
    await t.database.db.execute(sql`insert into parameters (key, description, value, reseller_code) values ('MAX_DISCOUNT_RATIO', 'En yüksek indirim oranı (%)', '10', 'BY10001')`);
    await createResellerAdmin(t, 'by2_admin', 'BY10002', '5359990002');
    dealer = await saleClient(t, 'reseller_admin');
    clerk = await saleClient(t, 'reseller_user');
    other = await saleClient(t, 'by2_admin');
    codes = await giveCampaignCodes(t, 'BY10001', { serials: 5, passwords: 5 });
    by1 = (await one<{ id: number }>(sql`select id from resellers where code = 'BY10001'`)).id;
  });
  afterAll(() => t?.close());

  it('finds a serial of its own stock with its price band, and nothing of another dealer or a sold unit', async () => {
    const [mine] = await giveUnits(t, unitProduct, 'BY10001', 1);
    const [theirs] = await giveUnits(t, unitProduct, 'BY10002', 1);
    const found = await dealer.get(`/api/sale/sellableUnits?serialNo=${encodeURIComponent(mine.serialNo)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({ unitId: mine.id, serialNo: mine.serialNo, modelId: unitProduct.id, recommendedSellPrice: 100, priceWithTolerance: 110, maxDiscountRatio: 10, minPrice: 90, maxPrice: 110 }),
    ] satisfies Partial<SellableUnit>[]);
    expect((await dealer.get(`/api/sale/sellableUnits?serialNo=${encodeURIComponent(theirs.serialNo)}`)).json()).toEqual([]);
    expect((await dealer.get('/api/sale/sellableUnits?serialNo=NO-SUCH-SERIAL')).json()).toEqual([]);
    // The active campaigns of the wizard's table.
    const campaigns = (await dealer.get('/api/sale/campaigns')).json() as { id: number; voucherCode: string }[];
    expect(campaigns).toContainEqual(expect.objectContaining({ id: codes.campaign.id, voucherCode: codes.campaign.voucherCode }));
  });

  it('sells units of its stock: a COMPLETED sale, the units with the customer through the ledger, the SCORE_GAIN with the balances after it', async () => {
    const [a] = await giveUnits(t, unitProduct, 'BY10001', 1);
    const [b] = await giveUnits(t, amountProduct, 'BY10001', 1);
    const before = await one<{ approved_score: number; unapproved_score: number }>(sql`select approved_score, unapproved_score from resellers where code = 'BY10001'`);
    const res = await clerk.complete(vanillaSale([lineOf(a, 95), lineOf(b, 199.99)]));
    expect(res.statusCode, res.body).toBe(200);
    const sale = res.json() as SaleDetail;
    // 3 points for the unit; 5 % of 199.99 = 9.9995, rounded down to 9.
    expect(sale).toMatchObject({
      productSaleType: 'VANILLA',
      productSaleStatus: 'COMPLETED',
      customerType: 'MOBILE',
      customerPhoneNo: '5321112233',
      reseller: { code: 'BY10001' },
      sellerUser: { name: 'Selin', surname: 'Aydın' },
      finalPrice: 294.99,
      discountAmount: 15.01,
      grossProfit: 294.99 - 100,
      scoreTransactionAmount: 12,
      lineCount: 2,
      accessoryCampaign: null,
    });
    expect(sale.productSerialNoList.map((l) => [l.unitId, l.selectedPrice, l.recommendedSellPrice, l.priceWithTolerance, l.saleStatus])).toEqual(
      [
        [a.id, 95, 100, 110, 'SOLD'],
        [b.id, 199.99, 200, null, 'SOLD'],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    for (const u of [a, b]) expect(await unitState(t, u.id)).toMatchObject({ holder: 'CUSTOMER', holder_id: by1, status: 'SOLD', moves: 3 });
    const moves = await rows<{ kind: string; from_holder: string; to_holder: string; to_status: string; document_id: number }>(
      t,
      sql`select kind, from_holder, to_holder, to_status, document_id from unit_movements where unit_id = ${a.id} order by id desc limit 1`,
    );
    expect(moves).toEqual([{ kind: 'SALE', from_holder: 'RESELLER', to_holder: 'CUSTOMER', to_status: 'SOLD', document_id: sale.id }]);
    const gain = await rows<Record<string, number | string>>(
      t,
      sql`select type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score from score_transactions where sale_id = ${sale.id}`,
    );
    expect(gain).toEqual([
      { type: 'SCORE_GAIN', transaction_amount: 12, remain_score: 12, latest_approved_score: before.approved_score, latest_unapproved_score: before.unapproved_score + 12 },
    ]);
    expect(await one(sql`select approved_score, unapproved_score from resellers where code = 'BY10001'`)).toEqual({ ...before, unapproved_score: before.unapproved_score + 12 });
    expect(await one(sql`select score, source, seller_user_id is not null as by_user, supply_ids, model_ids from sales where id = ${sale.id}`)).toMatchObject({
      score: 12,
      source: 'WIZARD',
      by_user: true,
    });
    expect(await ledgerMismatches(t, [a.id, b.id])).toEqual([]);
  });

  it('consumes a campaign serial or password exactly once: its batch counts one more used, the stock one less', async () => {
    const [a, b] = await giveUnits(t, unitProduct, 'BY10001', 2);
    const serial = codes.serials[0];
    const titleUsed = async (path: string, table: string) => {
      const { batch_id } = await one<{ batch_id: number }>(sql`select batch_id from ${sql.raw(table)} where campaign_id = ${codes.campaign.id} order by batch_id desc limit 1`);
      const title = await (await admin()).get(`/api/${path}/title/${batch_id}`);
      expect(title.statusCode, title.body).toBe(200);
      return (title.json() as { usedCount: number }).usedCount;
    };
    const stockOf = async (kindName: string) => (await one<{ n: number }>(sql`select coalesce(sum(remaining), 0)::int as n from code_stock where kind = ${kindName} and campaign_id = ${codes.campaign.id}`)).n;
    const [serialUsed, serialStock] = [await titleUsed('accessoryCampaignSerial', 'campaign_serials'), await stockOf('SERIAL')];
    const res = await dealer.complete(campaignSale([lineOf(a, 100)], codes.campaign.id, { serialValue: serial.toLowerCase() }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ productSaleType: 'TEMLIK', serialValue: serial, passValue: null, accessoryCampaign: { id: codes.campaign.id } });
    expect(await titleUsed('accessoryCampaignSerial', 'campaign_serials')).toBe(serialUsed + 1);
    expect(await stockOf('SERIAL')).toBe(serialStock - 1);

    // A password of the campaign, whichever TT CRM record it was made for.
    const [passUsed, passStock] = [await titleUsed('accessoryCampaignPass', 'campaign_passwords'), await stockOf('PASS')];
    const pass = await dealer.complete(campaignSale([lineOf(b, 100)], codes.campaign.id, { passValue: codes.passwords[0] }));
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json()).toMatchObject({ passValue: codes.passwords[0], serialValue: null });
    expect(await titleUsed('accessoryCampaignPass', 'campaign_passwords')).toBe(passUsed + 1);
    expect(await stockOf('PASS')).toBe(passStock - 1);
  });

  it('refuses a basket with units not the dealer\'s, sold or transferred, prices outside the band, no price: every line named, nothing written', async () => {
    const [theirs] = await giveUnits(t, unitProduct, 'BY10002', 1);
    const [sold, moved, cheap, dear, fine] = await giveUnits(t, unitProduct, 'BY10001', 5);
    const [unpriced] = await giveUnits(t, noPrice, 'BY10001', 1);
    expect((await dealer.complete(vanillaSale([lineOf(sold, 100)]))).statusCode).toBe(200);
    // Taken over by BY10002 of the family (the transfer upload's own code).
    const by2 = (await one<{ id: number }>(sql`select id from resellers where code = 'BY10002'`)).id;
    expect((await transferSerials(t.database.db, { resellerId: by2, userId: null }, [moved.serialNo])).transferred).toBe(1);

    const before = await snapshot();
    const basket = [lineOf(theirs, 100), lineOf(sold, 100), lineOf(moved, 100), lineOf(cheap, 89.99), lineOf(dear, 110.01), lineOf(fine, 90), lineOf(unpriced, 10)];
    const conflicts = conflictsOf(await dealer.complete(vanillaSale(basket)));
    const band = { minPrice: 90, maxPrice: 110 };
    expect(conflicts).toEqual([
      expect.objectContaining({ reason: 'NOT_OWN', unitId: theirs.id, serialNo: theirs.serialNo, price: null }),
      expect.objectContaining({ reason: 'SOLD', unitId: sold.id, serialNo: sold.serialNo }),
      expect.objectContaining({ reason: 'TRANSFERRED', unitId: moved.id, serialNo: moved.serialNo }),
      expect.objectContaining({ reason: 'PRICE_BELOW_LIMIT', unitId: cheap.id, price: 89.99, ...band }),
      expect.objectContaining({ reason: 'PRICE_ABOVE_LIMIT', unitId: dear.id, price: 110.01, ...band }),
      expect.objectContaining({ reason: 'NO_PRICE', unitId: unpriced.id }),
    ]);
    // A stale id with another unit's serial is NOT_OWN, never the truth about the id's unit.
    const forged = conflictsOf(await dealer.complete(vanillaSale([{ ...lineOf(fine, 100), serialNo: theirs.serialNo }])));
    expect(forged).toEqual([expect.objectContaining({ reason: 'NOT_OWN', unitId: fine.id })]);
    // The other dealer cannot sell BY10001's unit either.
    expect(conflictsOf(await other.complete(vanillaSale([lineOf(fine, 100)])))).toEqual([expect.objectContaining({ reason: 'NOT_OWN', unitId: fine.id })]);
    expect(await snapshot()).toEqual(before);
    expect(await unitState(t, fine.id)).toMatchObject({ holder: 'RESELLER', holder_id: by1, status: 'IN_STOCK' });
  });

  it('refuses a foreign, used, inactive or other campaign\'s code and an inactive campaign, writing nothing', async () => {
    const [u] = await giveUnits(t, unitProduct, 'BY10001', 1);
    const foreign = await giveCampaignCodes(t, 'BY10002', { serials: 1 });
    const otherCampaign = await giveCampaignCodes(t, 'BY10001', { serials: 1, campaignIndex: 1 });
    // A used code: sold with it once.
    const [first] = await giveUnits(t, unitProduct, 'BY10001', 1);
    expect((await dealer.complete(campaignSale([lineOf(first, 100)], codes.campaign.id, { serialValue: codes.serials[1] }))).statusCode).toBe(200);
    // A deactivated code (/passiveSerial).
    await t.database.db.execute(sql`update campaign_serials set deactivated_at = now() where id = (select id from campaign_serials where used_at is null and campaign_id = ${codes.campaign.id} and reseller_id = ${by1} order by id desc limit 1)`);
    const [off] = await rows<{ code: string }>(t, sql`select code::text as code from campaign_serials where deactivated_at is not null and reseller_id = ${by1} order by id desc limit 1`);
    const { formatCode } = await import('../../src/shared/campaign-code.js');

    const before = await snapshot();
    const refused = async (code: { serialValue?: string; passValue?: string }, campaignId = codes.campaign.id) =>
      conflictsOf(await dealer.complete(campaignSale([lineOf(u, 100)], campaignId, code))).map((c) => c.reason);
    expect(await refused({ serialValue: foreign.serials[0] })).toEqual(['CODE_FOREIGN']);
    expect(await refused({ serialValue: otherCampaign.serials[0] })).toEqual(['CODE_FOREIGN']);
    expect(await refused({ serialValue: codes.serials[1] })).toEqual(['CODE_USED']);
    expect(await refused({ serialValue: formatCode(Number(off.code)) })).toEqual(['CODE_INACTIVE']);
    // A well-formed code nobody made.
    expect(await refused({ passValue: formatCode(123_456_789) })).toEqual(['CODE_FOREIGN']);
    await t.database.db.execute(sql`update accessory_campaigns set status = 0 where id = ${otherCampaign.campaign.id}`);
    expect(await refused({ serialValue: otherCampaign.serials[0] }, otherCampaign.campaign.id)).toEqual(['CAMPAIGN_INACTIVE']);
    await t.database.db.execute(sql`update accessory_campaigns set status = 1 where id = ${otherCampaign.campaign.id}`);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a replayed completion (same key, same body) with the first sale, and refuses the key with another body', async () => {
    const [a, b] = await giveUnits(t, unitProduct, 'BY10001', 2);
    const key = randomUUID();
    const body = vanillaSale([lineOf(a, 100)]);
    const first = await dealer.complete(body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot();
    const again = await dealer.complete(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(before);
    expectCoded(await dealer.complete(vanillaSale([lineOf(b, 100)]), key), 422, ERROR_CODES.IDEMPOTENCY_MISMATCH, IDEMPOTENCY_MSG.mismatch);
    expectCoded(await dealer.complete(vanillaSale([lineOf(b, 100)]), null), 400, ERROR_CODES.VALIDATION, IDEMPOTENCY_MSG.keyRequired);
    expect(await snapshot()).toEqual(before);
    // A refused completion keeps no key: sent again once the unit is sellable, it goes through.
    expect(await unitState(t, b.id)).toMatchObject({ status: 'IN_STOCK' });
  });

  it('runs a completion with generic plans, set by its idempotency claim for its transaction alone', async () => {
    const mode = async (db = t.database.db) => (await queryRows<{ m: string }>(db, sql`select current_setting('plan_cache_mode') as m`))[0].m;
    const who = { userId: 1, key: `settings-${kind}-${randomUUID()}`, scope: 'sales-complete.test', body: {} };
    expect(await once(t.database.db, who, (tx) => mode(tx), { local: COMPLETE_SALE_SETTINGS })).toBe('force_generic_plan');
    expect(await mode()).toBe('auto');
    // A replay runs nothing and answers the first answer.
    expect(await once(t.database.db, who, (tx) => mode(tx), { local: COMPLETE_SALE_SETTINGS })).toBe('force_generic_plan');
    // The wizard's door and the day pages: the fixed-plan pool on PostgreSQL, a local setting on PGlite.
    expect(await withGenericPlans(t.database.db, (q) => mode(q))).toBe('force_generic_plan');
    expect(await mode(fixedPlanDbOf(t.database.db))).toBe(kind === 'postgres' ? 'force_generic_plan' : 'auto');
    expect(await mode()).toBe('auto');
  });

  it('lets exactly one of twenty devices selling the same unit win; the nineteen others get a 409 naming that serial', async () => {
    const [unit] = await giveUnits(t, unitProduct, 'BY10001', 1);
    const before = await snapshot();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? clerk : dealer).complete(vanillaSale([lineOf(unit, 100)]))));
    const codesSeen = answers.map((a) => a.statusCode).sort();
    expect(codesSeen).toEqual([200, ...Array(19).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(conflictsOf(lost)).toEqual([expect.objectContaining({ reason: 'SOLD', unitId: unit.id, serialNo: unit.serialNo })]);
    }
    const after = await snapshot();
    expect([after.sales - before.sales, after.lines - before.lines, after.movements - before.movements, after.sold - before.sold]).toEqual([1, 1, 1, 1]);
    expect(await unitState(t, unit.id)).toMatchObject({ holder: 'CUSTOMER', status: 'SOLD', moves: 3 });
  });

  it('lets one of two sales racing for one campaign code win', async () => {
    const [a, b] = await giveUnits(t, unitProduct, 'BY10001', 2);
    const code = codes.serials[2];
    const answers = await Promise.all([dealer.complete(campaignSale([lineOf(a, 100)], codes.campaign.id, { serialValue: code })), clerk.complete(campaignSale([lineOf(b, 100)], codes.campaign.id, { serialValue: code }))]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(conflictsOf(answers.find((x) => x.statusCode === 409)!)).toEqual([expect.objectContaining({ reason: 'CODE_USED', unitId: null })]);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from sales where serial_value = ${code}`)).n).toBe(1);
  });

  it('keeps the wizard to dealers and to an admin logged in as a reseller; validates the body', async () => {
    const [u] = await giveUnits(t, unitProduct, 'BY10001', 1);
    for (const who of ['disty_admin', 'supply_admin', 'ttg_customer_service']) {
      const c = await saleClient(t, who);
      expectCoded(await c.complete(vanillaSale([lineOf(u, 100)])), 403, ERROR_CODES.FORBIDDEN);
      expect((await c.get(`/api/sale/sellableUnits?serialNo=${u.serialNo}`)).statusCode).toBe(403);
    }
    // TTG_ADMIN may open the wizard, but sells only for a login reseller.
    const a = await admin();
    const refused = await a.complete(vanillaSale([lineOf(u, 100)]));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual([LEDGER_MSG.noReseller]);
    expect((await a.get('/api/sale/campaigns')).json().fields).toEqual([WIZARD_MSG.noReseller]);
    // The body's rules: TEMLIK needs a code, VANILLA carries none, a line once, a price with kuruş.
    expectValidation(await dealer.complete(campaignSale([lineOf(u, 100)], codes.campaign.id, {})));
    expectValidation(await dealer.complete(vanillaSale([lineOf(u, 100)], { serialValue: codes.serials[3] })));
    expectValidation(await dealer.complete(vanillaSale([lineOf(u, 100), lineOf(u, 100)])));
    expectValidation(await dealer.complete(vanillaSale([lineOf(u, 99.999)])));
    expectValidation(await dealer.complete(vanillaSale([])));
    expect(await unitState(t, u.id)).toMatchObject({ status: 'IN_STOCK' });
  });

  it('replays the ledger: every unit is where its last movement put it', async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });

});
