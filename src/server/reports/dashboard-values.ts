import { sql } from 'drizzle-orm';
import { type DashboardValues, REPORT_GAUGE_AVERAGE_DAYS } from '../../shared/contract/reports.js';
import { type Db, queryRows } from '../db/sql.js';
import { addDays, istanbulToday } from './report-calendar.js';
import { bothParts } from './report-rows.js';

/** GET /report/dashboard (spec 3 §2.17): today's units and amount (Istanbul) against the average of the 30 days before, from report_sums' day totals. */
export async function dashboardValuesOf(db: Db, now = new Date()): Promise<DashboardValues> {
  const today = istanbulToday(now);
  const first = addDays(today, -REPORT_GAUGE_AVERAGE_DAYS);
  const [r] = await queryRows<{ tu: number; ta: string | number; pu: number; pa: string | number }>(
    db,
    sql`select coalesce(sum(units) filter (where day = ${today}::date), 0)::int as tu, coalesce(sum(amount) filter (where day = ${today}::date), 0) as ta,
          coalesce(sum(units) filter (where day < ${today}::date), 0)::int as pu, coalesce(sum(amount) filter (where day < ${today}::date), 0) as pa
        from ${bothParts('report_sums', sql`dim = 'DAY' and day between ${first}::date and ${today}::date`)} r`,
  );
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    saleQuantityTotal: Number(r.tu),
    saleQuantityAverage: round(Number(r.pu) / REPORT_GAUGE_AVERAGE_DAYS),
    salePriceTotal: round(Number(r.ta)),
    salePriceAverage: round(Number(r.pa) / REPORT_GAUGE_AVERAGE_DAYS),
  };
}
