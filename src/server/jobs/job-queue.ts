import { sql } from 'drizzle-orm';
import { type Db, execute, inTransaction, queryRows } from '../db/sql.js';
import { logSafeError } from '../lib/log-safe-error.js';

/**
 * Long work as jobs (ARCHITECTURE "jobs/"): a row in `jobs`, claimed by exactly one runner.
 *
 * A job runs inside ONE transaction that also holds the job's row lock (FOR UPDATE SKIP
 * LOCKED): other runners skip it while it runs, and if the process dies (SIGKILL, power) the
 * database rolls the work back and drops the lock at once, so the job is simply QUEUED again
 * and the next runner — another process, or this one restarted — does it from the start. No
 * lease to expire, no repair at start-up. Each claim first counts a start in its own short
 * transaction; a job started MAX_STARTS times without finishing (it keeps killing its
 * process) fails instead of looping. A handler that throws fails the job at once.
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
  starts: number;
}

async function failJob(db: Db, job: Claimed, message: string) {
  await inTransaction(db, async (tx) => {
    const [failed] = await queryRows(tx, sql`update jobs set status = 'FAILED', last_error = ${message.slice(0, 1000)}, finished_at = now() where id = ${job.id} and status = 'QUEUED' returning id`);
    if (failed) await handlers.get(job.kind)?.fail(tx, job.payload, message);
  });
}

/**
 * Claims and runs the oldest due job; answers 1 when it handled one, 0 when none was free.
 * `side`: a database handle that is not the job's transaction (null on PGlite).
 */
export async function runNextJob(db: Db, side: Db | null): Promise<number> {
  const [job] = await queryRows<Claimed>(
    db,
    sql`update jobs set starts = starts + 1
        where id = (select id from jobs where status = 'QUEUED' and run_after <= now() order by id limit 1 for update skip locked)
        returning id, kind, payload, starts`,
  );
  if (!job) return 0;
  const handler = handlers.get(job.kind);
  if (!handler) {
    await failJob(db, job, `Bilinmeyen iş türü: ${job.kind}`);
    return 1;
  }
  if (job.starts > MAX_STARTS) {
    await failJob(db, job, `İş ${MAX_STARTS} denemede tamamlanamadı.`);
    return 1;
  }
  try {
    await inTransaction(db, async (tx) => {
      const [mine] = await queryRows(tx, sql`select id from jobs where id = ${job.id} and status = 'QUEUED' for update skip locked`);
      if (!mine) return; // another runner has it
      const progress = async (done: number, total: number) => {
        if (side) await execute(side, sql`update job_progress set done = ${done}, total = ${total}, updated_at = now() where job_id = ${job.id}`);
      };
      await handler.run({ tx, jobId: job.id, progress }, job.payload);
      await execute(tx, sql`update jobs set status = 'DONE', finished_at = now() where id = ${job.id}`);
      await execute(tx, sql`update job_progress set done = total, updated_at = now() where job_id = ${job.id}`);
    });
  } catch (error) {
    const safe = logSafeError(error);
    const message = safe instanceof Error ? safe.message : String(safe);
    console.error(`[iş] ${job.kind} #${job.id} başarısız: ${message}`);
    await failJob(db, job, message);
  }
  return 1;
}
