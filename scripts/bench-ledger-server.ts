/**
 * The real server for the ledger bench (BENCH_ONLY=ledger): `src/server/main.ts` in a process of
 * its own on the bench's database, as `npm start` runs it (the same as bench-load.ts does), and
 * a sign-in over HTTP. Kept beside the ledger bench so that part owns its harness.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverNodeArgs } from './server-node-args.js';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Starts the server on `databaseUrl`; resolves with its address and a stop once it says it runs. */
export async function startRealServer(databaseUrl: string) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (not allowed in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // The server's log goes to a file, not a pipe: a pipe's reader is this busy load process, and
  // the server's synchronous writes to a full pipe waited for it (a third of the server's time).
  const logFile = join(tmpdir(), `bp-bench-server-${port}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...serverNodeArgs(), ...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NOTIFY_ADAPTER: 'memory', DATA_DIR: join(tmpdir(), `bp-ledger-${port}`) },
    stdio: ['ignore', fd, 'inherit'],
  });
  closeSync(fd);
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exit ${code}: ${readFileSync(logFile, 'utf8').slice(-500)}`)));
    const poll = setInterval(() => {
      if (!readFileSync(logFile, 'utf8').includes('çalışıyor')) return;
      clearInterval(poll);
      resolve();
    }, 50);
    child.on('exit', () => clearInterval(poll));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A bearer header for `username` (every bench user's password is the demo one). */
export async function signIn(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/auth/public/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}
