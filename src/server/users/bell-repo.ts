import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/sql.js';
import { faultyProductTickets } from '../db/schema/index.js';

/** Faulty-product tickets of one supply that wait for it: the supplier's bell. */
export async function countWaitingTickets(db: Db, supplyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(faultyProductTickets)
    .where(and(eq(faultyProductTickets.supplyId, supplyId), eq(faultyProductTickets.status, 'WAITING')));
  return row.n;
}
