/**
 * `npm run bench`: latency of the hot paths through the whole stack (HTTP parsing,
 * guard, SQL), on PGlite and, with DATABASE_URL, on PostgreSQL (a fresh temporary
 * database). Not a test: prints p50/p99 per scenario, then the catalogue at 100,000
 * products against its targets (list p99 ≤ 50 ms, full export ≤ 5 s), and the spreadsheet
 * intake (health p99 ≤ 100 ms while files are read, 100,000 rows ≤ 8 s, peak RSS ≤ 1 GiB).
 * Then the prices at 1,000,000 versions (scripts/bench-prices.ts).
 * Then the storefront at 100,000 products × 3 distributors (scripts/bench-storefront.ts).
 * Then the storefront searched offline from Dexie in Chromium at 20,000 products (scripts/bench-offline.ts).
 * Then the client's first load: initial JS+CSS gzip (scripts/bench-bundle.ts) and Lighthouse's mobile
 * scores of /login and the storefront (scripts/bench-lighthouse.ts).
 * Then serial batches: 1,000,000 codes made, search by value over 10,000,000, one reseller's export (scripts/bench-codes.ts).
 * Then the HTTP load on PostgreSQL: the seed:large data, the real server, 10 connections at random pages (scripts/bench-load.ts).
 * Then the serial ledger: 100,000 supplier-invoice lines through the feed (both databases), and on PostgreSQL
 * 10,000,000 units × 1,000,000 distribution records under an HTTP load and a 10,000-serial transfer file (scripts/bench-ledger.ts).
 * Then the sales (PostgreSQL): 2,000,000 sales, /productSaleList by serial, campaign code and a 32-day range, and the wizard's completion (scripts/bench-sales.ts).
 * Then the faulty products (PostgreSQL): 1,000,000 tickets, /faultyProductSearch and the supplier's list, a report with five 1 MB photos (scripts/bench-faulty.ts).
 * Then the scores (PostgreSQL): 5,000,000 score transactions, the score page and 'Bütün Puan İşlemleri', 100 concurrent approvals and gift requests of one dealer (scripts/bench-scores.ts).
 * Then the reports (PostgreSQL): 2,000,000 sales, the six-month report per dimension, a 31-day daily report with every filter and the dashboard's gauges (scripts/bench-reports.ts).
 * BENCH_ONLY=auth|catalogue|intake|prices|storefront|orders|codes|sync|load|ledger|sales|faulty|scores|reports|offline|bundle|lighthouse runs one part.
 */
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import { queryRows } from '../src/server/db/sql.js';
import { seedCatalogue } from '../src/server/db/seed/catalogue.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { startTestApp, type TestApp } from '../tests/support/test-app.js';
import { defaultConfig } from '../tests/support/api-helpers.js';
import type { DbKind } from '../tests/support/test-db.js';
import { benchIntake, INTAKE_TARGET } from './bench-intake.js';
import { spawn } from 'node:child_process';
import { type Figure, measureRounds, percentile } from './bench-measure.js';
import { benchStockIngest } from './bench-storefront-ingest.js';
import { benchOrders } from './bench-orders.js';
import { benchBundle } from './bench-bundle.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const CATALOGUE_SIZE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const LIST_REQUESTS = Math.max(200, Number(process.env.BENCH_LIST_REQUESTS ?? 400));
const TARGET = { listP99Ms: 50, exportMs: 5000 };


interface Result {
  kind: DbKind;
  name: string;
  p50: number;
  p99: number;
  target?: number;
  atLeast?: boolean;
}
const results: Result[] = [];

async function measure(kind: DbKind, name: string, rounds: number, fn: (i: number) => Promise<unknown>, target?: number) {
  const f = await measureRounds(name, rounds, fn, target ?? 0);
  results.push({ ...f, kind, target });
}

async function benchAuth(kind: DbKind) {
  const t = await startTestApp(kind, { loginLimit: { ...defaultConfig().loginLimit, perUser: 1e9, perIp: 1e9 } });
  try {
    console.log(`\n${kind}: kimlik ve kabuk`);
    const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'reseller_admin', password: 'demo1234' } });
    const { token } = login.json();
    const auth = { authorization: `Bearer ${token}` };
    await measure(kind, 'GET /api/user/ownWeb (guard + own user)', ROUNDS, () => t.app.inject({ method: 'GET', url: '/api/user/ownWeb', headers: auth }));
    await measure(kind, 'POST /api/reseller/child', ROUNDS, () => t.app.inject({ method: 'POST', url: '/api/reseller/child', headers: auth, payload: ['BY10001'] }));
    await measure(kind, 'POST /auth/public/login (argon2id)', Math.min(ROUNDS, 50), () =>
      t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'ttg_user', password: 'demo1234' } }),
    );
    let refreshToken = login.json().refreshToken as string;
    await measure(kind, 'POST /auth/public/refresh (rotation)', ROUNDS, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/public/refresh', payload: { refreshToken } });
      refreshToken = res.json().refreshToken;
    });
  } finally {
    await t.close();
  }
}

const CATALOGUE_TABLES = 'model_audit, model_labels, model_pictures, model_price_disties, model_price_supplies, model_updates, models, tolerances, sub_categories, categories, brands';

/** The demo catalogue seed alone (every API test file pays it): emptied and seeded again. */
async function timeCatalogueSeed(t: TestApp) {
  const images = fileImageStore(join(t.config.dataDir, 'images'));
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    await t.database.db.execute(sql.raw(`truncate ${CATALOGUE_TABLES} restart identity cascade`));
    const t0 = performance.now();
    await seedCatalogue(t.database.db, images);
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[1];
}

async function benchCatalogue(kind: DbKind) {
  const t = await startTestApp(kind);
  try {
    console.log(`\n${kind}: katalog (${CATALOGUE_SIZE.toLocaleString('tr-TR')} ürün)`);
    const seedMs = await timeCatalogueSeed(t);
    console.log(`  demo katalog tohumu (2.000 ürün, resimler dahil)         ${seedMs.toFixed(0).padStart(8)} ms (3 denemenin ortancası)`);
    results.push({ kind, name: 'demo catalogue seed (2,000 products)', p50: seedMs, p99: seedMs, target: 1000 });

    const t0 = performance.now();
    const added = await addProducts(t.database.db, CATALOGUE_SIZE);
    console.log(`  +${added.toLocaleString('tr-TR')} ürün eklendi                                   ${((performance.now() - t0) / 1000).toFixed(1).padStart(8)} sn`);
    console.log(`\n${kind}: stok aktarımı`);
    for (const f of await benchStockIngest(t)) results.push({ kind, ...f });

    const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'ttg_admin', password: 'demo1234' } });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const categories = (await queryRows<{ id: number }>(t.database.db, sql`select id from categories order by id`)).map((c) => c.id);
    const list = (body: object, page: number, sort = 'name,asc') =>
      t.app.inject({ method: 'POST', url: `/api/model/getAll/admin?page=${page}&size=10&sort=${sort}`, headers, payload: body }).then((res) => {
        if (res.statusCode !== 200) throw new Error(`list ${res.statusCode}: ${res.body.slice(0, 300)}`);
        return res;
      });

    await measure(
      kind,
      'model/getAll/admin category+supplyStatus, name asc',
      LIST_REQUESTS,
      (i) => list({ category: categories[i % categories.length], supplyStatus: i % 5 === 0 ? 'KAPALI' : 'AÇIK' }, Math.floor(i / categories.length) % 25),
      TARGET.listP99Ms,
    );
    await measure(kind, 'model/getAll/admin no filter, id desc (first screen)', LIST_REQUESTS, (i) => list({}, i % 25, 'id,desc'), TARGET.listP99Ms);
    const words = ['kablo', 'şarj', 'kılıf', 'powerbank', 'kulaklık', 'hoparlör', 'bellek', 'tutucu'];
    await measure(kind, 'model/getAll/admin modelName contains, name asc', LIST_REQUESTS, (i) => list({ modelName: words[i % words.length] }, i % 10), TARGET.listP99Ms);

    // Deep pages: page 400 of a filtered list costs about what page 0 does (keys first, then rows).
    const deepFilter = { supplyStatus: 'AÇIK' };
    await measure(kind, 'model/getAll/admin AÇIK, page 0 (size 25)', 100, () =>
      t.app.inject({ method: 'POST', url: '/api/model/getAll/admin?page=0&size=25&sort=name,asc', headers, payload: deepFilter }),
    );
    await measure(kind, 'model/getAll/admin AÇIK, page 400 (size 25)', 100, () =>
      t.app.inject({ method: 'POST', url: '/api/model/getAll/admin?page=400&size=25&sort=name,asc', headers, payload: deepFilter }),
    );
    // Ten users paging at random at once.
    const concurrent: number[] = [];
    for (let round = 0; round < 20; round++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const t0 = performance.now();
          const page = Math.floor(Math.random() * 2000);
          const res = await t.app.inject({ method: 'POST', url: `/api/model/getAll/admin?page=${page}&size=25&sort=name,asc`, headers, payload: deepFilter });
          if (res.statusCode !== 200) throw new Error(`deep page ${res.statusCode}`);
          concurrent.push(performance.now() - t0);
        }),
      );
    }
    concurrent.sort((a, b) => a - b);
    const c50 = percentile(concurrent, 50);
    const c99 = percentile(concurrent, 99);
    console.log(`  10 users paging at random (pages 0-2000, size 25)           p50 ${c50.toFixed(2).padStart(8)} ms   p99 ${c99.toFixed(2).padStart(8)} ms`);
    results.push({ kind, name: '10 concurrent users, random deep pages', p50: c50, p99: c99, target: 200 });

    const exportTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 2; i++) {
      const e0 = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/model/getAll/admin/excel?sort=name,asc', headers, payload: {} });
      exportTimes.push(performance.now() - e0);
      const body = res.rawPayload;
      if (res.statusCode !== 200 || body.readUInt32LE(0) !== 0x04034b50) throw new Error(`export ${res.statusCode}: not a zip`);
      bytes = body.length;
    }
    const exportMs = Math.min(...exportTimes);
    console.log(`  model/getAll/admin/excel, all products (${(bytes / 1e6).toFixed(1)} MB zip)    ${exportMs.toFixed(0).padStart(8)} ms`);
    results.push({ kind, name: `export all ${CATALOGUE_SIZE.toLocaleString('en')} products (xlsx)`, p50: exportMs, p99: exportMs, target: TARGET.exportMs });
  } finally {
    await t.close();
  }
}

function printTargets() {
  const rows = results.filter((r) => r.target !== undefined);
  if (!rows.length) return;
  console.log('\nHedefler:');
  console.log(`  ${'db'.padEnd(9)}${'senaryo'.padEnd(54)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'hedef'.padStart(10)}  sonuç`);
  for (const r of rows) {
    const ok = (r.atLeast ? r.p99 >= r.target! : r.p99 <= r.target!) ? 'OK' : r.atLeast ? 'ALTINDA' : 'AŞILDI';
    console.log(`  ${r.kind.padEnd(9)}${r.name.padEnd(54)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(10)}${String(r.target).padStart(10)}  ${ok}`);
  }
}

/** A part in a process of its own per database kind (its peak RSS is that kind's alone; big seeds stay apart). */
function partInChild(script: string, kind: DbKind): Promise<Figure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, kind], { stdio: ['ignore', 'pipe', 'inherit'] });
    let figures: Figure[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('FIGURES ')) figures = JSON.parse(line.slice(8));
        else console.log(line);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(figures) : reject(new Error(`${script} ${kind}: exit ${code}`))));
  });
}

const kinds: DbKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const only = process.env.BENCH_ONLY; // 'auth' | 'catalogue' | 'intake' | 'prices' | 'storefront' | 'orders' | 'codes' | 'sync' | 'load' | 'ledger' | 'sales' | 'faulty' | 'scores' | 'reports' | 'offline' | 'bundle' | 'lighthouse'
for (const kind of kinds) {
  if (!only || only === 'intake') {
    for (const f of await benchIntake(kind)) {
      results.push({ kind, name: `health p99 during: ${f.name}`.slice(0, 52), p50: f.healthP50, p99: f.healthP99, target: INTAKE_TARGET.healthP99Ms });
      results.push({ kind, name: `peak RSS MB: ${f.name}`.slice(0, 52), p50: f.rssMb, p99: f.rssMb, target: INTAKE_TARGET.rssMb });
      if (f.name.startsWith('100.000 satırlı')) results.push({ kind, name: 'read + check 100,000 product rows (ms)', p50: f.ms, p99: f.ms, target: INTAKE_TARGET.readMs });
    }
  }
  if (!only || only === 'auth') await benchAuth(kind);
  if (!only || only === 'catalogue') await benchCatalogue(kind);
  if (!only || only === 'prices') for (const f of await partInChild('scripts/bench-prices.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'storefront') for (const f of await partInChild('scripts/bench-storefront.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'orders') for (const f of await benchOrders(kind)) results.push({ kind, ...f });
  if (!only || only === 'codes') for (const f of await partInChild('scripts/bench-codes.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'sync') for (const f of await partInChild('scripts/bench-sync.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'load') for (const f of await partInChild('scripts/bench-load.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'ledger') for (const f of await partInChild('scripts/bench-ledger.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'sales') for (const f of await partInChild('scripts/bench-sales.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'faulty') for (const f of await partInChild('scripts/bench-faulty.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'scores') for (const f of await partInChild('scripts/bench-scores.ts', kind)) results.push({ kind, ...f });
  if (!only || only === 'reports') for (const f of await partInChild('scripts/bench-reports.ts', kind)) results.push({ kind, ...f });
  // Chromium against one server: the last kind (PostgreSQL when DATABASE_URL is set).
  if ((!only || only === 'offline') && kind === kinds.at(-1)) for (const f of await partInChild('scripts/bench-offline.ts', kind)) results.push({ kind, ...f });
}
// The client: what a first visit downloads, and Lighthouse's mobile run (Chromium, one server: the last kind).
if (!only || only === 'bundle') for (const f of benchBundle()) results.push({ kind: kinds.at(-1)!, ...f });
if (!only || only === 'lighthouse') for (const f of await partInChild('scripts/bench-lighthouse.ts', kinds.at(-1)!)) results.push({ kind: kinds.at(-1)!, ...f });
printTargets();
