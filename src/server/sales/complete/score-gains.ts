import { sql } from 'drizzle-orm';
import { type Db, intArray, queryRowsNamed, textArray, executeNamed } from '../../db/sql.js';

/**
 * The unapproved SCORE_GAIN of many sales (scores/score-gain.ts tells what a sale earns), in two
 * statements however many sales and resellers: the resellers' rows are locked in id order (every
 * writer's order: complete-service.ts) and read, then their balances are raised by their sales'
 * points and each sale's transaction carries the balances after it — in sale id order per reseller,
 * as if recorded one after the other (the wizard's single sale is the batch of one). A sale earning
 * nothing writes no transaction.
 */
export interface ScoreGain {
  resellerId: number;
  saleId: number;
  points: number;
  at: Date;
}

export async function recordScoreGains(tx: Db, gains: readonly ScoreGain[]): Promise<void> {
  const earning = gains.filter((g) => g.points > 0).sort((a, b) => a.resellerId - b.resellerId || a.saleId - b.saleId);
  if (!earning.length) return;
  const ids = [...new Set(earning.map((g) => g.resellerId))];
  const balances = new Map(
    (
      await queryRowsNamed<{ id: number; approved_score: number; unapproved_score: number }>(
        tx,
        sql`select id, approved_score, unapproved_score from resellers where id = any(${intArray(ids)}) order by id for update`,
      )
    ).map((r) => [r.id, r]),
  );
  const approved: number[] = [];
  const unapproved: number[] = [];
  const running = new Map<number, number>();
  for (const g of earning) {
    const before = balances.get(g.resellerId)!;
    const after = (running.get(g.resellerId) ?? before.unapproved_score) + g.points;
    running.set(g.resellerId, after);
    approved.push(before.approved_score);
    unapproved.push(after);
  }
  const col = <K extends keyof ScoreGain>(k: K) => earning.map((g) => g[k]);
  await executeNamed(tx, 
    sql`with raised as (
          update resellers r set unapproved_score = b.after
          from unnest(${intArray([...running.keys()])}, ${intArray([...running.values()])}) as b(id, after) where r.id = b.id)
        insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        select reseller_id, 'SCORE_GAIN', points, points, approved, unapproved, sale_id, at
        from unnest(${intArray(col('resellerId'))}, ${intArray(col('points') as number[])}, ${intArray(approved)}, ${intArray(unapproved)}, ${intArray(col('saleId'))},
          ${textArray(earning.map((g) => g.at.toISOString()))}::timestamptz[]) as k(reseller_id, points, approved, unapproved, sale_id, at)`,
  );
}
