import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/sql.js';
import { rateLimits } from '../db/schema/index.js';

/**
 * Fixed-window counters in the database (shared by every API node).
 * `hit` counts one event and says whether the count is still within `limit`; it counts
 * refused events too, so whoever keeps knocking stays refused until the window ends.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const [row] = await count(db, key, windowSeconds);
  return row.count <= limit;
}

/**
 * Counts one event only while the window has room and says whether it did: a budget of
 * things actually done (messages sent), not of requests. One statement, so concurrent
 * callers can never take more than `limit` between them.
 */
export async function take(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  if (limit <= 0) return false;
  const taken = await count(db, key, windowSeconds, sql`rate_limits.count < ${limit}`);
  return taken.length > 0;
}

/**
 * Counts one event in `key`'s window, starting a new window (count 1) once the old one is
 * over; `onlyIf` keeps the row as it is when false (then no row comes back).
 */
function count(db: Db, key: string, windowSeconds: number, onlyIf?: SQL) {
  const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})`;
  return queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_start = case when ${expired} then now() else rate_limits.window_start end
    ${onlyIf ? sql`where ${expired} or ${onlyIf}` : sql``}
    returning count`,
  );
}

/** True while the window's count is below `limit` (no event counted). */
export async function within(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`,
  );
  return !row || row.count < limit;
}

export async function clear(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
