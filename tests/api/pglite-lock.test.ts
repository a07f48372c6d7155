import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.js';

// Each test opens a fresh embedded database (all migrations) once or twice: minutes on a busy machine.
const OPEN_TIMEOUT_MS = 180_000;

describe('embedded PGlite data folder', () => {
  it('creates missing folders, and refuses a second process on the same folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bp-lock-')), 'nested', 'data');
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false);

    // Another live process holds the folder.
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'portal.lock'), String(other.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/başka bir süreç/);
    } finally {
      other.kill();
    }
  }, OPEN_TIMEOUT_MS);

  it('takes over the lock of a process that is gone and keeps the data', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-lock-'));
    const a = await openDatabase({ dataDir: dir });
    await a.db.execute(sql`create table kept (v int)`);
    await a.db.execute(sql`insert into kept values (7)`);
    await a.close();
    writeFileSync(join(dir, 'portal.lock'), '999999');
    const b = await openDatabase({ dataDir: dir });
    const res = (await b.db.execute(sql`select v from kept`)) as unknown as { rows: { v: number }[] };
    expect(res.rows).toEqual([{ v: 7 }]);
    await b.close();
  }, OPEN_TIMEOUT_MS);
});
