import { type SQL, sql } from 'drizzle-orm';

/**
 * The aggregates' rows as readers take them (schema/reports.ts): a key's figure is its compact row
 * plus the deltas not yet folded, each part read through its own partial index.
 */
export const bothParts = (table: 'report_days' | 'report_sums', where: SQL): SQL =>
  sql`(select * from ${sql.raw(table)} where compact and ${where} union all select * from ${sql.raw(table)} where not compact and ${where})`;
