import { sql } from 'drizzle-orm';
import { CODE_BITS } from '../../../shared/campaign-code.js';
import { type Db, execute, jsonParam, queryRows } from '../../db/sql.js';
import { isUniqueViolation } from '../../lib/app-error.js';
import type { JobContext } from '../../jobs/job-queue.js';
import { codeTableOfDbKind, type CodeTable } from './code-tables.js';

/**
 * Makes every code of a batch, set-based, inside the job's transaction: one INSERT … SELECT
 * over the batch's lines and generate_series per chunk of lines (about CHUNK codes each, so
 * progress moves), the value a random number from gen_random_uuid()'s strong random bytes.
 * A value that exists already (in any batch ever, or twice in this one) is skipped by the
 * unique index (ON CONFLICT DO NOTHING) and the lines that came up short are topped up, until
 * every line has its count. Then the batch is COMPLETED — all in the one transaction, so a
 * batch has all its codes or none.
 */
export const CHUNK = 250_000;
const MAX_TOP_UPS = 20;

/** `bits` random bits per code (the real width; tests narrow it to force collisions). */
const randomCode = (bits: number) => {
  const mask = 2 ** bits - 1;
  // Bytes 10–16 of a version-4 UUID are all random (56 bits); keep the low `bits`.
  return sql`((('x' || encode(substring(uuid_send(gen_random_uuid()) from 10 for 7), 'hex'))::bit(56)::bigint) & ${mask}::bigint)`;
};

interface Line {
  line_no: number;
  unit: number;
}

/** The chunk's codes, in code order (the unique index is then written front to back, not at random). */
const chunkRows = (batchId: number, fromLine: number, toLine: number, bits: number) => sql`
  select code, batch_id, campaign_id, owner_id from (
    select ${randomCode(bits)} as code, l.batch_id, l.campaign_id, l.owner_id
    from code_batch_lines l cross join lateral generate_series(1, l.unit) g
    where l.batch_id = ${batchId} and l.line_no between ${fromLine} and ${toLine}) c
  order by code`;

/**
 * Inserts a chunk. Fast path: a plain INSERT in a savepoint (a collision with any code ever made
 * is about 1 in 100 per million codes); when the unique index refuses it, the chunk is made again
 * with ON CONFLICT DO NOTHING, which skips the taken values (speculative insertion costs more,
 * so it is only the fallback). Answers how many codes were inserted.
 */
async function insertLines(tx: Db, t: CodeTable, batchId: number, fromLine: number, toLine: number, units: number, bits: number): Promise<number> {
  const columns = sql`${t.table} (code, batch_id, campaign_id, ${t.owner})`;
  try {
    await tx.transaction(async (sp) => execute(sp, sql`insert into ${columns} ${chunkRows(batchId, fromLine, toLine, bits)}`));
    return units;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with ins as (insert into ${columns} ${chunkRows(batchId, fromLine, toLine, bits)} on conflict (code) do nothing returning 1)
        select count(*)::int as n from ins`,
  );
  return row.n;
}

/** Lines that have fewer codes than their unit (after collisions), with how many are missing. */
async function shortLines(tx: Db, t: CodeTable, batchId: number) {
  return queryRows<{ campaign_id: number; owner_id: number; missing: number }>(
    tx,
    sql`select l.campaign_id, l.owner_id, (l.unit - coalesce(c.n, 0))::int as missing
        from code_batch_lines l
        left join (select campaign_id, ${t.owner} as owner_id, count(*)::int as n from ${t.table} where batch_id = ${batchId} group by 1, 2) c
          on c.campaign_id = l.campaign_id and c.owner_id = l.owner_id
        where l.batch_id = ${batchId} and l.unit > coalesce(c.n, 0)`,
  );
}

async function topUp(tx: Db, t: CodeTable, batchId: number, missing: { campaign_id: number; owner_id: number; missing: number }[], bits: number) {
  await execute(
    tx,
    sql`insert into ${t.table} (code, batch_id, campaign_id, ${t.owner})
        select ${randomCode(bits)}, ${batchId}, m.campaign_id, m.owner_id
        from json_to_recordset(${jsonParam(missing)}) as m(campaign_id int, owner_id int, missing int)
        cross join lateral generate_series(1, m.missing) g
        on conflict (code) do nothing`,
  );
}

export async function generateBatchCodes(ctx: Pick<JobContext, 'tx' | 'progress'>, batchId: number, opts: { bits?: number; chunk?: number } = {}) {
  const { tx } = ctx;
  const bits = opts.bits ?? CODE_BITS;
  const chunk = opts.chunk ?? CHUNK;
  const [batch] = await queryRows<{ kind: string; total_count: number; status: string }>(tx, sql`select kind, total_count, status from code_batches where id = ${batchId}`);
  if (!batch || batch.status !== 'CONTINUING') return;
  const t = codeTableOfDbKind(batch.kind);
  const lines = await queryRows<Line>(tx, sql`select line_no, unit from code_batch_lines where batch_id = ${batchId} order by line_no`);
  let inserted = 0;
  // A chunk is sorted in memory rather than in temporary files.
  await execute(tx, sql`set local work_mem = '64MB'`);
  await ctx.progress(0, batch.total_count);
  for (let i = 0; i < lines.length; ) {
    let units = 0;
    let j = i;
    while (j < lines.length && (units === 0 || units + lines[j].unit <= chunk)) units += lines[j++].unit;
    inserted += await insertLines(tx, t, batchId, lines[i].line_no, lines[j - 1].line_no, units, bits);
    await ctx.progress(inserted, batch.total_count);
    i = j;
  }
  for (let round = 0; inserted < batch.total_count; round++) {
    if (round >= MAX_TOP_UPS) throw new Error('Kod alanı tükeniyor: benzersiz kod üretilemedi.');
    const missing = await shortLines(tx, t, batchId);
    await topUp(tx, t, batchId, missing, bits);
    const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ${t.table} where batch_id = ${batchId}`);
    inserted = n;
  }
  await execute(tx, sql`update code_batches set status = 'COMPLETED', created_count = ${inserted}, completed_at = now() where id = ${batchId}`);
}
