/**
 * The ingestion part of `npm run bench`: 100,000 distributor stock rows in one
 * POST /api/ingest/distyStock (target ≤ 5 s), through the whole stack (JSON parsing, guard,
 * idempotency hash, per-row checks, the two set-based code lookups, one upsert). Measured twice:
 * new rows (inserts), then the same pairs with new quantities under a new key (updates); and a
 * repeat of the second key (the stored answer).
 *
 * Standalone: `tsx scripts/bench-storefront-ingest.ts` (PGlite, and PostgreSQL with DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { queryRows } from '../src/server/db/sql.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { seedServiceUser } from '../src/server/db/seed/stock.js';
import { startTestApp, type TestApp } from '../tests/support/test-app.js';
import { dbKinds } from '../tests/support/test-db.js';
import type { Figure } from './bench-measure.js';

export const INGEST_TARGET = { rows: 100_000, ms: 5000 };

/** 100,000 (distributor, product) pairs: products × the demo distributors, fewest products first. */
async function stockRows(t: TestApp, rows: number, round: number) {
  const disties = await queryRows<{ code: string }>(t.database.db, sql`select code from disties order by id`);
  const products = await queryRows<{ id: number; barcode: string }>(
    t.database.db,
    sql`select id, barcode from models order by id limit ${Math.ceil(rows / disties.length)}`,
  );
  if (products.length * disties.length < rows) throw new Error(`too few products for ${rows} stock rows: ${products.length} × ${disties.length}`);
  return disties
    .flatMap((d) => products.map((p) => ({ distyCode: d.code, barcode: p.barcode, quantity: (p.id * 7 + round * 13) % 500 })))
    .slice(0, rows);
}

/**
 * Ingests INGEST_TARGET.rows rows in one call on a started test app (needs ≥ 33,334 products;
 * `npm run bench` has 100,000) and prints the times.
 */
export async function benchStockIngest(t: TestApp): Promise<Figure[]> {
  await seedServiceUser(t.database.db);
  const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'web_service', password: 'demo1234' } });
  const auth = { authorization: `Bearer ${login.json().token}` };
  const figures: Figure[] = [];
  const send = async (name: string, round: number, key: string) => {
    const payload = JSON.stringify({ rows: await stockRows(t, INGEST_TARGET.rows, round) });
    const t0 = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/ingest/distyStock', headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key }, payload });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`ingest ${res.statusCode}: ${res.body.slice(0, 300)}`);
    console.log(`  ${name.padEnd(52)} ${ms.toFixed(0).padStart(8)} ms   (${(payload.length / 1048576).toFixed(1)} MB, ${res.json().accepted.toLocaleString('tr-TR')} satır)`);
    figures.push({ name, p50: ms, p99: ms, target: INGEST_TARGET.ms });
  };
  const stamp = Date.now();
  await send('ingest/distyStock 100,000 new rows', 1, `bench-${stamp}-1`);
  await send('ingest/distyStock 100,000 rows again (updates)', 2, `bench-${stamp}-2`);
  await send('ingest/distyStock repeat of the same key (replay)', 2, `bench-${stamp}-2`);
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const kind of dbKinds()) {
    const t = await startTestApp(kind);
    try {
      console.log(`\n${kind}: stok aktarımı (${INGEST_TARGET.rows.toLocaleString('tr-TR')} satır, tek istek)`);
      await addProducts(t.database.db, Math.ceil(INGEST_TARGET.rows / 3) + 1);
      const figures = await benchStockIngest(t);
      for (const f of figures) if (f.p50 > f.target) console.log(`  ! ${f.name}: ${f.p50.toFixed(0)} ms > ${f.target} ms`);
    } finally {
      await t.close();
    }
  }
}
