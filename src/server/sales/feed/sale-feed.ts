import { sql } from 'drizzle-orm';
import { parseCode } from '../../../shared/campaign-code.js';
import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import { CODE_CONFLICT_REASONS, SALE_CONFLICT_TEXTS, type SaleConflictReason } from '../../../shared/contract/sale-texts.js';
import { SALE_FEED_MSG, type SaleCompleteBody, type SaleConflict, type SaleIngestRow, saleIngestRowSchema } from '../../../shared/contract/sale-wizard.js';
import { type Db, executeNamed, intArray, queryRows, queryRowsNamed, textArray } from '../../db/sql.js';
import { statementChain } from '../../db/statement-chain.js';
import { productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch, type Resolved } from '../../ingest/batch-ingest.js';
import { type DocumentGroup, groupDocumentsYielding } from '../../serials/feeds/document-groups.js';
import { resellersByCode } from '../../serials/feeds/ledger-lookups.js';
import { unitKey } from '../../serials/units/unit-repo.js';
import { refusal, refusalsNow, type SaleLineUnit, unitsOfSaleLines } from '../complete/basket-units.js';
import { type CodeDb, checkSaleCode, codeVerdict, consumeSaleCodes, lockSaleCodes, type SaleCode, saleCodeRows } from '../complete/campaign-codes.js';
import { codeConflict, dayKey, lineConflicts, type SalePlan, saleWriteOf } from '../complete/complete-service.js';
import { maxDiscountRatios, type ProductBand, priceBandReader } from '../complete/price-bands.js';
import { insertSalesSql, lockUnits, movedUnits, moveSoldUnitsSql, nextSaleIds, type SaleWrite } from '../complete/sale-write.js';
import { lockResellers, scoreGainsSql } from '../complete/score-gains.js';
import { type ResellerDb, resellersForSale, type Seller } from '../complete/seller.js';

/**
 * The sales feed (POST /api/ingest/sales, issue 31): sales made in the operator's or a
 * distributor's own systems, one row per sold unit, into the same completion service as the
 * wizard (complete/complete-service.ts) — the same ledger, price-band and campaign-code checks.
 * - A sale is (resellerCode, saleNo); its rows must agree on the header (SALE_FEED_MSG.headerMismatch).
 * - A sale stored before with the same content is a replay (nothing written); with other content
 *   its rows are refused (saleReused). Concurrent batches sending one sale number wait for each other
 *   on a transaction-level advisory lock (one of SALE_LOCK_BUCKETS buckets of the numbers' hash, taken
 *   in bucket order before the stored sales are read), so the second sees the first's sale (replay or
 *   refusal) instead of tripping the unique index; buckets keep a batch of 100,000 numbers within
 *   the lock table (two batches sharing only a bucket merely wait for each other).
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
 */
type Row = Resolved<SaleIngestRow, 'resellerId' | 'modelId'>;

export interface SaleSender {
  /** A service user tied to a distributor sends only its resellers' sales. */
  distyId: number | null;
}

interface Batch extends SaleSender {
  now: Date;
  total: number;
  /** The checked sales of the batch, with their rows (checkSales), for the write. */
  plans: { plan: SalePlan; group: DocumentGroup<Row> }[];
  rows: readonly (Row | null)[];
  unitOf: (r: Row) => number | undefined;
}

const saleKey = (r: Row) => `${r.resellerId}\u0000${r.saleNo}`;
const header = (r: Row) => [
  r.completedDateTime,
  r.productSaleType,
  r.voucherCode,
  r.serialValue,
  r.passValue,
  r.customerType,
  r.customerName,
  r.customerSurname,
  r.customerPhoneNo,
  r.customerServiceNo,
  r.customerPstnNo,
  r.sellerName,
  r.sellerSurname,
];
const line = (r: Row) => [r.modelId, r.serialNo, r.price];

/** A conflict of the completion as the errors of the sale's rows. */
function conflictRows(conflicts: readonly SaleConflict[], group: DocumentGroup<Row>, rows: readonly (Row | null)[], unitOf: (r: Row) => number | undefined): RowError[] {
  const errors: RowError[] = [];
  for (const c of conflicts) {
    const message = SALE_CONFLICT_TEXTS[c.reason];
    if ((CODE_CONFLICT_REASONS as readonly string[]).includes(c.reason)) {
      const field = c.reason === 'CAMPAIGN_INACTIVE' ? 'voucherCode' : group.first.serialValue ? 'serialValue' : 'passValue';
      for (const i of group.rows) errors.push({ row: i + 1, field, message });
      continue;
    }
    const i = group.rows.find((k) => unitOf(rows[k]!) === c.unitId);
    if (i !== undefined) errors.push({ row: i + 1, field: c.reason.startsWith('PRICE') || c.reason === 'NO_PRICE' ? 'price' : 'serialNo', message });
  }
  return errors;
}

/** The sale-number locks: a few hundred buckets of the numbers' hash, so a batch of 100,000 sales stays within the lock table. */
const SALE_LOCK_BUCKETS = 512;

/**
 * The reads behind the completion's checks of a batch, one after the other on its connection:
 * - every unit the batch names locked in id order: the first of every writer's locks (units,
 *   then the sale-number buckets, codes, resellers, sale_days; a refused batch rolls them back);
 * - the sale numbers' advisory locks, in bucket order, then the sales stored under those numbers
 *   (one probe of the partial unique index per sale: a join let the planner read every fed sale);
 * - the completion's checks (complete-service.ts checkSale) over every sale at once: the resellers'
 *   discount ratios, the price bands of all (distributor, product) pairs over the span of the
 *   sales' times and the campaign codes, each read once.
 */
async function readForChecks(tx: Db, live: readonly Row[], unitRows: readonly (SaleLineUnit | null | undefined)[], resellers: Map<number, ResellerDb>) {
  await lockUnits(tx, unitRows.flatMap((u) => (u ? [u.id] : [])));
  const keys = new Map(live.map((r) => [saleKey(r), r]));
  const firsts = [...keys.values()];
  await tx.execute(
    sql`select pg_advisory_xact_lock(31, b) from (select distinct (hashtext(k) & ${SALE_LOCK_BUCKETS - 1}::int) as b
          from unnest(${textArray(firsts.map((r) => `sale/${r.resellerId}/${r.saleNo}`))}) as k) l order by b`,
  );
  const storedRows = await queryRows<{ reseller_id: number; source_no: string; content_hash: string | null }>(
    tx,
    sql`select k.r as reseller_id, k.n as source_no, s.content_hash
        from unnest(${intArray(firsts.map((r) => r.resellerId))}, ${textArray(firsts.map((r) => r.saleNo))}) as k(r, n)
        cross join lateral (select s.content_hash from sales s where s.reseller_id = k.r and s.source_no = k.n and s.source_no is not null limit 1) s`,
  );
  const stored = new Map(storedRows.map((s) => [`${s.reseller_id}\u0000${s.source_no}`, s.content_hash]));
  const ratios = await maxDiscountRatios(tx, [...new Set(firsts.map((r) => resellers.get(r.resellerId)!.code))]);
  const times = firsts.map((r) => new Date(r.completedDateTime).getTime());
  const bandOf = await priceBandReader(
    tx,
    live.map((r) => ({ distyId: resellers.get(r.resellerId)!.disty_id, modelId: r.modelId })),
    // A loop, not Math.min(...times): 100,000 arguments overflow the stack.
    new Date(times.reduce((a, b) => Math.min(a, b), Infinity)),
    new Date(times.reduce((a, b) => Math.max(a, b), -Infinity)),
  );
  const codeRows = new Map<string, Map<number, CodeDb>>();
  for (const kind of ['SERIAL', 'PASS'] as const) {
    const texts = firsts.flatMap((r) => (r.voucherCode ? [kind === 'SERIAL' ? r.serialValue : r.serialValue ? null : r.passValue] : []));
    codeRows.set(kind, await saleCodeRows(tx, kind, texts.flatMap((t) => { const n = t ? parseCode(t) : null; return n === null ? [] : [n]; })));
  }
  return { stored, ratios, bandOf, codeRows };
}

async function checkSales(tx: Db, rows: readonly (Row | null)[], batch: Batch): Promise<RowError[]> {
  const errors: RowError[] = [];
  const fail = (i: number, field: string, message: string) => errors.push({ row: i + 1, field, message });
  const live = rows.flatMap((r, i) => (r ? [{ r, i }] : []));
  if (!live.length) return errors;

  // Every read of the batch, set-based: resellers, campaigns, the units of all rows. One after the
  // other: node-postgres deprecates a second query on a client still running one (pg 9 drops it).
  const resellers = await resellersForSale(tx, live.map(({ r }) => r.resellerId));
  const vouchers = [...new Set(live.flatMap(({ r }) => (r.voucherCode ? [r.voucherCode] : [])))];
  const campaignRows = await queryRows<{ voucher_code: string; id: number; status: number }>(tx, sql`select voucher_code, id, status from accessory_campaigns where voucher_code = any(${textArray(vouchers)})`);
  const unitRows = await unitsOfSaleLines(tx, live.map(({ r }) => ({ modelId: r.modelId, serialNo: r.serialNo, resellerId: r.resellerId })));
  const campaigns = new Map(campaignRows.map((c) => [c.voucher_code, c]));

  // The reads of the completion's checks, sent now and run by the database while Node groups and
  // checks the rows below (a second of each; taking turns, they added up): over every live row, a
  // superset of the new sales the verdicts need (a replayed or refused sale's reads are unused).
  const reading = readForChecks(tx, live.map(({ r }) => r), unitRows, resellers);
  reading.catch(() => undefined); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  const grouped = await groupDocumentsYielding(rows, saleKey, header, line);
  const units = new Map<Row, SaleLineUnit>();
  live.forEach(({ r }, k) => unitRows[k] && units.set(r, unitRows[k]));
  const unitOf = (r: Row) => units.get(r)?.id;
  const bad = new Set<number>();
  for (const { r, i } of live) {
    const before = errors.length;
    const reseller = resellers.get(r.resellerId)!;
    if (batch.distyId !== null && reseller.disty_id !== batch.distyId) fail(i, 'resellerCode', SALE_FEED_MSG.notOwnReseller);
    if (new Date(r.completedDateTime).getTime() > batch.now.getTime()) fail(i, 'completedDateTime', SALE_FEED_MSG.inFuture);
    if (r.voucherCode && !campaigns.has(r.voucherCode)) fail(i, 'voucherCode', SALE_FEED_MSG.unknownCampaign);
    if (unitOf(r) === undefined) fail(i, 'serialNo', SALE_FEED_MSG.unknownUnit);
    if (errors.length > before) bad.add(i);
  }

  // The ledger's grouping names the document's header; a sale's header has its own text.
  for (const e of grouped.errors) {
    errors.push({ ...e, message: SALE_FEED_MSG.headerMismatch });
    bad.add(e.row - 1);
  }
  // A sale with a refused row is not completed (its other rows are not named).
  const badSales = new Set([...bad].map((i) => saleKey(rows[i]!)));
  const groups = [...grouped.groups.values()].filter((g) => !badSales.has(g.key)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const { stored, ratios, bandOf, codeRows } = await reading;
  if (!groups.length) return errors;

  const codesTaken = new Set<string>();
  for (const g of groups) {
    const hash = stored.get(g.key);
    if (hash !== undefined) {
      if (hash !== g.hash) for (const i of g.rows) fail(i, 'saleNo', SALE_FEED_MSG.saleReused);
      continue;
    }
    const r = g.first;
    const reseller = resellers.get(r.resellerId)!;
    const campaign = r.voucherCode ? campaigns.get(r.voucherCode)! : null;
    const body: SaleCompleteBody = {
      productSaleType: r.productSaleType,
      customerType: r.customerType,
      customerName: r.customerName,
      customerSurname: r.customerSurname,
      customerPhoneNo: r.customerPhoneNo,
      customerServiceNo: r.customerServiceNo,
      customerPstnNo: r.customerPstnNo,
      accessoryCampaignId: campaign?.id ?? null,
      serialValue: r.serialValue,
      passValue: r.passValue,
      lines: g.rows.map((i) => ({ unitId: unitOf(rows[i]!)!, serialNo: rows[i]!.serialNo, modelId: rows[i]!.modelId, price: rows[i]!.price })),
    };
    const seller: Seller = {
      resellerId: reseller.id,
      resellerCode: reseller.code,
      mainResellerId: reseller.main_id,
      distyId: reseller.disty_id,
      userId: null,
      sellerName: r.sellerName ?? '',
      sellerSurname: r.sellerSurname ?? '',
    };
    const at = new Date(r.completedDateTime);
    const ratio = ratios.get(reseller.code)!;
    const bands = new Map<number, ProductBand>();
    const refused = new Map<number, SaleConflictReason>();
    g.rows.forEach((i, k) => {
      const row = rows[i]!;
      const band = bandOf(reseller.disty_id, ratio, row.modelId, at);
      if (band) bands.set(row.modelId, band);
      const reason = refusal(units.get(row), row, reseller.id);
      if (reason) refused.set(k, reason);
    });
    const conflicts = lineConflicts(body, refused, bands);
    let code: SaleCode | null = null;
    if (body.productSaleType === 'TEMLIK' && campaign) {
      if (campaign.status !== 1) conflicts.push(codeConflict('CAMPAIGN_INACTIVE'));
      else {
        const verdict = codeVerdict(codeRows.get(r.serialValue ? 'SERIAL' : 'PASS')!, reseller.id, campaign.id, body);
        if ('reason' in verdict) conflicts.push(codeConflict(verdict.reason));
        else code = verdict.code;
      }
    }
    if (conflicts.length) {
      errors.push(...conflictRows(conflicts, g, rows, unitOf));
      continue;
    }
    // A code an earlier sale of this batch uses is used by the time this one is written.
    if (code && codesTaken.has(`${code.kind}/${code.id}`)) {
      errors.push(...conflictRows([codeConflict('CODE_USED')], g, rows, unitOf));
      continue;
    }
    if (code) codesTaken.add(`${code.kind}/${code.id}`);
    const supplyOf = new Map(g.rows.map((i) => [unitOf(rows[i]!)!, units.get(rows[i]!)!.supply_id]));
    const opts = { at, source: 'FEED' as const, sourceNo: r.saleNo, contentHash: g.hash };
    batch.plans.push({ plan: { seller, body, opts, code, bands, supplyOf, saleId: null }, group: g });
  }
  batch.unitOf = unitOf;
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
  const plans = batch.plans.map((p) => p.plan);
  const ids = await nextSaleIds(tx, plans.length);
  // Ids in sale_days order, so the inserts (by day, then id) go chunk after chunk in that order.
  const order = batch.plans.map((p, k) => ({ p, k, key: dayKey({ at: p.plan.opts.at, seller: p.plan.seller }) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.k - b.k));
  order.forEach((o, n) => (o.p.plan.saleId = ids[n]));
  // The units are locked already (checkSales); then every code, then every reseller.
  await lockSaleCodes(tx, plans.flatMap((p) => (p.code ? [p.code] : [])));
  // The resellers before the first sale_days row (the wizard's write locks its reseller, then its day: complete-service.ts writeSales).
  await lockResellers(tx, plans.map((p) => p.seller.resellerId));
  // The chunks' statements, each chunk built while the database writes the one before (statement-chain.ts).
  const chain = statementChain(CHUNKS_AHEAD);
  const writes: SaleWrite[] = [];
  const size = Math.min(SALE_WRITE_CHUNK_MAX, Math.max(SALE_WRITE_CHUNK, Math.ceil(order.length / SALE_WRITE_CHUNKS)));
  for (let from = 0; from < order.length && !chain.failed; from += size) {
    const chunk = order.slice(from, from + size).map((o) => o.p);
    const moves = chunk.flatMap(({ plan }) => plan.body.lines.map((l) => ({ unitId: l.unitId, saleId: plan.saleId!, resellerId: plan.seller.resellerId, at: plan.opts.at })));
    const moveStatement = moveSoldUnitsSql(moves);
    const codes = chunk.flatMap(({ plan }) => (plan.code ? [{ code: plan.code, at: plan.opts.at }] : []));
    const chunkWrites = chunk.map(({ plan }) => saleWriteOf(plan));
    const salesStatement = insertSalesSql(chunkWrites);
    writes.push(...chunkWrites);
    chain.run(async () => {
      const moved = movedUnits(await queryRowsNamed<{ unit_id: number }>(tx, moveStatement));
      if (moved.size !== moves.length) throw await lostUnits(tx, chunk.filter(({ plan }) => plan.body.lines.some((l) => !moved.has(l.unitId))), moved, batch);
      const consumed = await consumeSaleCodes(tx, codes);
      if (consumed.size !== codes.length) throw await lostCodes(tx, chunk.filter(({ plan }) => plan.code && !consumed.has(`${plan.code.kind}/${plan.code.id}`)), batch);
      await executeNamed(tx, salesStatement);
    });
    await chain.ahead();
  }
  const gains = scoreGainsSql(writes.map((w) => ({ resellerId: w.seller.resellerId, saleId: w.id, points: w.score, at: w.at })));
  if (gains) chain.run(() => executeNamed(tx, gains));
  await chain.done();
  }

/** The refusal of sales whose units another sale took since the check: each lost unit's row with why it did not move (read as now committed). */
async function lostUnits(tx: Db, lost: Batch['plans'], moved: Set<number>, batch: Batch) {
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
async function lostCodes(tx: Db, lost: Batch['plans'], batch: Batch) {
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

