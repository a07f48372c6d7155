import { type Column, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';

/**
 * Whether another row (not `exceptId`) of the table already has `name`, case-insensitively
 * as the table's unique index on lower(name) sees it; `within` narrows the rows (e.g. to
 * one category's sub-categories).
 */
export async function nameTaken(db: Db, columns: { id: Column; name: Column }, name: string, exceptId?: number, within?: SQL): Promise<boolean> {
  const other = exceptId ? sql` and ${columns.id} <> ${exceptId}` : sql``;
  const narrowed = within ? sql` and ${within}` : sql``;
  const rows = await queryRows(db, sql`select 1 from ${columns.name.table} where lower(${columns.name}) = lower(${name})${other}${narrowed} limit 1`);
  return rows.length > 0;
}

/** Whether a row of any of the columns' tables holds `value` there (something still refers to it). */
export async function referenced(db: Db, value: unknown, columns: Column[]): Promise<boolean> {
  const checks = columns.map((column) => sql`exists (select 1 from ${column.table} where ${column} = ${value})`);
  const [row] = await queryRows<{ used: boolean }>(db, sql`select ${sql.join(checks, sql` or `)} as used`);
  return row.used;
}
