/**
 * The load part of `npm run bench` (BENCH_ONLY=load), PostgreSQL only: the data of
 * `npm run seed:large` (100,000 products, about 1,000,000 price versions with a year of
 * history, stock for the 3 distributors) on a fresh database, ANALYZEd as after any bulk load;
 * the real server (`src/server/main.ts`) in a process of its own; then a real HTTP load of 10
 * connections for BENCH_LOAD_SECONDS (15) per scenario, each request a random page (and a random
 * category where named): the dealer's storefront and the admin product list with and without
 * name-contains. Targets (issue 29): storefront p99 ≤ 50 ms and ≥ 150 req/s; admin list p99 ≤ 100 ms.
 * PGlite is one connection inside one process: no HTTP load is measured on it.
 */
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execute } from '../src/server/db/sql.js';
import { seedCatalogue } from '../src/server/db/seed/catalogue.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { addPriceHistory } from '../src/server/db/seed/prices-large.js';
import { addStock } from '../src/server/db/seed/stock.js';
import { tickStorefront } from '../src/server/storefront/storefront-clock.js';
import { createTestDatabase, type DbKind } from '../tests/support/test-db.js';
import type { Figure } from './bench-measure.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { serverNodeArgs } from './server-node-args.js';

export const LOAD_TARGET = { storefrontP99Ms: 50, storefrontRps: 150, adminP99Ms: 100 };
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const CONNECTIONS = 10;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** The real server on `databaseUrl`, as `npm start` runs it; resolves with its address and a stop. */
async function startServer(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NOTIFY_ADAPTER: 'memory', DATA_DIR: join(tmpdir(), `bp-load-${port}`) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('çalışıyor')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exit ${code}: ${out.slice(-500)}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function login(base: string, username: string) {
  const res = await fetch(`${base}/auth/public/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function post<T>(base: string, headers: Record<string, string>, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

export async function benchLoad(kind: DbKind): Promise<Figure[]> {
  if (kind !== 'postgres') {
    console.log(`\n${kind}: HTTP yükü yalnızca PostgreSQL'de ölçülür (PGlite tek bağlantılı, gömülü).`);
    return [];
  }
  const testDb = await createTestDatabase('postgres');
  try {
    console.log(`\n${kind}: HTTP yükü (${CONNECTIONS} bağlantı, senaryo başına ${SECONDS} sn, rastgele sayfalar; seed:large verisi)`);
    const s0 = performance.now();
    // What `npm run seed:large` does: the demo seed (reference data, organisation, catalogue), then the bulk.
    const db = testDb.db;
    const images = fileImageStore(join(tmpdir(), 'bp-load-images'));
    await seedReference(db);
    await seedDemo(db, images);
    await seedCatalogue(db, images);
    await addProducts(db, PRODUCTS);
    await addPriceHistory(db);
    await addStock(db);
    // As after any bulk load: statistics and the visibility map (index-only scans), then the clock.
    await execute(db, sql`vacuum analyze`);
    await tickStorefront(db, 0);
    const [{ versions, items }] = (
      await db.execute<{ versions: number; items: number }>(
        sql`select (select count(*)::int from model_price_disties) as versions, (select count(*)::int from storefront_items) as items`,
      )
    ).rows;
    console.log(`  veri ${((performance.now() - s0) / 1000).toFixed(0)} sn: ${versions.toLocaleString('tr-TR')} fiyat sürümü, vitrin okuma modelinde ${items.toLocaleString('tr-TR')} satır`);

    const server = await startServer(testDb.url!);
    const figures: Figure[] = [];
    try {
      const dealer = await login(server.base, 'reseller_admin');
      const admin = await login(server.base, 'ttg_admin');
      const rnd = (n: number) => Math.floor(Math.random() * n);
      const measure = async (name: string, headers: Record<string, string>, next: (i: number) => LoadRequest, p99Target: number, rpsTarget?: number) => {
        const f = await runLoad(server.base, name, next, { connections: CONNECTIONS, seconds: SECONDS, headers });
        if (f.errors) throw new Error(`${name}: ${f.errors} hata`);
        figures.push({ name: `${name} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target: p99Target });
        if (rpsTarget) figures.push({ name: `${name} (req/s)`, p50: f.rps, p99: f.rps, target: rpsTarget, atLeast: true });
      };

      const shop = await post<{ totalElements: number }>(server.base, dealer, '/api/storefront/products?page=0&size=12', {});
      const filters = (await (await fetch(`${server.base}/api/storefront/filters`, { headers: dealer })).json()) as { categories: { id: number }[] };
      const categories = filters.categories.map((c) => c.id);
      const perCategory = new Map<number, number>();
      for (const c of categories) perCategory.set(c, (await post<{ totalElements: number }>(server.base, dealer, '/api/storefront/products?page=0&size=24', { category: c })).totalElements);
      console.log(`  BY10001 vitrini: ${shop.totalElements.toLocaleString('tr-TR')} ürün`);
      await measure('vitrin, filtresiz, rastgele sayfa (12)', dealer, () => ({ method: 'POST', path: `/api/storefront/products?page=${rnd(Math.ceil(shop.totalElements / 12))}&size=12`, body: {} }), LOAD_TARGET.storefrontP99Ms, LOAD_TARGET.storefrontRps);
      await measure('vitrin, rastgele kategori ve sayfa (24)', dealer, () => {
        const c = categories[rnd(categories.length)];
        return { method: 'POST', path: `/api/storefront/products?page=${rnd(Math.max(1, Math.ceil(perCategory.get(c)! / 24)))}&size=24`, body: { category: c } };
      }, LOAD_TARGET.storefrontP99Ms);

      const all = await post<{ totalElements: number }>(server.base, admin, '/api/model/getAll/admin?page=0&size=25', {});
      const kablo = await post<{ totalElements: number }>(server.base, admin, '/api/model/getAll/admin?page=0&size=25', { modelName: 'kablo' });
      console.log(`  ürün listesi: ${all.totalElements.toLocaleString('tr-TR')} ürün, 'kablo' içeren ${kablo.totalElements.toLocaleString('tr-TR')}`);
      await measure('ürün listesi (admin), rastgele sayfa (25)', admin, () => ({ method: 'POST', path: `/api/model/getAll/admin?page=${rnd(Math.ceil(all.totalElements / 25))}&size=25`, body: {} }), LOAD_TARGET.adminP99Ms);
      await measure("ürün listesi (admin), ad 'kablo' içerir, rastgele sayfa (25)", admin, () => ({ method: 'POST', path: `/api/model/getAll/admin?page=${rnd(Math.ceil(kablo.totalElements / 25))}&size=25`, body: { modelName: 'kablo' } }), LOAD_TARGET.adminP99Ms);
      await runLoad(server.base, 'health (karşılaştırma için)', () => ({ method: 'GET', path: '/api/health' }), { connections: CONNECTIONS, seconds: Math.min(SECONDS, 5) });
    } finally {
      await server.stop();
    }
    return figures;
  } finally {
    await testDb.drop();
  }
}

/** Run on its own: `tsx scripts/bench-load.ts postgres`; the last line carries the figures. */
if (process.argv[1]?.endsWith('bench-load.ts')) {
  const figures = await benchLoad((process.argv[2] ?? 'postgres') as DbKind);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
