import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds } from '../support/test-db.js';

/**
 * A start that cannot go on says why in one Turkish line and exits with 1 (src/server/main.ts):
 * the port taken by another process, and a failure with a cause (a query's own reason) — never a
 * stack trace to read. The real server process, started as `npm start` starts it.
 */
const ROOT = join(import.meta.dirname, '..', '..');

function runServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', SEED_DEMO: 'false', NOTIFY_ADAPTER: 'memory', LOG_LEVEL: 'warn', CLIENT_DIR: join(ROOT, 'no-client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe.each(dbKinds())('a start that cannot go on, on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('names the port another process holds and exits with 1', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bp-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (kind === 'postgres') {
      const testDb = await createTestDatabase('postgres');
      cleanups.push(() => testDb.drop());
      databaseUrl = testDb.url!;
    }
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const port = (taken.address() as { port: number }).port;

    const run = await runServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Bayi Portalı başlatılamadı: ${port} numaralı port kullanımda: başka bir işlem dinliyor; PORT (ölçümler için METRICS_PORT) ile başka bir port seçin.`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('çalışıyor');
  });
});

describe('a start whose database refuses it', () => {
  it('prints the failure with its cause and exits with 1', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bp-start-'));
    try {
      // Nothing listens on port 1: the connection is refused, and that reason is printed.
      const run = await runServer({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Bayi Portalı başlatılamadı:');
      expect(run.stderr).toContain('ECONNREFUSED');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
