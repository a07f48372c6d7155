import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedOrders } from '../../src/server/db/seed/orders.js';
import { dbKinds } from '../support/test-db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rows } from '../support/api-helpers.js';

/** The demo orders (seedOrders) go through the order services: statuses and reservations agree. */
describe.each(dbKinds())('demo orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Stock for DST001's products when the demo stock is not there yet.
    await t.database.db.execute(sql`insert into disty_stocks (disty_id, model_id, quantity)
      select d.disty_id, d.model_id, 100 from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'
      where d.approve_type = 'APPROVED' group by d.disty_id, d.model_id
      on conflict do nothing`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('places five orders of BY10001 in every status, with reservations equal to the WAITING lines', async () => {
    const [{ n }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from reseller_orders where status <> 'CART'`);
    // The demo seed may have placed them already; a second run adds nothing.
    if (n === 0) expect(await seedOrders(t.database.db)).toBe(5);
    expect(await seedOrders(t.database.db)).toBe(0);
    const statuses = await rows<{ status: string; n: number }>(t, sql`select status, count(*)::int as n from reseller_orders where status <> 'CART' group by status order by status`);
    expect(statuses).toEqual([
      { status: 'APPROVED', n: 1 },
      { status: 'CANCELLED', n: 1 },
      { status: 'REJECTED', n: 1 },
      { status: 'WAITING', n: 2 },
    ]);
    const off = await rows(
      t,
      sql`select s.model_id from disty_stocks s
          where s.reserved <> coalesce((select sum(l.quantity) from reseller_order_lines l join reseller_orders o on o.id = l.order_id
                                        where o.status = 'WAITING' and o.disty_id = s.disty_id and l.model_id = s.model_id), 0)`,
    );
    expect(off).toEqual([]);
  });
});
