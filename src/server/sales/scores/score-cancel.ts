import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/sql.js';

/**
 * An approved sale cancel takes back the points its cancelled lines earned (ARCHITECTURE "Scores";
 * spec 3 §4 score transaction types). The sale's SCORE_GAIN keeps in remain_score what is neither
 * approved nor cancelled yet: the points come out of that first, as UNAPPROVED_SCORE_CANCEL (the
 * reseller's unapproved balance); what the gain no longer holds was approved meanwhile and comes
 * out of the approved balance, as APPROVED_SCORE_CANCEL. The balances live on resellers and
 * change under that row's lock in the caller's transaction, never below zero (a reseller may have
 * spent approved points already: the balance stops at zero rather than owing). Each transaction
 * records the balances after it (latest_*). Amounts are positive: the type says the direction.
 */
export interface ScoreCancel {
  type: 'UNAPPROVED_SCORE_CANCEL' | 'APPROVED_SCORE_CANCEL';
  amount: number;
}

export async function cancelSaleScore(tx: Db, saleId: number, points: number, at: Date): Promise<ScoreCancel[]> {
  if (points <= 0) return [];
  const [gain] = await queryRows<{ id: number; reseller_id: number; transaction_amount: number; remain_score: number; cancelled: number }>(
    tx,
    sql`select g.id, g.reseller_id, g.transaction_amount, g.remain_score,
          (select coalesce(sum(c.transaction_amount), 0)::int from score_transactions c
            where c.sale_id = g.sale_id and c.type in ('UNAPPROVED_SCORE_CANCEL', 'APPROVED_SCORE_CANCEL')) as cancelled
        from score_transactions g where g.sale_id = ${saleId} and g.type = 'SCORE_GAIN' order by g.id limit 1 for update`,
  );
  // A sale whose products earn no points has no gain to take back.
  if (!gain) return [];
  const fromUnapproved = Math.min(points, gain.remain_score);
  // What was approved of the gain and not cancelled yet: the most the approved balance gives back.
  const approvedLeft = Math.max(0, gain.transaction_amount - gain.remain_score - gain.cancelled);
  const fromApproved = Math.min(points - fromUnapproved, approvedLeft);
  if (fromUnapproved + fromApproved === 0) return [];

  const [balance] = await queryRows<{ approved_score: number; unapproved_score: number }>(
    tx,
    sql`select approved_score, unapproved_score from resellers where id = ${gain.reseller_id} for update`,
  );
  let approved = balance.approved_score;
  let unapproved = balance.unapproved_score;
  const done: ScoreCancel[] = [];
  const record = async (type: ScoreCancel['type'], amount: number) => {
    await tx.execute(sql`insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
      values (${gain.reseller_id}, ${type}, ${amount}, 0, ${approved}, ${unapproved}, ${saleId}, ${at})`);
    done.push({ type, amount });
  };
  if (fromUnapproved > 0) {
    unapproved = Math.max(0, unapproved - fromUnapproved);
    await tx.execute(sql`update score_transactions set remain_score = remain_score - ${fromUnapproved} where id = ${gain.id}`);
    await record('UNAPPROVED_SCORE_CANCEL', fromUnapproved);
  }
  if (fromApproved > 0) {
    approved = Math.max(0, approved - fromApproved);
    await record('APPROVED_SCORE_CANCEL', fromApproved);
  }
  await tx.execute(sql`update resellers set approved_score = ${approved}, unapproved_score = ${unapproved} where id = ${gain.reseller_id}`);
  return done;
}
