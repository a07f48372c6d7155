/**
 * The offline sync part of `npm run bench` (BENCH_ONLY=sync): the large storefront of
 * scripts/bench-storefront.ts (100,000 products × 3 distributors, with price history and stock),
 * then, as the demo dealer BY10001 (DST001):
 * - the first sync of its whole storefront, page by page (GET /api/storefront/sync, pages of
 *   SYNC_PAGE_DEFAULT products): ms per page p50/p99, the total and the bytes;
 * - the same for its price list (GET /api/modelPrice/reseller/sync);
 * - a delta after a day's writes: 1,000 repriced products and a 10,000-row stock feed.
 * Standalone: `tsx scripts/bench-sync.ts pglite|postgres` (the last line carries the figures).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, execute } from '../src/server/db/sql.js';
import { SYNC_PAGE_DEFAULT } from '../src/shared/contract/sync.js';
import { startTestApp } from '../tests/support/test-app.js';
import type { DbKind } from '../tests/support/test-db.js';
import { type Figure, figureOf } from './bench-measure.js';
import { seedLargeStorefront } from './bench-storefront.js';

/** A page of 2,000 products (its reads, the rows' JSON) well under the storefront's own page budget × 10. */
export const SYNC_TARGET = { pageP99Ms: 500, firstSyncMs: 15_000, deltaMs: 2_000 };

interface SyncRun {
  pages: number[];
  bytes: number;
  rows: number;
  products: number;
}

/** Pages from `cursor` until `more` is false; each page's time through the whole stack. */
async function runSync(app: FastifyInstance, headers: Record<string, string>, url: string, cursor?: string): Promise<SyncRun & { cursor: string }> {
  const run: SyncRun = { pages: [], bytes: 0, rows: 0, products: 0 };
  for (;;) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: `${url}?limit=${SYNC_PAGE_DEFAULT}${cursor ? `&cursor=${cursor}` : ''}`, headers });
    run.pages.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body.slice(0, 300)}`);
    const page = res.json() as { rows: { modelId?: number; mid?: number }[]; deleted: number[]; cursor: string; more: boolean };
    run.bytes += res.rawPayload.length;
    run.rows += page.rows.length;
    run.products += new Set(page.rows.map((r) => r.modelId ?? r.mid)).size + page.deleted.length;
    cursor = page.cursor;
    if (!page.more) return { ...run, cursor };
  }
}

function report(name: string, run: SyncRun, figures: Figure[], totalTarget: number) {
  const total = run.pages.reduce((a, b) => a + b, 0);
  console.log(
    `  ${name}: ${run.pages.length} sayfa, ${run.rows.toLocaleString('tr-TR')} satır (${run.products.toLocaleString('tr-TR')} ürün), ` +
      `${(run.bytes / 1048576).toFixed(1)} MB JSON, toplam ${total.toFixed(0)} ms`,
  );
  figures.push(figureOf(`${name}: one page`, [...run.pages].sort((a, b) => a - b), SYNC_TARGET.pageP99Ms));
  figures.push({ name: `${name}: all pages (ms)`, p50: total, p99: total, target: totalTarget });
}

/** A day's writes of DST001: 1,000 products repriced (a new version from now), 10,000 stock rows changed. */
async function dayOfWrites(db: Db) {
  await execute(
    db,
    sql`insert into model_price_disties (model_id, disty_id, model_price_supply_id, start_date, reseller_price, approve_type, decided_at)
        select d.model_id, d.disty_id, d.model_price_supply_id, now() - interval '1 second', d.reseller_price + 1, 'APPROVED', now()
        from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'
        where d.approve_type = 'APPROVED' and d.end_date is null and d.reseller_price is not null
        order by d.model_id limit 1000`,
  );
  // The timelines of those products, as the price core recomputes them.
  await execute(
    db,
    sql`update model_price_disties p set end_date = n.next_start
        from (select id, lead(start_date) over (partition by model_id, disty_id order by start_date, id) as next_start
              from model_price_disties where approve_type = 'APPROVED'
                and model_id in (select model_id from model_price_disties where created_at >= now() - interval '1 minute')) n
        where p.id = n.id and p.end_date is distinct from n.next_start`,
  );
  await execute(
    db,
    sql`update disty_stocks s set quantity = s.quantity + 3
        from (select disty_id, model_id from disty_stocks where disty_id = (select id from disties where code = 'DST001') order by model_id desc limit 10000) k
        where s.disty_id = k.disty_id and s.model_id = k.model_id`,
  );
}

export async function benchSync(kind: DbKind): Promise<Figure[]> {
  const t = await startTestApp(kind);
  try {
    console.log(`\n${kind}: çevrimdışı eşitleme (büyük vitrin)`);
    await seedLargeStorefront(t.database.db);
    return await measureSync(t.app, t.database.db);
  } finally {
    await t.close();
  }
}

/** The figures on a seeded app, as BY10001 (DST001). */
export async function measureSync(app: FastifyInstance, db: Db): Promise<Figure[]> {
  const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'reseller_admin', password: 'demo1234' } });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const figures: Figure[] = [];
  const shop = await runSync(app, headers, '/api/storefront/sync');
  report('storefront first sync', shop, figures, SYNC_TARGET.firstSyncMs);
  const prices = await runSync(app, headers, '/api/modelPrice/reseller/sync');
  report('price list first sync', prices, figures, SYNC_TARGET.firstSyncMs);

  const w0 = performance.now();
  await dayOfWrites(db);
  console.log(`  bir günlük yazma (1.000 yeni fiyat, 10.000 stok satırı) ${(performance.now() - w0).toFixed(0)} ms`);
  const delta = await runSync(app, headers, '/api/storefront/sync', shop.cursor);
  report('storefront delta after a day', delta, figures, SYNC_TARGET.deltaMs);
  const priceDelta = await runSync(app, headers, '/api/modelPrice/reseller/sync', prices.cursor);
  report('price list delta after a day', priceDelta, figures, SYNC_TARGET.deltaMs);
  return figures;
}

if (process.argv[1]?.endsWith('bench-sync.ts')) {
  const figures = await benchSync((process.argv[2] ?? 'pglite') as DbKind);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
