/**
 * The serial-ledger part of `npm run bench` (BENCH_ONLY=ledger), a child process per database (issue 30):
 * 1. 100,000 supplier-invoice lines (1,000 invoices × 100 over the demo catalogue) through the
 *    real feed: on PostgreSQL over HTTP to the real server (target ≤ 5 s); on PGlite through the
 *    same route in-process (figure only, no target).
 * 2. PostgreSQL only: BENCH_LEDGER_UNITS (10,000,000) units and BENCH_LEDGER_RECORDS (1,000,000)
 *    distribution records over a year (scripts/bench-ledger-data.ts), VACUUM ANALYZE, then a real
 *    HTTP load (10 connections, BENCH_LOAD_SECONDS per scenario) on the real server: a distribution
 *    record by serial and a 32-day range (first 50 pages and deep ones) as ttg_admin and as
 *    disty_admin; the dealer's stock as a big dealer and a typical one. Target p99 ≤ 50 ms each.
 * 3. A 10,000-serial transfer file (xlsx) uploaded by a main dealer whose sub-dealers hold the
 *    units: read, checked and moved ≤ 3 s.
 * The database is bench_ledger_<time>, dropped at the end (BENCH_LEDGER_KEEP=1 keeps it).
 * BENCH_LEDGER_REUSE=<database> runs part 2's load alone against such a kept database (no seed,
 * no fill): for comparing a change of the read path with the same data, minutes instead of a quarter hour;
 * with BENCH_LEDGER_REUSE_TRANSFER=1 the transfer files of part 3 as well.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client.js';
import { execute, queryRows } from '../src/server/db/sql.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { TRANSFER_SERIAL_COLUMN } from '../src/shared/ledger.js';
import { startTestApp } from '../tests/support/test-app.js';
import { xlsxBuffer } from '../tests/support/sheet-files.js';
import type { DbKind } from '../tests/support/test-db.js';
import type { Figure } from './bench-measure.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { fillLedger } from './bench-ledger-data.js';
import { catalogueOf, invoiceRows } from './bench-ledger-ingest.js';
import { signIn, startRealServer } from './bench-ledger-server.js';

export const LEDGER_TARGET = { ingestMs: 5000, listP99Ms: 50, transferMs: 3000 };
const UNITS = Number(process.env.BENCH_LEDGER_UNITS ?? 10_000_000);
const RECORDS = Number(process.env.BENCH_LEDGER_RECORDS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const TRANSFER = 10_000;
const INVOICES = 1_000;
const PER_INVOICE = 100;

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const figures: Figure[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;
const tag = Date.now().toString(36).slice(-5).toUpperCase();

/** One batch of the supplier-invoice feed; `send` posts it and answers the status and body. */
async function ingestOnce(send: (body: string, key: string) => Promise<{ status: number; body: string }>, rows: unknown[], key: string) {
  const body = JSON.stringify({ rows });
  const t0 = performance.now();
  const res = await send(body, key);
  const ms = performance.now() - t0;
  const answer = JSON.parse(res.body) as { accepted?: number };
  if (res.status !== 200 || answer.accepted !== rows.length) throw new Error(`ingest ${res.status}: ${res.body.slice(0, 300)}`);
  return { ms, mb: Buffer.byteLength(body) / 1e6 };
}

async function benchPglite() {
  const t = await startTestApp('pglite');
  try {
    console.log(`\npglite: seri defteri — tedarikçi faturası aktarımı`);
    const cat = await catalogueOf(t.database.db);
    const token = (await t.app.inject({ method: 'POST', url: '/auth/public/login', payload: { username: 'web_service', password: 'demo1234' } })).json().token as string;
    const send = async (payload: string, key: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/ingest/supplyInvoices', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, payload });
      return { status: res.statusCode, body: res.body };
    };
    await ingestOnce(send, invoiceRows(cat, `${tag}W`, 10, PER_INVOICE), `w-${tag}`);
    const r = await ingestOnce(send, invoiceRows(cat, `${tag}A`, INVOICES, PER_INVOICE), `a-${tag}`);
    console.log(`  ${(INVOICES * PER_INVOICE).toLocaleString('tr-TR')} fatura satırı (${INVOICES} fatura, ${r.mb.toFixed(0)} MB JSON), süreç içi istek   ${secs(r.ms).padStart(9)} (hedef yok)`);
  } finally {
    await t.close();
  }
}

async function createDatabase() {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_ledger_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rnd = (n: number) => Math.floor(Math.random() * n);
/** 'YYYY-MM-DDTHH:mm' as the screen's picker sends it (Istanbul, UTC+3). */
const picked = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16);

async function benchPostgres() {
  const target = await createDatabase();
  const database = await openDatabase({ databaseUrl: target.url });
  const db = database.db;
  let server: Awaited<ReturnType<typeof startRealServer>> | null = null;
  try {
    console.log(`\npostgres: seri defteri (${UNITS.toLocaleString('tr-TR')} birim, ${RECORDS.toLocaleString('tr-TR')} dağıtım kaydı; ${target.url.split('/').pop()})`);
    const s0 = performance.now();
    await seedReference(db);
    await seedDemo(db, fileImageStore(join(tmpdir(), 'bp-ledger-images')));
    console.log(`  demo tohumu ${secs(performance.now() - s0)}`);
    server = await startRealServer(target.url);
    const base = server.base;

    // 1. Supplier invoices over HTTP: a small warm-up batch, then two timed batches of 100,000 lines.
    const cat = await catalogueOf(db);
    const service = await signIn(base, 'web_service');
    const send = async (body: string, key: string) => {
      const res = await fetch(`${base}/api/ingest/supplyInvoices`, { method: 'POST', headers: { ...service, 'content-type': 'application/json', 'idempotency-key': key }, body });
      return { status: res.status, body: await res.text() };
    };
    await ingestOnce(send, invoiceRows(cat, `${tag}W`, 10, PER_INVOICE), `w-${tag}`);
    const runs: number[] = [];
    for (const round of ['A', 'B']) {
      const r = await ingestOnce(send, invoiceRows(cat, `${tag}${round}`, INVOICES, PER_INVOICE), `${round}-${tag}`);
      runs.push(r.ms);
      console.log(`  ${(INVOICES * PER_INVOICE).toLocaleString('tr-TR')} fatura satırı (${INVOICES} fatura, ${r.mb.toFixed(0)} MB JSON), HTTP, ${round}   ${secs(r.ms).padStart(9)}`);
    }
    runs.sort((a, b) => a - b);
    figures.push({ name: 'ingest 100,000 supply-invoice lines, HTTP (ms)', p50: runs[0], p99: runs.at(-1)!, target: LEDGER_TARGET.ingestMs });

    // 2. The year of history, set-based, then statistics and the visibility map as after any bulk load.
    console.log(`  büyük veri:`);
    const f0 = performance.now();
    const made = await fillLedger(target.url, { records: RECORDS, units: UNITS }, console.log);
    const v0 = performance.now();
    await execute(db, sql`vacuum analyze`);
    console.log(`    ${'vacuum analyze'.padEnd(58)} ${((performance.now() - v0) / 1000).toFixed(1).padStart(6)} sn`);
    console.log(`  veri ${secs(performance.now() - f0)}: ${made.lines.toLocaleString('tr-TR')} dağıtım satırı, ${made.children.toLocaleString('tr-TR')} alt irsaliye`);
    const figuresAfter = await loadScenarios(base, db);
    figures.push(...figuresAfter);
    await benchTransfer(base, db);
  } finally {
    await server?.stop();
    await database.close();
    // BENCH_LEDGER_KEEP=1 keeps the database for EXPLAIN after the run.
    if (process.env.BENCH_LEDGER_KEEP === '1') console.log(`  veritabanı bırakıldı: ${target.url}`);
    else await target.drop();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Bench users bound to a reseller (a dealer's stock and the transfer upload are the logged-in reseller's). */
async function resellerUser(db: Db, username: string, resellerId: number) {
  await execute(
    db,
    sql`insert into users (username, password_hash, name, surname, roles, login_reseller_id)
        select ${username}, password_hash, 'Bench', ${username}, ${'{RESELLER_ADMIN}'}::text[], ${resellerId} from users where username = 'ttg_admin'
        on conflict do nothing`,
  );
  await execute(db, sql`insert into user_resellers (user_id, reseller_id) select id, ${resellerId} from users where username = ${username} on conflict do nothing`);
}

async function loadScenarios(base: string, db: Db): Promise<Figure[]> {
  const out: Figure[] = [];
  const measure = async (name: string, headers: Record<string, string>, next: (i: number) => LoadRequest) => {
    const f = await runLoad(base, name, next, { connections: 10, seconds: SECONDS, headers });
    if (f.errors) throw new Error(`${name}: ${f.errors} hata`);
    out.push({ name: `${name} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target: LEDGER_TARGET.listP99Ms });
  };
  const admin = await signIn(base, 'ttg_admin');
  const disty = await signIn(base, 'disty_admin');
  const [{ dst }] = await queryRows<{ dst: number }>(db, sql`select disty_id as dst from users where username = 'disty_admin'`);

  // Serials of distributed units, all and DST001's (a search that finds its record).
  const sample = async (where: ReturnType<typeof sql>) =>
    (await queryRows<{ serial_no: string }>(db, sql`select l.serial_no from sale_info_lines l tablesample system (0.2) join sale_infos s on s.id = l.root_id where ${where} limit 5000`)).map((r) => r.serial_no);
  const allSerials = await sample(sql`true`);
  const distySerials = await sample(sql`s.disty_id = ${dst}`);
  const bySerial = (serials: string[]) => () => ({ method: 'POST' as const, path: '/api/saleInfo/search?page=0&size=10', body: { serialNo: serials[rnd(serials.length)] } });
  await measure('dağıtım kaydı, seri no ile (ttg_admin)', admin, bySerial(allSerials));
  await measure('dağıtım kaydı, seri no ile (disty_admin)', disty, bySerial(distySerials));

  // 32-day ranges: a random start in the year; 80 % of requests in the first 50 pages, the rest deeper.
  const days = await queryRows<{ day: number; n: number; mine: number }>(
    db,
    sql`select extract(epoch from date_trunc('day', created_at))::float8 * 1000 as day, count(*)::int as n, (count(*) filter (where disty_id = ${dst}))::int as mine
        from sale_infos where parent_id is null group by 1 order by 1`,
  );
  const first = days[0].day;
  const last = days.at(-1)!.day;
  const span = 32 * 86_400_000;
  const countIn = (from: number, mine: boolean) => days.filter((d) => d.day >= from && d.day < from + span).reduce((a, d) => a + (mine ? d.mine : d.n), 0);
  const widest = Math.max(...days.map((d) => countIn(d.day, false)));
  console.log(`  32 günlük aralıkta en çok ${widest.toLocaleString('tr-TR')} üst kayıt; disty_admin'in kaydı toplamın %${((100 * days.reduce((a, d) => a + d.mine, 0)) / days.reduce((a, d) => a + d.n, 0)).toFixed(0)}`);
  const byRange = (mine: boolean) => () => {
    const from = first + rnd(Math.floor((last - first - span) / 86_400_000)) * 86_400_000 + rnd(24) * 3_600_000;
    const pages = Math.max(1, Math.floor(countIn(from, mine) / 10));
    const page = Math.random() < 0.8 ? rnd(Math.min(50, pages)) : rnd(pages);
    return { method: 'POST' as const, path: `/api/saleInfo/search?page=${page}&size=10`, body: { saleDateStart: picked(from), saleDateEnd: picked(from + span) } };
  };
  await measure('dağıtım kayıtları, 32 gün, rastgele sayfa (ttg_admin)', admin, byRange(false));
  await measure('dağıtım kayıtları, 32 gün, rastgele sayfa (disty_admin)', disty, byRange(true));
  // What a user does most: the last 32 days, paged through (the kept key list serves every page after the first).
  const lastRange = (mine: boolean) => () => {
    const from = last + 86_400_000 - span;
    const pages = Math.max(1, Math.floor(countIn(from, mine) / 10));
    return { method: 'POST' as const, path: `/api/saleInfo/search?page=${rnd(pages)}&size=10`, body: { saleDateStart: picked(from), saleDateEnd: picked(from + span) } };
  };
  await measure('dağıtım kayıtları, son 32 gün, rastgele sayfa (ttg_admin)', admin, lastRange(false));
  await measure('dağıtım kayıtları, son 32 gün, rastgele sayfa (disty_admin)', disty, lastRange(true));

  // The dealer's stock: the reseller holding the most units in stock, and the median one.
  const holders = await queryRows<{ id: number; n: number }>(
    db,
    sql`select holder_id as id, count(*)::int as n from units where holder = 'RESELLER' and status = 'IN_STOCK' group by holder_id order by n desc`,
  );
  const big = holders[0];
  const typical = holders[Math.floor(holders.length / 2)];
  await resellerUser(db, 'bench_big_dealer', big.id);
  await resellerUser(db, 'bench_typical_dealer', typical.id);
  console.log(`  stok: büyük bayi ${big.n.toLocaleString('tr-TR')} birim, tipik bayi ${typical.n.toLocaleString('tr-TR')} birim (${holders.length} bayide stok var)`);
  const stock = (n: number) => () => ({ method: 'POST' as const, path: `/api/stockInfo/search?page=${rnd(Math.max(1, Math.ceil(n / 10)))}&size=10`, body: {} });
  await measure(`bayi stoğu, rastgele sayfa (büyük bayi, ${big.n.toLocaleString('tr-TR')} birim)`, await signIn(base, 'bench_big_dealer'), stock(big.n));
  await measure(`bayi stoğu, rastgele sayfa (tipik bayi, ${typical.n.toLocaleString('tr-TR')} birim)`, await signIn(base, 'bench_typical_dealer'), stock(typical.n));
  return out;
}

/** A main dealer takes over 10,000 serials its sub-dealers hold, from a real xlsx over HTTP (three files when the family holds enough). */
async function benchTransfer(base: string, db: Db) {
  const [family] = await queryRows<{ main: number; n: number }>(
    db,
    sql`select r.parent_id as main, count(*)::int as n from units u join resellers r on r.id = u.holder_id
        where u.holder = 'RESELLER' and u.status = 'IN_STOCK' and r.parent_id is not null group by r.parent_id order by n desc limit 1`,
  );
  if (!family || family.n < TRANSFER) throw new Error(`no family holds ${TRANSFER} units in its sub-dealers (${family?.n}): more BENCH_LEDGER_RECORDS`);
  const files = Math.min(3, Math.floor(family.n / TRANSFER));
  const serials = (
    await queryRows<{ serial_no: string }>(
      db,
      sql`select u.serial_no from units u join resellers r on r.id = u.holder_id
          where u.holder = 'RESELLER' and u.status = 'IN_STOCK' and r.parent_id = ${family.main} order by random() limit ${files * TRANSFER}`,
    )
  ).map((r) => r.serial_no);
  await resellerUser(db, 'bench_main_dealer', family.main);
  const headers = await signIn(base, 'bench_main_dealer');
  console.log(`  devir: ana bayinin alt bayilerinde ${family.n.toLocaleString('tr-TR')} birim stokta`);
  const times: number[] = [];
  for (let f = 0; f < files; f++) {
    const file = await xlsxBuffer([TRANSFER_SERIAL_COLUMN], serials.slice(f * TRANSFER, (f + 1) * TRANSFER).map((s) => [s]));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'devir.xlsx');
    const t0 = performance.now();
    const res = await fetch(`${base}/api/serialTransfer/upload`, { method: 'POST', headers, body: form });
    const ms = performance.now() - t0;
    const answer = (await res.json()) as { transferred?: number };
    if (res.status !== 200 || answer.transferred !== TRANSFER) throw new Error(`upload ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    times.push(ms);
    console.log(`  ${TRANSFER.toLocaleString('tr-TR')} seri devir dosyası (${(file.length / 1e3).toFixed(0)} kB xlsx): okundu, denetlendi, taşındı   ${secs(ms).padStart(9)}`);
  }
  times.sort((a, b) => a - b);
  figures.push({ name: `transfer upload, ${TRANSFER.toLocaleString('en')} serials xlsx (ms)`, p50: times[Math.floor(times.length / 2)], p99: times.at(-1)!, target: LEDGER_TARGET.transferMs });
}

/** Part 2's load alone against a kept database (BENCH_LEDGER_REUSE). */
async function benchReuse(name: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const server = await startRealServer(url.toString());
  try {
    console.log(`\npostgres: seri defteri, bırakılmış veritabanı ${name} (yalnız okuma yükü)`);
    figures.push(...(await loadScenarios(server.base, database.db)));
    // BENCH_LEDGER_REUSE_TRANSFER=1: part 3 too (moves 30,000 of the kept database's units to a main dealer).
    if (process.env.BENCH_LEDGER_REUSE_TRANSFER === '1') await benchTransfer(server.base, database.db);
  } finally {
    await server.stop();
    await database.close();
  }
}

const t0 = performance.now();
const reuse = process.env.BENCH_LEDGER_REUSE;
if (kind === 'pglite') await benchPglite();
else if (reuse) await benchReuse(reuse);
else await benchPostgres();
console.log(`  (bölüm ${secs(performance.now() - t0)})`);
console.log(`FIGURES ${JSON.stringify(figures)}`);
process.exit(0);
