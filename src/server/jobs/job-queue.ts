import { sql } from 'drizzle-orm';
import { type Db, execute, inTransaction, queryRows } from '../db/sql.js';
import { logSafeError } from '../lib/log-safe-error.js';
import { jobDuration, jobRuns } from '../metrics/process-metrics.js';

/**
 * Long work as jobs (ARCHITECTURE "jobs/"): a row in `jobs`, claimed by exactly one runner.
 *
 * A job runs inside ONE transaction that also holds the job's row lock (FOR UPDATE SKIP
 * LOCKED): other runners skip it while it runs, and if the process dies (SIGKILL, power) the
 * database rolls the work back and drops the lock at once, so the job is simply QUEUED again
 * and the next runner — another process, or this one restarted — does it from the start. No
 * lease to expire, no repair at start-up. The runner that takes the lock counts a start, committed
 * at once through another connection; a job started MAX_STARTS times without finishing (it keeps
 * killing its process) fails instead of looping. A handler that throws fails the job at once.
 *
 * Progress is written to `job_progress` through another pool connection (PostgreSQL), so a
 * screen can show it while the work is still uncommitted; PGlite has one connection and shows
 * none until the end.
 */
export const MAX_STARTS = 3;

export interface JobContext {
  tx: Db;
  jobId: number;
  /** Records how far the job got (visible to other connections on PostgreSQL at once). */
  progress(done: number, total: number): Promise<void>;
}

export interface JobHandler<P = unknown> {
  run(ctx: JobContext, payload: P): Promise<void>;
  /** Marks whatever the job stands for as failed (in the transaction that fails the job). */
  fail(tx: Db, payload: P, message: string): Promise<void>;
}

const handlers = new Map<string, JobHandler>();

export function registerJobHandler<P>(kind: string, handler: JobHandler<P>) {
  handlers.set(kind, handler as JobHandler);
}

/** Queues a job in the caller's transaction: it runs only if that commits. */
export async function enqueueJob(db: Db, kind: string, payload: unknown): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`insert into jobs (kind, payload) values (${kind}, ${JSON.stringify(payload)}::jsonb) returning id`);
  await execute(db, sql`insert into job_progress (job_id, done, total) values (${row.id}, 0, 0)`);
  return row.id;
}

interface Claimed {
  id: number;
  kind: string;
  payload: unknown;
}

/** Fails a job that is still queued, with whatever it stands for (the handler's `fail`), and says so in the log. */
async function failJob(tx: Db, job: Claimed, message: string) {
  console.error(`[iş] ${job.kind} #${job.id} başarısız: ${message}`);
  const [failed] = await queryRows(tx, sql`update jobs set status = 'FAILED', last_error = ${message.slice(0, 1000)}, finished_at = now() where id = ${job.id} and status = 'QUEUED' returning id`);
  if (failed) await handlers.get(job.kind)?.fail(tx, job.payload, message);
}

/** Counts a start in job_progress (not in `jobs`, whose row the job's transaction locks) and answers the count. */
async function countStart(db: Db, jobId: number): Promise<number> {
  const [row] = await queryRows<{ starts: number }>(
    db,
    sql`insert into job_progress (job_id, starts) values (${jobId}, 1)
        on conflict (job_id) do update set starts = job_progress.starts + 1 returning starts`,
  );
  return row.starts;
}

const DUE = sql`status = 'QUEUED' and run_after <= now()`;

/**
 * Claims and runs the oldest due job; answers 1 when it handled one, 0 when none was free.
 * `side`: a database handle that is not the job's transaction (null on PGlite).
 *
 * The claim IS the job transaction's row lock; only the runner holding it counts a start, through
 * `side`, so the count commits at once and survives the transaction. A runner that loses the
 * race skips the locked row and counts nothing. PGlite has one connection (one runner per data
 * directory, nobody to race): there the start is counted before the transaction instead.
 */
export async function runNextJob(db: Db, side: Db | null): Promise<number> {
  let countedBefore: number | undefined;
  let pick = sql`select id, kind, payload from jobs where ${DUE} order by id limit 1 for update skip locked`;
  if (!side) {
    const [next] = await queryRows<{ id: number }>(db, sql`select id from jobs where ${DUE} order by id limit 1`);
    if (!next) return 0;
    countedBefore = await countStart(db, next.id);
    pick = sql`select id, kind, payload from jobs where id = ${next.id} and ${DUE} for update`;
  }
  let job: Claimed | undefined;
  let outcome: 'done' | 'failed' = 'failed';
  const started = performance.now();
  try {
    await inTransaction(db, async (tx) => {
      [job] = await queryRows<Claimed>(tx, pick);
      if (!job) return;
      const starts = countedBefore ?? (await countStart(side!, job.id));
      const handler = handlers.get(job.kind);
      // Refused under the lock: nobody else can start it meanwhile.
      if (!handler) return failJob(tx, job, `Bilinmeyen iş türü: ${job.kind}`);
      if (starts > MAX_STARTS) return failJob(tx, job, `İş ${MAX_STARTS} denemede tamamlanamadı.`);
      const jobId = job.id;
      const progress = async (done: number, total: number) => {
        if (side) await execute(side, sql`update job_progress set done = ${done}, total = ${total}, updated_at = now() where job_id = ${jobId}`);
      };
      await handler.run({ tx, jobId, progress }, job.payload);
      await execute(tx, sql`update jobs set status = 'DONE', finished_at = now() where id = ${jobId}`);
      await execute(tx, sql`update job_progress set done = total, updated_at = now() where job_id = ${jobId}`);
      outcome = 'done';
    });
  } catch (error) {
    if (!job) throw error;
    outcome = 'failed';
    // The work is rolled back with its transaction; the failure is written in a new one (which
    // waits, should another runner have taken the job meanwhile, and then finds it no longer queued).
    const safe = logSafeError(error);
    const failed = job;
    await inTransaction(db, (tx) => failJob(tx, failed, safe instanceof Error ? safe.message : String(safe)));
  }
  // /metrics: the runs this process made, by kind (a lost race ran nothing).
  if (job) {
    jobRuns.inc({ kind: job.kind, outcome });
    jobDuration.observe({ kind: job.kind }, (performance.now() - started) / 1000);
  }
  return job ? 1 : 0;
}
