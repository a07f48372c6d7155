import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, execute, queryRows } from '../../src/server/db/sql.js';
import { enqueueJob, MAX_STARTS, registerJobHandler, runNextJob } from '../../src/server/jobs/job-queue.js';
import { createTestDatabase, dbKinds, type TestDatabase } from '../support/test-db.js';

/**
 * The job queue on its own: a start is counted only by the runner that holds the job's lock, so
 * runners racing for one job count one start (they used to count one each, and a job could fail
 * "after three tries" that never failed); a throwing handler and a worn-out job fail with their
 * message and their handler's `fail`.
 */
const ran = new Map<string, number>();
const failed: { key: string; message: string }[] = [];

registerJobHandler<{ key: string }>('test-count', {
  async run(ctx, payload) {
    await ctx.progress(1, 1);
    ran.set(payload.key, (ran.get(payload.key) ?? 0) + 1);
  },
  async fail(_tx, payload, message) {
    failed.push({ key: payload.key, message });
  },
});
registerJobHandler<{ key: string }>('test-throw', {
  async run(ctx) {
    await execute(ctx.tx, sql`update job_progress set total = 99 where job_id = ${ctx.jobId}`);
    throw new Error('Bozuk iş');
  },
  async fail(_tx, payload, message) {
    failed.push({ key: payload.key, message });
  },
});

const jobState = async (db: Db, id: number) =>
  (
    await queryRows<{ status: string; starts: number; last_error: string | null; total: number }>(
      db,
      sql`select j.status, p.starts, j.last_error, p.total::int as total from jobs j join job_progress p on p.job_id = j.id where j.id = ${id}`,
    )
  )[0];

/** Runs the next job with the error log captured: a failed job says in the log what failed and why. */
async function runLogged(db: Db, side: Db | null) {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return { handled: await runNextJob(db, side), logged: log.mock.calls.map((call) => String(call[0])) };
  } finally {
    log.mockRestore();
  }
}

describe.each(dbKinds())('job queue on %s', (kind) => {
  let database: TestDatabase;
  const side = () => (kind === 'postgres' ? database.db : null);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('runs a job once and counts one start', async () => {
    const id = await enqueueJob(database.db, 'test-count', { key: `${kind}-1` });
    expect(await runNextJob(database.db, side())).toBe(1);
    expect(await runNextJob(database.db, side())).toBe(0);
    expect(ran.get(`${kind}-1`)).toBe(1);
    expect(await jobState(database.db, id)).toMatchObject({ status: 'DONE', starts: 1 });
  });

  it('fails a throwing job at once: its work rolled back, its handler told, the message kept', async () => {
    const id = await enqueueJob(database.db, 'test-throw', { key: `${kind}-2` });
    expect(await runLogged(database.db, side())).toEqual({ handled: 1, logged: [`[iş] test-throw #${id} başarısız: Bozuk iş`] });
    expect(await jobState(database.db, id)).toEqual({ status: 'FAILED', starts: 1, last_error: 'Bozuk iş', total: 0 });
    expect(failed).toContainEqual({ key: `${kind}-2`, message: 'Bozuk iş' });
  });

  it(`fails a job started ${MAX_STARTS} times before (it kept killing its process) instead of running it`, async () => {
    const id = await enqueueJob(database.db, 'test-count', { key: `${kind}-3` });
    await execute(database.db, sql`update job_progress set starts = ${MAX_STARTS} where job_id = ${id}`);
    expect(await runLogged(database.db, side())).toEqual({ handled: 1, logged: [`[iş] test-count #${id} başarısız: İş ${MAX_STARTS} denemede tamamlanamadı.`] });
    expect(ran.has(`${kind}-3`)).toBe(false);
    expect(await jobState(database.db, id)).toMatchObject({ status: 'FAILED', starts: MAX_STARTS + 1, last_error: `İş ${MAX_STARTS} denemede tamamlanamadı.` });
    expect(failed).toContainEqual({ key: `${kind}-3`, message: `İş ${MAX_STARTS} denemede tamamlanamadı.` });
  });

  it.runIf(kind === 'postgres')('counts one start per job when four runners race for it', async () => {
    const ids: number[] = [];
    for (let round = 0; round < 40; round++) {
      const key = `${kind}-race-${round}`;
      ids.push(await enqueueJob(database.db, 'test-count', { key }));
      const handled = await Promise.all([0, 1, 2, 3].map(() => runNextJob(database.db, database.db)));
      expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
      expect(ran.get(key)).toBe(1);
    }
    const rows = await queryRows<{ status: string; starts: number }>(
      database.db,
      sql`select j.status, p.starts from jobs j join job_progress p on p.job_id = j.id where j.id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(rows).toHaveLength(40);
    expect(rows.every((r) => r.status === 'DONE' && r.starts === 1)).toBe(true);
  });
});
