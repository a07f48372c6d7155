import type { ScoreTransactionType } from '../../../shared/contract/scores.js';

/**
 * What one score transaction does to a reseller's balances (ARCHITECTURE "Scores"; contract
 * scores.ts). Amounts are positive; the type says the direction. A balance never goes below zero:
 * a cancel taking more than is left stops at zero (the points may have been spent already), and a
 * spend larger than the approved balance is not applied at all (null: the caller refuses it).
 */
export interface Balances {
  approved: number;
  unapproved: number;
}

export function applyScore(type: ScoreTransactionType, amount: number, b: Balances): Balances | null {
  switch (type) {
    case 'SCORE_GAIN':
      return { approved: b.approved, unapproved: b.unapproved + amount };
    case 'SCORE_APPROVE':
      // Approves points that are waiting: never more than the unapproved balance holds.
      return amount > b.unapproved ? null : { approved: b.approved + amount, unapproved: b.unapproved - amount };
    case 'UNAPPROVED_SCORE_CANCEL':
      return { approved: b.approved, unapproved: Math.max(0, b.unapproved - amount) };
    case 'APPROVED_SCORE_CANCEL':
      return { approved: Math.max(0, b.approved - amount), unapproved: b.unapproved };
    case 'SCORE_SPEND':
      return amount > b.approved ? null : { approved: b.approved - amount, unapproved: b.unapproved };
    case 'SCORE_REFUND':
      return { approved: b.approved + amount, unapproved: b.unapproved };
  }
}

/** The balances a ledger's transactions give, in order (the replay tests compare them with the reseller's row). */
export function replayScores(rows: readonly { type: ScoreTransactionType; amount: number }[]): Balances {
  let b: Balances = { approved: 0, unapproved: 0 };
  for (const r of rows) b = applyScore(r.type, r.amount, b) ?? b;
  return b;
}
