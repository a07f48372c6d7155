import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/sql.js';

/**
 * Reads of the change log `sync_changes` (migration 0009): one row per distributor × product,
 * stamped with the id of the last transaction that logged it.
 */

/**
 * xmin: every transaction with a smaller id has ended (committed or not), so a session that reads
 * pairs logged since xmin later misses none that commit after it started; xmax: the next id to be
 * handed out (nothing we made can name a larger one).
 */
export async function snapshotBounds(db: Db): Promise<{ xmin: string; xmax: string }> {
  const [row] = await queryRows<{ xmin: string; xmax: string }>(
    db,
    sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from (select pg_current_snapshot() as s) x`,
  );
  return row;
}

export interface LoggedPair {
  modelId: number;
  txid: string;
}

/**
 * The distributor's pairs logged since `since`, after the keyset position `after`, in
 * (txid, model_id) order: one range of sync_changes_txid_idx.
 */
export async function changedPairs(db: Db, distyId: number, since: string, after: readonly [string, number] | null, limit: number): Promise<LoggedPair[]> {
  // The id travels as text (xid8 goes past 2^53); the alias differs from the column, so that
  // ORDER BY sorts by the xid8 itself (the index's order) and never by its text.
  const rows = await queryRows<{ model_id: number; tx: string }>(
    db,
    sql`select c.model_id, c.txid::text as tx from sync_changes c
        where c.disty_id = ${distyId} and c.txid >= ${since}::xid8
          ${after ? sql`and (c.txid, c.model_id) > (${after[0]}::xid8, ${after[1]}::int)` : sql``}
        order by c.txid, c.model_id limit ${limit}`,
  );
  return rows.map((r) => ({ modelId: r.model_id, txid: r.tx }));
}
