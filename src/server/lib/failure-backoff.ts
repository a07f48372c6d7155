import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/sql.js';

export interface BackoffRule {
  /** Failures allowed back to back before any delay. */
  freeFailures: number;
  /** The delay doubles per further failure (1 s, 2 s, 4 s …) up to this. */
  maxDelaySeconds: number;
  /** A streak with no failure for this long starts over. */
  memorySeconds: number;
}

/**
 * Growing delay after failures, kept in `rate_limits` (count = failures in the streak,
 * last_at = the last one). After `freeFailures` failures the next attempt must wait
 * 2^(failures − freeFailures) s since the last failure, capped at `maxDelaySeconds`.
 *
 * Answers false while the delay runs. An admitted attempt is counted as a failure at once
 * (in the same statement that checked the delay) and the caller clears the key when the
 * attempt succeeds: checking first and counting after the slow password check would let
 * a burst of parallel requests all pass the check before any of them was counted.
 */
export async function admitAttempt(db: Db, key: string, rule: BackoffRule): Promise<boolean> {
  const stale = sql`coalesce(rate_limits.last_at, rate_limits.window_start) < now() - make_interval(secs => ${rule.memorySeconds}::float8)`;
  // The exponent is capped so that power() cannot overflow on a very long streak.
  const delay = sql`least(${rule.maxDelaySeconds}::float8, power(2::float8, least(rate_limits.count - ${rule.freeFailures}::int, 40)))`;
  const admitted = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count, last_at) values (${key}, now(), 1, now())
    on conflict (key) do update set
      count = case when ${stale} then 1 else rate_limits.count + 1 end,
      window_start = case when ${stale} then now() else rate_limits.window_start end,
      last_at = now()
    where ${stale}
       or rate_limits.count < ${rule.freeFailures}::int
       or coalesce(rate_limits.last_at, rate_limits.window_start) <= now() - make_interval(secs => ${delay})
    returning count`,
  );
  return admitted.length > 0;
}
