/**
 * The offline part of `npm run bench` (BENCH_ONLY=offline): the dealer's storefront searched
 * from Dexie in Chromium with the network cut (ARCHITECTURE "Offline field kit": search by name
 * or barcode p95 ≤ 50 ms at 20,000 products; first sync stored ≤ 2 s).
 *
 * The production build (built into BENCH_CLIENT_DIR, default a temporary folder, unless
 * BENCH_CLIENT_DIR already holds one and BENCH_REUSE_BUILD=1), the real server on a fresh
 * database of the given kind (PostgreSQL when bench.ts has DATABASE_URL) with the demo seed,
 * DST001's storefront grown to 20,000 products; reseller_admin logs in and the sync engine's
 * first sync is read from its User Timing measure ('offline:first-sync:storefront'). Then the
 * context goes offline and 100 searches (a word of a name, two words, a full barcode as a
 * scanner types it) are typed into the storefront's search box; each offline grid query
 * records 'offline:storefront-query' (storefront/shop/local-storefront.ts), read here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { type Db, execute, queryRows } from '../src/server/db/sql.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { seedStorefront } from '../src/server/db/seed/storefront.js';
import { DESKTOP, launchBrowser, loginWithPassword, openPage } from '../tests/e2e/support/browser.js';
import { createTestDatabase, type DbKind } from '../tests/support/test-db.js';
import { type Figure, figureOf, percentile } from './bench-measure.js';

/** Targets: search p95 and first sync (ARCHITECTURE); the cold first query builds the in-memory view once per sync. */
export const OFFLINE_TARGET = { searchP95Ms: 50, firstSyncMs: 2_000, coldQueryMs: 500 };
const PRODUCTS = Number(process.env.BENCH_OFFLINE_PRODUCTS ?? 20_000);
const SEARCHES = Number(process.env.BENCH_OFFLINE_SEARCHES ?? 100);
const QUERY_MEASURE = 'offline:storefront-query';
const FIRST_SYNC_MEASURE = 'offline:first-sync:storefront';

/** DST001's storefront now (the demo reseller BY10001 buys from it). */
const storefrontCount = async (db: Db) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from storefront_items i join disties x on x.id = i.disty_id and x.code = 'DST001'
          where i.price_start <= now() and (i.price_end is null or i.price_end > now())`,
    )
  )[0].n;

/**
 * Grows DST001's storefront to `target` products: approved products from the large seed, then
 * one approved DST001 version with a reseller price for each product of a supplier DST001
 * distributes (the read model's triggers list them), and stock for each.
 */
export async function seedOfflineStorefront(db: Db, target: number) {
  for (let round = 0; round < 5; round++) {
    const need = target - (await storefrontCount(db));
    if (need <= 0) break;
    const [{ n: models }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from models`);
    // About two thirds of the products' suppliers deliver to DST001.
    await addProducts(db, models + Math.ceil(need * 1.6));
    await execute(
      db,
      sql`with dst as (select id from disties where code = 'DST001'),
          pick as (
            select p.id, p.model_id, p.start_date, p.recommended_reseller_price, p.created_at
            from model_price_supplies p join supply_disties sd on sd.supply_id = p.supply_id and sd.disty_id = (select id from dst)
            where p.approve_type = 'APPROVED' and p.end_date is null
              and not exists (select 1 from model_price_disties d where d.model_id = p.model_id and d.disty_id = (select id from dst))
            order by p.model_id limit ${need})
          insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type, decided_at, created_at)
          select model_id, (select id from dst), id, start_date, round(recommended_reseller_price * 0.97, 2), 'APPROVED', created_at + interval '1 day', created_at
          from pick`,
    );
  }
  await execute(
    db,
    sql`insert into disty_stocks (disty_id, model_id, quantity, reserved)
        select d.disty_id, d.model_id, (d.model_id * 7) % 60, 0
        from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001' where d.approve_type = 'APPROVED'
        on conflict do nothing`,
  );
  await seedStorefront(db);
  await execute(db, sql`vacuum analyze`);
  return storefrontCount(db);
}

/** What a dealer types: a word of a name, two words, or a whole barcode (a scanner's keystrokes). */
async function searchTerms(db: Db, count: number): Promise<string[]> {
  const rows = await queryRows<{ name: string; barcode: string }>(
    db,
    sql`select m.name, m.barcode from storefront_items i join disties x on x.id = i.disty_id and x.code = 'DST001'
        join models m on m.id = i.model_id order by (i.model_id * 7919) % 10007, i.model_id limit ${count * 2}`,
  );
  const terms: string[] = [];
  for (const [i, r] of rows.entries()) {
    const words = r.name.split(/\s+/).filter((w) => w.length >= 3);
    const term = i % 3 === 0 ? r.barcode : i % 3 === 1 ? (words[0] ?? r.name) : words.slice(0, 2).join(' ');
    // The same text twice in a row would not search again.
    if (term && term !== terms.at(-1)) terms.push(term);
    if (terms.length === count) break;
  }
  return terms;
}

function buildClient(dir: string) {
  if (process.env.BENCH_REUSE_BUILD === '1' && existsSync(join(dir, 'index.html'))) return;
  mkdirSync(dir, { recursive: true });
  console.log(`  üretim derlemesi → ${dir}`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dir, '--emptyOutDir'], { stdio: 'inherit' });
  execFileSync('npx', ['tsx', 'scripts/precompress.ts', dir], { stdio: 'inherit' });
}

const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((m) => m.duration), name);

/** Rows the sync stored in the browser's Dexie database. */
const storedProducts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('bayi-portali-offline');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          // The set is stored in chunks of products (src/client/lib/offline/row-chunks.ts).
          const all = open.result.transaction('productChunks').objectStore('productChunks').getAll();
          all.onsuccess = () => {
            const decoder = new TextDecoder();
            done((all.result as { rows: Uint8Array }[]).reduce((sum, chunk) => sum + (JSON.parse(decoder.decode(chunk.rows)) as unknown[]).length, 0));
            open.result.close();
          };
        };
      }),
  );

/** The storefront's view kept as one record (ui/list/offline-read.ts): is it the current sync's, and how long one read of it takes. */
const keptView = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ items: number; current: boolean; readMs: number }>((done, fail) => {
        const open = indexedDB.open('bayi-portali-offline');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('meta').objectStore('meta');
          const t0 = performance.now();
          const view = store.get('view:storefront');
          const meta = store.get('meta:storefront');
          view.onsuccess = () => {
            const readMs = performance.now() - t0;
            meta.onsuccess = () => {
              // A view is current when built at the set's change counter (ui/list/offline-read.ts versionOf: '<changed>-<hash of the lookups>').
              const changed = store.get('changed:storefront');
              changed.onsuccess = () => {
                done({ items: view.result?.value.items.length ?? 0, current: !!meta.result && String(view.result?.value.syncedAt).startsWith(`${String(changed.result?.value)}-`), readMs });
                open.result.close();
              };
            };
          };
        };
      }),
  );

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The 10 busiest threads of a Chromium trace (the sum of their top-level tasks). */
function printBusyThreads(buffer: Buffer) {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && (e.name === 'thread_name' || e.name === 'process_name')) names.set(e.name === 'thread_name' ? `${e.pid}:${e.tid}` : `${e.pid}`, e.args?.name ?? '');
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.name !== 'ThreadControllerImpl::RunTask') continue;
    const thread = `${names.get(String(e.pid)) ?? e.pid} / ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
    busy.set(thread, (busy.get(thread) ?? 0) + e.dur / 1000);
  }
  for (const [thread, ms] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${thread}`);
}

/** The same full sync fetched page by page in Node (no browser): the server's and the wire's share of the first sync. */
async function serverSync(baseUrl: string) {
  const login = await fetch(`${baseUrl}/auth/public/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'reseller_admin', password: 'demo1234' }) });
  const { token } = (await login.json()) as { token: string };
  let cursor: string | undefined;
  let pages = 0;
  let bytes = 0;
  let wireBytes = 0;
  const texts: string[] = [];
  const t0 = performance.now();
  for (;;) {
    const url = `${baseUrl}/api/storefront/sync?limit=5000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    const text = await res.text();
    bytes += Buffer.byteLength(text);
    texts.push(text);
    const body = JSON.parse(text) as { cursor: string; more: boolean };
    pages += 1;
    if (!body.more) break;
    cursor = body.cursor;
  }
  const ms = performance.now() - t0;
  // What the server's compression (src/server/plugins/compression.ts: brotli 4) puts on the wire; fetch hides the encoded length.
  for (const text of texts) wireBytes += brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  return { ms, pages, bytes, wireBytes };
}

export async function benchOffline(kind: DbKind): Promise<Figure[]> {
  const clientDir = resolve(process.env.BENCH_CLIENT_DIR ?? mkdtempSync(join(tmpdir(), 'bp-bench-offline-')));
  console.log(`\n${kind}: çevrimdışı vitrin (${PRODUCTS.toLocaleString('tr-TR')} ürün, Chromium)`);
  buildClient(clientDir);
  const database = await createTestDatabase(kind);
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'bp-bench-offline-data-')), DATABASE_URL: '' });
  const built = await buildApp(
    { ...base, clientDir, seedDemo: true, logLevel: 'silent', notify: { ...base.notify, adapter: 'memory', pollMs: 3_600_000 } },
    { database },
  );
  const browser = await launchBrowser();
  try {
    const db = built.database.db;
    const s0 = performance.now();
    const listed = await seedOfflineStorefront(db, PRODUCTS);
    console.log(`  tohum ${((performance.now() - s0) / 1000).toFixed(1)} sn; DST001 vitrininde ${listed.toLocaleString('tr-TR')} ürün`);
    const terms = await searchTerms(db, SEARCHES);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = built.app.server.address() as AddressInfo;

    const { context, page } = await openPage(browser, `http://127.0.0.1:${port}`, DESKTOP);
    page.setDefaultTimeout(60_000);
    // The app installed, as a dealer has it: the service worker's precache (the shell, about 190
    // files) is done before the dealer signs in, as it is while a person types a password. Signing
    // in at once instead, the precache and the first sync share the machine's two cores.
    await page.goto('/login');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // BENCH_TRACE=1: the browser's busy time per thread from login to the end of the first sync.
    const tracing = process.env.BENCH_TRACE === '1';
    if (tracing) await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
    await loginWithPassword(page, 'reseller_admin');
    // The sync engine starts at login and measures its first full sync of the storefront.
    const firstSync = await page
      .waitForFunction((name) => performance.getEntriesByName(name, 'measure')[0]?.duration, FIRST_SYNC_MEASURE, { timeout: 600_000, polling: 200 })
      .then((h) => h.jsonValue() as Promise<number>)
      .catch(() => {
        throw new Error(`'${FIRST_SYNC_MEASURE}' was never measured: is the sync engine (lib/offline/sync-runner.ts) started for reseller_admin?`);
      });
    if (tracing) printBusyThreads(await browser.stopTracing());
    const stored = await storedProducts(page);
    console.log(`  ilk eşitleme: ${stored.toLocaleString('tr-TR')} ürün ${firstSync.toFixed(0)} ms`);
    const storeMs = (await measures(page, 'offline:sync-store:storefront')).reduce((a, b) => a + b, 0);
    console.log(`  bunun ${storeMs.toFixed(0)} ms'si sayfaların Dexie'ye yazılması (sayfa başına bir işlem)`);
    // The first sync's timeline: each page's request (sent → first byte → last byte) and its store, from the sync's start.
    const timeline = await page.evaluate(`(() => {
      const t0 = performance.getEntriesByName('offline:first-sync:storefront:start', 'mark')[0]?.startTime ?? 0;
      const ms = (t) => Math.round(t - t0);
      // The pages' requests: the page's own (sync on the main thread) or the sync worker's, re-recorded on the page's timeline.
      const own = performance.getEntriesByType('resource').filter((r) => r.name.includes('/storefront/sync')).map((r) => 'istek ' + ms(r.startTime) + '→' + ms(r.responseStart) + '→' + ms(r.responseEnd));
      const worker = performance.getEntriesByName('offline:sync-fetch', 'measure').filter((m) => m.startTime >= t0).map((m) => 'istek ' + ms(m.startTime) + '→' + ms(m.startTime + m.duration));
      const asks = [...own, ...worker];
      const stores = performance.getEntriesByName('offline:sync-store:storefront', 'measure').map((m) => 'yazma ' + ms(m.startTime) + '→' + ms(m.startTime + m.duration));
      return [...asks, ...stores];
    })()`);
    console.log(`  zaman çizelgesi (ms): ${(timeline as string[]).join(', ')}`);
    // The price list syncs next (sync-runner.ts: one set after the other): let it end before timing the server alone.
    await page.waitForFunction(() => performance.getEntriesByName('offline:first-sync:prices', 'measure').length > 0, undefined, { timeout: 600_000, polling: 200 });
    const server = await serverSync(`http://127.0.0.1:${port}`);
    console.log(`  aynı eşitleme yalnız sunucudan (sayfa sayfa, sırayla): ${server.ms.toFixed(0)} ms, ${server.pages} sayfa, ${(server.bytes / 1e6).toFixed(1)} MB (sıkıştırılmış ${(server.wireBytes / 1e6).toFixed(1)} MB)`);

    await page.goto('/resellerOrderManagement');
    await page.locator('[data-testid="shop-grid"]').waitFor();
    const search = page.locator('[data-testid="shop-search"] input');
    await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    await context.setOffline(true);
    // Going offline re-reads the grid from Dexie: the first query builds the in-memory view (cold).
    await page.waitForFunction((name) => performance.getEntriesByName(name, 'measure').length >= 1, QUERY_MEASURE, { timeout: 30_000 }).catch(() => undefined);
    const seen = async () => (await measures(page, QUERY_MEASURE)).length;
    let expected = await seen();
    for (const term of terms) {
      await search.fill(term);
      expected += 1;
      await page.waitForFunction(([name, n]) => performance.getEntriesByName(name as string, 'measure').length >= (n as number), [QUERY_MEASURE, expected] as const, {
        polling: 20,
      });
    }
    await page.locator('[data-testid="shop-grid"], [data-testid="shop-empty"]').first().waitFor();
    const all = await measures(page, QUERY_MEASURE);
    const [cold, ...warm] = all;
    const times = warm.slice(-terms.length).sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(`  soğuk ilk sorgu (görünüm ${stored.toLocaleString('tr-TR')} satırdan kurulurken) ${cold?.toFixed(1).padStart(8)} ms`);
    const figure = figureOf(`offline search (${times.length} typed), p95 in p99 column`, times, OFFLINE_TARGET.searchP95Ms);
    console.log(`  p95 ${p95.toFixed(2)} ms, en yavaş ${times.at(-1)?.toFixed(2)} ms (hedef p95 ≤ ${OFFLINE_TARGET.searchP95Ms} ms)`);

    // The app opened again in the shop, still offline: the shell from the service worker, the
    // grid from the view kept as one record (written a second after it was built).
    await page.waitForTimeout(3_000);
    const reopened = await page
      .reload()
      .then(() => page.waitForFunction((name) => performance.getEntriesByName(name, 'measure')[0]?.duration, QUERY_MEASURE, { timeout: 60_000 }))
      .then((h) => h.jsonValue() as Promise<number>)
      .catch((error: Error) => {
        console.log(`  çevrimdışı yeniden açılış ölçülemedi: ${error.message.split('\n')[0]}`);
        return null;
      });
    if (reopened !== null) console.log(`  çevrimdışı yeniden açılışta ilk sorgu (saklı görünümden)        ${reopened.toFixed(1).padStart(8)} ms`);
    const kept = await keptView(page);
    console.log(`  saklı görünüm: ${kept.items.toLocaleString('tr-TR')} ürün, güncel: ${kept.current ? 'evet' : 'hayır'}, tek kayıt okuması ${kept.readMs.toFixed(0)} ms`);
    await context.close();
    return [
      { ...figure, p99: p95 },
      { name: `first sync of ${stored.toLocaleString('en')} storefront products`, p50: firstSync, p99: firstSync, target: OFFLINE_TARGET.firstSyncMs },
      { name: 'offline cold first query (view built from rows)', p50: cold ?? 0, p99: cold ?? 0, target: OFFLINE_TARGET.coldQueryMs },
      ...(reopened === null ? [] : [{ name: 'offline first query after reopening (kept view)', p50: reopened, p99: reopened, target: OFFLINE_TARGET.coldQueryMs }]),
    ];
  } finally {
    await browser.close();
    await built.close();
    await database.drop();
  }
}

/** Run on its own: `tsx scripts/bench-offline.ts pglite|postgres`; the last line carries the figures. */
if (process.argv[1]?.endsWith('bench-offline.ts')) {
  const figures = await benchOffline((process.argv[2] ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite')) as DbKind);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
