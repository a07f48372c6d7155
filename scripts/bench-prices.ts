/**
 * The prices part of `npm run bench` (BENCH_ONLY=prices): the catalogue at 100,000
 * products with about 1,000,000 price versions (the large seed), then
 * - the reseller price list and the admin price list, p50/p99 with a filter and a sort;
 * - a 100,000-row supplier price sheet read + checked, then saved (target ≤ 8 s, peak RSS ≤ 1 GiB);
 * - bulk approval of 10,000 waiting prices by a distributor (target ≤ 2 s).
 * The server runs in this process: with PGlite the database's memory counts in its RSS.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/sql.js';
import { addProducts } from '../src/server/db/seed/catalogue-large.js';
import { addPriceHistory } from '../src/server/db/seed/prices-large.js';
import { SUPPLY_PRICE_EXCEL_COLUMNS } from '../src/shared/contract/price-excel.js';
import { startTestApp, type TestApp } from '../tests/support/test-app.js';
import { type Figure, measureRounds } from './bench-measure.js';
import { xlsxBuffer } from '../tests/support/sheet-files.js';
import type { DbKind } from '../tests/support/test-db.js';

export const PRICE_TARGET = { listP99Ms: 50, sheetMs: 8000, rssMb: 1024, bulkApproveMs: 2000 };
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SHEET_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);



/** Peak RSS of this process (server in-process) while `work` runs, in MB. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  try {
    const result = await work();
    return { result, rssMb: Math.max(peak, process.memoryUsage().rss) / 1048576 };
  } finally {
    clearInterval(timer);
  }
}

function multipart(file: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----bench';
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      ...parts,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fiyat.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function tokenOf(t: TestApp, username: string) {
  const login = await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username, password: 'demo1234' } });
  return { authorization: `Bearer ${login.json().token}` };
}

/** yyyymmdd of today + offset days in Istanbul. */
function dayText(offset: number) {
  const at = new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000);
  return `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`;
}

export async function benchPrices(kind: DbKind): Promise<Figure[]> {
  const figures: Figure[] = [];
  const measure = async (...args: Parameters<typeof measureRounds>) => figures.push(await measureRounds(...args));
  const t = await startTestApp(kind);
  try {
    const db = t.database.db;
    console.log(`\n${kind}: fiyatlar (${PRODUCTS.toLocaleString('tr-TR')} ürün)`);
    const s0 = performance.now();
    await addProducts(db, PRODUCTS);
    const written = await addPriceHistory(db);
    const [{ versions }] = await queryRows<{ versions: number }>(
      db,
      sql`select (select count(*) from model_price_supplies) + (select count(*) from model_price_disties) as versions`,
    );
    console.log(`  büyük tohum: +${written.toLocaleString('tr-TR')} fiyat satırı, toplam ${Number(versions).toLocaleString('tr-TR')} (${((performance.now() - s0) / 1000).toFixed(1)} sn)`);

    const reseller = await tokenOf(t, 'reseller_admin');
    const admin = await tokenOf(t, 'ttg_admin');
    const words = ['kablo', 'şarj', 'kılıf', 'powerbank', 'kulaklık', 'hoparlör', 'bellek', 'tutucu'];
    const brands = (await queryRows<{ id: number }>(db, sql`select id from brands where status = 1 order by id limit 8`)).map((b) => b.id);
    const disties = (await queryRows<{ id: number }>(db, sql`select id from disties order by id`)).map((d) => d.id);
    const post = async (url: string, headers: Record<string, string>, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };
    await measure('reseller prices: modelName contains, name asc', 300, (i) =>
      post(`/api/modelPrice/reseller/getAll?page=${i % 5}&size=10&sort=modelName,asc`, reseller, { modelName: words[i % words.length] }), PRICE_TARGET.listP99Ms);
    await measure('reseller prices: brand, barcode asc (deep pages)', 300, (i) =>
      post(`/api/modelPrice/reseller/getAll?page=${i % 40}&size=25&sort=barcode,asc`, reseller, { brand: brands[i % brands.length] }), PRICE_TARGET.listP99Ms);
    await measure('admin prices: GÜNCEL + modelName, name asc', 300, (i) =>
      post(`/api/modelPriceDisty/admin/getAll?page=${i % 5}&size=10&sort=modelName,asc`, admin, { timeStatus: 'GÜNCEL', modelName: words[i % words.length] }), PRICE_TARGET.listP99Ms);
    await measure('admin prices: disty + brand, start date desc', 300, (i) =>
      post(`/api/modelPriceDisty/admin/getAll?page=${i % 20}&size=25`, admin, { disty: disties[i % disties.length], brand: brands[i % brands.length] }), PRICE_TARGET.listP99Ms);
    await measure('admin prices: ESKİ, page 400 (size 25)', 100, () =>
      post(`/api/modelPriceDisty/admin/getAll?page=400&size=25`, admin, { timeStatus: 'ESKİ' }), PRICE_TARGET.listP99Ms);

    // A 100,000-row supplier sheet: TDR001's products, each at up to three coming dates.
    const supplier = await tokenOf(t, 'supply_admin');
    const barcodes = (
      await queryRows<{ barcode: string }>(
        db,
        sql`select m.barcode from models m join supplies s on s.id = m.supply_id and s.code = 'TDR001'
            where m.approve_type = 'APPROVED' order by m.id limit ${SHEET_ROWS}`,
      )
    ).map((r) => r.barcode);
    const dates = [dayText(2), dayText(3), dayText(4), dayText(5)];
    function* sheetRows() {
      for (let i = 0; i < SHEET_ROWS; i++) {
        const base = 100 + (i % 900);
        yield [barcodes[i % barcodes.length], dates[Math.floor(i / barcodes.length) % dates.length], base, base + 5, base + 20, base + 50, 20];
      }
    }
    const file = await xlsxBuffer(SUPPLY_PRICE_EXCEL_COLUMNS.map(([h]) => h), sheetRows());
    const read = await withPeakRss(async () => {
      const r0 = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/modelPriceSupply/readExcel', headers: { ...supplier, ...multipart(file).headers }, payload: multipart(file).payload });
      if (res.statusCode !== 200) throw new Error(`readExcel ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return { ms: performance.now() - r0, body: res.json() as { checkDigest: string; number: number; acceptedCount: number } };
    });
    const save = await withPeakRss(async () => {
      const s1 = performance.now();
      const body = multipart(file, { checkDigest: read.result.body.checkDigest });
      const res = await t.app.inject({ method: 'POST', url: '/api/modelPriceSupply/saveExcel', headers: { ...supplier, ...body.headers }, payload: body.payload });
      if (res.statusCode !== 200) throw new Error(`saveExcel ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return { ms: performance.now() - s1, body: res.json() as { count: number } };
    });
    const total = read.result.ms + save.result.ms;
    const rss = Math.max(read.rssMb, save.rssMb);
    console.log(
      `  ${SHEET_ROWS.toLocaleString('tr-TR')} satırlık tedarikçi fiyat dosyası (${(file.length / 1e6).toFixed(1)} MB): okuma+kontrol ${read.result.ms.toFixed(0)} ms ` +
        `(${read.result.body.acceptedCount} kabul), kayıt ${save.result.ms.toFixed(0)} ms (${save.result.body.count} sürüm), toplam ${total.toFixed(0)} ms, en yüksek RSS ${rss.toFixed(0)} MB`,
    );
    figures.push({ name: 'price sheet 100,000 rows: read + check (ms)', p50: read.result.ms, p99: read.result.ms, target: PRICE_TARGET.sheetMs });
    figures.push({ name: 'price sheet 100,000 rows: save (re-read+check+write)', p50: save.result.ms, p99: save.result.ms, target: PRICE_TARGET.sheetMs });
    figures.push({ name: 'price sheet peak RSS of the process (MB)', p50: rss, p99: rss, target: PRICE_TARGET.rssMb });

    // Bulk approval of 10,000 of DST001's waiting prices.
    const distyAdmin = await tokenOf(t, 'disty_admin');
    const waiting = await queryRows<{ id: number }>(
      db,
      sql`select d.id from model_price_disties d join disties x on x.id = d.disty_id and x.code = 'DST001'
          where d.approve_type = 'WAITING' order by d.id limit 10001`,
    );
    // One single approval first, as on a working day: the storefront triggers must plan the bulk
    // one for its own row counts, not reuse the 1-row plan of this connection (migration 0010).
    const [single, ...bulk] = waiting;
    await post('/api/modelPriceSupply/approveModelPriceSupplyList', distyAdmin, { approve: true, items: [{ id: single!.id }] });
    const b0 = performance.now();
    await post('/api/modelPriceSupply/approveModelPriceSupplyList', distyAdmin, { approve: true, items: bulk.map((w) => ({ id: w.id })) });
    const bulkMs = performance.now() - b0;
    console.log(`  ${bulk.length.toLocaleString('tr-TR')} fiyatın toplu onayı (tek fiyat onayından sonra) ${bulkMs.toFixed(0)} ms`);
    figures.push({ name: `bulk approve ${bulk.length.toLocaleString('en')} prices after a single one (ms)`, p50: bulkMs, p99: bulkMs, target: PRICE_TARGET.bulkApproveMs });
    return figures;
  } finally {
    await t.close();
  }
}

/**
 * Run on its own (`tsx scripts/bench-prices.ts pglite|postgres`) so that the peak RSS is this
 * database kind's alone (bench.ts starts one process per kind); the last line carries the figures.
 */
if (process.argv[1]?.endsWith('bench-prices.ts')) {
  const figures = await benchPrices((process.argv[2] ?? 'pglite') as DbKind);
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  process.exit(0);
}
