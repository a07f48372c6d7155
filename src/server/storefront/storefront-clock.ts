import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/sql.js';
import type { Lane } from '../jobs/runner.js';

/**
 * The storefront's clock (docs/storefront.md "Storefront"): once a minute, ended versions leave the read model
 * and versions coming into force within the look-ahead get their row (`storefront_tick()`,
 * migration 0020). Every node runs the lane; the database hands each minute's run to one of them.
 */
export const STOREFRONT_CLOCK_MS = 60_000;

/** Runs the clock now when due (`minIntervalSeconds` since the last run on any node): rows added and removed, or -1 when not due or another node holds it. */
export async function tickStorefront(db: Db, minIntervalSeconds = 50): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select storefront_tick(make_interval(secs => ${minIntervalSeconds})) as n`);
  return row.n;
}

/** Prunes the list snapshots' change log when due (every 10 minutes across nodes; lib/key-snapshots.ts). */
export async function pruneChangeLog(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select change_log_prune() as n`);
  return row.n;
}

/** The job runner's lane: asks the database at most once a minute (the runner polls every second). */
export function storefrontClockLane(db: Db, everyMs = STOREFRONT_CLOCK_MS): Lane {
  let last = 0;
  return {
    name: 'storefront-clock',
    async work() {
      if (Date.now() - last < everyMs) return 0;
      last = Date.now();
      await tickStorefront(db);
      await pruneChangeLog(db);
      return 0;
    },
  };
}
