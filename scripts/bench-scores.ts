/**
 * The scores part of `npm run bench` (BENCH_ONLY=scores, issue 33), PostgreSQL only (a child process):
 * 1. A bench_scores_<time> database with the demo seed at BENCH_SCORES_DEMO_UNITS (6,000) ledger
 *    units (its ~2,000 resellers, users, gifts and the running gift campaign), then
 *    BENCH_SCORES_COUNT (5,000,000) score transactions over a year (scripts/bench-scores-data.ts:
 *    Zipf over the resellers, the biggest with 100,000+ rows), ANALYZE. Prints the fill's time per million.
 * 2. The real server under 10 HTTP clients for BENCH_LOAD_SECONDS each, as five big and twenty
 *    typical dealers: the score page (GET /api/reseller/score and the pending list, random pages)
 *    and 'Bütün Puan İşlemleri' (random and deep pages, with and without the type and day filters).
 *    Target p99 ≤ 50 ms.
 * 3. ONE dealer, 100 concurrent requests at once, twice: approvals of overlapping sets of its pending
 *    gains, and gift requests of a gift priced so that about half find the points. Throughput, and
 *    then nothing lost: its balances equal replayScores of its ledger, no row below zero, each
 *    approval's count equals its new SCORE_APPROVE rows (no gain approved twice), each accepted gift
 *    request has its request row and its SCORE_SPEND; every refusal is the business one, never a 5xx.
 *    Our floor for the throughput: 100 requests/s each (all 100 served within a second).
 * The database is dropped at the end (BENCH_SCORES_KEEP=1 keeps it; BENCH_SCORES_REUSE=<name> runs 2–3 on a kept one).
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { GIFT_MSG } from '../src/shared/contract/gifts.js';
import { SCORE_MSG, type ScoreTransactionType } from '../src/shared/contract/scores.js';
import { openDatabase } from '../src/server/db/client.js';
import { seedDemo } from '../src/server/db/seed/demo.js';
import { seedReference } from '../src/server/db/seed/reference.js';
import { execute, queryRows } from '../src/server/db/sql.js';
import { fileImageStore } from '../src/server/lib/image-store.js';
import { replayScores } from '../src/server/scores/ledger/score-balance.js';
import type { DbKind } from '../tests/support/test-db.js';
import { createBenchDatabase, runPostgresPart } from './bench-db.js';
import { type LoadRequest, runLoad } from './bench-http-load.js';
import { signIn, startRealServer } from './bench-ledger-server.js';
import { type Figure, percentile } from './bench-measure.js';
import { fillScores } from './bench-scores-data.js';

export const SCORES_TARGET = { listP99Ms: 50 };
const COUNT = Number(process.env.BENCH_SCORES_COUNT ?? 5_000_000);
const DEMO_UNITS = Number(process.env.BENCH_SCORES_DEMO_UNITS ?? 6_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const BURST = 100;
/** The list scenarios' errors, reported after the concurrency part. */
const listErrors: string[] = [];

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const figures: Figure[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} sn`;
const rnd = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]) => xs[rnd(xs.length)];
type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

interface Dealer {
  id: number;
  code: string;
  rows: number;
  pending: number;
  headers: Record<string, string>;
  /** Row counts by type, by Istanbul day ('dd.mm.yyyy') and by both ('TYPE dd.mm.yyyy'). */
  counts: Map<string, number>;
}

/** A RESELLER_ADMIN bench user per dealer (the demo's password hash), signed in. */
async function dealers(base: string, db: Db, which: 'big' | 'typical', n: number): Promise<Dealer[]> {
  const rows = await queryRows<{ id: number; code: string; n: number; pending: number }>(
    db,
    sql`select r.id, r.code, x.n, x.pending from resellers r join (
          select reseller_id, count(*)::int as n, count(*) filter (where type = 'SCORE_GAIN' and remain_score > 0)::int as pending
          from score_transactions group by reseller_id) x on x.reseller_id = r.id
        order by x.n desc offset ${which === 'big' ? 0 : 300} limit ${which === 'big' ? n : n * 20}`,
  );
  const chosen = which === 'big' ? rows : rows.filter((_, i) => i % 20 === 0);
  const out: Dealer[] = [];
  for (const r of chosen) {
    const username = `bench_scores_${r.code.toLowerCase()}`;
    await execute(
      db,
      sql`insert into users (username, password_hash, name, surname, roles, login_reseller_id)
          select ${username}, password_hash, 'Bench', 'Bayi', ${'{RESELLER_ADMIN}'}::text[], ${r.id}::int from users where username = 'ttg_admin'
          on conflict do nothing`,
    );
    await execute(db, sql`insert into user_resellers (user_id, reseller_id) select id, ${r.id}::int from users where username = ${username} on conflict do nothing`);
    const counts = new Map<string, number>();
    const grouped = await queryRows<{ type: string; day: string; n: number }>(
      db,
      sql`select type, to_char(created_at at time zone 'Europe/Istanbul', 'DD.MM.YYYY') as day, count(*)::int as n
          from score_transactions where reseller_id = ${r.id}::int group by 1, 2`,
    );
    for (const g of grouped)
      for (const key of [g.type, g.day, `${g.type} ${g.day}`]) counts.set(key, (counts.get(key) ?? 0) + g.n);
    out.push({ id: r.id, code: r.code, rows: r.n, pending: r.pending, headers: await signIn(base, username), counts });
  }
  return out;
}

/** 80 % of the requests on the first 50 pages, the rest anywhere in the result (deep). */
const pageOf = (total: number, size: number) => {
  const pages = Math.max(1, Math.ceil(total / size));
  return Math.random() < 0.8 ? rnd(Math.min(50, pages)) : rnd(pages);
};

const TYPES: ScoreTransactionType[] = ['SCORE_GAIN', 'SCORE_APPROVE', 'UNAPPROVED_SCORE_CANCEL', 'APPROVED_SCORE_CANCEL', 'SCORE_SPEND', 'SCORE_REFUND'];
const days = (d: Dealer) => [...d.counts.keys()].filter((k) => /^\d/.test(k));

function scorePage(d: Dealer): LoadRequest {
  if (Math.random() < 0.5) return { method: 'GET', path: '/api/reseller/score', headers: d.headers };
  return { method: 'POST', path: `/api/reseller/score/waiting?page=${pageOf(d.pending, 5)}&size=5`, body: {}, headers: d.headers };
}

function history(d: Dealer): LoadRequest {
  const body: Record<string, string> = {};
  const r = Math.random();
  if (r < 0.3) body.scoreTransactionType = pick(TYPES);
  else if (r < 0.55) body.transactionDate = pick(days(d));
  else if (r < 0.7) {
    body.scoreTransactionType = pick(TYPES);
    body.transactionDate = pick(days(d));
  }
  const key = [body.scoreTransactionType, body.transactionDate].filter(Boolean).join(' ');
  const total = key ? (d.counts.get(key) ?? 0) : d.rows;
  return { method: 'POST', path: `/api/reseller/score/transactions?page=${pageOf(total, 10)}&size=10`, body, headers: d.headers };
}

async function listLoads(base: string, big: Dealer[], typical: Dealer[]): Promise<Figure[]> {
  const out: Figure[] = [];
  // Every scenario runs; one with errors fails the part at the end (after the others' figures).
  const failed: string[] = [];
  const measure = async (name: string, figure: string, next: () => LoadRequest) => {
    const f = await runLoad(base, name, next, { connections: 10, seconds: SECONDS });
    if (f.errors) failed.push(`${name}: ${f.errors} hata`);
    out.push({ name: `${figure} (p50/p99 ms)`, p50: f.p50, p99: f.p99, target: SCORES_TARGET.listP99Ms });
  };
  await measure('puan sayfası, büyük bayiler (bakiye + bekleyenler)', 'score page, big dealers', () => scorePage(pick(big)));
  await measure('puan sayfası, tipik bayiler', 'score page, typical dealers', () => scorePage(pick(typical)));
  await measure('Bütün Puan İşlemleri, büyük bayiler, süzgeç/derin sayfa', 'all score transactions, big dealers', () => history(pick(big)));
  await measure('Bütün Puan İşlemleri, tipik bayiler, süzgeç/derin sayfa', 'all score transactions, typical', () => history(pick(typical)));
  listErrors.push(...failed);
  return out;
}

/** BURST requests at once, each on its own connection; answers with the statuses, bodies and times. */
async function burst(base: string, make: (i: number) => { path: string; body?: unknown; headers: Record<string, string> }) {
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const req = make(i);
      const s0 = performance.now();
      const res = await fetch(`${base}${req.path}`, {
        method: 'POST',
        headers: { ...req.headers, ...(req.body === undefined ? {} : { 'content-type': 'application/json' }), connection: 'close' },
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: performance.now() - s0 };
    }),
  );
  const ms = performance.now() - t0;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return { results, ms, rps: (BURST / ms) * 1000, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function concurrency(base: string, db: Db, d: Dealer): Promise<Figure[]> {
  const [{ since }] = await queryRows<{ since: number }>(db, sql`select coalesce(max(id), 0)::bigint as since from score_transactions`);
  const pool = (
    await queryRows<{ id: number }>(
      db,
      sql`select g.id from score_transactions g join sales s on s.id = g.sale_id
          where g.reseller_id = ${d.id}::int and g.type = 'SCORE_GAIN' and g.remain_score > 0 and s.status = 'COMPLETED' order by g.id desc limit 150`,
    )
  ).map((r) => Number(r.id));
  if (pool.length < 20) throw new Error(`${d.code}: yalnız ${pool.length} bekleyen kazanç`);
  const approve = await burst(base, () => ({ path: '/api/reseller/score/approve', headers: d.headers, body: { transactionsIdList: Array.from({ length: 5 }, () => pick(pool)) } }));
  // A gift priced so that about half of the requests find the points.
  const [bal] = await queryRows<{ approved: number }>(db, sql`select approved_score as approved from resellers where id = ${d.id}::int`);
  const price = Math.max(1, Math.min(1_000_000, Math.floor(bal.approved / (BURST / 2))));
  const [gift] = await queryRows<{ id: number }>(db, sql`insert into gifts (name, description, gift_score) values ('Bench Hediye', 'bench', ${price}::int) returning id`);
  const gifts = await burst(base, () => ({ path: `/api/gift/buy/${gift.id}`, headers: { ...d.headers, 'idempotency-key': randomUUID() } }));

  // Nothing lost: the ledger, the balances and every answer agree.
  const fail = (what: string) => {
    throw new Error(`${d.code}: ${what}`);
  };
  for (const r of [...approve.results, ...gifts.results]) if (r.status >= 500) fail(`5xx ${JSON.stringify(r.body).slice(0, 200)}`);
  const ledger = await queryRows<{ type: ScoreTransactionType; amount: number; a: number; u: number }>(
    db,
    sql`select type, transaction_amount as amount, latest_approved_score as a, latest_unapproved_score as u from score_transactions where reseller_id = ${d.id}::int order by id`,
  );
  const [row] = await queryRows<{ approved: number; unapproved: number }>(db, sql`select approved_score as approved, unapproved_score as unapproved from resellers where id = ${d.id}::int`);
  const replay = replayScores(ledger);
  if (replay.approved !== row.approved || replay.unapproved !== row.unapproved) fail(`bakiye ${JSON.stringify(row)} ≠ defter ${JSON.stringify(replay)}`);
  if (ledger.some((l) => l.a < 0 || l.u < 0)) fail('sıfırın altında bakiye');
  const [made] = await queryRows<{ approves: number; twice: number; spends: number; requests: number; orphans: number }>(
    db,
    sql`select count(*) filter (where type = 'SCORE_APPROVE')::int as approves,
          (select count(*)::int from (select sale_id from score_transactions where reseller_id = ${d.id}::int and type = 'SCORE_APPROVE' and sale_id is not null
             group by sale_id having count(*) > 1) x) as twice,
          count(*) filter (where type = 'SCORE_SPEND')::int as spends,
          (select count(*)::int from gift_transactions t where t.gift_id = ${gift.id}::int) as requests,
          (select count(*)::int from gift_transactions t left join score_transactions s on s.id = t.spend_transaction_id
             where t.gift_id = ${gift.id}::int and (s.id is null or s.type <> 'SCORE_SPEND' or s.transaction_amount <> t.score)) as orphans
        from score_transactions where reseller_id = ${d.id}::int and id > ${since}`,
  );
  const approvedOk = approve.results.filter((r) => r.status === 200);
  const counted = approvedOk.reduce((n, r) => n + Number(r.body.count), 0);
  const giftOk = gifts.results.filter((r) => r.status === 200).length;
  if (made.approves !== counted || made.twice) fail(`onay: yanıtlar ${counted}, SCORE_APPROVE ${made.approves}, iki kez ${made.twice}`);
  if (made.spends !== giftOk || made.requests !== giftOk || made.orphans) fail(`hediye: ${giftOk} kabul, ${made.spends} harcama, ${made.requests} talep, ${made.orphans} eksik`);
  // The only refusals expected: a short balance (the business error) and nothing left to approve (404).
  const odd = [
    ...gifts.results.filter((r) => r.status !== 200 && !(r.status === 400 && r.body.description === GIFT_MSG.notEnoughScore)),
    ...approve.results.filter((r) => r.status !== 200 && !(r.status === 404 && r.body.description === SCORE_MSG.noneWaiting)),
  ];
  if (odd.length) fail(`${odd.length} beklenmeyen yanıt, ilki ${odd[0].status} ${JSON.stringify(odd[0].body).slice(0, 200)}`);
  console.log(
    `  ${d.code} (${d.rows.toLocaleString('tr-TR')} işlem): ${BURST} eşzamanlı onay ${approve.rps.toFixed(0)} istek/sn (${approvedOk.length} onayladı, ${counted} işlem; p99 ${approve.p99.toFixed(0)} ms),` +
      ` ${BURST} eşzamanlı hediye talebi ${gifts.rps.toFixed(0)} istek/sn (${giftOk} kabul, ${BURST - giftOk} yetersiz puan; p99 ${gifts.p99.toFixed(0)} ms); defter = bakiye, kayıp yok`,
  );
  return [
    { name: `${BURST} concurrent approvals, 1 dealer (req/s)`, p50: approve.rps, p99: approve.rps, target: 100, atLeast: true },
    { name: `${BURST} concurrent gift requests, 1 dealer (req/s)`, p50: gifts.rps, p99: gifts.rps, target: 100, atLeast: true },
  ];
}

async function serverPart(url: string, db: Db) {
  const server = await startRealServer(url);
  try {
    const big = await dealers(server.base, db, 'big', 5);
    const typical = await dealers(server.base, db, 'typical', 20);
    console.log(`  büyük bayiler: ${big.map((d) => `${d.code} ${d.rows.toLocaleString('tr-TR')}`).join(', ')}; tipik: ${Math.min(...typical.map((d) => d.rows))}–${Math.max(...typical.map((d) => d.rows))} işlem`);
    figures.push(...(await listLoads(server.base, big, typical)));
    // The big dealer with the most pending gains now (a kept database's earlier runs approved some).
    const [most] = await queryRows<{ id: number }>(
      db,
      sql`select reseller_id as id from score_transactions where reseller_id = any(${`{${big.map((d) => d.id).join(',')}}`}::int[]) and type = 'SCORE_GAIN' and remain_score > 0
          group by reseller_id order by count(*) desc limit 1`,
    );
    figures.push(...(await concurrency(server.base, db, big.find((d) => d.id === most?.id) ?? big[0])));
    if (listErrors.length) throw new Error(listErrors.join('; '));
  } finally {
    await server.stop();
  }
}

async function benchPostgres() {
  const target = await createBenchDatabase('scores');
  const database = await openDatabase({ databaseUrl: target.url });
  try {
    console.log(`\npostgres: puanlar (${COUNT.toLocaleString('tr-TR')} puan işlemi; ${target.name})`);
    const d0 = performance.now();
    await seedReference(database.db);
    await seedDemo(database.db, fileImageStore(join(tmpdir(), 'bp-scores-images')), { ledgerUnits: DEMO_UNITS });
    console.log(`    ${`demo verisi (${DEMO_UNITS.toLocaleString('tr-TR')} birim)`.padEnd(58)} ${secs(performance.now() - d0).padStart(9)}`);
    const fill = await fillScores(target.url, COUNT, console.log);
    console.log(
      `  veri ${secs(fill.ms)}: ${fill.rows.toLocaleString('tr-TR')} işlem (${fill.pending.toLocaleString('tr-TR')} bekleyen), milyon başına ${secs(fill.ms / (fill.rows / 1e6))}`,
    );
    await serverPart(target.url, database.db);
  } finally {
    await database.close();
    if (process.env.BENCH_SCORES_KEEP === '1') console.log(`  veritabanı bırakıldı: ${target.url}`);
    else await target.drop();
  }
}

await runPostgresPart({
  kind,
  pgliteNote: 'puan yükü yalnız PostgreSQL’de ölçülür (5.000.000 puan işlemi)',
  reuse: process.env.BENCH_SCORES_REUSE,
  reuseTitle: 'puanlar',
  load: serverPart,
  full: benchPostgres,
  figures,
});
