import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { insertBatch, setBatchJob } from '../../src/server/campaigns/batches/batch-repo.js';
import { BATCH_JOB } from '../../src/server/campaigns/batches/batch-service.js';
import { SERIALS } from '../../src/server/campaigns/batches/code-tables.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { type Db, inTransaction, queryRows } from '../../src/server/db/sql.js';
import { enqueueJob } from '../../src/server/jobs/job-queue.js';
import { testConfig } from '../support/test-config.js';
import { createTestDatabase, dbKinds } from '../support/test-db.js';

/**
 * Issue 14: a server process killed with SIGKILL in the middle of a batch leaves the whole batch
 * or nothing, and a server started again finishes the job without any repair step. The batch is
 * made by a real server process (`src/server/main.ts`), killed while its one transaction runs.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SIZE = { postgres: 750_000, pglite: 600_000 };

const count = async (db: Db, batchId: number) =>
  (await queryRows<{ n: number; d: number }>(db, sql`select count(*)::int as n, count(distinct code)::int as d from campaign_serials where batch_id = ${batchId}`))[0];
const state = async (db: Db, batchId: number) =>
  (
    await queryRows<{ status: string; job_status: string; starts: number }>(
      db,
      sql`select b.status, j.status as job_status, p.starts from code_batches b join jobs j on j.id = b.job_id join job_progress p on p.job_id = j.id where b.id = ${batchId}`,
    )
  )[0];

async function queueBatch(db: Db, units: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [c] = await queryRows<{ id: number }>(
      tx,
      sql`insert into accessory_campaigns (voucher_code, description, bill_template, amount, term_number, term_amount)
          values ('KIL0001', 'Kesinti testi', 'Kesinti testi', 100, 6, 16.67) returning id`,
    );
    const id = await insertBatch(tx, SERIALS, null as unknown as number, '{}', [
      { campaignId: c.id, ownerId: 1, unit: Math.floor(units / 2) },
      { campaignId: c.id, ownerId: 2, unit: units - Math.floor(units / 2) },
    ]);
    await setBatchJob(tx, id, await enqueueJob(tx, BATCH_JOB, { batchId: id }));
    return id;
  });
}

function startServer(env: Record<string, string>): { child: ChildProcess; listening: Promise<void>; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', NOTIFY_POLL_MS: '50', NOTIFY_ADAPTER: 'memory', LOG_LEVEL: 'warn', CLIENT_DIR: join(ROOT, 'no-client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('çalışıyor')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, listening, exited };
}

describe.each(dbKinds())('a serial batch killed mid-way on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('leaves no codes, and the next server finishes it whole', { timeout: 240_000 }, async () => {
    const units = SIZE[kind];
    const dataDir = mkdtempSync(join(tmpdir(), 'bp-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let database: Database;
    let env: Record<string, string>;
    if (kind === 'postgres') {
      const testDb = await createTestDatabase('postgres');
      cleanups.push(() => testDb.drop());
      database = testDb;
      env = { DATABASE_URL: testDb.url!, DATA_DIR: dataDir };
    } else {
      database = await openDatabase({ dataDir });
      env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
    const batchId = await queueBatch(database.db, units);
    // PGlite: one process per data folder, so the test lets go while the server runs.
    if (kind === 'pglite') await database.close();

    const server = startServer(env);
    cleanups.push(() => void server.child.kill('SIGKILL'));
    await server.listening;
    if (kind === 'postgres') {
      // Killed once the job has written some codes (its progress, from another connection).
      await expect.poll(async () => Number((await queryRows<{ done: string }>(database.db, sql`select done from job_progress p join code_batches b on b.job_id = p.job_id where b.id = ${batchId}`))[0].done), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    } else {
      // PGlite answers nobody while the batch runs: kill a little after the server is up.
      await new Promise((r) => setTimeout(r, 1500));
    }
    server.child.kill('SIGKILL');
    await server.exited;

    if (kind === 'pglite') database = await openDatabase({ dataDir });
    else {
      // The killed backend rolls back when it notices its client is gone; its lock goes with it.
      await expect
        .poll(async () => (await inTransaction(database.db, (tx) => queryRows(tx, sql`select id from jobs where status = 'QUEUED' for update skip locked`))).length, { timeout: 30_000, interval: 100 })
        .toBe(1);
    }
    expect(await count(database.db, batchId)).toEqual({ n: 0, d: 0 });
    expect(await state(database.db, batchId)).toEqual({ status: 'CONTINUING', job_status: 'QUEUED', starts: 1 });

    // Started again (here in-process, on the same database), with no repair step: the job runs anew.
    const built = await buildApp(testConfig(dataDir, { seedDemo: false, notify: { ...testConfig(dataDir).notify, pollMs: 50 } }), { database });
    cleanups.push(async () => {
      await built.close();
      if (kind === 'pglite') await database.close();
    });
    await expect.poll(async () => (await state(database.db, batchId)).status, { timeout: 180_000, interval: 250 }).toBe('COMPLETED');
    expect(await count(database.db, batchId)).toEqual({ n: units, d: units });
    expect(await state(database.db, batchId)).toEqual({ status: 'COMPLETED', job_status: 'DONE', starts: 2 });
  });
});
