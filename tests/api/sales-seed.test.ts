import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellableUnit } from '../../src/shared/contract/sale-wizard.js';
import { seedSales } from '../../src/server/db/seed/sales.js';
import { priceBands } from '../../src/server/sales/complete/price-bands.js';
import { rows } from '../support/api-helpers.js';
import { bearer, loginAs, startTestApp, type TestApp } from '../support/test-app.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The demo sales (seed/sales.ts, issue 31) as the template holds them: fed through the sales feed
 * from the demo stock, both sale types and the three customer types, campaign sales on codes now
 * used, cancel requests waiting, approved and rejected, the demo dealer with sales of its own and
 * units left to sell, and the ledger agreeing with every sale.
 */
describe.each(dbKinds())('demo sales on %s', (kind) => {
  let t: TestApp;
  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t, query))[0];

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('has sales of both types and the three customer types, over the last six months in shop hours, from many resellers', async () => {
    const shapes = await rows<{ sale_type: string; customer_type: string }>(t, sql`select distinct sale_type, customer_type from sales order by 1, 2`);
    expect(shapes.map((s) => `${s.sale_type}/${s.customer_type}`)).toEqual([
      'TEMLIK/BROADBAND',
      'TEMLIK/FIXED_LINE',
      'TEMLIK/MOBILE',
      'VANILLA/BROADBAND',
      'VANILLA/FIXED_LINE',
      'VANILLA/MOBILE',
    ]);
    const span = await one<{ sales: number; resellers: number; oldest_days: number; future: number; off_hours: number; multi: number }>(
      sql`select count(*)::int as sales, count(distinct reseller_id)::int as resellers,
            extract(epoch from now() - min(completed_at))::float8 / 86400 as oldest_days,
            count(*) filter (where completed_at > now())::int as future,
            count(*) filter (where extract(hour from completed_at at time zone 'Europe/Istanbul') not between 10 and 21)::int as off_hours,
            count(*) filter (where line_count > 1)::int as multi
          from sales`,
    );
    // The tests' 6,000 units: a few thousand sales (most of the resellers' units, as with the default 300,000).
    const [{ held }] = await rows<{ held: number }>(t, sql`select count(*)::int as held from units where holder in ('RESELLER', 'CUSTOMER')`);
    const [{ sold }] = await rows<{ sold: number }>(t, sql`select count(*)::int as sold from units where holder = 'CUSTOMER'`);
    expect(sold / held).toBeGreaterThan(0.33);
    expect(sold / held).toBeLessThan(0.9);
    expect(span.resellers).toBeGreaterThan(100);
    expect(span.oldest_days).toBeGreaterThan(90);
    expect(span.oldest_days).toBeLessThan(190);
    expect(span).toMatchObject({ future: 0, off_hours: 0 });
    expect(span.multi).toBeGreaterThan(0);
    // Customers' numbers as the feed's schemas took them.
    const numbers = await one<{ bad: number }>(
      sql`select count(*)::int as bad from sales
          where (customer_type = 'MOBILE' and customer_phone_no !~ '^5[0-9]{9}$') or (customer_type = 'BROADBAND' and customer_service_no is null)
             or (customer_type = 'FIXED_LINE' and customer_pstn_no !~ '^[1-9][0-9]{9}$')`,
    );
    expect(numbers.bad).toBe(0);
  });

  it('records campaign sales on real codes of the demo batches, now used: serials of the seller, or passwords', async () => {
    const codes = await one<{ temlik: number; serials: number; passes: number; unmarked: number; foreign: number }>(
      sql`select count(*)::int as temlik, count(*) filter (where s.code_kind = 'SERIAL')::int as serials, count(*) filter (where s.code_kind = 'PASS')::int as passes,
            count(*) filter (where coalesce(cs.used_at, cp.used_at) is null)::int as unmarked,
            count(*) filter (where s.code_kind = 'SERIAL' and cs.reseller_id <> s.reseller_id)::int as foreign
          from sales s left join campaign_serials cs on s.code_kind = 'SERIAL' and cs.id = s.code_id left join campaign_passwords cp on s.code_kind = 'PASS' and cp.id = s.code_id
          where s.sale_type = 'TEMLIK'`,
    );
    expect(codes.temlik).toBeGreaterThan(0);
    expect(codes.passes).toBeGreaterThan(0);
    expect(codes).toMatchObject({ unmarked: 0, foreign: 0 });
    // Each code once: as many used codes as campaign sales.
    const used = await one<{ n: number }>(sql`select ((select count(*) from campaign_serials where used_at is not null) + (select count(*) from campaign_passwords where used_at is not null))::int as n`);
    expect(used.n).toBe(codes.temlik);
  });

  it('has sales waiting in the cancel queue (whole and per serial), cancelled ones and rejected ones', async () => {
    const states = await one<{ whole: number; serials: number; cancelled: number; rejected: number }>(
      sql`select count(*) filter (where status = 'SALE_CANCEL_APPROVAL')::int as whole, count(*) filter (where status = 'SERIAL_NO_CANCEL_APPROVAL')::int as serials,
            count(*) filter (where status in ('SALE_CANCELED', 'SERIAL_NO_CANCELED'))::int as cancelled,
            count(*) filter (where status = 'COMPLETED' and cancel_decided_at is not null)::int as rejected
          from sales`,
    );
    expect(states.whole + states.serials).toBeGreaterThanOrEqual(4);
    expect(states.cancelled).toBeGreaterThan(0);
    expect(states.rejected).toBeGreaterThan(0);
  });

  it('keeps the ledger with every sale: sold lines with the customer from the seller, cancelled ones back in stock', async () => {
    const off = await rows<{ id: number }>(
      t,
      sql`select l.unit_id as id from sale_lines l join sales s on s.id = l.sale_id join units u on u.id = l.unit_id
          join lateral (select m.kind, m.document_id from unit_movements m where m.unit_id = u.id order by m.id desc limit 1) last on true
          where (l.status in ('SOLD', 'CANCEL_APPROVAL') and not (u.holder = 'CUSTOMER' and u.holder_id = s.reseller_id and u.status = 'SOLD' and last.kind = 'SALE' and last.document_id = s.id)
                 -- A sold unit an approved faulty ticket of this sale sent back to its supplier (issue 32).
                 and not (u.holder = 'SUPPLY' and u.status = 'RETURNED' and last.kind = 'FAULTY_RETURN'
                   and exists (select 1 from faulty_product_tickets ft where ft.id = last.document_id and ft.unit_id = u.id and ft.sale_id = s.id and ft.status = 'APPROVED')))
             or (l.status = 'CANCELED' and not (u.holder = 'RESELLER' and u.holder_id = s.reseller_id and u.status = 'IN_STOCK' and last.kind = 'SALE_CANCEL'))
          limit 5`,
    );
    expect(off).toEqual([]);
    const unsold = await one<{ n: number }>(sql`select count(*)::int as n from units u where u.holder = 'CUSTOMER' and not exists (select 1 from sale_lines l where l.unit_id = u.id and l.status <> 'CANCELED')
          and not exists (select 1 from faulty_product_tickets ft where ft.new_unit_id = u.id and ft.status = 'APPROVED')`); // a faulty unit's replacement (issue 32)
    expect(unsold.n).toBe(0);
  });

  it('gives BY10001 sales of its own and units left to sell in the wizard, with prices in force', async () => {
    const [dealer] = await rows<{ id: number; disty_id: number }>(t, sql`select id, disty_id from resellers where code = 'BY10001'`);
    const own = await one<{ n: number }>(sql`select count(*)::int as n from sales where reseller_id = ${dealer.id}`);
    expect(own.n).toBeGreaterThan(0);
    const kept = await rows<{ serial_no: string; model_id: number }>(t, sql`select serial_no, model_id from units where holder = 'RESELLER' and holder_id = ${dealer.id} and status = 'IN_STOCK' order by id`);
    const bands = await priceBands(t.database.db, dealer.disty_id, 0, kept.map((u) => u.model_id));
    const sellable = kept.filter((u) => bands.get(u.model_id)?.minPrice != null);
    expect(new Set(sellable.map((u) => u.model_id)).size).toBeGreaterThanOrEqual(3);
    // The wizard finds one of them with its band.
    const { token } = await loginAs(t.app, 'reseller_admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/sale/sellableUnits?serialNo=${encodeURIComponent(sellable[0].serial_no)}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SellableUnit[]).some((u) => u.recommendedSellPrice !== null)).toBe(true);
  });

  it('is seeded once: a second run adds nothing', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from sales`);
    expect(await seedSales(t.database.db)).toBeNull();
    expect((await one<{ n: number }>(sql`select count(*)::int as n from sales`)).n).toBe(before.n);
  });
});
