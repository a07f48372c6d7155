import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';

/**
 * The score a sale earns (issue 31; spec 2 §3 SubCategory productScoreType / scoreRatio, spec 3 §4
 * score transaction types) and its SCORE_GAIN in the score ledger (ARCHITECTURE "Scores").
 *
 * A line earns by its product's sub-category rule: UNIT ('Puan') gives scoreRatio points per unit
 * sold (a line is one unit); AMOUNT ('Oran') gives scoreRatio percent of the line's sale price
 * (TL, 1 point per lira). Points are whole: each line's points are rounded DOWN to an integer
 * (nobody earns a point not fully earned, and a serial cancel takes back exactly what its line
 * earned); the sale's score is the sum of its lines'. Computed in integers (kuruş × tenths of the
 * ratio), so 19.99 × 5.0 % is never 0.9995 in floating point.
 */
export type ScoreRule = { scoreType: string; scoreRatio: number };

/**
 * At most this many points a line (ours): a sub-category ratio typed absurdly high (the column takes
 * 999,999,999.9) must not overflow the integer balances; 100 lines stay far below 2³¹.
 */
export const LINE_POINTS_MAX = 1_000_000;

export function linePoints(rule: ScoreRule, price: number): number {
  const tenths = Math.round(rule.scoreRatio * 10);
  if (tenths <= 0) return 0;
  const points = rule.scoreType === 'AMOUNT' ? Math.floor((Math.round(price * 100) * tenths) / 100_000) : Math.floor(tenths / 10);
  return Math.min(points, LINE_POINTS_MAX);
}

export interface ScoreBalances {
  latestApprovedScore: number;
  latestUnapprovedScore: number;
}

/**
 * Records the sale's unapproved SCORE_GAIN with the balances after it: the reseller's row is locked
 * (`for update`) so concurrent sales, approvals and gift spends of one reseller change its balances
 * one after the other, and the transaction row carries exactly the balances it produced. A sale
 * earning nothing writes no transaction (null).
 */
export async function recordScoreGain(tx: Db, resellerId: number, saleId: number, points: number, at: Date): Promise<ScoreBalances | null> {
  if (points <= 0) return null;
  const [before] = await queryRows<{ approved_score: number; unapproved_score: number }>(
    tx,
    sql`select approved_score, unapproved_score from resellers where id = ${resellerId} for update`,
  );
  const after = { latestApprovedScore: before.approved_score, latestUnapprovedScore: before.unapproved_score + points };
  await tx.execute(sql`update resellers set unapproved_score = ${after.latestUnapprovedScore} where id = ${resellerId}`);
  await tx.execute(
    sql`insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        values (${resellerId}, 'SCORE_GAIN', ${points}, ${points}, ${after.latestApprovedScore}, ${after.latestUnapprovedScore}, ${saleId}, ${at})`,
  );
  return after;
}
