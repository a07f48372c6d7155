import { sql } from 'drizzle-orm';
import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import { type DistributionIngestRow, distributionIngestRowSchema, LEDGER_FEED_MSG } from '../../../shared/contract/ledger-feeds.js';
import { type Db, intArray, jsonParam, nullableTextArray, numericArray, queryRows, textArray } from '../../db/sql.js';
import { distiesByCode, productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch, type Resolved } from '../../ingest/batch-ingest.js';
import { createUnits, moveUnits, supplyOfModels, unitKey, unitsByPair, type UnitState } from '../units/unit-repo.js';
import { type DocumentGroup, groupDocuments, splitReplays } from './document-groups.js';
import { resellersByCode } from './ledger-lookups.js';
import { type Amounts, documentAmounts, lineAmounts } from './line-money.js';
import type { LedgerSender } from './supply-invoice-feed.js';
import { dayInstant } from './supply-invoice-store.js';

/**
 * The distribution feed (POST /api/ingest/distribution, issue 30): a distributor's invoices,
 * waybills and technical-service changes to resellers, one row per unit line.
 * - INVOICE: the units the invoice bills; a row with a waybill number puts its line on that
 *   waybill, a child of the invoice (an invoice's rows either all have waybills or none).
 * - WAYBILL: a standalone waybill.
 * - TECHNICAL_SERVICE_CHANGE: a replacement unit from the product's supplier (its technical
 *   service) to the reseller: a new unit, recorded under the distributor that files it.
 * A unit moves only from the sending distributor's stock (a conditional update: a unit another
 * document took meanwhile refuses this batch, whole).
 */
type Row = Resolved<DistributionIngestRow, 'distyId' | 'resellerId' | 'modelId'>;

interface Batch extends LedgerSender {
  total: number;
  groups: Map<string, DocumentGroup<Row>>;
  replays: Set<string>;
  units: Map<string, UnitState>;
  supplies: Map<number, number>;
}

/** The top record's number by kind (unique per distributor). */
const rootKey = (r: DistributionIngestRow) => (r.type === 'WAYBILL' ? `WAYBILL/${r.waybillNo}` : `${r.type}/${r.invoiceNo}`);
/** The record that holds the row's line: an invoice's waybill, or the top record itself. */
const holderKey = (r: DistributionIngestRow) => (r.type === 'INVOICE' && r.waybillNo ? `${rootKey(r)}/WAYBILL/${r.waybillNo}` : rootKey(r));
const groupKey = (r: Row) => `${r.distyId}\u0000${rootKey(r)}`;

const header = (r: Row) => [r.type, r.resellerId, r.invoiceNo, r.invoiceDate, r.type === 'WAYBILL' ? [r.waybillDate, r.shipmentCompanyName, r.shipmentTrackingCode, r.shipmentTrackingUrl] : null];
const line = (r: Row) => [r.modelId, r.serialNo, r.price, r.discount, r.vatRatio, r.description, r.type === 'INVOICE' ? [r.waybillNo, r.waybillDate, r.shipmentCompanyName, r.shipmentTrackingCode, r.shipmentTrackingUrl] : null];

function checkWaybills(groups: Map<string, DocumentGroup<Row>>, rows: readonly (Row | null)[]): RowError[] {
  const errors: RowError[] = [];
  for (const g of groups.values()) {
    if (g.first.type !== 'INVOICE') continue;
    const withWaybill = g.rows.filter((i) => rows[i]!.waybillNo);
    if (withWaybill.length && withWaybill.length < g.rows.length) for (const i of g.rows) errors.push({ row: i + 1, field: 'waybillNo', message: LEDGER_FEED_MSG.mixedWaybills });
    // One waybill's lines share its date and shipment.
    const seen = new Map<string, string>();
    for (const i of withWaybill) {
      const r = rows[i]!;
      const head = JSON.stringify([r.waybillDate, r.shipmentCompanyName, r.shipmentTrackingCode, r.shipmentTrackingUrl]);
      const before = seen.get(r.waybillNo!);
      if (before === undefined) seen.set(r.waybillNo!, head);
      else if (before !== head) errors.push({ row: i + 1, field: 'waybillDate', message: LEDGER_FEED_MSG.headerMismatch });
    }
  }
  return errors;
}

const feed: Feed<DistributionIngestRow, 'distyId' | 'resellerId' | 'modelId', Batch> = {
  row: distributionIngestRowSchema,
  lookups: {
    distyId: { field: 'distyCode', query: distiesByCode, unknown: INGEST_MSG.unknownDisty },
    resellerId: { field: 'resellerCode', query: resellersByCode, unknown: LEDGER_FEED_MSG.unknownReseller },
    modelId: { field: 'barcode', query: productsByBarcode, unknown: INGEST_MSG.unknownBarcode },
  },
  unique: { key: (r) => unitKey(r.modelId, r.serialNo), field: 'serialNo', message: LEDGER_FEED_MSG.duplicateSerial },
  check: (r, sender) => (sender.distyId !== null && r.distyId !== sender.distyId ? { field: 'distyCode', message: LEDGER_FEED_MSG.notOwnDisty } : null),
  checkBatch: async (tx, rows, batch) => {
    const grouped = groupDocuments(rows, groupKey, header, line);
    const errors: RowError[] = [...grouped.errors, ...checkWaybills(grouped.groups, rows)];
    batch.groups = grouped.groups;
    const stored = await queryRows<{ disty_id: number; doc_key: string; content_hash: string }>(
      tx,
      sql`select s.disty_id, s.doc_key, s.content_hash from json_to_recordset(${jsonParam([...grouped.groups.values()].map((g) => ({ d: g.first.distyId, k: rootKey(g.first) })))}) as k(d int, k text)
          join sale_infos s on s.disty_id = k.d and s.doc_key = k.k`,
    );
    const split = splitReplays(grouped.groups, new Map(stored.map((s) => [`${s.disty_id}\u0000${s.doc_key}`, s.content_hash])));
    errors.push(...split.errors);
    batch.replays = split.replays;
    const fresh = rows.flatMap((r, i) => (r && !split.replays.has(groupKey(r)) ? [{ r, i }] : []));
    // One statement after the other: a transaction runs one at a time.
    batch.supplies = await supplyOfModels(tx, fresh.map((f) => f.r.modelId));
    batch.units = await unitsByPair(tx, fresh.map((f) => ({ modelId: f.r.modelId, serialNo: f.r.serialNo })));
    for (const { r, i } of fresh) {
      const unit = batch.units.get(unitKey(r.modelId, r.serialNo));
      const fail = (message: string) => errors.push({ row: i + 1, field: 'serialNo', message });
      if (r.type === 'TECHNICAL_SERVICE_CHANGE') {
        if (unit) fail(LEDGER_FEED_MSG.serialExists);
      } else if (!unit) fail(LEDGER_FEED_MSG.unknownUnit);
      else if (unit.holder !== 'DISTY' || unit.holderId !== r.distyId || unit.status !== 'IN_STOCK') fail(LEDGER_FEED_MSG.notAtDisty);
    }
    return errors;
  },
  write: async (tx, rows, batch) => {
    const at = batch.at ?? new Date();
    const groups = [...batch.groups.values()].filter((g) => !batch.replays.has(g.key));
    if (!groups.length) return;
    await writeRecords(tx, rows, groups, batch, at);
  },
};

interface RecordWrite extends Amounts {
  key: string;
  parentKey: string | null;
  type: string;
  distyId: number;
  resellerId: number;
  invoiceNo: string | null;
  invoiceDate: string | null;
  waybillNo: string | null;
  waybillDate: string | null;
  shipmentCompanyName: string | null;
  shipmentTrackingCode: string | null;
  shipmentTrackingUrl: string | null;
  lineCount: number;
  supplyIds: number[];
  hash: string;
}

const instant = (day: string | null) => (day ? dayInstant(day).toISOString() : null);

/** The records of the groups: each top record, and an invoice's waybills as its children. */
function recordsOf(rows: readonly Row[], groups: readonly DocumentGroup<Row>[], supplies: Map<number, number>): RecordWrite[] {
  const records: RecordWrite[] = [];
  for (const g of groups) {
    const r = g.first;
    const base = { distyId: r.distyId, resellerId: r.resellerId, invoiceNo: r.invoiceNo, invoiceDate: instant(r.invoiceDate), hash: g.hash };
    const supplyIds = (idx: number[]) => [...new Set(idx.map((i) => supplies.get(rows[i].modelId)!))].sort((a, b) => a - b);
    const children = new Map<string, number[]>();
    for (const i of g.rows) if (holderKey(rows[i]) !== rootKey(r)) children.set(holderKey(rows[i]), [...(children.get(holderKey(rows[i])) ?? []), i]);
    const top: RecordWrite = {
      ...base,
      key: rootKey(r),
      parentKey: null,
      type: r.type,
      waybillNo: r.type === 'WAYBILL' ? r.waybillNo : null,
      waybillDate: r.type === 'WAYBILL' ? instant(r.waybillDate) : null,
      shipmentCompanyName: r.type === 'WAYBILL' ? r.shipmentCompanyName : null,
      shipmentTrackingCode: r.type === 'WAYBILL' ? r.shipmentTrackingCode : null,
      shipmentTrackingUrl: r.type === 'WAYBILL' ? r.shipmentTrackingUrl : null,
      lineCount: g.rows.length,
      supplyIds: supplyIds(g.rows),
      ...documentAmounts(g.rows.map((i) => lineAmounts(rows[i]))),
    };
    records.push(top);
    for (const [key, idx] of children) {
      const w = rows[idx[0]];
      records.push({
        ...base,
        key,
        parentKey: top.key,
        type: 'WAYBILL',
        waybillNo: w.waybillNo,
        waybillDate: instant(w.waybillDate),
        shipmentCompanyName: w.shipmentCompanyName,
        shipmentTrackingCode: w.shipmentTrackingCode,
        shipmentTrackingUrl: w.shipmentTrackingUrl,
        lineCount: idx.length,
        supplyIds: supplyIds(idx),
        ...documentAmounts(idx.map((i) => lineAmounts(rows[i]))),
      });
    }
  }
  return records;
}

const RECORD_COLUMNS = sql`key text, "parentKey" text, type text, "distyId" int, "resellerId" int, "invoiceNo" text, "invoiceDate" timestamptz, "waybillNo" text,
  "waybillDate" timestamptz, "shipmentCompanyName" text, "shipmentTrackingCode" text, "shipmentTrackingUrl" text, "lineCount" int, "supplyIds" int[], hash text,
  price numeric, discount numeric, "discountRatio" numeric, "vatRatio" numeric, vat numeric, "vatIncludedPrice" numeric`;

async function writeRecords(tx: Db, rows: readonly Row[], groups: readonly DocumentGroup<Row>[], batch: Batch, at: Date) {
  const records = recordsOf(rows, groups, batch.supplies);
  // Top records first (each its own root), then the children under them; ids by (distributor, key).
  const insert = (list: RecordWrite[]) =>
    queryRows<{ id: number; disty_id: number; doc_key: string }>(
      tx,
      sql`insert into sale_infos (id, root_id, parent_id, type, disty_id, reseller_id, doc_key, invoice_no, invoice_date, waybill_no, waybill_date, shipment_company_name,
            shipment_tracking_code, shipment_tracking_url, line_count, supply_ids, content_hash, price, discount, discount_ratio, vat_ratio, vat, vat_included_price, created_at)
          select n.id, coalesce(p.id, n.id), p.id, n.type, n."distyId", n."resellerId", n.key, n."invoiceNo", n."invoiceDate", n."waybillNo", n."waybillDate", n."shipmentCompanyName",
            n."shipmentTrackingCode", n."shipmentTrackingUrl", n."lineCount", n."supplyIds", n.hash, n.price, n.discount, n."discountRatio", n."vatRatio", n.vat, n."vatIncludedPrice", ${at}
          from (select nextval(pg_get_serial_sequence('sale_infos', 'id'))::int as id, v.* from json_to_recordset(${jsonParam(
            list.map((r) => ({ ...r, supplyIds: `{${r.supplyIds.join(',')}}` })),
          )}) as v(${RECORD_COLUMNS})) n
          left join sale_infos p on p.disty_id = n."distyId" and p.doc_key = n."parentKey"
          on conflict (disty_id, doc_key) do nothing
          returning id, disty_id, doc_key`,
    );
  const tops = await insert(records.filter((r) => !r.parentKey));
  const idOf = new Map(tops.map((m) => [`${m.disty_id}\u0000${m.doc_key}`, m.id]));
  // A batch sending the same number at the same moment got there first: this one is refused whole.
  const taken = groups.filter((g) => !idOf.has(g.key));
  if (taken.length) throw refusedBatch(taken.flatMap((g) => g.rows.map((i) => ({ row: i + 1, field: 'invoiceNo', message: LEDGER_FEED_MSG.documentReused }))), batch.total);
  for (const m of await insert(records.filter((r) => r.parentKey))) idOf.set(`${m.disty_id}\u0000${m.doc_key}`, m.id);
  const rootOf = (r: Row) => idOf.get(`${r.distyId}\u0000${rootKey(r)}`)!;
  const docOf = (r: Row) => idOf.get(`${r.distyId}\u0000${holderKey(r)}`)!;

  const lineRows = groups.flatMap((g) => g.rows.map((i) => ({ i, r: rows[i] })));
  // Replacement units enter from their supplier straight to the reseller.
  const changes = lineRows.filter(({ r }) => r.type === 'TECHNICAL_SERVICE_CHANGE');
  const created = await createUnits(
    tx,
    'TECHNICAL_SERVICE_CHANGE',
    changes.map(({ r }) => {
      const supplyId = batch.supplies.get(r.modelId)!;
      return { modelId: r.modelId, supplyId, serialNo: r.serialNo, holder: 'RESELLER', holderId: r.resellerId, fromHolder: 'SUPPLY', fromId: supplyId, documentId: docOf(r) };
    }),
    at,
  );
  const lost: RowError[] = changes.filter(({ r }) => !created.has(unitKey(r.modelId, r.serialNo))).map(({ i }) => ({ row: i + 1, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists }));
  if (lost.length) throw refusedBatch(lost, batch.total);
  const unitId = (r: Row) => created.get(unitKey(r.modelId, r.serialNo)) ?? batch.units.get(unitKey(r.modelId, r.serialNo))!.id;

  // Column arrays (unnest), as the supplier-invoice lines.
  const amounts = lineRows.map(({ r }) => lineAmounts(r));
  const num = (k: keyof Amounts) => numericArray(amounts.map((a) => a[k]));
  const lineIds = await queryRows<{ id: number; unit_id: number }>(
    tx,
    sql`insert into sale_info_lines (sale_info_id, root_id, unit_id, model_id, serial_no, description, price, discount, discount_ratio, vat_ratio, vat, vat_included_price)
        select * from unnest(${intArray(lineRows.map(({ r }) => docOf(r)))}, ${intArray(lineRows.map(({ r }) => rootOf(r)))}, ${intArray(lineRows.map(({ r }) => unitId(r)))},
          ${intArray(lineRows.map(({ r }) => r.modelId))}, ${textArray(lineRows.map(({ r }) => r.serialNo))}, ${nullableTextArray(lineRows.map(({ r }) => r.description))},
          ${num('price')}, ${num('discount')}, ${num('discountRatio')}, ${num('vatRatio')}, ${num('vat')}, ${num('vatIncludedPrice')})
        returning id, unit_id`,
  );
  const lineOf = new Map(lineIds.map((l) => [l.unit_id, Number(l.id)]));
  if (created.size) {
    await tx.execute(sql`update units u set sale_info_line_id = l.id from sale_info_lines l where l.unit_id = u.id and u.id = any(${`{${[...created.values()].join(',')}}`}::int[])`);
  }
  const moving = lineRows.filter(({ r }) => r.type !== 'TECHNICAL_SERVICE_CHANGE');
  const moved = await moveUnits(
    tx,
    'DISTRIBUTION',
    moving.map(({ r }) => ({ unitId: unitId(r), fromHolder: 'DISTY', fromId: r.distyId, toHolder: 'RESELLER', toId: r.resellerId, documentId: docOf(r), lineId: lineOf.get(unitId(r)) })),
    at,
  );
  const raced = moving.filter(({ r }) => !moved.has(unitId(r)));
  if (raced.length) throw refusedBatch(raced.map(({ i }) => ({ row: i + 1, field: 'serialNo', message: LEDGER_FEED_MSG.movedMeanwhile })), batch.total);
}

/**
 * Checks and writes a batch of distribution lines (the endpoint and the demo seed). Call it
 * inside a transaction: a refused batch (422) leaves nothing behind.
 */
export const ingestDistribution = (tx: Db, rows: readonly unknown[], sender: LedgerSender = { supplyId: null, distyId: null }) =>
  ingestBatch(tx, feed, rows, { ...sender, total: rows.length, groups: new Map(), replays: new Set<string>(), units: new Map(), supplies: new Map() });
