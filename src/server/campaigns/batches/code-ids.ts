import { type SQL, sql } from 'drizzle-orm';
import { MAX_BATCH_CODES } from '../../../shared/contract/code-batches.js';

/**
 * A code's id is its place: batch id × 2³² + its number in the batch (1 … total), and each
 * line of a batch owns a run of numbers (seq_from … seq_from + unit − 1). Codes are written in
 * id order, so the table is physically ordered by id and its BRIN index finds a batch, or a
 * line (one owner's codes of one campaign in one batch), as a few page ranges — see the
 * schema (db/schema/code-batches.ts). Ids stay below 2⁵³ (exact in JavaScript) while batch
 * ids stay below 2²¹ (2,097,152 batches).
 */
export const SEQ_SPAN = 2 ** 32;
if (MAX_BATCH_CODES >= SEQ_SPAN) throw new Error('A batch cannot be larger than its id span.');

export const batchBase = (batchId: number) => batchId * SEQ_SPAN;

/** The batch of a code id. */
export const batchOfCodeId = (id: number) => Math.floor(id / SEQ_SPAN);

/** `s.id` within batch `batchId` (a constant range: the planner reads it from the BRIN index). */
export const inBatch = (batchId: number): SQL => sql`s.id between ${batchBase(batchId) + 1} and ${batchBase(batchId) + SEQ_SPAN - 1}`;

/** A run of code ids, both ends included. */
export type IdRange = readonly [number, number];

/**
 * `s.id` in one of the runs (an owner's lines, the batches of a date range), as constant ranges:
 * the planner then sees how many rows each holds (a join on computed ranges it cannot estimate,
 * and it chose to read the whole table instead). Touching runs are merged.
 */
export function rangesWhere(ranges: readonly IdRange[]): SQL {
  if (!ranges.length) return sql`false`;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return sql`(${sql.join(
    merged.map(([lo, hi]) => sql`s.id between ${lo} and ${hi}`),
    sql` or `,
  )})`;
}

/**
 * `s.id` one of `ids`: the index reads one range per batch among them (from the lowest to the
 * highest chosen id), and the ids are checked on the rows read (`+ 0` keeps the list itself out
 * of the index condition, where BRIN would read the whole index once per id).
 */
export function idsWhere(ids: readonly number[]): SQL {
  if (!ids.length) return sql`false`;
  const ranges = new Map<number, [number, number]>();
  for (const id of ids) {
    const b = batchOfCodeId(id);
    const r = ranges.get(b);
    if (!r) ranges.set(b, [id, id]);
    else ranges.set(b, [Math.min(r[0], id), Math.max(r[1], id)]);
  }
  const spans = [...ranges.values()].map(([lo, hi]) => sql`s.id between ${lo} and ${hi}`);
  return sql`(${sql.join(spans, sql` or `)}) and s.id + 0 = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`;
}
