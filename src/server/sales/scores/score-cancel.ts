import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';
import { lockBalances, type ScoreEntry, writeScores } from '../../scores/ledger/score-ledger.js';

/**
 * An approved sale cancel takes back the points its cancelled lines earned (ARCHITECTURE "Scores";
 * spec 3 §4 score transaction types). The sale's SCORE_GAIN keeps in remain_score what is neither
 * approved nor cancelled yet: the points come out of that first, as UNAPPROVED_SCORE_CANCEL (the
 * reseller's unapproved balance); what the gain no longer holds was approved meanwhile and comes
 * out of the approved balance, as APPROVED_SCORE_CANCEL. Written through the ledger's one way in
 * (scores/ledger/score-ledger.ts): the reseller's balance row is locked first, then the gain — the
 * order of the score page's approvals (scores/page/score-approve.ts), so a cancel approval and an
 * approval of the same gain never wait on each other in a circle, and the one after sees what the
 * other left. The balances never go below zero (a reseller may have spent approved points already:
 * the balance stops at zero rather than owing). Amounts are positive: the type says the direction.
 */
export interface ScoreCancel {
  type: 'UNAPPROVED_SCORE_CANCEL' | 'APPROVED_SCORE_CANCEL';
  amount: number;
}

const GAIN_OF_SALE = (saleId: number) => sql`from score_transactions g where g.sale_id = ${saleId} and g.type = 'SCORE_GAIN' order by g.id limit 1`;

export async function cancelSaleScore(tx: Db, saleId: number, points: number, at: Date): Promise<ScoreCancel[]> {
  if (points <= 0) return [];
  // Whose points (the gain's reseller), read unlocked: its balance row is locked before the gain.
  const [owner] = await queryRows<{ reseller_id: number }>(tx, sql`select g.reseller_id ${GAIN_OF_SALE(saleId)}`);
  // A sale whose products earn no points has no gain to take back.
  if (!owner) return [];
  const start = await lockBalances(tx, owner.reseller_id);
  if (!start) return [];
  const [gain] = await queryRows<{ id: number; transaction_amount: number; remain_score: number; cancelled: number }>(
    tx,
    sql`select g.id, g.transaction_amount, g.remain_score,
          (select coalesce(sum(c.transaction_amount), 0)::int from score_transactions c
            where c.sale_id = g.sale_id and c.type in ('UNAPPROVED_SCORE_CANCEL', 'APPROVED_SCORE_CANCEL')) as cancelled
        ${GAIN_OF_SALE(saleId)} for update`,
  );
  const fromUnapproved = Math.min(points, gain.remain_score);
  // What was approved of the gain and not cancelled yet: the most the approved balance gives back.
  const approvedLeft = Math.max(0, gain.transaction_amount - gain.remain_score - gain.cancelled);
  const fromApproved = Math.min(points - fromUnapproved, approvedLeft);
  const entries: (ScoreEntry & ScoreCancel)[] = [
    { type: 'UNAPPROVED_SCORE_CANCEL' as const, amount: fromUnapproved, saleId },
    { type: 'APPROVED_SCORE_CANCEL' as const, amount: fromApproved, saleId },
  ].filter((e) => e.amount > 0);
  if (!entries.length) return [];
  if (fromUnapproved > 0) await tx.execute(sql`update score_transactions set remain_score = remain_score - ${fromUnapproved} where id = ${gain.id}`);
  // A cancel stops at zero (applyScore): never refused.
  await writeScores(tx, owner.reseller_id, start, entries, at, () => new Error('a score cancel is never refused'));
  return entries.map(({ type, amount }) => ({ type, amount }));
}
