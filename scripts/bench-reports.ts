/**
 * The reports part of `npm run bench` (BENCH_ONLY=reports, issue 34), PostgreSQL only (a child process):
 * 1. The sales bench's data: the demo seed, the ledger's BENCH_SALES_UNITS (5,000,000) units and
 *    BENCH_SALES_RECORDS (700,000) distribution records (scripts/bench-ledger-data.ts), then
 *    BENCH_REPORTS_COUNT (2,000,000) sales over its year (scripts/bench-sales-data.ts fillSales) — or a
 *    copy of a kept sales database (BENCH_REPORTS_SALES=<bench_sales_…>, made with BENCH_SALES_KEEP=1).
 *    The loader writes lines before their sales, so the aggregates (migration 0029) are rebuilt after
 *    it (report_rebuild(), timed), then VACUUM ANALYZE.
 * 2. The real server under 10 HTTP clients for BENCH_LOAD_SECONDS each (ttg_admin): the six-month
 *    report for each dimension; the daily report over a random 31-day range of the year with every
 *    filter (1–3 values of each list, random type and status); the dashboard's gauges.
 *    Targets: p99 ≤ 100 ms for the reports, ≤ 20 ms for the gauges.
 * The database is bench_reports_<time>, dropped at the end (BENCH_REPORTS_KEEP=1 keeps it);
 * BENCH_REPORTS_REUSE=<database> runs part 2 alone against a kept one.
 */
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPORT_DIMENSIONS, REPORT_STATUSES, REPORT_TYPES } from '../src/shared/contract/reports.js';
import { SALE_TYPES } from '../src/shared/contract/sale-texts.js';
import { openDatabase } from '../src/server/db/client.js';
import { execute, queryRows } from '../src/server/db/sql.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { addDays, toTrDay } from '../src/server/reports/report-calendar.js';
import type { DbKind } from '../tests/support/test-db.js';
import { createBenchDatabase, runPostgresPart } from './bench-db.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { fillLedger } from './bench-ledger-data.js';
import { signIn, startRealServer } from './bench-ledger-server.js';
import type { Figure } from './bench-measure.js';
import { fillSales } from './bench-sales-data.js';

export const REPORTS_TARGET = { reportP99Ms: 100, dashboardP99Ms: 20 };
const UNITS = Number(process.env.BENCH_SALES_UNITS ?? 5_000_000);
const RECORDS = Number(process.env.BENCH_SALES_RECORDS ?? 700_000);
const SALES = Number(process.env.BENCH_REPORTS_COUNT ?? 2_000_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const figures: Figure[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;
const rnd = (n: number) => Math.floor(Math.random() * n);
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** 1–3 distinct values of a list. */
const some = <T>(xs: readonly T[]): T[] => {
  const n = Math.min(xs.length, 1 + rnd(3));
  return [...xs].sort(() => Math.random() - 0.5).slice(0, n);
};

async function load(url: string, db: Db) {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from report_days`);
  if (!n) {
    const r0 = performance.now();
    await execute(db, sql`select report_rebuild()`);
    await execute(db, sql`analyze report_days; analyze report_sums`);
    console.log(`    ${'raporların toplamları yeniden (report_rebuild)'.padEnd(58)} ${secs(performance.now() - r0).padStart(9)}`);
  }
  const [size] = await queryRows<{ days: number; sums: number; first: string; last: string }>(
    db,
    sql`select (select count(*)::int from report_days) as days, (select count(*)::int from report_sums) as sums,
          (select min(day)::text from report_days) as first, (select max(day)::text from report_days) as last`,
  );
  console.log(`  toplamlar: report_days ${size.days.toLocaleString('tr-TR')} satır, report_sums ${size.sums.toLocaleString('tr-TR')} satır (${size.first} … ${size.last})`);
  const server = await startRealServer(url);
  try {
    const headers = await signIn(server.base, 'ttg_admin');
    const measure = async (name: string, target: number, next: (i: number) => LoadRequest) => {
      const f = await runLoad(server.base, name, next, { connections: 10, seconds: SECONDS, headers, warmup: 20 });
      if (f.errors) throw new Error(`${name}: ${f.errors} hata`);
      figures.push({ name: `${name} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target });
    };
    for (const dimension of REPORT_DIMENSIONS) {
      await measure(`son 6 ay raporu, ${dimension}`, REPORTS_TARGET.reportP99Ms, () => ({ method: 'GET', path: `/api/report/monthly?dimension=${dimension}` }));
    }
    const options = await (await fetch(`${server.base}/api/report/options`, { headers })).json() as {
      ttCrmList: { id: number }[]; distyList: { id: number }[]; brandList: { id: number }[]; resellerTypeList: string[]; resellerMainAreaList: string[];
    };
    const span = Math.max(0, Math.round((Date.parse(size.last) - Date.parse(size.first)) / 86_400_000) - 30);
    const daily = (every: boolean) => (): LoadRequest => {
      const from = addDays(size.first, rnd(span + 1));
      return {
        method: 'POST',
        path: '/api/report/daily',
        body: {
          dateStart: toTrDay(from),
          dateEnd: toTrDay(addDays(from, 30)),
          saleReportType: REPORT_TYPES[rnd(2)],
          saleReportSaleStatus: REPORT_STATUSES[rnd(2)],
          ...(every
            ? {
                productSaleTypeList: some(SALE_TYPES),
                ttCrmIdList: some(options.ttCrmList.map((x) => x.id)),
                brandIdList: some(options.brandList.map((x) => x.id)),
                distyIdList: some(options.distyList.map((x) => x.id)),
                resellerTypeList: some(options.resellerTypeList),
                resellerMainAreaList: some(options.resellerMainAreaList),
              }
            : {}),
        },
      };
    };
    await measure('günlük rapor, 31 gün, her filtre', REPORTS_TARGET.reportP99Ms, daily(true));
    await measure('günlük rapor, 31 gün, filtresiz', REPORTS_TARGET.reportP99Ms, daily(false));
    await measure('ana sayfa göstergeleri', REPORTS_TARGET.dashboardP99Ms, () => ({ method: 'GET', path: '/api/report/dashboard' }));
  } finally {
    await server.stop();
  }
}

async function full() {
  const template = process.env.BENCH_REPORTS_SALES;
  const target = await createBenchDatabase('reports', template);
  const database = await openDatabase({ databaseUrl: target.url });
  const db = database.db;
  try {
    console.log(`\npostgres: raporlar (${template ? `${template} kopyası` : `${SALES.toLocaleString('tr-TR')} satış`}; ${target.name})`);
    const f0 = performance.now();
    if (!template) {
      await seedReference(db);
      await seedDemo(db, fileImageStore(join(tmpdir(), 'bp-reports-images')));
      console.log(`  defter verisi (${UNITS.toLocaleString('tr-TR')} birim, ${RECORDS.toLocaleString('tr-TR')} dağıtım kaydı):`);
      await fillLedger(target.url, { records: RECORDS, units: UNITS }, console.log);
      console.log(`  satış verisi:`);
      await fillSales(target.url, { sales: SALES }, console.log);
    }
    const r0 = performance.now();
    await execute(db, sql`select report_rebuild()`);
    console.log(`    ${'raporların toplamları yeniden (report_rebuild)'.padEnd(58)} ${secs(performance.now() - r0).padStart(9)}`);
    await execute(db, sql`vacuum analyze`);
    console.log(`  veri ${secs(performance.now() - f0)}`);
    await load(target.url, db);
  } finally {
    await database.close();
    if (process.env.BENCH_REPORTS_KEEP === '1') console.log(`  veritabanı bırakıldı: ${target.url}`);
    else await target.drop();
  }
}

await runPostgresPart({
  kind,
  pgliteNote: 'rapor yükü yalnız PostgreSQL’de ölçülür (2.000.000 satış)',
  reuse: process.env.BENCH_REPORTS_REUSE,
  reuseTitle: 'raporlar',
  load,
  full,
  figures,
});
