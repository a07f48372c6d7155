import { type SQL, sql } from 'drizzle-orm';
import { CODE_SPACE } from '../../../shared/campaign-code.js';
import { type CodeSummary, type Title, TITLE_STATUS_DISPLAY, type TitleStatus } from '../../../shared/contract/code-batches.js';
import { type Db, execute, intArray, jsonParam, queryRows, textArray, toIso } from '../../db/sql.js';
import type { CodeTable } from './code-tables.js';
import { batchBase, type IdRange } from './code-ids.js';

/** SQL of serial and password batches (titles), their lines, stock and summaries. */

export interface TitleDb {
  id: number;
  created_at: Date | string;
  user_name: string | null;
  total_count: number;
  created_count: number;
  used_count: number;
  status: TitleStatus;
  is_activated: boolean;
  progress: number | string | null;
  params: string;
  error: string | null;
}

export const toTitle = (r: TitleDb): Title => ({
  id: r.id,
  createDateTime: toIso(r.created_at)!,
  userName: r.user_name ?? '',
  totalCount: r.total_count,
  createdCount: r.created_count,
  usedCount: r.used_count,
  titleStatus: r.status,
  titleStatusDisplay: TITLE_STATUS_DISPLAY[r.status],
  isActivated: r.is_activated,
  progress: r.status === 'COMPLETED' ? r.created_count : Number(r.progress ?? 0),
  params: r.params,
  error: r.error,
});

/** Full title rows of `where` (over code_batches b). */
export const titleRows = (t: CodeTable, where: SQL) => sql`
  select b.id, b.created_at, trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')) as user_name, b.total_count, b.created_count,
    (select count(*)::int from ${t.table} s where s.batch_id = b.id and s.used_at is not null) as used_count,
    b.status, b.is_activated, p.done as progress, b.params, b.error
  from code_batches b left join users u on u.id = b.created_by left join job_progress p on p.job_id = b.job_id
  where b.kind = ${t.dbKind} and b.status <> 'CANCELLED' and ${where}`;

/** One batch; `lock` also locks its row (FOR UPDATE OF b: the joined rows stay unlocked) for a state change. */
export async function titleById(db: Db, t: CodeTable, id: number, lock = false): Promise<Title | null> {
  const [row] = await queryRows<TitleDb>(db, sql`${titleRows(t, sql`b.id = ${id}`)}${lock ? sql` for update of b` : sql``}`);
  return row ? toTitle(row) : null;
}

export interface NewLine {
  campaignId: number;
  ownerId: number;
  unit: number;
}

/** The batch row and its lines (one statement for the lines, however many). */
export async function insertBatch(db: Db, t: CodeTable, userId: number, params: string, lines: NewLine[]): Promise<number> {
  const total = lines.reduce((s, l) => s + l.unit, 0);
  const [b] = await queryRows<{ id: number }>(
    db,
    sql`insert into code_batches (kind, total_count, params, created_by) values (${t.dbKind}, ${total}, ${params}, ${userId}) returning id`,
  );
  // Each line owns the next run of code numbers (code-ids.ts).
  let seq = 1;
  const rows = lines.map((l, i) => ({ line_no: i + 1, campaign_id: l.campaignId, owner_id: l.ownerId, unit: l.unit, seq_from: (seq += l.unit) - l.unit }));
  await execute(
    db,
    sql`insert into code_batch_lines (batch_id, line_no, campaign_id, owner_id, unit, seq_from)
        select ${b.id}, l.line_no, l.campaign_id, l.owner_id, l.unit, l.seq_from
        from json_to_recordset(${jsonParam(rows)}) as l(line_no int, campaign_id int, owner_id int, unit int, seq_from int)`,
  );
  return b.id;
}

export async function setBatchJob(db: Db, id: number, jobId: number) {
  await execute(db, sql`update code_batches set job_id = ${jobId} where id = ${id}`);
}

/** A failed job's batch (it has no codes: they went with the job's transaction). */
export async function setBatchFailed(db: Db, id: number, message: string) {
  await execute(db, sql`update code_batches set status = 'FAILED', error = ${message.slice(0, 1000)} where id = ${id} and status = 'CONTINUING'`);
}

export async function setBatchActive(db: Db, id: number) {
  await execute(db, sql`update code_batches set is_activated = true, activated_at = now() where id = ${id}`);
}

export async function setBatchCancelled(db: Db, id: number) {
  await execute(db, sql`update code_batches set status = 'CANCELLED', cancelled_at = now() where id = ${id}`);
}

/** Activation adds the batch's codes to its owners' stock (codes deactivated before it are not usable). */
export async function addBatchToStock(db: Db, t: CodeTable, batchId: number) {
  await execute(
    db,
    sql`insert into code_stock (kind, owner_id, campaign_id, total, remaining)
        select ${t.dbKind}, l.owner_id, l.campaign_id, sum(l.unit)::int, (sum(l.unit) - coalesce(max(off.n), 0))::int
        from code_batch_lines l
        left join (select campaign_id, ${t.owner} as owner_id, count(*) as n from ${t.table} where batch_id = ${batchId} and deactivated_at is not null group by 1, 2) off
          on off.campaign_id = l.campaign_id and off.owner_id = l.owner_id
        where l.batch_id = ${batchId}
        group by l.owner_id, l.campaign_id
        on conflict (kind, owner_id, campaign_id) do update
          set total = code_stock.total + excluded.total, remaining = code_stock.remaining + excluded.remaining`,
  );
}

/**
 * Deactivates codes (of batches that are not cancelled) and takes the usable ones of active
 * batches off the stock; answers how many were deactivated. `where` is over the code table `s`.
 */
export async function deactivateCodes(db: Db, t: CodeTable, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with off as (
          update ${t.table} s set deactivated_at = now()
          from code_batches b
          where b.id = s.batch_id and b.status = 'COMPLETED' and s.deactivated_at is null and ${where}
          returning s.${t.owner} as owner_id, s.campaign_id, b.is_activated and s.used_at is null as usable),
        stock as (
          update code_stock c set remaining = c.remaining - x.n
          from (select owner_id, campaign_id, count(*)::int as n from off where usable group by 1, 2) x
          where c.kind = ${t.dbKind} and c.owner_id = x.owner_id and c.campaign_id = x.campaign_id)
        select count(*)::int as n from off`,
  );
  return row.n;
}

/** The runs of code ids of an owner (by its reseller / TT CRM code), optionally in one batch; cancelled batches left out. */
export async function ownerRanges(db: Db, t: CodeTable, ownerCode: string, batchId?: number): Promise<IdRange[]> {
  const col = t.kind === 'serial' ? sql.raw('code') : sql.raw('crm_code');
  const rows = await queryRows<{ batch_id: number; seq_from: number; unit: number }>(
    db,
    sql`select l.batch_id, l.seq_from, l.unit from code_batch_lines l join code_batches b on b.id = l.batch_id
        where l.owner_id = (select id from ${t.ownerTable} where ${col} = ${ownerCode}) and b.kind = ${t.dbKind} and b.status <> 'CANCELLED'
          ${batchId === undefined ? sql`` : sql`and l.batch_id = ${batchId}`}`,
  );
  return rows.map((r) => [batchBase(r.batch_id) + r.seq_from, batchBase(r.batch_id) + r.seq_from + r.unit - 1]);
}

/** The runs of code ids of the completed batches made in [from, to]. */
export async function completedRangesMadeBetween(db: Db, t: CodeTable, from: string, to: string): Promise<IdRange[]> {
  const rows = await queryRows<{ id: number; total_count: number }>(
    db,
    sql`select id, total_count from code_batches where kind = ${t.dbKind} and status = 'COMPLETED' and created_at between ${from} and ${to}`,
  );
  return rows.map((r) => [batchBase(r.id) + 1, batchBase(r.id) + r.total_count]);
}

export async function codeSummary(db: Db, t: CodeTable): Promise<CodeSummary> {
  const [row] = await queryRows<{ ever: number; created: number; used: number }>(
    db,
    sql`select coalesce(sum(created_count), 0)::float8 as ever,
          coalesce(sum(created_count) filter (where status <> 'CANCELLED'), 0)::float8 as created,
          (select count(*)::float8 from ${t.table} s join code_batches b on b.id = s.batch_id where s.used_at is not null and b.status <> 'CANCELLED') as used
        from code_batches where kind = ${t.dbKind}`,
  );
  return { canBeCreatedUnit: CODE_SPACE - row.ever, createdUnit: row.created, usedUnit: row.used };
}

/** Ids of the owners with these codes (reseller codes / TT CRM codes); unknown codes are left out. */
export async function ownersByCode(db: Db, t: CodeTable, codes: readonly string[]): Promise<Map<string, number>> {
  const col = t.kind === 'serial' ? sql.raw('code') : sql.raw('crm_code');
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, ${col} as code from ${t.ownerTable} where ${col} = any(${textArray(codes)})`,
  );
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function campaignsById(db: Db, ids: readonly number[]) {
  return queryRows<{ id: number; status: number; amount: number }>(db, sql`select id, status, amount::float8 as amount from accessory_campaigns where id = any(${intArray(ids)})`);
}

export async function ttCrmIds(db: Db, ids: readonly number[]) {
  return (await queryRows<{ id: number }>(db, sql`select id from tt_crms where id = any(${intArray(ids)})`)).map((r) => r.id);
}
