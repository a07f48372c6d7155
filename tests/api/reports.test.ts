import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { REPORT_DIMENSIONS, REPORT_MSG, REPORT_NONE_KEY, type ReportDimension } from '../../src/shared/contract/reports.js';
import { SALE_TYPE_LABELS, type SaleType } from '../../src/shared/contract/sale-texts.js';
import { seedServiceUser } from '../../src/server/db/seed/stock.js';
import { addDays, istanbulToday, lastMonths, toTrDay } from '../../src/server/reports/report-calendar.js';
import { dbKinds } from '../support/test-db.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { type Catalogue, createCatalogue, sqlRows } from '../support/catalogue-fixtures.js';
import { campaignSale, createSaleProduct, giveCampaignCodes, giveUnits, lineOf, type SaleClient, saleClient, type StockUnit, vanillaSale } from '../support/sale-fixtures.js';

/**
 * Reports (issue 34): the aggregates equal a direct count of the sales (the demo seed's, and a
 * random mix of completions and cancels through the real services), the six-month report per
 * dimension, the daily report's checks in the spec's order and its filters, a cancel moving the
 * figures, the Excel files, and TTG_ADMIN alone getting any figure.
 */
const OTHER_ROLES = ['ttg_user', 'ttg_customer_service', 'supply_admin', 'supply_user', 'disty_admin', 'disty_user', 'reseller_admin', 'reseller_user', 'web_service'];

/** The direct count of a dimension's value per line: the same keys the aggregates store. */
const DIRECT_VALUE: Record<ReportDimension, string> = {
  BRAND: 'm.brand_id::text',
  SALE_TYPE: 's.sale_type',
  RESELLER_TYPE: "coalesce(r.reseller_type, '')",
  RESELLER_MAIN_AREA: "coalesce(r.main_area, '')",
  DISTY: 'coalesce(s.disty_id, 0)::text',
  TT_CRM: 'coalesce(p.tt_crm_id, 0)::text',
};
/** The direct lines (with their sale, seller, brand and TT CRM through the password row itself). */
const DIRECT_LINES = `from sale_lines l join sales s on s.id = l.sale_id join resellers r on r.id = s.reseller_id join models m on m.id = l.model_id
  left join campaign_passwords p on s.code_kind = 'PASS' and p.id = s.code_id`;

describe.each(dbKinds())('reports on %s', (kind) => {
  let t: TestApp;
  let cat: Catalogue;
  let seller: SaleClient;
  const tokens: Record<string, string> = {};
  const get = (url: string, who = 'ttg_admin') => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
  const post = (url: string, body: unknown, who = 'ttg_admin') => t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]), payload: body as object });
  const today = () => istanbulToday();

  /** A dimension's six months by the report's display name, straight from the sales. */
  async function directMonthly(dimension: ReportDimension) {
    const months = lastMonths(today(), 6);
    const rows = await sqlRows<{ value: string; month: string; units: number; amount: string }>(
      t,
      sql`select ${sql.raw(DIRECT_VALUE[dimension])} as value, to_char(istanbul_day(s.completed_at), 'YYYY-MM') as month, count(*)::int as units, sum(l.selected_price)::numeric(16, 2)::text as amount
          ${sql.raw(DIRECT_LINES)}
          where l.status <> 'CANCELED' and istanbul_day(s.completed_at) >= ${`${months[0]}-01`}::date group by 1, 2`,
    );
    const names = new Map<string, string>();
    const named = async (table: string) => {
      for (const r of await sqlRows<{ id: number; name: string }>(t, sql`select id, name from ${sql.raw(table)}`)) names.set(String(r.id), r.name);
    };
    if (dimension === 'BRAND') await named('brands');
    if (dimension === 'DISTY') await named('disties');
    if (dimension === 'TT_CRM') await named('tt_crms');
    const out = new Map<string, { units: number[]; amounts: number[] }>();
    for (const r of rows) {
      const none = r.value === '' || (['BRAND', 'DISTY', 'TT_CRM'].includes(dimension) && r.value === '0');
      const key = none ? REPORT_NONE_KEY : dimension === 'SALE_TYPE' ? SALE_TYPE_LABELS[r.value as SaleType] : (names.get(r.value) ?? r.value);
      const row = out.get(key) ?? { units: months.map(() => 0), amounts: months.map(() => 0) };
      row.units[months.indexOf(r.month)] += r.units;
      row.amounts[months.indexOf(r.month)] = Math.round((row.amounts[months.indexOf(r.month)] + Number(r.amount)) * 100) / 100;
      out.set(key, row);
    }
    return { months, rows: out };
  }

  /** The report's answer in the same shape. */
  async function apiMonthly(dimension: ReportDimension) {
    const res = await get(`/api/report/monthly?dimension=${dimension}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { months: string[]; rows: { dimensionKey: string; saleQuantityList: number[]; salePriceList: number[] }[] };
    return { months: body.months, rows: new Map(body.rows.map((r) => [r.dimensionKey, { units: r.saleQuantityList, amounts: r.salePriceList }])) };
  }

  /** The aggregates against a direct count of every line: per key, units and amounts of both states and the sale counts. */
  async function cubeMismatches() {
    const keys = `day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, brand_id`;
    const direct = `select istanbul_day(s.completed_at) as day, s.sale_type, coalesce(s.disty_id, 0) as disty_id, coalesce(r.reseller_type, '') as reseller_type,
        coalesce(r.main_area, '') as main_area, coalesce(p.tt_crm_id, 0) as tt_crm_id, m.brand_id,
        count(*) filter (where l.status <> 'CANCELED')::int as s_units, coalesce(sum(l.selected_price) filter (where l.status <> 'CANCELED'), 0)::numeric(16, 2) as s_amount,
        count(distinct l.sale_id) filter (where l.status <> 'CANCELED')::int as s_sales,
        count(*) filter (where l.status = 'CANCELED')::int as c_units, coalesce(sum(l.selected_price) filter (where l.status = 'CANCELED'), 0)::numeric(16, 2) as c_amount,
        count(distinct l.sale_id) filter (where l.status = 'CANCELED')::int as c_sales
      ${DIRECT_LINES} group by 1, 2, 3, 4, 5, 6, 7`;
    const agg = `select ${keys}, sum(s_units)::int as s_units, sum(s_amount)::numeric(16, 2) as s_amount, sum(s_sales)::int as s_sales,
        sum(c_units)::int as c_units, sum(c_amount)::numeric(16, 2) as c_amount, sum(c_sales)::int as c_sales
      from report_days group by 1, 2, 3, 4, 5, 6, 7 having sum(s_units) <> 0 or sum(c_units) <> 0 or sum(s_sales) <> 0 or sum(c_sales) <> 0`;
    const byBrand = await sqlRows<{ side: string }>(t, sql.raw(`(select 'direct' as side, * from (${direct}) d except select 'direct', * from (${agg}) a)
      union all (select 'agg', * from (${agg}) a except select 'agg', * from (${direct}) d)`));
    // Each sale once (SATIS_ISLEMI without a brand filter).
    const once = (state: string) => `select istanbul_day(s.completed_at) as day, s.sale_type, coalesce(s.disty_id, 0) as disty_id, coalesce(r.reseller_type, '') as reseller_type,
        coalesce(r.main_area, '') as main_area, coalesce(p.tt_crm_id, 0) as tt_crm_id, count(distinct l.sale_id)::int as n
      ${DIRECT_LINES} where ${state} group by 1, 2, 3, 4, 5, 6`;
    const aggOnce = (col: string) => `select day, sale_type, disty_id, reseller_type, main_area, tt_crm_id, sum(${col})::int as n from report_days group by 1, 2, 3, 4, 5, 6 having sum(${col}) <> 0`;
    const onceRows = await sqlRows<{ side: string }>(
      t,
      sql.raw(`(select 's' as side, * from (${once("l.status <> 'CANCELED'")}) d except select 's', * from (${aggOnce('s_sales1')}) a)
        union all (select 's', * from (${aggOnce('s_sales1')}) a except select 's', * from (${once("l.status <> 'CANCELED'")}) d)
        union all (select 'c', * from (${once("l.status = 'CANCELED'")}) d except select 'c', * from (${aggOnce('c_sales1')}) a)
        union all (select 'c', * from (${aggOnce('c_sales1')}) a except select 'c', * from (${once("l.status = 'CANCELED'")}) d)`),
    );
    const sums = await sqlRows<{ dim: string }>(
      t,
      sql.raw(`with a as (select dim, day, value, sum(units)::int as units, sum(amount)::numeric(16, 2) as amount from report_sums group by 1, 2, 3 having sum(units) <> 0 or sum(amount) <> 0),
        d as (select 'DAY' as dim, istanbul_day(s.completed_at) as day, '' as value, count(*)::int as units, sum(l.selected_price)::numeric(16, 2) as amount
              ${DIRECT_LINES} where l.status <> 'CANCELED' group by 1, 2, 3
              ${REPORT_DIMENSIONS.map(
                (dim) => `union all select '${dim}', date_trunc('month', istanbul_day(s.completed_at))::date, ${DIRECT_VALUE[dim]}, count(*)::int, sum(l.selected_price)::numeric(16, 2)
                  ${DIRECT_LINES} where l.status <> 'CANCELED' group by 1, 2, 3`,
              ).join('\n')})
        (select * from a except select * from d) union all (select * from d except select * from a)`),
    );
    return { byBrand, once: onceRows, sums };
  }

  let products: { a: Awaited<ReturnType<typeof createSaleProduct>>; b: Awaited<ReturnType<typeof createSaleProduct>> };
  let stock: StockUnit[] = [];
  let passwords: string[] = [];
  let campaignId = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedServiceUser(t.database.db);
    cat = await createCatalogue(t);
    products = { a: await createSaleProduct(t, cat), b: await createSaleProduct(t, cat) };
    await t.database.db.execute(sql`update models set brand_id = ${cat.brands.second} where id = ${products.b.id}`);
    stock = [...(await giveUnits(t, products.a, 'BY10001', 40)), ...(await giveUnits(t, products.b, 'BY10001', 40))];
    const codes = await giveCampaignCodes(t, 'BY10001', { passwords: 6 });
    passwords = codes.passwords;
    campaignId = codes.campaign.id;
    seller = await saleClient(t, 'reseller_admin');
    for (const who of ['ttg_admin', ...OTHER_ROLES]) tokens[who] = (await loginAs(t.app, who)).token;
  });
  afterAll(() => t?.close());

  /** A sale of these units through the wizard's completion service; its id. */
  async function sell(units: StockUnit[], pass?: string) {
    const lines = units.map((u) => lineOf(u, 100 + (u.id % 7)));
    const res = await seller.complete(pass ? campaignSale(lines, campaignId, { passValue: pass }) : vanillaSale(lines));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  }
  const take = (n: number) => stock.splice(0, n);
  const requestCancel = async (saleId: number, unitIds?: number[]) => {
    const res = await post('/api/sale/cancel', { productSaleId: saleId, cancelReason: 'OPERATOR_SALE_FAILED', ...(unitIds ? { productSerialNoIdList: unitIds } : {}) }, 'reseller_admin');
    expect(res.statusCode, res.body).toBe(200);
  };
  const approve = async (saleId: number) => expect((await post('/api/sale/cancelSaleApprove', { productSaleId: saleId })).statusCode).toBe(200);
  const reject = async (saleId: number) => expect((await post('/api/sale/cancelSaleReject', { productSaleId: saleId })).statusCode).toBe(200);

  it('keeps the aggregates equal to a direct count of the demo sales', async () => {
    expect(await cubeMismatches()).toEqual({ byBrand: [], once: [], sums: [] });
  });

  it('each dimension’s six-month figures equal a direct count of the sales', async () => {
    for (const dimension of REPORT_DIMENSIONS) {
      const [api, direct] = [await apiMonthly(dimension), await directMonthly(dimension)];
      expect(api.months).toEqual(direct.months);
      expect(Object.fromEntries(api.rows), dimension).toEqual(Object.fromEntries(direct.rows));
    }
  });

  it('after a random mix of sales and cancels through the real services the aggregates equal a direct count', async () => {
    let seed = 7;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const sold: { id: number; units: StockUnit[] }[] = [];
    for (let k = 0; k < 12; k++) {
      // Sale 2 and now and then another hold units of both brands (the front of the stock is brand A, its back brand B).
      const units = k === 2 || rnd(4) === 0 ? [...take(1 + rnd(2)), stock.pop()!] : take(1 + rnd(3));
      const pass = rnd(3) === 0 ? passwords.shift() : undefined;
      sold.push({ id: await sell(units, pass), units });
    }
    // The feed: three sales of yesterday (Istanbul) in one batch, one of them of two brands.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const fed = [[take(1)[0]], [take(1)[0], stock.pop()!], [stock.pop()!]];
    const feedRow = (saleNo: string, u: StockUnit) => ({
      saleNo, resellerCode: 'BY10001', completedDateTime: yesterday, productSaleType: 'VANILLA', customerType: 'BROADBAND', customerName: 'Ali', customerSurname: 'Kaya',
      customerServiceNo: '1234567890', sellerName: 'Operatör', sellerSurname: 'Satıcısı', barcode: u.barcode, serialNo: u.serialNo, price: 100,
    });
    const run = `RP${Date.now().toString(36)}`;
    const feed = await t.app.inject({
      method: 'POST', url: '/api/ingest/sales', headers: { ...bearer(tokens.web_service), 'idempotency-key': `${run}-feed` },
      payload: { rows: fed.flatMap((units, k) => units.map((u) => feedRow(`${run}-${k}`, u))) },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    const fedIds = await sqlRows<{ id: number }>(t, sql`select id from sales where source_no like ${`${run}-%`} order by source_no`);
    expect(fedIds).toHaveLength(3);
    sold.push(...fedIds.map((r, k) => ({ id: r.id, units: fed[k] })));
    for (const [k, s] of sold.entries()) {
      // The first three: a rejected request, a whole cancel, a cancel of one of two brands' units; then at random.
      const what = k < 3 ? [2, 0, 1][k] : rnd(4);
      if (what === 0) {
        await requestCancel(s.id);
        await approve(s.id);
      } else if (what === 1 && s.units.length > 1) {
        await requestCancel(s.id, [s.units[s.units.length - 1].id]);
        await approve(s.id);
      } else if (what === 2) {
        await requestCancel(s.id);
        await reject(s.id);
      }
    }
    expect(await sqlRows(t, sql`select count(*)::int as n from sale_lines where status = 'CANCELED' and sale_id = any(${`{${sold.map((x) => x.id).join(',')}}`}::int[])`)).not.toEqual([{ n: 0 }]);
    expect(await cubeMismatches()).toEqual({ byBrand: [], once: [], sums: [] });
    // Folding the deltas changes no figure; nor does the backfill (report_rebuild) of the migration.
    await t.database.db.execute(sql`select report_compact()`);
    expect(await sqlRows(t, sql`select count(*)::int as n from report_days where not compact`)).toEqual([{ n: 0 }]);
    expect(await cubeMismatches()).toEqual({ byBrand: [], once: [], sums: [] });
    await t.database.db.execute(sql`select report_rebuild()`);
    expect(await cubeMismatches()).toEqual({ byBrand: [], once: [], sums: [] });
  });

  it('a cancel moves the figures: the month, the day and the gauges lose the units, IPTAL gains them', async () => {
    const units = [take(2)[0], stock.splice(stock.length - 1, 1)[0]];
    const saleId = await sell(units);
    const price = units.reduce((n, u) => n + 100 + (u.id % 7), 0);
    const day = toTrDay(today());
    const daily = async (status: 'SATIS' | 'IPTAL', type: 'AKSESUAR_SATIS' | 'SATIS_ISLEMI' = 'AKSESUAR_SATIS', more: object = {}) => {
      const res = await post('/api/report/daily', { dateStart: day, dateEnd: day, saleReportType: type, saleReportSaleStatus: status, ...more });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { saleQuantity: number; salePrice: number };
    };
    const month = async () => {
      const r = await apiMonthly('SALE_TYPE');
      return r.rows.get(SALE_TYPE_LABELS.VANILLA)!.units[5];
    };
    const gauges = async () => (await get('/api/report/dashboard')).json() as { saleQuantityTotal: number; salePriceTotal: number };
    const before = { s: await daily('SATIS'), i: await daily('IPTAL'), m: await month(), g: await gauges(), tx: await daily('SATIS', 'SATIS_ISLEMI') };
    await requestCancel(saleId, [units[0].id]);
    // A request alone moves nothing (the line still counts as sold until approved).
    expect(await daily('SATIS')).toEqual(before.s);
    await approve(saleId);
    const first = 100 + (units[0].id % 7);
    expect(await daily('SATIS')).toEqual({ ...before.s, saleQuantity: before.s.saleQuantity - 1, salePrice: Math.round((before.s.salePrice - first) * 100) / 100, reportDailyDataList: expect.any(Array) });
    expect(await daily('IPTAL')).toMatchObject({ saleQuantity: before.i.saleQuantity + 1, salePrice: Math.round((before.i.salePrice + first) * 100) / 100 });
    expect(await month()).toBe(before.m - 1);
    expect(await gauges()).toMatchObject({ saleQuantityTotal: before.g.saleQuantityTotal - 1, salePriceTotal: Math.round((before.g.salePriceTotal - first) * 100) / 100 });
    // The sale still has a live line: still one transaction sold; one cancelled transaction more.
    expect((await daily('SATIS', 'SATIS_ISLEMI')).saleQuantity).toBe(before.tx.saleQuantity);
    expect(price).toBeGreaterThan(first);
    // By brand: the two lines are of two brands; each chosen brand counts the sale once.
    const both = await daily('SATIS', 'SATIS_ISLEMI', { brandIdList: [cat.brands.active, cat.brands.second] });
    const one = await daily('SATIS', 'SATIS_ISLEMI', { brandIdList: [cat.brands.second] });
    expect(both.saleQuantity).toBeGreaterThanOrEqual(one.saleQuantity);
    expect(await cubeMismatches()).toEqual({ byBrand: [], once: [], sums: [] });
  });

  it('the daily report’s four checks run in the spec’s order with their messages', async () => {
    const fields = async (body: object) => {
      const res = await post('/api/report/daily', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().fields as string[];
    };
    expect(await fields({})).toEqual([REPORT_MSG.datesRequired]);
    expect(await fields({ dateStart: '01.11.2026', saleReportType: 'SATIS_ISLEMI' })).toEqual([REPORT_MSG.datesRequired]);
    expect(await fields({ dateStart: '10.11.2026', dateEnd: '01.11.2026' })).toEqual([REPORT_MSG.startAfterEnd]);
    expect(await fields({ dateStart: '01.11.2026', dateEnd: '10.11.2026' })).toEqual([REPORT_MSG.typeRequired]);
    expect(await fields({ dateStart: '01.11.2026', dateEnd: '10.11.2026', saleReportType: 'AKSESUAR_SATIS' })).toEqual([REPORT_MSG.statusRequired]);
    expect(await fields({ dateStart: '01.01.2025', dateEnd: '10.11.2026', saleReportType: 'AKSESUAR_SATIS', saleReportSaleStatus: 'SATIS' })).toEqual([REPORT_MSG.tooLong]);
    expect(await fields({ dateStart: '31.02.2026', dateEnd: '10.11.2026', saleReportType: 'AKSESUAR_SATIS', saleReportSaleStatus: 'SATIS' })).toEqual([REPORT_MSG.dateInvalid]);
    // The export checks the same way.
    const exp = await post('/api/report/daily/export', { dateStart: '01.11.2026' });
    expect(exp.statusCode).toBe(400);
    expect(exp.json().fields).toEqual([REPORT_MSG.datesRequired]);
    // A malformed date or list is the validation envelope, never a 5xx.
    for (const body of [{ dateStart: '2026-11-01' }, { brandIdList: ['x'] }, { productSaleTypeList: ['NOPE'] }, { resellerTypeList: 'TTM' }]) {
      expect((await post('/api/report/daily', body)).statusCode).toBe(400);
    }
  });

  it('the daily report filters by every list and equals a direct count', async () => {
    const to = today();
    const from = addDays(to, -30);
    const [crm] = await sqlRows<{ id: number }>(t, sql`select id from tt_crms order by id limit 1`);
    const [reseller] = await sqlRows<{ reseller_type: string | null; main_area: string | null; disty_id: number }>(t, sql`select reseller_type, main_area, disty_id from resellers where code = 'BY10001'`);
    const filters: { body: object; where: string }[] = [
      { body: {}, where: 'true' },
      { body: { productSaleTypeList: ['TEMLIK'] }, where: `s.sale_type = 'TEMLIK'` },
      { body: { brandIdList: [cat.brands.second] }, where: `m.brand_id = ${cat.brands.second}` },
      { body: { distyIdList: [reseller.disty_id] }, where: `s.disty_id = ${reseller.disty_id}` },
      { body: { ttCrmIdList: [crm.id] }, where: `p.tt_crm_id = ${crm.id}` },
      { body: { resellerTypeList: [reseller.reseller_type ?? ''] }, where: `coalesce(r.reseller_type, '') = '${reseller.reseller_type ?? ''}'` },
      { body: { resellerMainAreaList: [reseller.main_area ?? ''] }, where: `coalesce(r.main_area, '') = '${reseller.main_area ?? ''}'` },
      {
        body: { productSaleTypeList: ['TEMLIK', 'VANILLA'], brandIdList: [cat.brands.active, cat.brands.second], distyIdList: [reseller.disty_id], resellerTypeList: [reseller.reseller_type ?? ''] },
        where: `m.brand_id in (${cat.brands.active}, ${cat.brands.second}) and s.disty_id = ${reseller.disty_id} and coalesce(r.reseller_type, '') = '${reseller.reseller_type ?? ''}'`,
      },
    ];
    for (const f of filters) {
      for (const status of ['SATIS', 'IPTAL'] as const) {
        const state = status === 'SATIS' ? `l.status <> 'CANCELED'` : `l.status = 'CANCELED'`;
        const range = `istanbul_day(s.completed_at) between '${from}' and '${to}'`;
        const [units] = await sqlRows<{ n: number; amount: string }>(t, sql.raw(`select count(*)::int as n, coalesce(sum(l.selected_price), 0)::numeric(16, 2)::text as amount ${DIRECT_LINES} where ${state} and ${range} and ${f.where}`));
        const brandCounted = 'brandIdList' in f.body;
        const [tx] = await sqlRows<{ n: number }>(
          t,
          sql.raw(`select count(*)::int as n from (select distinct l.sale_id ${brandCounted ? ', m.brand_id' : ''} ${DIRECT_LINES} where ${state} and ${range} and ${f.where}) x`),
        );
        const body = { dateStart: toTrDay(from), dateEnd: toTrDay(to), saleReportSaleStatus: status, ...f.body };
        const acc = await post('/api/report/daily', { ...body, saleReportType: 'AKSESUAR_SATIS' });
        expect(acc.statusCode, acc.body).toBe(200);
        expect(acc.json().reportDailyDataList).toHaveLength(31);
        expect({ q: acc.json().saleQuantity, a: acc.json().salePrice }, JSON.stringify(body)).toEqual({ q: units.n, a: Number(units.amount) });
        const sales = await post('/api/report/daily', { ...body, saleReportType: 'SATIS_ISLEMI' });
        expect(sales.json().saleQuantity, JSON.stringify(body)).toBe(tx.n);
      }
    }
  });

  it('the options list the daily report’s choices', async () => {
    const res = await get('/api/report/options');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.brandList).toEqual(expect.arrayContaining([{ id: cat.brands.second, name: 'Fixture Atlas' }]));
    expect(body.ttCrmList.length).toBeGreaterThan(0);
    expect(body.distyList.length).toBeGreaterThan(0);
    expect(Array.isArray(body.resellerTypeList) && Array.isArray(body.resellerMainAreaList)).toBe(true);
  });

  it('the gauges are today against the average of the 30 days before (Istanbul)', async () => {
    const res = await get('/api/report/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const to = today();
    const [d] = await sqlRows<{ tu: number; ta: string; pu: number; pa: string }>(
      t,
      sql.raw(`select count(*) filter (where istanbul_day(s.completed_at) = '${to}')::int as tu, coalesce(sum(l.selected_price) filter (where istanbul_day(s.completed_at) = '${to}'), 0)::text as ta,
        count(*) filter (where istanbul_day(s.completed_at) between '${addDays(to, -30)}' and '${addDays(to, -1)}')::int as pu,
        coalesce(sum(l.selected_price) filter (where istanbul_day(s.completed_at) between '${addDays(to, -30)}' and '${addDays(to, -1)}'), 0)::text as pa
        ${DIRECT_LINES} where l.status <> 'CANCELED'`),
    );
    expect(res.json()).toEqual({
      saleQuantityTotal: d.tu,
      salePriceTotal: Math.round(Number(d.ta) * 100) / 100,
      saleQuantityAverage: Math.round((d.pu / 30) * 100) / 100,
      salePriceAverage: Math.round((Number(d.pa) / 30) * 100) / 100,
    });
  });

  it('exports both reports as real xlsx files', async () => {
    const monthly = await get('/api/report/monthly/export?dimension=BRAND');
    expect(monthly.statusCode, monthly.body).toBe(200);
    const wb = XLSX.read(monthly.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, blankrows: true });
    const api = await apiMonthly('BRAND');
    expect(rows[0]).toEqual(['Marka', ...lastMonths(today(), 6).map(() => expect.any(String)), 'Toplam']);
    expect(rows[1]).toEqual([REPORT_MSG.quantityChart]);
    const atlas = rows.find((r) => r[0] === 'Fixture Atlas') as unknown[];
    expect(atlas.slice(1, 7)).toEqual(api.rows.get('Fixture Atlas')!.units);
    expect(rows.filter((r) => r[0] === REPORT_MSG.total)).toHaveLength(2);
    expect(rows).toContainEqual([REPORT_MSG.amountChart]);
    const to = today();
    const daily = await post('/api/report/daily/export', { dateStart: toTrDay(addDays(to, -30)), dateEnd: toTrDay(to), saleReportType: 'AKSESUAR_SATIS', saleReportSaleStatus: 'SATIS' });
    expect(daily.statusCode, daily.body).toBe(200);
    const dw = XLSX.read(daily.rawPayload, { type: 'buffer' });
    const sheet = dw.Sheets[dw.SheetNames[0]];
    const drows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(drows[0]).toEqual([REPORT_MSG.day, REPORT_MSG.quantity, REPORT_MSG.amount]);
    expect(drows).toHaveLength(1 + 31 + 1);
    expect(drows[32][0]).toBe(REPORT_MSG.total);
    // Money cells are numbers with the 2-decimal format.
    expect(sheet['C33'].t).toBe('n');
    expect(sheet['C33'].z ?? sheet['C33'].w).toMatch(/0\.00|\.\d\d$/);
  });

  it('only TTG_ADMIN gets any report figure (403 for every other role, the service account too)', async () => {
    const body = { dateStart: '01.11.2026', dateEnd: '10.11.2026', saleReportType: 'AKSESUAR_SATIS', saleReportSaleStatus: 'SATIS' };
    for (const who of OTHER_ROLES) {
      for (const res of [
        await get('/api/report/monthly?dimension=BRAND', who),
        await get('/api/report/monthly/export?dimension=BRAND', who),
        await get('/api/report/options', who),
        await post('/api/report/daily', body, who),
        await post('/api/report/daily/export', body, who),
        await get('/api/report/dashboard', who),
      ]) {
        expect(res.statusCode, `${who} ${res.body}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/report/dashboard' })).statusCode).toBe(401);
  });

  it('the sales list filters by the report’s links: brand, reseller type, main area, TT CRM', async () => {
    const months = lastMonths(today(), 1);
    const start = new Date(`${months[0]}-01T00:00:00+03:00`).toISOString();
    const [crm] = await sqlRows<{ id: number }>(t, sql`select id from tt_crms order by id limit 1`);
    const [reseller] = await sqlRows<{ reseller_type: string | null; main_area: string | null }>(t, sql`select reseller_type, main_area from resellers where code = 'BY10001'`);
    const cases: { filter: object; where: string }[] = [
      { filter: { brandId: cat.brands.second }, where: `m.brand_id = ${cat.brands.second}` },
      { filter: { ttCrmId: crm.id }, where: `p.tt_crm_id = ${crm.id}` },
      { filter: { ttCrmId: 0 }, where: `p.tt_crm_id is null` },
      ...(reseller.reseller_type ? [{ filter: { resellerType: reseller.reseller_type }, where: `r.reseller_type = '${reseller.reseller_type}'` }] : []),
      ...(reseller.main_area ? [{ filter: { resellerMainArea: reseller.main_area }, where: `r.main_area = '${reseller.main_area}'` }] : []),
    ];
    for (const c of cases) {
      const [direct] = await sqlRows<{ n: number }>(t, sql.raw(`select count(distinct s.id)::int as n ${DIRECT_LINES} where s.completed_at >= '${start}' and ${c.where}`));
      const res = await post('/api/sale/search?size=10', { saleDateStart: start, ...c.filter });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().totalElements, JSON.stringify(c.filter)).toBe(direct.n);
    }
  });
});
