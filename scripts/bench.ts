/**
 * `npm run bench`: latency of the hot paths through the whole stack (HTTP parsing,
 * guard, SQL), on PGlite and, with DATABASE_URL, on PostgreSQL. Not a test: prints
 * p50/p99 per scenario.
 */
import { startTestApp } from '../tests/support/test-app.js';
import type { DbKind } from '../tests/support/test-db.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name: string, rounds: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(2).padStart(7)} ms   (${rounds} runs)`);
}

async function benchKind(kind: DbKind) {
  const t = await startTestApp(kind, { loginLimit: { perUser: 1e9, perIp: 1e9, windowSeconds: 900 } });
  try {
    console.log(`\n${kind}:`);
    const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'reseller_admin', password: 'demo1234' } });
    const { token } = login.json();
    const auth = { authorization: `Bearer ${token}` };
    await measure('GET /api/user/ownWeb (guard + own user)', ROUNDS, () => t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: auth }));
    await measure('POST /api/reseller/child', ROUNDS, () =>
      t.app.inject({ method: 'POST', url: '/api/reseller/child', headers: auth, payload: ['BY10001'] }),
    );
    await measure('POST /auth/public/login (argon2id)', Math.min(ROUNDS, 50), () =>
      t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'ttg_user', password: 'demo1234' } }),
    );
    let refreshToken = login.json().refreshToken as string;
    await measure('POST /auth/public/refresh (rotation)', ROUNDS, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken } });
      refreshToken = res.json().refreshToken;
    });
  } finally {
    await t.close();
  }
}

const kinds: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await benchKind(kind);
