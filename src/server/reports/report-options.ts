import { sql } from 'drizzle-orm';
import type { ReportOptions } from '../../shared/contract/reports.js';
import { type Db, queryRows } from '../db/sql.js';

/** GET /report/options (spec 3 §7): the daily report's multi-select lists, by name. */
export async function reportOptionsOf(db: Db): Promise<ReportOptions> {
  const named = (table: string) => queryRows<{ id: number; name: string }>(db, sql`select id, name from ${sql.raw(table)} order by name, id`);
  const distinct = async (column: string) =>
    (await queryRows<{ v: string }>(db, sql`select distinct ${sql.raw(column)} as v from resellers where ${sql.raw(column)} is not null and ${sql.raw(column)} <> '' order by 1`)).map((r) => r.v);
  const [ttCrmList, distyList, brandList, resellerTypeList, resellerMainAreaList] = await Promise.all([
    named('tt_crms'),
    named('disties'),
    named('brands'),
    distinct('reseller_type'),
    distinct('main_area'),
  ]);
  return { ttCrmList, distyList, brandList, resellerTypeList, resellerMainAreaList };
}
