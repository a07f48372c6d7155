/**
 * The sales part of `npm run bench` (BENCH_ONLY=sales, issue 31), PostgreSQL only (a child process):
 * 1. The ledger bench's data at BENCH_SALES_UNITS units (5,000,000: 2,000,000 sales of 1–3 units need
 *    about 3 M units at resellers, not the ledger's 10 M) and BENCH_SALES_RECORDS (700,000)
 *    distribution records (scripts/bench-ledger-data.ts) — or a copy of a kept ledger database
 *    (BENCH_SALES_LEDGER=<bench_ledger_…>, made with BENCH_LEDGER_KEEP=1: minutes saved) —, then
 *    BENCH_SALES_COUNT (2,000,000) sales over its year (scripts/bench-sales-data.ts), VACUUM ANALYZE.
 * 2. The real server under a real HTTP load (10 connections, BENCH_LOAD_SECONDS per scenario):
 *    /api/sale/search by serial (ttg_admin, disty_admin), by campaign serial and password, by a
 *    random 32-day range at random and deep pages (ttg_admin, disty_admin); then the wizard's
 *    POST /api/sale/complete, each request a fresh Idempotency-Key selling another unit of a big
 *    dealer's stock: ten devices at BENCH_SALES_COMPLETE_RATE (100) sales a second together, then
 *    without a pause (the capacity). Targets: p99 ≤ 50 ms for the lists and the completions at that
 *    rate; a capacity of at least 200 sales a second.
 * 3. scripts/bench-sales-ingest.ts's benchSalesIngest(base, db) when that file exists.
 * The database is bench_sales_<time>, dropped at the end (BENCH_SALES_KEEP=1 keeps it);
 * BENCH_SALES_REUSE=<database> runs part 2 (and 3) alone against a kept one.
 */
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../src/server/db/client.js';
import { execute, queryRows } from '../src/server/db/sql.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { maxDiscountRatio, priceBands } from '../src/server/sales/complete/price-bands.js';
import type { DbKind } from '../tests/support/test-db.js';
import { createBenchDatabase, runPostgresPart } from './bench-db.js';
import type { Figure } from './bench-measure.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { fillLedger } from './bench-ledger-data.js';
import { signIn, startRealServer } from './bench-ledger-server.js';
import { fillSales } from './bench-sales-data.js';

/**
 * completeP99Ms at COMPLETE_RATE sales per second; completeCapacity: the sales per second one node
 * completes, at least twice that rate (so the latency is measured at half the capacity or less).
 */
export const SALES_TARGET = { listP99Ms: 50, completeP99Ms: 50, completeCapacity: 200 };
const UNITS = Number(process.env.BENCH_SALES_UNITS ?? 5_000_000);
const RECORDS = Number(process.env.BENCH_SALES_RECORDS ?? 700_000);
const SALES = Number(process.env.BENCH_SALES_COUNT ?? 2_000_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Clients of the completion load (10; 1 tells the serial cost from the waits on the dealer's and the day's row locks). */
const COMPLETE_CONNECTIONS = Number(process.env.BENCH_SALES_COMPLETE_CONNECTIONS ?? 10);
/**
 * The completions per second of the latency target (BENCH_SALES_COMPLETE_RATE, 100): a sale at a
 * till takes minutes (scans, the customer's data, the payment), so ten devices sell a few per
 * minute; 100 a second is over 8 million a day, four times the two million sales of the bench's
 * whole year — a load no shop network makes, measured at under half of one node's capacity.
 */
const COMPLETE_RATE = Number(process.env.BENCH_SALES_COMPLETE_RATE ?? 100);
/** Which parts of the server load run (list, complete, ingest; all by default): BENCH_SALES_PARTS=complete with BENCH_SALES_REUSE. */
const PARTS = new Set((process.env.BENCH_SALES_PARTS ?? 'list,complete,ingest').split(','));

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const figures: Figure[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

const rnd = (n: number) => Math.floor(Math.random() * n);
/** 'YYYY-MM-DDTHH:mm' as the screen's picker sends it (Istanbul, UTC+3). */
const picked = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16);

async function benchPostgres() {
  const template = process.env.BENCH_SALES_LEDGER;
  const target = await createBenchDatabase('sales', template);
  // Opening migrates: a kept ledger database gets the sales tables here.
  const database = await openDatabase({ databaseUrl: target.url });
  const db = database.db;
  try {
    console.log(`\npostgres: satışlar (${SALES.toLocaleString('tr-TR')} satış; ${target.name}${template ? `, ${template} kopyası` : ''})`);
    const f0 = performance.now();
    if (!template) {
      await seedReference(db);
      await seedDemo(db, fileImageStore(join(tmpdir(), 'bp-sales-images')));
      console.log(`  defter verisi (${UNITS.toLocaleString('tr-TR')} birim, ${RECORDS.toLocaleString('tr-TR')} dağıtım kaydı):`);
      await fillLedger(target.url, { records: RECORDS, units: UNITS }, console.log);
    }
    console.log(`  satış verisi:`);
    const made = await fillSales(target.url, { sales: SALES }, console.log);
    const v0 = performance.now();
    await execute(db, sql`vacuum analyze`);
    console.log(`    ${'vacuum analyze'.padEnd(58)} ${secs(performance.now() - v0).padStart(9)}`);
    console.log(`  veri ${secs(performance.now() - f0)}: ${made.sales.toLocaleString('tr-TR')} satış, ${made.lines.toLocaleString('tr-TR')} satış satırı`);
    await serverPart(target.url, db);
  } finally {
    await database.close();
    if (process.env.BENCH_SALES_KEEP === '1') console.log(`  veritabanı bırakıldı: ${target.url}`);
    else await target.drop();
  }
}

/** Starts the real server on the database and runs the load (and the ingestion when its file exists). */
async function serverPart(url: string, db: Db) {
  const server = await startRealServer(url);
  try {
    if (PARTS.has('list')) figures.push(...(await loadScenarios(server.base, db)));
    if (PARTS.has('complete')) figures.push(...(await completions(server.base, db)));
    const ingest = join(import.meta.dirname, 'bench-sales-ingest.ts');
    if (!PARTS.has('ingest')) return;
    if (existsSync(ingest)) {
      const mod = (await import(pathToFileURL(ingest).href)) as { benchSalesIngest: (base: string, db: Db) => Promise<Figure[] | Figure | void> };
      const out = await mod.benchSalesIngest(server.base, db);
      if (Array.isArray(out)) figures.push(...out);
      else if (out) figures.push(out);
    } else console.log('  (scripts/bench-sales-ingest.ts yok: aktarım ölçülmedi)');
  } finally {
    await server.stop();
  }
}

async function loadScenarios(base: string, db: Db): Promise<Figure[]> {
  const out: Figure[] = [];
  const measure = async (name: string, headers: Record<string, string>, next: (i: number) => LoadRequest) => {
    const f = await runLoad(base, name, next, { connections: 10, seconds: SECONDS, headers });
    if (f.errors) throw new Error(`${name}: ${f.errors} hata`);
    out.push({ name: `${name} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target: SALES_TARGET.listP99Ms });
  };
  const ttg = await signIn(base, 'ttg_admin');
  const disty = await signIn(base, 'disty_admin');
  const [{ dst }] = await queryRows<{ dst: number }>(db, sql`select disty_id as dst from users where username = 'disty_admin'`);
  const search = (page: number, body: object): LoadRequest => ({ method: 'POST', path: `/api/sale/search?page=${page}&size=10`, body });
  const pick = <T>(xs: T[]) => xs[rnd(xs.length)];

  const serials = async (where: ReturnType<typeof sql>) =>
    (await queryRows<{ serial_no: string }>(db, sql`select l.serial_no from sale_lines l tablesample system (0.5) join sales s on s.id = l.sale_id where ${where} limit 5000`)).map((r) => r.serial_no);
  const all = await serials(sql`true`);
  const mine = await serials(sql`s.disty_id = ${dst}`);
  await measure('satış, seri no ile (ttg_admin)', ttg, () => search(0, { serialNo: pick(all) }));
  await measure('satış, seri no ile (disty_admin)', disty, () => search(0, { serialNo: pick(mine) }));

  const codes = async (column: 'serial_value' | 'pass_value') =>
    (await queryRows<{ v: string }>(db, sql`select ${sql.raw(column)} as v from sales tablesample system (1) where ${sql.raw(column)} is not null limit 5000`)).map((r) => r.v);
  const codeSerials = await codes('serial_value');
  const codePasses = await codes('pass_value');
  await measure('satış, kampanya seri no ile (ttg_admin)', ttg, () => search(0, { serial: pick(codeSerials) }));
  await measure('satış, kampanya şifresi ile (ttg_admin)', ttg, () => search(0, { pass: pick(codePasses) }));

  // A random 32-day range of the year: 80 % of requests on the first 50 pages, the rest anywhere (deep).
  const days = await queryRows<{ day: number; n: number; mine: number }>(
    db,
    sql`select extract(epoch from (day::timestamp - interval '3 hours'))::float8 * 1000 as day, sum(n)::int as n, coalesce(sum(n) filter (where disty_id = ${dst}), 0)::int as mine
        from sale_days group by day order by day`,
  );
  const first = days[0].day;
  const last = days.at(-1)!.day;
  const span = 32 * 86_400_000;
  const countIn = (from: number, m: boolean) => days.filter((d) => d.day >= from && d.day < from + span).reduce((a, d) => a + (m ? d.mine : d.n), 0);
  console.log(`  32 günlük aralıkta en çok ${Math.max(...days.map((d) => countIn(d.day, false))).toLocaleString('tr-TR')} satış`);
  const byRange = (m: boolean) => () => {
    const from = first + rnd(Math.max(1, Math.floor((last - first - span) / 86_400_000))) * 86_400_000 + rnd(24) * 3_600_000;
    const pages = Math.max(1, Math.floor(countIn(from, m) / 10));
    const page = Math.random() < 0.8 ? rnd(Math.min(50, pages)) : rnd(pages);
    return search(page, { saleDateStart: picked(from), saleDateEnd: picked(from + span) });
  };
  await measure('satış, 32 gün, rastgele/derin sayfa (ttg_admin)', ttg, byRange(false));
  await measure('satış, 32 gün, rastgele/derin sayfa (disty_admin)', disty, byRange(true));
  return out;
}

/**
 * The wizard's completion: ten shop devices of ten dealers (the biggest ones) selling at once, each
 * request one unit of its dealer's stock with a fresh Idempotency-Key — first at COMPLETE_RATE sales
 * a second together (the latency target), then without a pause (the capacity). Ten devices of ONE dealer
 * would measure how long its sales wait for each other on the dealer's row (the score balance is
 * changed under its lock, by design): a shop has a till or two, not ten.
 */
async function completions(base: string, db: Db): Promise<Figure[]> {
  const dealers = await queryRows<{ id: number; code: string; disty_id: number | null; n: number }>(
    db,
    sql`select r.id, r.code, r.disty_id, count(*)::int as n from units u join resellers r on r.id = u.holder_id
        where u.holder = 'RESELLER' and u.status = 'IN_STOCK' and r.active group by r.id order by n desc limit 40`,
  );
  type Ready = { code: string; headers: Record<string, string>; units: { id: number; serial_no: string; model_id: number; price: number }[] };
  const ready: Ready[] = [];
  for (const dealer of dealers) {
    if (ready.length === COMPLETE_CONNECTIONS) break;
    const stock = await queryRows<{ id: number; serial_no: string; model_id: number }>(
      db,
      sql`select id, serial_no, model_id from units where holder = 'RESELLER' and holder_id = ${dealer.id} and status = 'IN_STOCK' order by random() limit 5000`,
    );
    const bands = await priceBands(db, dealer.disty_id, await maxDiscountRatio(db, dealer.code), [...new Set(stock.map((u) => u.model_id))]);
    const units = stock.flatMap((u) => {
      const price = bands.get(u.model_id)?.maxPrice;
      return price == null ? [] : [{ ...u, price }];
    });
    if (units.length < 500) continue;
    const username = `bench_sales_dealer_${ready.length + 1}`;
    await execute(
      db,
      sql`insert into users (username, password_hash, name, surname, roles, login_reseller_id)
          select ${username}, password_hash, 'Bench', 'Satıcı', ${'{RESELLER_ADMIN}'}::text[], ${dealer.id} from users where username = 'ttg_admin'
          on conflict do nothing`,
    );
    await execute(db, sql`update users set login_reseller_id = ${dealer.id} where username = ${username}`);
    await execute(db, sql`delete from user_resellers where user_id = (select id from users where username = ${username})`);
    await execute(db, sql`insert into user_resellers (user_id, reseller_id) select id, ${dealer.id} from users where username = ${username} on conflict do nothing`);
    ready.push({ code: dealer.code, headers: await signIn(base, username), units });
  }
  if (ready.length < COMPLETE_CONNECTIONS) throw new Error(`only ${ready.length} dealers hold 500 priced units in stock`);
  const least = Math.min(...ready.map((d) => d.units.length));
  console.log(`  sihirbaz: ${ready.length} bayi (${ready.map((d) => d.code).join(', ')}), bayi başına en az ${least.toLocaleString('tr-TR')} fiyatlı birim`);
  let next = 0;
  const sell = (): LoadRequest => {
    const i = next++;
    const dealer = ready[i % ready.length];
    const u = dealer.units[Math.floor(i / ready.length) % dealer.units.length];
    return {
      method: 'POST',
      path: '/api/sale/complete',
      headers: { ...dealer.headers, 'idempotency-key': randomUUID() },
      body: {
        productSaleType: 'VANILLA',
        customerType: 'MOBILE',
        customerName: 'Bench',
        customerSurname: 'Müşteri',
        customerPhoneNo: '5321112233',
        customerServiceNo: null,
        customerPstnNo: null,
        accessoryCampaignId: null,
        serialValue: null,
        passValue: null,
        lines: [{ unitId: u.id, serialNo: u.serial_no, modelId: u.model_id, price: u.price }],
      },
    };
  };
  // The target's load: the devices' sales arriving at COMPLETE_RATE per second together, as
  // independent shops' do (an open load; each latency from the sale's arrival, its wait included).
  // At least 30 s: a p99 over 3,000 sales, not 1,000 — one stall of the disk's WAL flush holds the
  // ten devices' commits at once, and ten of 1,000 are the whole percentile.
  const open = await runLoad(base, `sihirbaz tamamlama, ${ready.length} bayinin ${COMPLETE_CONNECTIONS} cihazı, saniyede ${COMPLETE_RATE} satış`, sell, {
    connections: COMPLETE_CONNECTIONS,
    seconds: Math.max(SECONDS, 30),
    rate: COMPLETE_RATE,
    maxRequests: Math.floor((least * ready.length) / 3),
  });
  // The capacity: the same devices without a pause (a closed load), the sales per second one node
  // completes; its latency is the devices' number over that rate (Little's law), not a user's wait.
  const closed = await runLoad(base, `sihirbaz tamamlama, ${ready.length} bayinin ${COMPLETE_CONNECTIONS} cihazı, ara vermeden`, sell, {
    connections: COMPLETE_CONNECTIONS,
    seconds: SECONDS,
    maxRequests: least * ready.length - next - 10 * COMPLETE_CONNECTIONS,
  });
  if (open.errors || closed.errors) throw new Error(`completion: ${open.errors + closed.errors} hata`);
  return [
    { name: `wizard completion, ${COMPLETE_CONNECTIONS} devices, ${COMPLETE_RATE} sales/s together (p50/p99 ms)`, p50: open.p50, p99: open.p99, target: SALES_TARGET.completeP99Ms },
    { name: `wizard completion capacity, ${COMPLETE_CONNECTIONS} devices without pause (sales/s)`, p50: closed.rps, p99: closed.rps, target: SALES_TARGET.completeCapacity, atLeast: true },
  ];
}

await runPostgresPart({
  kind,
  pgliteNote: 'satış yükü yalnız PostgreSQL’de ölçülür (2.000.000 satış)',
  reuse: process.env.BENCH_SALES_REUSE,
  reuseTitle: 'satışlar',
  load: serverPart,
  full: benchPostgres,
  figures,
  // The runs before sold units, compacted the report sums and stored idempotency keys.
  vacuumOnReuse: ['units', 'sales', 'sale_lines', 'report_sums', 'report_days', 'sale_days', 'idempotency_keys', 'score_transactions', 'resellers', 'change_log'],
});
