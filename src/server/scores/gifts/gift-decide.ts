import { sql } from 'drizzle-orm';
import { GIFT_MSG, type GiftTransaction } from '../../../shared/contract/gifts.js';
import { SCORE_MSG } from '../../../shared/contract/scores.js';
import { type Db, inTransaction, queryRows } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import { lockBalances, writeScores } from '../ledger/score-ledger.js';
import { giftTransactionNotFound, giftTransactionOf } from './gift-tx-sql.js';

/**
 * The admin's decision on a gift request (contract giftDecide; spec 3 §2.11, §4): approval keeps the
 * spend; rejection gives the points back as a SCORE_REFUND in the same transaction. Decided once: the
 * update is conditional on WAITING_FOR_RESPONSE, so of two decisions at once the second finds the
 * request decided (GIFT_MSG.decided). A rejection locks the reseller's balance row before it touches
 * the request — the order a request takes too (balance, then request) — so a reject and a request
 * of one reseller never wait on each other crosswise.
 */
const decided = () => businessError(GIFT_MSG.decided);

/** The conditional update: the decision only of a request still waiting; answers its reseller and score. */
async function decide(tx: Db, deciderId: number, id: number, status: 'APPROVED_TO_REQUEST' | 'REJECTED_TO_REQUEST', at: Date) {
  const [row] = await queryRows<{ reseller_id: number; score: number }>(
    tx,
    sql`update gift_transactions set status = ${status}, decided_by = ${deciderId}::int, decided_at = ${at}
        where id = ${id}::int and status = 'WAITING_FOR_RESPONSE'
        returning reseller_id, score`,
  );
  if (!row) throw decided();
  return row;
}

export async function decideGift(db: Db, deciderId: number, id: number, approve: boolean, at = new Date()): Promise<GiftTransaction> {
  return inTransaction(db, async (tx) => {
    const [request] = await queryRows<{ reseller_id: number; status: string }>(tx, sql`select reseller_id, status from gift_transactions where id = ${id}::int`);
    if (!request) throw giftTransactionNotFound();
    if (request.status !== 'WAITING_FOR_RESPONSE') throw decided();
    if (approve) {
      await decide(tx, deciderId, id, 'APPROVED_TO_REQUEST', at);
      return giftTransactionOf(tx, id);
    }
    const start = await lockBalances(tx, request.reseller_id);
    if (!start) throw businessError(SCORE_MSG.noReseller);
    const { score } = await decide(tx, deciderId, id, 'REJECTED_TO_REQUEST', at);
    // A refund always fits the balances (it only adds): the refusal never fires.
    const { ids } = await writeScores(tx, request.reseller_id, start, [{ type: 'SCORE_REFUND', amount: score }], at, decided);
    await queryRows(tx, sql`update gift_transactions set refund_transaction_id = ${ids[0]}::bigint where id = ${id}::int`);
    return giftTransactionOf(tx, id);
  });
}
