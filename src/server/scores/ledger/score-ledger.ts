import { sql } from 'drizzle-orm';
import type { ScoreTransactionType } from '../../../shared/contract/scores.js';
import { type Db, queryRowsNamed } from '../../db/sql.js';
import { applyScore, type Balances } from './score-balance.js';

/**
 * The score ledger's one way in (ARCHITECTURE "Scores"): inside the caller's transaction, the
 * reseller's balance row is locked (`for update`), each transaction is applied to the balances in
 * order and written with the balances after it, and the row is set to the result. Concurrent
 * approvals, cancels, spends and gains of one reseller therefore run one after the other, and the
 * row always equals the ledger's sums.
 */
export interface ScoreEntry {
  type: ScoreTransactionType;
  amount: number;
  /** A SCORE_GAIN's points still waiting (its amount); 0 for the others. */
  remainScore?: number;
  saleId?: number | null;
}

/** Locks the reseller's balance row in the caller's transaction; null when there is no such reseller. */
export async function lockBalances(tx: Db, resellerId: number): Promise<Balances | null> {
  const [row] = await queryRowsNamed<{ approved_score: number; unapproved_score: number }>(
    tx,
    sql`select approved_score, unapproved_score from resellers where id = ${resellerId} for update`,
  );
  return row ? { approved: row.approved_score, unapproved: row.unapproved_score } : null;
}

/**
 * Writes the entries for a reseller whose row the caller locked (lockBalances) with `start` its
 * balances. An entry the balances cannot carry (a spend over the approved balance, an approval over
 * the unapproved one) throws `refusal()` before anything is written. Returns the new transactions'
 * ids (in order) and the balances after them. Amounts of zero are skipped.
 */
export async function writeScores(
  tx: Db,
  resellerId: number,
  start: Balances,
  entries: readonly ScoreEntry[],
  at: Date,
  refusal: () => Error,
): Promise<{ ids: number[]; after: Balances }> {
  const rows: { e: ScoreEntry; after: Balances }[] = [];
  let b = start;
  for (const e of entries) {
    if (e.amount <= 0) continue;
    const next = applyScore(e.type, e.amount, b);
    if (!next) throw refusal();
    b = next;
    rows.push({ e, after: b });
  }
  if (!rows.length) return { ids: [], after: b };
  const col = <T>(f: (r: (typeof rows)[number]) => T) => `{${rows.map(f).join(',')}}`;
  const ids = await queryRowsNamed<{ id: number }>(
    tx,
    sql`insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        select ${resellerId}, t.type, t.amount, t.remain, t.approved, t.unapproved, nullif(t.sale_id, 0), ${at}
        from unnest(${col((r) => r.e.type)}::text[], ${col((r) => r.e.amount)}::int[], ${col((r) => r.e.remainScore ?? 0)}::int[],
                    ${col((r) => r.after.approved)}::int[], ${col((r) => r.after.unapproved)}::int[], ${col((r) => r.e.saleId ?? 0)}::int[])
             with ordinality as t(type, amount, remain, approved, unapproved, sale_id, n)
        order by t.n
        returning id`,
  );
  await queryRowsNamed(tx, sql`update resellers set approved_score = ${b.approved}, unapproved_score = ${b.unapproved} where id = ${resellerId}`);
  return { ids: ids.map((r) => Number(r.id)).sort((x, y) => x - y), after: b };
}
