/**
 * The serial-batch part of `npm run bench` (BENCH_ONLY=codes), run as a child process per database:
 * - 1,000,000 serials made by one batch through the API and the job runner (create → COMPLETED),
 *   split over 1,001 demo resellers with one of them keeping 10 %; checked unique and
 *   complete. Targets (issue 14): ≤ 5 s on PostgreSQL, ≤ 15 s on PGlite.
 * - the table filled to 10,000,000 codes (PGlite: 3,000,000 — an embedded database on a laptop),
 *   then a serial searched by its value through the API: p50/p99 (our aim: p99 ≤ 50 ms), and a
 *   page of the big batch's codes and of the big reseller's (our aims: 1 s and 200 ms);
 * - the export of the big reseller's ~100,000 serials to xlsx (our aim: ≤ 10 s).
 */
import { sql } from 'drizzle-orm';
import { formatCode } from '../src/shared/campaign-code.js';
import { distribute } from '../src/shared/distribution-key.js';
import { insertBatch } from '../src/server/campaigns/batches/batch-repo.js';
import { generateBatchCodes } from '../src/server/campaigns/batches/code-generation.js';
import { SERIALS } from '../src/server/campaigns/batches/code-tables.js';
import { execute, inTransaction, queryRows } from '../src/server/db/sql.js';
import { clientFor } from '../tests/support/catalogue-fixtures.js';
import { startTestApp } from '../tests/support/test-app.js';
import type { DbKind } from '../tests/support/test-db.js';
import { type Figure, figureOf, timedRounds } from './bench-measure.js';

export const CODES_TARGET = { batchMs: { postgres: 5000, pglite: 15_000 }, searchP99Ms: 50, exportMs: 10_000 };
const BATCH = Number(process.env.BENCH_CODES ?? 1_000_000);
const FILL = { postgres: Number(process.env.BENCH_CODES_FILL ?? 10_000_000), pglite: Number(process.env.BENCH_CODES_FILL_PGLITE ?? 3_000_000) };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const kind = (process.argv[2] ?? 'pglite') as DbKind;
const figures: Figure[] = [];
const once = (name: string, ms: number, target: number) => figures.push(figureOf(name, [ms], target));

const t = await startTestApp(kind);
try {
  console.log(`\n${kind}: seri numara paketleri`);
  const db = t.database.db;
  const admin = await clientFor(t, 'ttg_admin');
  const [campaign] = await queryRows<{ id: number }>(db, sql`select id from accessory_campaigns where status = 1 order by id limit 1`);
  const resellers = (await queryRows<{ code: string }>(db, sql`select code from resellers order by code`)).map((r) => r.code);
  // One reseller keeps 10 %, a thousand others 0.09 % each: exactly the batch's count, no remainders.
  const [big, ...rest] = resellers.slice(0, 1001);
  const key = [{ bayiKodu: big, yuzde: 10 }, ...rest.map((code) => ({ bayiKodu: code, yuzde: 0.09 }))];
  const counts = [{ campaignId: campaign.id, unit: BATCH }];
  const rows = distribute([{ ...counts[0], amount: 0 }], key);

  // 1. One batch through the API and the job runner.
  const t0 = performance.now();
  const res = await admin.post('/api/accessoryCampaignSerial/create', {
    accessoryCampaignParams: JSON.stringify({ counts, key }),
    accessoryCampaignNumbers: rows.flatMap((r) => r.sayilar.map((s) => ({ resellerCode: r.bayiKodu, accessoryCampaignId: s.id, unit: s.unit }))),
  });
  if (res.statusCode !== 200) throw new Error(`create ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const { id, totalCount } = res.json() as { id: number; totalCount: number };
  for (;;) {
    const title = (await admin.get(`/api/accessoryCampaignSerial/title/${id}`)).json() as { titleStatus: string; createdCount: number };
    if (title.titleStatus === 'COMPLETED') break;
    if (title.titleStatus === 'FAILED') throw new Error('batch failed');
    await new Promise((r) => setTimeout(r, 20));
  }
  const batchMs = performance.now() - t0;
  const [check] = await queryRows<{ n: number; d: number }>(db, sql`select count(*)::int as n, count(distinct code)::int as d from campaign_serials where batch_id = ${id}`);
  if (check.n !== totalCount || check.d !== totalCount) throw new Error(`batch has ${check.n} codes, ${check.d} distinct, expected ${totalCount}`);
  once(`${totalCount.toLocaleString('en')} serials made, unique, committed (ms)`, batchMs, CODES_TARGET.batchMs[kind]);

  // 2. Filled up to FILL codes (straight through the generator: same SQL, no HTTP), then searched by value.
  const ids = await queryRows<{ id: number }>(db, sql`select id from resellers order by code limit 2000`);
  for (let made = totalCount; made < FILL[kind]; ) {
    const n = Math.min(1_000_000, FILL[kind] - made);
    const per = Math.ceil(n / ids.length);
    await inTransaction(db, async (tx) => {
      const batchId = await insertBatch(tx, SERIALS, null as unknown as number, '{}', ids.map((r) => ({ campaignId: campaign.id, ownerId: r.id, unit: per })));
      await generateBatchCodes({ tx, progress: async () => undefined }, batchId);
    });
    made += per * ids.length;
    process.stdout.write(`  ${made.toLocaleString('en')} kod\r`);
  }
  await execute(db, sql`update code_batches set status = 'COMPLETED' where status = 'CONTINUING'`);
  await execute(db, sql`analyze campaign_serials`);
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from campaign_serials`);
  const sample = (await queryRows<{ code: string }>(db, sql`select code::text from campaign_serials tablesample system (1) limit ${ROUNDS + 20}`)).map((r) => formatCode(Number(r.code)));
  const times = await timedRounds(ROUNDS, async (i) => {
    const r = await admin.post('/api/accessoryCampaignSerial/codes?size=10', { value: sample[i % sample.length] });
    if (r.statusCode !== 200 || (r.json() as { totalElements: number }).totalElements !== 1) throw new Error(`search ${r.statusCode} ${r.body.slice(0, 200)}`);
  });
  figures.push(figureOf(`serial by value over ${(total / 1e6).toFixed(1)}M codes (API)`, times, CODES_TARGET.searchP99Ms));

  // 3. A page of the big batch's codes and of the big reseller's codes (count and sort included).
  const pageOf = async (filter: object) => {
    const r = await admin.post('/api/accessoryCampaignSerial/codes?size=10&page=3', filter);
    if (r.statusCode !== 200 || (r.json() as { content: unknown[] }).content.length !== 10) throw new Error(`page ${r.statusCode} ${r.body.slice(0, 200)}`);
  };
  const pageRounds = Math.max(10, Math.round(ROUNDS / 10));
  figures.push(figureOf(`page of a ${(totalCount / 1e6).toFixed(0)}M-code batch (API)`, await timedRounds(pageRounds, () => pageOf({ titleId: id })), 1000));
  figures.push(figureOf(`page of one reseller's codes (API)`, await timedRounds(pageRounds, () => pageOf({ resellerCode: big })), 200));

  // 4. Export of the big reseller's serials.
  const e0 = performance.now();
  const file = await admin.post('/api/accessoryCampaignSerial/codes/export', { resellerCode: big });
  if (file.statusCode !== 200) throw new Error(`export ${file.statusCode}`);
  const [{ mine }] = await queryRows<{ mine: number }>(db, sql`select count(*)::int as mine from campaign_serials s join resellers r on r.id = s.reseller_id where r.code = ${big}`);
  once(`export one reseller's ${mine.toLocaleString('en')} serials, ${(file.rawPayload.length / 1e6).toFixed(1)} MB (ms)`, performance.now() - e0, CODES_TARGET.exportMs);
} finally {
  await t.close();
}
console.log(`FIGURES ${JSON.stringify(figures)}`);
