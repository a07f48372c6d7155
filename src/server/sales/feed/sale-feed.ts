import { sql } from 'drizzle-orm';
import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import {
  CODE_CONFLICT_REASONS,
  SALE_CONFLICT_TEXTS,
  SALE_FEED_MSG,
  type SaleCompleteBody,
  type SaleConflict,
  type SaleIngestRow,
  saleIngestRowSchema,
} from '../../../shared/contract/sales.js';
import { type Db, intArray, queryRows, textArray } from '../../db/sql.js';
import { AppError } from '../../lib/app-error.js';
import { productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch, type Resolved } from '../../ingest/batch-ingest.js';
import { type DocumentGroup, groupDocuments } from '../../serials/feeds/document-groups.js';
import { resellersByCode } from '../../serials/feeds/ledger-lookups.js';
import { unitKey, unitsByPair } from '../../serials/units/unit-repo.js';
import { lockSaleCodes } from '../complete/campaign-codes.js';
import { checkSale, type SalePlan, takeSale, writeSales } from '../complete/complete-service.js';
import { resellersForSale } from '../complete/seller.js';

/**
 * The sales feed (POST /api/ingest/sales, issue 31): sales made in the operator's or a
 * distributor's own systems, one row per sold unit, into the same completion service as the
 * wizard (complete/complete-service.ts) — the same ledger, price-band and campaign-code checks.
 * - A sale is (resellerCode, saleNo); its rows must agree on the header (SALE_FEED_MSG.headerMismatch).
 * - A sale stored before with the same content is a replay (nothing written); with other content
 *   its rows are refused (saleReused). Concurrent batches sending one sale number wait for each other
 *   on a transaction-level advisory lock per number, taken in key order before the stored sales are
 *   read, so the second sees the first's sale (replay or refusal) instead of tripping the unique index.
 * - Per-row errors: the row schema's, unknown reseller / barcode / unit, a unit twice in the batch,
 *   a reseller outside the sending distributor, a sale time in the future, an unknown campaign SN
 *   code, and each completion conflict as its row's text (SALE_CONFLICT_TEXTS; a code or campaign
 *   conflict on every row of its sale).
 * - All or nothing: every sale is checked by the completion's checks (reading only; a code an earlier
 *   sale of the batch uses is CODE_USED for a later one) and any error refuses the whole batch (422)
 *   before anything is written; then the sales are taken and written together (writeBatch).
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

async function checkSales(tx: Db, rows: readonly (Row | null)[], batch: Batch): Promise<RowError[]> {
  const errors: RowError[] = [];
  const fail = (i: number, field: string, message: string) => errors.push({ row: i + 1, field, message });
  const live = rows.flatMap((r, i) => (r ? [{ r, i }] : []));
  if (!live.length) return errors;

  const resellers = await resellersForSale(tx, live.map(({ r }) => r.resellerId));
  const vouchers = [...new Set(live.flatMap(({ r }) => (r.voucherCode ? [r.voucherCode] : [])))];
  const campaigns = new Map(
    (await queryRows<{ voucher_code: string; id: number }>(tx, sql`select voucher_code, id from accessory_campaigns where voucher_code = any(${textArray(vouchers)})`)).map((c) => [c.voucher_code, c.id]),
  );
  const units = await unitsByPair(tx, live.map(({ r }) => ({ modelId: r.modelId, serialNo: r.serialNo })));
  const unitOf = (r: Row) => units.get(unitKey(r.modelId, r.serialNo))?.id;
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

  const grouped = groupDocuments(rows, saleKey, header, line);
  // The ledger's grouping names the document's header; a sale's header has its own text.
  errors.push(...grouped.errors.map((e) => ({ ...e, message: SALE_FEED_MSG.headerMismatch })));
  for (const e of grouped.errors) bad.add(e.row - 1);
  // A sale with a refused row is not completed (its other rows are not named).
  const badSales = new Set([...bad].map((i) => saleKey(rows[i]!)));
  const groups = [...grouped.groups.values()].filter((g) => !badSales.has(g.key)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!groups.length) return errors;

  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(k, 31)) from unnest(${textArray(groups.map((g) => `sale/${g.first.resellerId}/${g.first.saleNo}`))}) as k order by k`);
  const stored = new Map(
    (
      await queryRows<{ reseller_id: number; source_no: string; content_hash: string | null }>(
        tx,
        sql`select s.reseller_id, s.source_no, s.content_hash from sales s
            join unnest(${textArray(groups.map((g) => String(g.first.resellerId)))}::int[], ${textArray(groups.map((g) => g.first.saleNo))}) as k(r, n)
              on s.reseller_id = k.r and s.source_no = k.n`,
      )
    ).map((s) => [`${s.reseller_id}\u0000${s.source_no}`, s.content_hash]),
  );

  const codesTaken = new Set<string>();
  for (const g of groups) {
    if (badSales.has(g.key)) continue;
    const hash = stored.get(g.key);
    if (hash !== undefined) {
      if (hash !== g.hash) for (const i of g.rows) fail(i, 'saleNo', SALE_FEED_MSG.saleReused);
      continue;
    }
    const r = g.first;
    const reseller = resellers.get(r.resellerId)!;
    const body: SaleCompleteBody = {
      productSaleType: r.productSaleType,
      customerType: r.customerType,
      customerName: r.customerName,
      customerSurname: r.customerSurname,
      customerPhoneNo: r.customerPhoneNo,
      customerServiceNo: r.customerServiceNo,
      customerPstnNo: r.customerPstnNo,
      accessoryCampaignId: r.voucherCode ? campaigns.get(r.voucherCode)! : null,
      serialValue: r.serialValue,
      passValue: r.passValue,
      lines: g.rows.map((i) => ({ unitId: unitOf(rows[i]!)!, serialNo: rows[i]!.serialNo, modelId: rows[i]!.modelId, price: rows[i]!.price })),
    };
    const seller = {
      resellerId: reseller.id,
      resellerCode: reseller.code,
      mainResellerId: reseller.main_id,
      distyId: reseller.disty_id,
      userId: null,
      sellerName: r.sellerName ?? '',
      sellerSurname: r.sellerSurname ?? '',
    };
    const checked = await checkSale(tx, seller, body, { at: new Date(r.completedDateTime), source: 'FEED', sourceNo: r.saleNo, contentHash: g.hash });
    if (checked.conflicts) {
      errors.push(...conflictRows(checked.conflicts, g, rows, unitOf));
      continue;
    }
    // A code an earlier sale of this batch uses is used by the time this one is written.
    const code = checked.plan.code;
    if (code && codesTaken.has(`${code.kind}/${code.id}`)) {
      errors.push(...conflictRows([{ reason: 'CODE_USED', unitId: null, serialNo: null, modelName: null, price: null, minPrice: null, maxPrice: null }], g, rows, unitOf));
      continue;
    }
    if (code) codesTaken.add(`${code.kind}/${code.id}`);
    batch.plans.push({ plan: checked.plan, group: g });
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
 * The batch's sales, checked: every unit and code they take is locked first, in id order (the order
 * of every writer, complete-service.ts), then each sale takes its units and code and all are written.
 * A unit or code another sale took since the check refuses the batch with that sale's rows.
 */
async function writeBatch(tx: Db, _rows: readonly Row[], batch: Batch): Promise<void> {
  if (!batch.plans.length) return;
  const unitIds = batch.plans.flatMap(({ plan }) => plan.body.lines.map((l) => l.unitId));
  await tx.execute(sql`select id from units where id = any(${intArray(unitIds)}) order by id for update`);
  await lockSaleCodes(tx, batch.plans.flatMap(({ plan }) => (plan.code ? [plan.code] : [])));
  const errors: RowError[] = [];
  for (const { plan, group } of batch.plans) {
    try {
      await takeSale(tx, plan);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      errors.push(...conflictRows((error.envelope.details ?? []) as SaleConflict[], group, batch.rows, batch.unitOf));
    }
  }
  if (errors.length) throw refusedBatch(errors.sort((a, b) => a.row - b.row), batch.total);
  await writeSales(tx, batch.plans.map(({ plan }) => plan));
}

/** Checks and writes a batch of sales (the endpoint and the demo seed). Call it inside a transaction: a refused batch (422) leaves nothing behind. */
export const ingestSales = (tx: Db, rows: readonly unknown[], sender: SaleSender = { distyId: null }) =>
  ingestBatch(tx, feed, rows, { ...sender, now: new Date(), total: rows.length, plans: [], rows: [], unitOf: () => undefined });
