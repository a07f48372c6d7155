import { sql } from 'drizzle-orm';
import { canRequestCancel } from '../../../shared/contract/sale-texts.js';
import { type ScoreDecisionResult, SCORE_MSG } from '../../../shared/contract/scores.js';
import { type Db, inTransaction, intArray, queryRows } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import { lockSales } from '../../sales/cancel/cancel-repo.js';
import { markCancelRequested } from '../../sales/cancel/sale-cancel.js';
import { lockBalances } from '../ledger/score-ledger.js';
import { noneWaiting } from './score-approve.js';
import { PENDING_FROM, pendingOf } from './score-page-sql.js';
import { resellerScoreOf } from './score-reseller.js';

/**
 * 'İptal Et' (contract scores.ts): each chosen pending transaction's sale goes to the sales area's
 * cancel queue as a whole-sale request (SALE_CANCEL_APPROVAL, its lines CANCEL_APPROVAL, no
 * operator reason, who asked and when) — the sales area's own request (sale-cancel.ts
 * markCancelRequested), so the queue approves or rejects it as any other. The points stay where they
 * are: they leave the pending list at once (its sale is queued) and come off the unapproved balance
 * when the queue approves (cancelSaleScore: UNAPPROVED_SCORE_CANCEL); a rejection puts the
 * transaction back in the pending list.
 *
 * One transaction, its locks in the order every writer takes them — the sales (id order), then the
 * reseller's balance row, then the gains — so a cancel approval (sale → balance → gain) and an
 * approval of this reseller (balance → gains) never wait in a circle. Holding the balance row, the
 * gains are read again: one approved by another tab meanwhile is skipped, its sale left alone.
 * Only this reseller's COMPLETED sales are touched; none left → 404 SCORE_MSG.noneWaiting.
 */
export async function cancelScores(db: Db, resellerId: number, userId: number, transactionIds: number[]): Promise<ScoreDecisionResult> {
  return inTransaction(db, async (tx) => {
    const ids = intArray(transactionIds);
    const chosen = await queryRows<{ sale_id: number }>(tx, sql`select distinct g.sale_id ${PENDING_FROM} where g.id = any(${ids}) and ${pendingOf(resellerId)}`);
    const sales = await lockSales(
      tx,
      chosen.map((c) => c.sale_id),
      sql`s.reseller_id = ${resellerId}::int`,
    );
    const completed = sales.filter((s) => canRequestCancel(s.status));
    if (!(await lockBalances(tx, resellerId))) throw businessError(SCORE_MSG.noReseller);
    const gains = completed.length
      ? await queryRows<{ id: string | number; remain_score: number; sale_id: number }>(
          tx,
          sql`select g.id, g.remain_score, g.sale_id ${PENDING_FROM}
              where g.id = any(${ids}) and ${pendingOf(resellerId)} and g.sale_id = any(${intArray(completed.map((s) => s.id))})
              order by g.id for update of g`,
        )
      : [];
    if (!gains.length) throw noneWaiting();
    const queued = new Set(gains.map((g) => g.sale_id));
    for (const sale of completed) if (queued.has(sale.id)) await markCancelRequested(tx, sale, userId, null, null);
    return { count: gains.length, score: gains.reduce((n, g) => n + g.remain_score, 0), balance: await resellerScoreOf(tx, resellerId) };
  });
}
