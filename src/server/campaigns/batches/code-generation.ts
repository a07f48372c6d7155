import { sql } from 'drizzle-orm';
import { CODE_BITS } from '../../../shared/campaign-code.js';
import { type Db, execute, queryRows } from '../../db/sql.js';
import { isUniqueViolation } from '../../lib/app-error.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { batchBase } from './code-ids.js';
import { codeTableOfDbKind, type CodeTable } from './code-tables.js';

/**
 * Makes every code of a batch, set-based, inside the job's transaction: one INSERT … SELECT per
 * chunk of whole lines (about CHUNK codes, so progress moves), values from the strong random
 * source. Each code gets its place (code-ids.ts): the chunk's values are sorted,
 * numbered in that order, and matched to the lines' runs of numbers — so the rows go in id order
 * (the BRIN index and the heap stay in step) and in code order (the unique index is written
 * front to back), and each owner's codes of a chunk are one run. A value that exists already
 * (in any batch ever, or twice in the chunk) makes the chunk go again with ON CONFLICT DO
 * NOTHING; the numbers left empty are then filled with new values, until every number of the
 * batch has its code. Then the batch is COMPLETED — all in the one transaction, so a batch has
 * all its codes or none.
 */
export const CHUNK = 250_000;
const MAX_TOP_UPS = 20;

/**
 * `n` codes of `bits` random bits from the strong random source (pgcrypto's gen_random_bytes, as
 * gen_random_uuid uses): one draw of 1,024 bytes gives 128 codes, a code from 7 bytes of its
 * 8-byte slot. About three times faster than two codes per gen_random_uuid(), whose per-call
 * cost was a third of a million-code batch.
 */
const SLOTS = 128;
const randomCodes = (n: number, bits: number) =>
  sql`select ('x' || encode(substring(r.b from i * 8 + 1 for 7), 'hex'))::bit(56)::bigint & ${2 ** bits - 1}::bigint as code
      from (select gen_random_bytes(${SLOTS * 8}) as b from generate_series(1, ${Math.ceil(n / SLOTS)})) r cross join generate_series(0, ${SLOTS - 1}) i
      limit ${n}`;

/** One code of `bits` random bits (for the few numbers left empty after a collision). */
const randomCode = (bits: number) => sql`(('x' || encode(gen_random_bytes(7), 'hex'))::bit(56)::bigint & ${2 ** bits - 1}::bigint)`;

interface Line {
  line_no: number;
  unit: number;
  seq_from: number;
}

/** The chunk's rows: `units` values in code order, numbered from `seqFrom`, each number matched to its line's owner. */
const chunkRows = (batchId: number, fromLine: number, toLine: number, seqFrom: number, units: number, bits: number) => sql`
  select ${batchBase(batchId)}::bigint + o.seq, c.code, ${batchId}::int, o.campaign_id, o.owner_id
  from (select code, ${seqFrom - 1}::int + row_number() over (order by code) as seq from (${randomCodes(units, bits)}) v) c
  join (select l.seq_from + g - 1 as seq, l.campaign_id, l.owner_id
        from code_batch_lines l cross join lateral generate_series(1, l.unit) g
        where l.batch_id = ${batchId} and l.line_no between ${fromLine} and ${toLine}) o on o.seq = c.seq
  order by o.seq`;

const columns = (t: CodeTable) => sql`${t.table} (id, code, batch_id, campaign_id, ${t.owner})`;

/**
 * Inserts a chunk. Fast path: a plain INSERT in a savepoint (a collision with any code ever made
 * is about 1 in 100 per million codes); when the unique index refuses it, the chunk goes again
 * with ON CONFLICT DO NOTHING, which skips the taken values (speculative insertion costs more,
 * so it is only the fallback). Answers how many codes were inserted.
 */
async function insertChunk(tx: Db, t: CodeTable, batchId: number, lines: Line[], units: number, bits: number): Promise<number> {
  const rows = chunkRows(batchId, lines[0].line_no, lines[lines.length - 1].line_no, lines[0].seq_from, units, bits);
  try {
    await tx.transaction(async (sp) => execute(sp, sql`insert into ${columns(t)} ${rows}`));
    return units;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [row] = await queryRows<{ n: number }>(tx, sql`with ins as (insert into ${columns(t)} ${rows} on conflict (code) do nothing returning 1) select count(*)::int as n from ins`);
  return row.n;
}

/** Gives the batch's empty numbers (after collisions) new values; answers how many it filled. */
async function fillGaps(tx: Db, t: CodeTable, batchId: number, total: number, bits: number): Promise<number> {
  const base = batchBase(batchId);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with missing as (
          select seq from generate_series(1, ${total}) seq
          except all
          select (s.id - ${base})::int from ${t.table} s where s.id between ${base + 1} and ${base + total}),
        ins as (
          insert into ${columns(t)}
          select ${base}::bigint + m.seq, ${randomCode(bits)}, ${batchId}::int, l.campaign_id, l.owner_id
          from missing m join code_batch_lines l on l.batch_id = ${batchId} and m.seq between l.seq_from and l.seq_from + l.unit - 1
          on conflict (code) do nothing returning 1)
        select count(*)::int as n from ins`,
  );
  return row.n;
}

export async function generateBatchCodes(ctx: Pick<JobContext, 'tx' | 'progress'>, batchId: number, opts: { bits?: number; chunk?: number } = {}) {
  const { tx } = ctx;
  const bits = opts.bits ?? CODE_BITS;
  const chunk = opts.chunk ?? CHUNK;
  const [batch] = await queryRows<{ kind: string; total_count: number; status: string }>(tx, sql`select kind, total_count, status from code_batches where id = ${batchId}`);
  if (!batch || batch.status !== 'CONTINUING') return;
  const t = codeTableOfDbKind(batch.kind);
  const lines = await queryRows<Line>(tx, sql`select line_no, unit, seq_from from code_batch_lines where batch_id = ${batchId} order by line_no`);
  let inserted = 0;
  // A chunk is sorted in memory rather than in temporary files. No JIT: the planner cannot
  // estimate the join of numbers to lines (it guesses a billion rows), so it compiled every chunk's
  // plan with inlining and optimisation — about a quarter of a second each, for a plan that runs once.
  await execute(tx, sql`set local work_mem = '64MB'`);
  await execute(tx, sql`set local jit = off`);
  await ctx.progress(0, batch.total_count);
  for (let i = 0; i < lines.length; ) {
    let units = 0;
    let j = i;
    while (j < lines.length && (units === 0 || units + lines[j].unit <= chunk)) units += lines[j++].unit;
    inserted += await insertChunk(tx, t, batchId, lines.slice(i, j), units, bits);
    await ctx.progress(inserted, batch.total_count);
    i = j;
  }
  for (let round = 0; inserted < batch.total_count; round++) {
    if (round >= MAX_TOP_UPS) throw new Error('Kod alanı tükeniyor: benzersiz kod üretilemedi.');
    inserted += await fillGaps(tx, t, batchId, batch.total_count, bits);
  }
  // The new pages join the BRIN index now, not when autovacuum comes by (until then every
  // search by id would read them all).
  await execute(tx, sql`select brin_summarize_new_values(${t.brin}::regclass)`);
  await execute(tx, sql`update code_batches set status = 'COMPLETED', created_count = ${inserted}, completed_at = now() where id = ${batchId}`);
}
