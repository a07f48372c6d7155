import { type SQL, sql } from 'drizzle-orm';
import { type Db, execute, inTransaction, queryRows } from '../db/sql.js';
import { validationError } from './app-error.js';

/** SQL pieces every list shares (registerList in list-routes.ts builds on them): sort, WHERE, contains, cursor. */

/** Sort key of the request (`field,asc|desc`) → ORDER BY, from a whitelist; id breaks ties. */
export function orderBy(sort: string | undefined, sortable: Record<string, SQL>, fallback: string, tieBreak: SQL): SQL {
  const [field, dir] = (sort ?? fallback).split(',');
  // Own keys only: `__proto__`, `constructor` or `toString` must not find Object.prototype's.
  const expr = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (!expr) throw validationError([{ field: 'sort', message: `Sıralama alanı geçersiz: ${field}` }]);
  // Plain asc/desc (PostgreSQL's default null order) so a btree index can serve the sort.
  const direction = dir === 'desc' ? sql`desc` : sql`asc`;
  return sql`order by ${expr} ${direction}, ${tieBreak} ${direction}`;
}

/** AND of the present conditions (`true` when none). */
export function whereAll(conditions: (SQL | false | null | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => !!c);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/** `%text%` for ILIKE with the user's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;


/**
 * Streams a query's rows in batches through a server-side cursor inside a read-only
 * transaction: any ORDER BY, constant memory, one round trip per batch.
 */
export async function* cursorRows<R>(db: Db, query: SQL, batch = 5000): AsyncGenerator<R[]> {
  const queue: (R[] | null)[] = [];
  // Holders, not lets: TypeScript cannot see the closures assign them.
  const waiters: { wake: (() => void) | null; resume: (() => void) | null } = { wake: null, resume: null };
  let failure: unknown = null;
  let cancelled = false;
  const notify = () => {
    waiters.wake?.();
    waiters.wake = null;
  };
  const done = inTransaction(db, async (tx) => {
      // An export reads every row: plan for the whole result (a cursor is planned for its first
      // 10 % by default) and never loop over a row set whose size the planner underestimates —
      // right after a bulk insert the statistics still say "a few rows", and a nested loop of
      // the keys against the rows turned a 12,000-row export into 40 s (0.8 s as a hash join).
      // Lateral joins and index lookups inside a row still run as they must.
      await execute(tx, sql`set local cursor_tuple_fraction = 1.0`);
      await execute(tx, sql`set local enable_nestloop = off`);
      await execute(tx, sql`declare export_cursor no scroll cursor for ${query}`);
      for (;;) {
        if (cancelled) throw new Error('cancelled');
        const rows = await queryRows<R>(tx, sql`fetch ${sql.raw(String(batch))} from export_cursor`);
        queue.push(rows);
        notify();
        if (rows.length < batch) break;
        // One batch ahead at most: wait until the consumer took it.
        if (queue.length > 1) await new Promise<void>((r) => (waiters.resume = r));
      }
      await execute(tx, sql`close export_cursor`);
    }).then(
      () => {
        queue.push(null);
        notify();
      },
      (error) => {
        failure = error;
        queue.push(null);
        notify();
      },
    );
  try {
    for (;;) {
      if (!queue.length) await new Promise<void>((r) => (waiters.wake = r));
      const rows = queue.shift()!;
      waiters.resume?.();
      waiters.resume = null;
      if (rows === null) break;
      if (rows.length) yield rows;
    }
    if (failure && !cancelled) throw failure;
  } finally {
    cancelled = true;
    waiters.resume?.();
    await done;
  }
}
