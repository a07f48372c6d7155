import { type SQL, sql } from 'drizzle-orm';
import type { ScoreTransactionType } from '../../../shared/contract/scores.js';
import { type Db, intArray, queryRows, textArray } from '../../db/sql.js';

/**
 * 'Bütün Puan İşlemleri' of a big reseller (600,000 transactions in the bench) paged by day
 * (lib/day-pages.ts): the counts of its ledger per Istanbul day and type, kept per node and checked
 * on every request against the reseller's balance row. Every transaction of a reseller is written in
 * a transaction that updates that row (score-ledger.ts writeScores, the sales' score-gains.ts), so a
 * new row version (its xmin) is exactly "the ledger may have changed"; an unchanged one means the
 * kept counts still hold. A check is one primary-key read; a change costs one grouped index-only read
 * of the reseller's entries, once per node. Without kept counts (another order of calls) the counts
 * are read from the ledger in the page's statement: correct, only slower.
 */
interface Kept {
  stamp: string;
  /** type → (Istanbul day 'yyyy-mm-dd' → transactions). */
  byType: Map<string, Map<string, number>>;
}

/** At most this many resellers' counts per node (a few thousand numbers each), the least recently used dropped. */
const MAX_KEPT = 1_000;
/** Per database (a node has one; a test process opens several): the kept counts and the reads running. */
const byDb = new WeakMap<Db, { kept: Map<number, Kept>; reading: Map<string, Promise<void>> }>();
const stateOf = (db: Db) => {
  let state = byDb.get(db);
  if (!state) byDb.set(db, (state = { kept: new Map(), reading: new Map() }));
  return state;
};

/** The reseller's counts made current (see above); the page's counts are then read from them. */
export async function keepHistoryDays(db: Db, resellerId: number): Promise<void> {
  const { kept, reading } = stateOf(db);
  const [row] = await queryRows<{ stamp: string }>(db, sql`select xmin::text as stamp from resellers where id = ${resellerId}::int`);
  const now = kept.get(resellerId);
  kept.delete(resellerId);
  if (!row) return;
  if (now?.stamp === row.stamp) {
    kept.set(resellerId, now);
    return;
  }
  // One read per reseller at a time: requests arriving meanwhile wait for it.
  const key = `${resellerId}:${row.stamp}`;
  const running = reading.get(key);
  if (running) return running;
  const read = readCounts(db, kept, resellerId).finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

async function readCounts(db: Db, kept: Map<number, Kept>, resellerId: number): Promise<void> {
  // The stamp and the counts in one statement: one snapshot.
  const rows = await queryRows<{ stamp: string; day: string | null; type: string | null; n: number | null }>(
    db,
    sql`select r.xmin::text as stamp, c.day, c.type, c.n from resellers r
        left join lateral (select istanbul_day(g.created_at)::text as day, g.type, count(*)::int as n
                           from score_transactions g where g.reseller_id = r.id group by 1, 2) c on true
        where r.id = ${resellerId}::int`,
  );
  const byType = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.day === null || r.type === null || r.n === null) continue;
    const days = byType.get(r.type) ?? new Map<string, number>();
    days.set(r.day, r.n);
    byType.set(r.type, days);
  }
  if (!rows.length) return;
  kept.set(resellerId, { stamp: rows[0].stamp, byType });
  for (const [oldest] of kept) {
    if (kept.size <= MAX_KEPT) break;
    kept.delete(oldest);
  }
}

/** `select day, n` of the reseller's transactions (of `type`) on the days `from`..`to` (DayCounts.counts). */
export function historyDayCounts(db: Db, resellerId: number, type: ScoreTransactionType | undefined, from: string, to: string): SQL {
  const entry = stateOf(db).kept.get(resellerId);
  if (!entry) {
    return sql`select istanbul_day(g.created_at) as day, count(*)::int as n from score_transactions g
      where g.reseller_id = ${resellerId}::int ${type ? sql`and g.type = ${type}` : sql``}
        and g.created_at >= (${from}::date::timestamp at time zone 'UTC' - interval '3 hours')
        and g.created_at < ((${to}::date + 1)::timestamp at time zone 'UTC' - interval '3 hours')
      group by 1`;
  }
  const total = new Map<string, number>();
  for (const [t, days] of entry.byType) {
    if (type && t !== type) continue;
    for (const [day, n] of days) if (day >= from && day <= to) total.set(day, (total.get(day) ?? 0) + n);
  }
  return sql`select c.day::date as day, c.n from unnest(${textArray([...total.keys()])}, ${intArray([...total.values()])}) as c(day, n)`;
}
