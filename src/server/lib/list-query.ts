import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Page } from '../../shared/paging.js';
import { type Db, queryRows } from '../db/client.js';
import { validationError } from './app-error.js';
import { attachmentHeader, XLSX_CONTENT_TYPE, type XlsxCell, type XlsxColumn, xlsxStream } from './xlsx-writer.js';

/**
 * The server half of the list kit. A list declares its FROM, its filter → WHERE function
 * and the fields it may sort by; the page route and the export route share them, so a
 * filter means the same on screen and in the file.
 */
export interface ListSource {
  /** `select … from … join …` without where/order/limit. */
  select: SQL;
  /** `from … join …` used for counting (may be narrower than select's joins). */
  countFrom: SQL;
  where: SQL;
}

/** Sort key of the request (`field,asc|desc`) → ORDER BY, from a whitelist; id breaks ties. */
export function orderBy(sort: string | undefined, sortable: Record<string, SQL>, fallback: string, tieBreak: SQL): SQL {
  const [field, dir] = (sort ?? fallback).split(',');
  const expr = sortable[field];
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

/** One page and the total, in parallel (the pool runs them on two connections). */
export async function fetchPage<R, T>(
  db: Db,
  source: ListSource,
  order: SQL,
  page: number,
  size: number,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [rows, [count]] = await Promise.all([
    queryRows<R>(db, sql`${source.select} where ${source.where} ${order} limit ${size} offset ${page * size}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n ${source.countFrom} where ${source.where}`),
  ]);
  return { content: rows.map(map), totalElements: count.n };
}

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
  const done = db
    .transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await txDb.execute(sql`declare export_cursor no scroll cursor for ${query}`);
      for (;;) {
        if (cancelled) throw new Error('cancelled');
        const rows = await queryRows<R>(txDb, sql`fetch ${sql.raw(String(batch))} from export_cursor`);
        queue.push(rows);
        notify();
        if (rows.length < batch) break;
        // One batch ahead at most: wait until the consumer took it.
        if (queue.length > 1) await new Promise<void>((r) => (waiters.resume = r));
      }
      await txDb.execute(sql`close export_cursor`);
    })
    .then(
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

/** An export column: header, fixed width and the cell of a row. */
export interface ExportColumn<T> extends XlsxColumn {
  value: (row: T) => XlsxCell;
}

/** Sends the rows of `query` as an xlsx download, streamed batch by batch. */
export function sendXlsx<R, T>(reply: FastifyReply, db: Db, fileName: string, query: SQL, map: (row: R) => T, columns: ExportColumn<T>[]) {
  async function* cells() {
    for await (const batch of cursorRows<R>(db, query)) {
      for (const row of batch) {
        const item = map(row);
        yield columns.map((c) => c.value(item));
      }
    }
  }
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'no-store')
    .send(xlsxStream(columns, cells()));
}
