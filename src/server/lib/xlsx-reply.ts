import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/sql.js';
import { cursorRows } from './list-query.js';
import { attachmentHeader, XLSX_CONTENT_TYPE, type XlsxCell, type XlsxColumn, xlsxStream } from './xlsx-writer.js';

/** An export column: header, fixed width and the cell of a row. */
export interface ExportColumn<T> extends XlsxColumn {
  value: (row: T) => XlsxCell;
}

/**
 * Sends rows as an xlsx download. The first batch is fetched before any header goes out,
 * so a query that fails at once answers with the error envelope (the client shows it). A
 * failure after that cannot change the status any more: the connection is aborted, so
 * the browser reports a failed download instead of saving a cut file.
 */
export async function sendXlsxRows<T>(reply: FastifyReply, fileName: string, columns: ExportColumn<T>[], batches: AsyncIterable<T[]>) {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* cells(): AsyncGenerator<XlsxCell[]> {
    try {
      for (let step = first; !step.done; step = await iterator.next()) {
        for (const row of step.value) yield columns.map((c) => c.value(row));
      }
    } finally {
      await iterator.return?.();
    }
  }
  const stream = xlsxStream(columns, cells());
  stream.once('error', (error) => {
    reply.log.error({ err: error }, 'export failed after the download started');
    reply.raw.destroy(error);
  });
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(fileName))
    .header('cache-control', 'no-store')
    .send(stream);
}

/** Sends the rows of `query` (mapped by `map`) as an xlsx download, streamed batch by batch. */
export function sendXlsx<R, T>(reply: FastifyReply, db: Db, fileName: string, query: SQL, map: (row: R) => T, columns: ExportColumn<T>[]) {
  async function* mapped(): AsyncGenerator<T[]> {
    for await (const batch of cursorRows<R>(db, query)) yield batch.map(map);
  }
  return sendXlsxRows(reply, fileName, columns, mapped());
}

/** Sends rows already in memory (a bounded set, e.g. a file's erroneous rows). */
export function sendXlsxArray<T>(reply: FastifyReply, fileName: string, columns: ExportColumn<T>[], rows: T[]) {
  async function* one(): AsyncGenerator<T[]> {
    if (rows.length) yield rows;
  }
  return sendXlsxRows(reply, fileName, columns, one());
}
