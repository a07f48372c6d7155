import { sql } from 'drizzle-orm';
import { type MonthlyReport, type ReportDimension, REPORT_NONE_KEY, type SalesCalculationRow } from '../../shared/contract/reports.js';
import { SALE_TYPE_LABELS, type SaleType } from '../../shared/contract/sale-texts.js';
import { type Db, queryRows } from '../db/sql.js';
import { istanbulToday, lastMonths } from './report-calendar.js';
import { bothParts } from './report-rows.js';

/**
 * GET /report/monthly (spec 3 §2.17, §7): per month of Istanbul and dimension value, the units and
 * amounts of the lines not cancelled, from report_sums (a few rows a month and value), never the sales.
 */
interface SumRow {
  value: string;
  month: string;
  units: number;
  amount: string | number;
}

/** Display name and the sales list's filter value of a dimension's stored key. */
async function namesOf(db: Db, dimension: ReportDimension, values: string[]): Promise<Map<string, { key: string; value: string | null }>> {
  const names = new Map<string, { key: string; value: string | null }>();
  const ids = values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const table = dimension === 'BRAND' ? 'brands' : dimension === 'DISTY' ? 'disties' : dimension === 'TT_CRM' ? 'tt_crms' : null;
  const rows = table && ids.length ? await queryRows<{ id: number; name: string; code: string | null }>(db, sql`select x.id, x.name, ${dimension === 'DISTY' ? sql`x.code` : sql`null`} as code from ${sql.raw(table)} x where x.id = any(${`{${ids.join(',')}}`}::int[])`) : [];
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  for (const v of values) {
    const none = v === '' || (table !== null && v === '0');
    if (none) names.set(v, { key: REPORT_NONE_KEY, value: null });
    else if (dimension === 'SALE_TYPE') names.set(v, { key: SALE_TYPE_LABELS[v as SaleType] ?? v, value: v });
    else if (table) names.set(v, { key: byId.get(v)?.name ?? v, value: dimension === 'DISTY' ? (byId.get(v)?.code ?? null) : v });
    else names.set(v, { key: v, value: v });
  }
  return names;
}

export async function monthlyReportOf(db: Db, dimension: ReportDimension, monthCount: number, now = new Date()): Promise<MonthlyReport> {
  const months = lastMonths(istanbulToday(now), monthCount);
  const where = sql`dim = ${dimension} and day between ${`${months[0]}-01`}::date and ${`${months[months.length - 1]}-01`}::date`;
  const sums = await queryRows<SumRow>(
    db,
    sql`select value, to_char(day, 'YYYY-MM') as month, sum(units)::int as units, sum(amount) as amount
        from ${bothParts('report_sums', where)} r group by 1, 2`,
  );
  const byValue = new Map<string, { units: number[]; amounts: number[] }>();
  for (const r of sums) {
    const at = months.indexOf(r.month);
    if (at < 0) continue;
    const row = byValue.get(r.value) ?? { units: months.map(() => 0), amounts: months.map(() => 0) };
    row.units[at] += Number(r.units);
    row.amounts[at] = Math.round((row.amounts[at] + Number(r.amount)) * 100) / 100;
    byValue.set(r.value, row);
  }
  const kept = [...byValue].filter(([, r]) => r.units.some((n) => n !== 0) || r.amounts.some((n) => n !== 0));
  const names = await namesOf(db, dimension, kept.map(([v]) => v));
  const rows: SalesCalculationRow[] = kept.map(([v, r]) => ({ dimensionKey: names.get(v)!.key, dimensionValue: names.get(v)!.value, saleQuantityList: r.units, salePriceList: r.amounts }));
  rows.sort((a, b) => (a.dimensionValue === null ? 1 : b.dimensionValue === null ? -1 : a.dimensionKey.localeCompare(b.dimensionKey, 'tr')));
  return { months, rows };
}
