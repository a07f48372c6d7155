/**
 * The storefront part of `npm run bench` (BENCH_ONLY=storefront): the catalogue at 100,000
 * products with their price history (the large seed: every product priced for each
 * distributor of its supplier), stock rows for every distributor and product, some home-page
 * labels and approval dates; then the dealer's storefront page (POST /api/storefront/products)
 * p50/p99 with two filters (target p99 ≤ 50 ms on PostgreSQL), plus the unfiltered first
 * page, the detail, the similar products and the sidebar's choices.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, execute, queryRows } from '../src/server/db/sql.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { addPriceHistory } from '../src/server/db/seed/prices-large.js';
import { seedStorefront } from '../src/server/db/seed/storefront.js';
import { startTestApp } from '../tests/support/test-app.js';
import type { DbKind } from '../tests/support/test-db.js';
import { type Figure, measureRounds } from './bench-measure.js';

export const STOREFRONT_TARGET = { pageP99Ms: 50 };
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);


/** Seeds the large storefront on a fresh database of `kind`, then measures it. */
export async function benchStorefront(kind: DbKind): Promise<Figure[]> {
  const t = await startTestApp(kind);
  try {
    console.log(`\n${kind}: vitrin (${PRODUCTS.toLocaleString('tr-TR')} ürün × 3 distribütör)`);
    await seedLargeStorefront(t.database.db);
    return await measureStorefront(t.app);
  } finally {
    await t.close();
  }
}

/** The large seed: products, price history, stock for every distributor's priced products, labels and approval dates. */
export async function seedLargeStorefront(db: Db) {
  const s0 = performance.now();
  await addProducts(db, PRODUCTS);
  await addPriceHistory(db);
  // Stock for every distributor's priced products (as the ingestion would leave it): 0–59 units, a few reserved.
  await execute(
    db,
    sql`insert into disty_stocks (disty_id, model_id, quantity, reserved)
        select distinct d.disty_id, d.model_id, (d.model_id * 7 + d.disty_id * 13) % 60, (d.model_id % 5)
        from model_price_disties d where d.approve_type = 'APPROVED'
        on conflict do nothing`,
  );
  await seedStorefront(db);
  // The large seed rewrote every price timeline: clean up as autovacuum would before measuring.
  await execute(db, sql`vacuum analyze`);
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'
        where d.approve_type = 'APPROVED' and d.start_date <= now() and (d.end_date is null or d.end_date > now()) and d.reseller_price is not null`,
  );
  console.log(`  büyük tohum ${((performance.now() - s0) / 1000).toFixed(1)} sn; DST001 vitrininde ${n.toLocaleString('tr-TR')} ürün`);
}

/** The storefront's endpoints as the demo reseller BY10001 (DST001) calls them, p50/p99. */
export async function measureStorefront(app: FastifyInstance): Promise<Figure[]> {
  const figures: Figure[] = [];
  const measure = async (...args: Parameters<typeof measureRounds>) => figures.push(await measureRounds(...args));
  const login = await app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'reseller_admin', password: 'demo1234' } });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res;
  };
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res;
  };
  const filters = (await get('/api/storefront/filters')).json() as { brands: { id: number }[]; categories: { id: number; subCategories: { id: number }[] }[] };
  const brands = filters.brands.map((b) => b.id);
  const categories = filters.categories.map((c) => c.id);
  const subs = filters.categories.flatMap((c) => c.subCategories.map((s) => s.id));
  const words = ['kablo', 'şarj', 'kılıf', 'powerbank', 'kulaklık', 'hoparlör', 'bellek', 'tutucu'];
  const statuses = ['NONE', 'LIMITED', 'AVAILABLE'] as const;
  const target = STOREFRONT_TARGET.pageP99Ms;

  await measure('storefront: category + stock status (pages 0-4, 12)', ROUNDS, (i) =>
    post(`/api/storefront/products?page=${i % 5}&size=12`, { category: categories[i % categories.length], stockStatus: statuses[i % 3] }), target);
  await measure('storefront: brand + price range (pages 0-9, 24)', ROUNDS, (i) =>
    post(`/api/storefront/products?page=${i % 10}&size=24`, { brand: brands[i % brands.length], minPrice: 50 + (i % 7) * 50, maxPrice: 2000 }), target);
  await measure('storefront: name contains + sub-category (36)', ROUNDS, (i) =>
    post(`/api/storefront/products?page=0&size=36`, { modelName: words[i % words.length], subCategory: subs[i % subs.length] }), target);
  await measure('storefront: Yeniler tab + category (12)', ROUNDS, (i) =>
    post(`/api/storefront/products?page=${i % 3}&size=12`, { labelStatus: 'NEW_PRODUCT', category: categories[i % categories.length] }), target);
  await measure('storefront: no filter, first pages (12)', ROUNDS, (i) => post(`/api/storefront/products?page=${i % 3}&size=12`, {}), target);
  const ids = (await post('/api/storefront/products?size=36', { category: categories[0] })).json().content.map((r: { id: number }) => r.id) as number[];
  await measure('storefront: product detail', ROUNDS, (i) => get(`/api/storefront/product/${ids[i % ids.length]}`), target);
  await measure('storefront: similar products', ROUNDS, (i) => get(`/api/storefront/similar/${ids[i % ids.length]}`), target);
  await measure('storefront: filter choices', Math.min(ROUNDS, 100), () => get('/api/storefront/filters'), target);
  return figures;
}

/** Run on its own: `tsx scripts/bench-storefront.ts pglite|postgres`; the last line carries the figures. */
if (process.argv[1]?.endsWith('bench-storefront.ts')) {
  const figures = await benchStorefront((process.argv[2] ?? 'pglite') as DbKind);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
