import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeNamed, intArray, textArray } from '../../db/sql.js';

/**
 * The unapproved SCORE_GAIN of many sales (scores/score-gain.ts tells what a sale earns), in one
 * statement however many sales and resellers: the resellers' rows are locked in id order (every
 * writer's order: complete-service.ts) and read, their balances are raised by their sales'
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

/**
 * The gains' statement in two parts, so a caller may run it as the tail of its own statement (the
 * wizard's sale write, sale-write.ts): `ctes` (g, bal, run, raised: to follow a `with … ,`) and
 * the final `insert` into score_transactions. Null when no sale earns anything.
 */
export function scoreGainParts(gains: readonly ScoreGain[]): { ctes: SQL; insert: SQL } | null {
  const earning = gains.filter((g) => g.points > 0).sort((a, b) => a.resellerId - b.resellerId || a.saleId - b.saleId);
  if (!earning.length) return null;
  const col = <K extends keyof ScoreGain>(k: K) => earning.map((g) => g[k]);
  // The resellers' rows locked in id order and read as they are now (`bal`, a materialized CTE:
  // its FOR UPDATE runs before the update reads them), the balances after each gain as a running
  // sum in sale id order, the balances raised to the last of them.
  return {
    ctes: sql`g as (
          select * from unnest(${intArray(col('resellerId'))}, ${intArray(col('points') as number[])}, ${intArray(col('saleId'))},
            ${textArray(earning.map((g) => g.at.toISOString()))}::timestamptz[]) as g(reseller_id, points, sale_id, at)),
        bal as materialized (
          select id, approved_score, unapproved_score from resellers where id = any(${intArray([...new Set(col('resellerId'))])}) order by id for update),
        run as (
          select g.*, bal.approved_score as approved,
            bal.unapproved_score + sum(g.points) over (partition by g.reseller_id order by g.sale_id rows unbounded preceding) as unapproved
          from g join bal on bal.id = g.reseller_id),
        raised as (
          update resellers r set unapproved_score = m.after
          from (select reseller_id, max(unapproved) as after from run group by reseller_id) m where r.id = m.reseller_id)`,
    insert: sql`insert into score_transactions (reseller_id, type, transaction_amount, remain_score, latest_approved_score, latest_unapproved_score, sale_id, created_at)
        select reseller_id, 'SCORE_GAIN', points, points, approved, unapproved, sale_id, at from run order by reseller_id, sale_id`,
  };
}

/** The gains in one statement however many sales and resellers (a fed batch's); null when no sale earns anything. */
export function scoreGainsSql(gains: readonly ScoreGain[]): SQL | null {
  const parts = scoreGainParts(gains);
  return parts && sql`with ${parts.ctes} ${parts.insert}`;
}

/** Locks these resellers' rows in id order (a fed batch, before its first sale: sale-feed.ts). */
export const lockResellers = (tx: Db, ids: readonly number[]) =>
  executeNamed(tx, sql`select id from resellers where id = any(${intArray([...new Set(ids)])}) order by id for update`);
