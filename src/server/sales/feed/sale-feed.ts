import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import { SALE_FEED_MSG, type SaleIngestRow, saleIngestRowSchema } from '../../../shared/contract/sale-wizard.js';
import { type Db, executeNamed } from '../../db/sql.js';
import { statementChain } from '../../db/statement-chain.js';
import { productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch } from '../../ingest/batch-ingest.js';
import { groupDocumentsYielding } from '../../serials/feeds/document-groups.js';
import { resellersByCode } from '../../serials/feeds/ledger-lookups.js';
import { unitKey } from '../../serials/units/unit-repo.js';
import { refusalsNow, type SaleLineUnit, unitsOfSaleLines } from '../complete/basket-units.js';
import { checkSaleCode, lockSaleCodes } from '../complete/campaign-codes.js';
import { codeConflict } from '../complete/complete-service.js';
import { nextSaleIds, type SaleWrite } from '../complete/sale-write.js';
import { lockResellers, scoreGainsSql } from '../complete/score-gains.js';
import { resellersForSale } from '../complete/seller.js';
import { byDayOrder, type LostWrites, type PlannedSale, saleChunkWrite } from './sale-chunk-write.js';
import { campaignsOf, readForChecks } from './sale-reads.js';
import { conflictRows, header, line, type Row, rowErrors, saleKey, type SaleReads, type SaleSender, saleVerdict } from './sale-verdict.js';

export type { SaleSender } from './sale-verdict.js';

/**
 * The sales feed (POST /api/ingest/sales, issue 31): sales made in the operator's or a
 * distributor's own systems, one row per sold unit, into the same completion service as the
 * wizard (complete/complete-service.ts) — the same ledger, price-band and campaign-code checks.
 * - A sale is (resellerCode, saleNo); its rows must agree on the header (SALE_FEED_MSG.headerMismatch).
 * - A sale stored before with the same content is a replay (nothing written); with other content
 *   its rows are refused (saleReused). Concurrent batches sending one sale number wait for each other
 *   on a transaction-level advisory lock (one of the SALE_LOCK_BUCKETS buckets of the numbers' hash,
 *   sale-reads.ts, taken in bucket order before the stored sales are read), so the second sees the
 *   first's sale (replay or refusal) instead of tripping the unique index; buckets keep a batch of
 *   100,000 numbers within the lock table (two batches sharing only a bucket merely wait for each other).
 * - Per-row errors: the row schema's, unknown reseller / barcode / unit, a unit twice in the batch,
 *   a reseller outside the sending distributor, a sale time in the future, an unknown campaign SN
 *   code, and each completion conflict as its row's text (SALE_CONFLICT_TEXTS; a code or campaign
 *   conflict on every row of its sale).
 * - All or nothing: every sale is checked by the completion's checks (complete-service.ts checkSale's
 *   rules, shared: refusal, lineConflicts, codeVerdict, the price bands) — set-based: each kind of
 *   read once for the whole batch (units, price versions, discount ratios, codes), so a batch of
 *   100,000 sales costs a handful of statements, not 15 per sale; a code an earlier sale of the
 *   batch uses is CODE_USED for a later one — and any error refuses the whole batch (422) before
 *   anything is written; then the sales are written together, chunk by chunk (writeBatch).
 * One file a job: the reads (sale-reads.ts), a sale's verdict (sale-verdict.ts), a chunk's
 * statements (sale-chunk-write.ts); here the batch's flow.
 */
interface Batch extends SaleSender {
  now: Date;
  total: number;
  /** The checked sales of the batch, with their rows (checkSales), for the write. */
  plans: PlannedSale[];
  rows: readonly (Row | null)[];
  unitOf: (r: Row) => number | undefined;
}

async function checkSales(tx: Db, rows: readonly (Row | null)[], batch: Batch): Promise<RowError[]> {
  const errors: RowError[] = [];
  const live = rows.flatMap((r, i) => (r ? [{ r, i }] : []));
  if (!live.length) return errors;

  // Every read of the batch, set-based: resellers, campaigns, the units of all rows. One after the
  // other: node-postgres deprecates a second query on a client still running one (pg 9 drops it).
  const resellers = await resellersForSale(tx, live.map(({ r }) => r.resellerId));
  const campaigns = await campaignsOf(tx, live.flatMap(({ r }) => (r.voucherCode ? [r.voucherCode] : [])));
  const unitRows = await unitsOfSaleLines(tx, live.map(({ r }) => ({ modelId: r.modelId, serialNo: r.serialNo, resellerId: r.resellerId })));

  // The reads of the completion's checks, sent now and run by the database while Node groups and
  // checks the rows below (a second of each; taking turns, they added up): over every live row, a
  // superset of the new sales the verdicts need (a replayed or refused sale's reads are unused).
  const reading = readForChecks(tx, live.map(({ r }) => r), unitRows.flatMap((u) => (u ? [u.id] : [])), resellers);
  reading.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  const grouped = await groupDocumentsYielding(rows, saleKey, header, line);
  const units = new Map<Row, SaleLineUnit>();
  live.forEach(({ r }, k) => unitRows[k] && units.set(r, unitRows[k]));
  const unitOf = (r: Row) => units.get(r);
  const bad = new Set<number>();
  for (const { r, i } of live) {
    const failed = rowErrors(r, i, { resellers, campaigns, unitOf }, batch, batch.now);
    if (failed.length) {
      errors.push(...failed);
      bad.add(i);
    }
  }

  // The ledger's grouping names the document's header; a sale's header has its own text.
  for (const e of grouped.errors) {
    errors.push({ ...e, message: SALE_FEED_MSG.headerMismatch });
    bad.add(e.row - 1);
  }
  // A sale with a refused row is not completed (its other rows are not named).
  const badSales = new Set([...bad].map((i) => saleKey(rows[i]!)));
  const groups = [...grouped.groups.values()].filter((g) => !badSales.has(g.key)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const reads: SaleReads = { resellers, campaigns, unitOf, ...(await reading) };
  if (!groups.length) return errors;

  const codesTaken = new Set<string>();
  for (const g of groups) {
    const verdict = saleVerdict(g, rows, reads, codesTaken);
    if (verdict.errors) errors.push(...verdict.errors);
    else if (verdict.plan) batch.plans.push({ plan: verdict.plan, group: g });
  }
  batch.unitOf = (r) => unitOf(r)?.id;
  batch.rows = rows;
  return errors;
}

const feed: Feed<SaleIngestRow, 'resellerId' | 'modelId', Batch> = {
  row: saleIngestRowSchema,
  lookups: {
    resellerId: { field: 'resellerCode', query: resellersByCode, unknown: SALE_FEED_MSG.unknownReseller },
    modelId: { field: 'barcode', query: productsByBarcode, unknown: INGEST_MSG.unknownBarcode },
  },
  unique: { key: (r) => unitKey(r.modelId, r.serialNo), field: 'serialNo', message: SALE_FEED_MSG.duplicateUnit },
  checkBatch: checkSales,
  write: writeBatch,
};

/**
 * Sales per write chunk, at least (a few set-based statements each: sales, lines, unit moves,
 * codes): a batch is written in about SALE_WRITE_CHUNKS chunks of SALE_WRITE_CHUNK to
 * SALE_WRITE_CHUNK_MAX sales — larger chunks cost the database less per sale (each statement's
 * set-up and the report trigger's groups, spread over more sales: 100,000 sales in chunks of
 * 10,000 took about 1.5 s less than in chunks of 2,000), and ten of them still let Node build the
 * next while the database writes one.
 */
export const SALE_WRITE_CHUNK = 2_000;
const SALE_WRITE_CHUNK_MAX = 10_000;
const SALE_WRITE_CHUNKS = 10;
/** Chunks built ahead of the one the database is writing (a bound on the statements held in memory). */
const CHUNKS_AHEAD = 2;

/**
 * The batch's checked sales, set-based, in one transaction (the caller's): their ids drawn at
 * once; every code they take locked in id order, then every reseller (the order of every writer,
 * complete-service.ts writeSales; their units were locked first, by checkSales); then chunk by
 * chunk, the sales sorted by their sale_days row so those row locks follow the same order too,
 * the units' conditional moves with their SALE movements, the codes' conditional consumption,
 * the sales and their lines; last the scores (their resellers locked already). A conditional
 * write that moves fewer rows than asked lost a race with a sale since the check: the batch is
 * refused (422, rolled back) naming that sale's rows with what happened, as the full check would.
 *
 * The statements run one after the other on the transaction's connection (db/statement-chain.ts),
 * and Node builds the next chunk's (its arrays of thousands of sales: a third of the write's time
 * when the two took turns) while the database runs the current one, up to CHUNKS_AHEAD ahead.
 */
async function writeBatch(tx: Db, _rows: readonly Row[], batch: Batch): Promise<void> {
  if (!batch.plans.length) return;
  const ids = await nextSaleIds(tx, batch.plans.length);
  // Ids in sale_days order, so the inserts (by day, then id) go chunk after chunk in that order.
  const order = byDayOrder(batch.plans);
  order.forEach((o, n) => (o.plan.saleId = ids[n]));
  // The units are locked already (checkSales); then every code, then every reseller.
  await lockSaleCodes(tx, order.flatMap((p) => (p.plan.code ? [p.plan.code] : [])));
  // The resellers before the first sale_days row (the wizard's write locks its reseller, then its day: complete-service.ts writeSales).
  await lockResellers(tx, order.map((p) => p.plan.seller.resellerId));
  // The chunks' statements, each chunk built while the database writes the one before (statement-chain.ts).
  const chain = statementChain(CHUNKS_AHEAD);
  const writes: SaleWrite[] = [];
  const size = Math.min(SALE_WRITE_CHUNK_MAX, Math.max(SALE_WRITE_CHUNK, Math.ceil(order.length / SALE_WRITE_CHUNKS)));
  for (let from = 0; from < order.length && !chain.failed; from += size) {
    const chunk = saleChunkWrite(tx, order.slice(from, from + size), lostRefusal(tx, batch));
    writes.push(...chunk.writes);
    chain.run(chunk.run);
    await chain.ahead();
  }
  const gains = scoreGainsSql(writes.map((w) => ({ resellerId: w.seller.resellerId, saleId: w.id, points: w.score, at: w.at })));
  if (gains) chain.run(() => executeNamed(tx, gains));
  await chain.done();
}

/** A lost race's refusal (422): the sales' rows with what happened to their units or codes since the check. */
const lostRefusal = (tx: Db, batch: Batch): LostWrites => ({ units: (lost, moved) => lostUnits(tx, lost, moved, batch), codes: (lost) => lostCodes(tx, lost, batch) });

/** The refusal of sales whose units another sale took since the check: each lost unit's row with why it did not move (read as now committed). */
async function lostUnits(tx: Db, lost: readonly PlannedSale[], moved: Set<number>, batch: Batch) {
  const errors: RowError[] = [];
  for (const { plan, group } of lost) {
    const lines = plan.body.lines.filter((l) => !moved.has(l.unitId));
    const now = await refusalsNow(tx, plan.seller.resellerId, lines);
    const conflicts = lines.map((l, k) => ({ ...codeConflict(now.get(k) ?? 'SOLD'), unitId: l.unitId, serialNo: l.serialNo }));
    errors.push(...conflictRows(conflicts, group, batch.rows, batch.unitOf));
  }
  return refusedBatch(errors.sort((a, b) => a.row - b.row), batch.total);
}

/** The refusal of sales whose code another sale took since the check (its rows, with the code's state now). */
async function lostCodes(tx: Db, lost: readonly PlannedSale[], batch: Batch) {
  const errors: RowError[] = [];
  for (const { plan, group } of lost) {
    const again = await checkSaleCode(tx, plan.seller.resellerId, plan.body.accessoryCampaignId!, plan.body);
    errors.push(...conflictRows([codeConflict('reason' in again ? again.reason : 'CODE_USED')], group, batch.rows, batch.unitOf));
  }
  return refusedBatch(errors.sort((a, b) => a.row - b.row), batch.total);
}

/** Checks and writes a batch of sales (the endpoint and the demo seed). Call it inside a transaction: a refused batch (422) leaves nothing behind. */
export const ingestSales = (tx: Db, rows: readonly unknown[], sender: SaleSender = { distyId: null }) =>
  ingestBatch(tx, feed, rows, { ...sender, now: new Date(), total: rows.length, plans: [], rows: [], unitOf: () => undefined });

