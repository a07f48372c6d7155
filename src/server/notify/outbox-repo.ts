import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/sql.js';

/** How many messages wait and how many went out. */
export async function countOutbox(db: Db): Promise<{ pending: number; sent: number }> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from notification_outbox group by status`);
  const count = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { pending: count('PENDING'), sent: count('SENT') };
}
