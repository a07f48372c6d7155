import { describe, expect, it } from 'vitest';
import { applyScore, replayScores } from './score-balance.js';

describe('a score transaction on the balances', () => {
  const b = { approved: 10, unapproved: 5 };

  it('moves points the way its type says', () => {
    expect(applyScore('SCORE_GAIN', 3, b)).toEqual({ approved: 10, unapproved: 8 });
    expect(applyScore('SCORE_APPROVE', 5, b)).toEqual({ approved: 15, unapproved: 0 });
    expect(applyScore('SCORE_SPEND', 10, b)).toEqual({ approved: 0, unapproved: 5 });
    expect(applyScore('SCORE_REFUND', 4, b)).toEqual({ approved: 14, unapproved: 5 });
  });

  it('never goes below zero: cancels stop at zero, an over-spend or over-approval is refused', () => {
    expect(applyScore('UNAPPROVED_SCORE_CANCEL', 9, b)).toEqual({ approved: 10, unapproved: 0 });
    expect(applyScore('APPROVED_SCORE_CANCEL', 99, b)).toEqual({ approved: 0, unapproved: 5 });
    expect(applyScore('SCORE_SPEND', 11, b)).toBeNull();
    expect(applyScore('SCORE_APPROVE', 6, b)).toBeNull();
  });

  it('replays a ledger into its balances', () => {
    expect(
      replayScores([
        { type: 'SCORE_GAIN', amount: 20 },
        { type: 'SCORE_APPROVE', amount: 15 },
        { type: 'SCORE_SPEND', amount: 10 },
        { type: 'SCORE_REFUND', amount: 10 },
        { type: 'UNAPPROVED_SCORE_CANCEL', amount: 5 },
      ]),
    ).toEqual({ approved: 15, unapproved: 0 });
  });
});
