import { type SQL, sql } from 'drizzle-orm';
import type { ScoreTransactionType } from '../../../shared/contract/scores.js';

/**
 * 'Bütün Puan İşlemleri' of a big reseller (600,000 transactions in the bench) paged by day
 * (lib/day-pages.ts): `select day, n` of the reseller's transactions (of `type`) on the days
 * `from`..`to`, read from score_days — the ledger counted per reseller, Istanbul day and type by
 * statement triggers on score_transactions (migration 0028), in the same transaction as each write.
 * A few hundred rows per reseller and year, whatever its ledger's length; exact on every node.
 */
export function historyDayCounts(resellerId: number, type: ScoreTransactionType | undefined, from: string, to: string): SQL {
  return sql`select d.day, sum(d.n)::int as n from score_days d
    where d.reseller_id = ${resellerId}::int and d.day between ${from}::date and ${to}::date ${type ? sql`and d.type = ${type}` : sql``} and d.n > 0
    group by d.day`;
}
