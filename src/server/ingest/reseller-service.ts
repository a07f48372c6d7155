import { INGEST_MSG, type ResellerIngestRow, resellerIngestRowSchema } from '../../shared/contract/ingest.js';
import type { Db } from '../db/sql.js';
import { type Feed, ingestBatch, refusedBatch } from './batch-ingest.js';
import { distiesByCode } from './disty-stock-repo.js';
import { knownResellerCodes, upsertResellers } from './reseller-repo.js';

/** What a reseller row's parent may be: a code of the same batch or one already stored. */
interface ParentCodes {
  known: Set<string>;
}

const resellerFeed = (rowsOf: readonly unknown[]): Feed<ResellerIngestRow, 'distyId', ParentCodes> => ({
  row: resellerIngestRowSchema,
  lookups: { distyId: { field: 'distyCode', query: distiesByCode, unknown: INGEST_MSG.unknownDisty } },
  unique: { key: (row) => row.code, field: 'code', message: INGEST_MSG.duplicateReseller },
  check: (row, parents) => {
    if (row.parentCode === null) return null;
    if (row.parentCode === row.code) return { field: 'parentCode', message: INGEST_MSG.ownParent };
    return parents.known.has(row.parentCode) ? null : { field: 'parentCode', message: INGEST_MSG.unknownParent };
  },
  write: async (tx, rows) => {
    const cycles = await upsertResellers(tx, rows);
    if (cycles.length) {
      const rowOf = new Map(rows.map((r, i) => [r.code, i + 1]));
      throw refusedBatch(cycles.map((code) => ({ row: rowOf.get(code) ?? 0, field: 'parentCode', message: INGEST_MSG.parentCycle })), rowsOf.length);
    }
  },
});

/**
 * Checks and writes a batch of resellers (POST /api/ingest/resellers and the demo seed). Call it
 * inside a transaction: a refused batch (422) leaves nothing behind.
 */
export async function ingestResellers(tx: Db, rows: readonly unknown[]) {
  const sent = rows.flatMap((r) => (r && typeof r === 'object' && typeof (r as { code?: unknown }).code === 'string' ? [String((r as { code: string }).code).trim()] : []));
  const asked = rows.flatMap((r) => (r && typeof r === 'object' && typeof (r as { parentCode?: unknown }).parentCode === 'string' ? [String((r as { parentCode: string }).parentCode).trim()] : []));
  const stored = await knownResellerCodes(tx, [...new Set(asked.filter((c) => !sent.includes(c)))]);
  return ingestBatch(tx, resellerFeed(rows), rows, { known: new Set([...sent, ...stored]) });
}
