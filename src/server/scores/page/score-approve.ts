import { sql } from 'drizzle-orm';
import { SCORE_MSG, type ScoreDecisionResult } from '../../../shared/contract/scores.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { type Db, inTransaction, intArray, queryRows } from '../../db/sql.js';
import { businessError, codedError } from '../../lib/app-error.js';
import { lockBalances, writeScores } from '../ledger/score-ledger.js';
import { PENDING_FROM, pendingOf } from './score-page-sql.js';
import { resellerScoreOf } from './score-reseller.js';

/** None of the chosen transactions is pending (any more, or ever for this reseller): 404 with the spec's text. */
export const noneWaiting = () => codedError(404, ERROR_CODES.NOT_FOUND, SCORE_MSG.noneWaiting);

/**
 * 'Onayla' (contract scores.ts): one transaction. The reseller's balance row is locked first (the
 * ledger's one way in, score-ledger.ts), so two tabs approving the same transactions, a gift
 * request or a cancel approval of this reseller run one after the other; then the chosen gains that
 * are still pending — this reseller's only, not in the cancel queue — are locked, and each gets one
 * SCORE_APPROVE of its remaining points (its sale's id on it) and remain_score 0. Whatever was
 * approved meanwhile, cancelled, sent to the queue or is another reseller's is skipped (the second
 * of two tabs finds nothing left: 404). Used by the route and by the demo seed (no HTTP user).
 */
export async function approveScores(db: Db, resellerId: number, transactionIds: number[], at = new Date()): Promise<ScoreDecisionResult> {
  return inTransaction(db, async (tx) => {
    const start = await lockBalances(tx, resellerId);
    if (!start) throw businessError(SCORE_MSG.noReseller);
    const gains = await queryRows<{ id: string | number; remain_score: number; sale_id: number }>(
      tx,
      sql`select g.id, g.remain_score, g.sale_id ${PENDING_FROM}
          where g.id = any(${intArray(transactionIds)}) and ${pendingOf(resellerId)}
          order by g.id for update of g`,
    );
    if (!gains.length) throw noneWaiting();
    // Only a ledger out of step with its balances (pending points above the unapproved balance) is refused here.
    await writeScores(
      tx,
      resellerId,
      start,
      gains.map((g) => ({ type: 'SCORE_APPROVE' as const, amount: g.remain_score, saleId: g.sale_id })),
      at,
      () => businessError(SCORE_MSG.noneWaiting, 409),
    );
    await tx.execute(sql`update score_transactions set remain_score = 0 where id = any(${intArray(gains.map((g) => Number(g.id)))})`);
    return { count: gains.length, score: gains.reduce((n, g) => n + g.remain_score, 0), balance: await resellerScoreOf(tx, resellerId) };
  });
}
