import { sql } from 'drizzle-orm';
import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import { LEDGER_FEED_MSG, type SupplyInvoiceIngestRow, supplyInvoiceIngestRowSchema } from '../../../shared/contract/ledger-feeds.js';
import { type Db, intArray, jsonParam, nullableTextArray, numericArray, queryRows, textArray } from '../../db/sql.js';
import { distiesByCode, productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch, type Resolved } from '../../ingest/batch-ingest.js';
import { createUnits, supplyOfModels, unitKey, unitsByPair } from '../units/unit-repo.js';
import { type DocumentGroup, groupDocuments, splitReplays } from './document-groups.js';
import { suppliesByCode } from './ledger-lookups.js';
import { type Amounts, documentAmounts, lineAmounts } from './line-money.js';

/**
 * The supplier invoice feed (POST /api/ingest/supplyInvoices, issue 30): every line brings a new
 * unit from its supplier to the invoiced distributor. An invoice is (supplier, number); its rows
 * carry the same distributor, date and waybill number.
 */
type Row = Resolved<SupplyInvoiceIngestRow, 'supplyId' | 'distyId' | 'modelId'>;

/** Who sends: a service user bound to a supplier or a distributor sends only its own invoices. */
export interface LedgerSender {
  supplyId: number | null;
  distyId: number | null;
  /** When it happened: now for the API; the demo seed dates its history. */
  at?: Date;
}

interface Batch extends LedgerSender {
  total: number;
  groups: Map<string, DocumentGroup<Row>>;
  replays: Set<string>;
}

const invoiceKey = (r: Row) => `${r.supplyId}\u0000${r.invoiceNo}`;
/** Istanbul midnight of the day. */
export const dayInstant = (day: string) => new Date(`${day}T00:00:00+03:00`);

const feed: Feed<SupplyInvoiceIngestRow, 'supplyId' | 'distyId' | 'modelId', Batch> = {
  row: supplyInvoiceIngestRowSchema,
  lookups: {
    supplyId: { field: 'supplyCode', query: suppliesByCode, unknown: LEDGER_FEED_MSG.unknownSupply },
    distyId: { field: 'distyCode', query: distiesByCode, unknown: INGEST_MSG.unknownDisty },
    modelId: { field: 'barcode', query: productsByBarcode, unknown: INGEST_MSG.unknownBarcode },
  },
  unique: { key: (r) => unitKey(r.modelId, r.serialNo), field: 'serialNo', message: LEDGER_FEED_MSG.duplicateSerial },
  check: (r, sender) => {
    if (sender.supplyId !== null && r.supplyId !== sender.supplyId) return { field: 'supplyCode', message: LEDGER_FEED_MSG.notOwnSupply };
    if (sender.distyId !== null && r.distyId !== sender.distyId) return { field: 'distyCode', message: LEDGER_FEED_MSG.notOwnDisty };
    return null;
  },
  checkBatch: async (tx, rows, batch) => {
    const grouped = groupDocuments(rows, invoiceKey, (r) => [r.distyId, r.invoiceDate, r.waybillNo], (r) => [r.modelId, r.serialNo, r.price, r.discount, r.vatRatio, r.description]);
    const errors: RowError[] = [...grouped.errors];
    batch.groups = grouped.groups;
    const stored = await queryRows<{ supply_id: number; invoice_no: string; content_hash: string }>(
      tx,
      sql`select i.supply_id, i.invoice_no, i.content_hash from json_to_recordset(${jsonParam([...grouped.groups.values()].map((g) => ({ s: g.first.supplyId, n: g.first.invoiceNo })))}) as k(s int, n text)
          join supply_invoices i on i.supply_id = k.s and i.invoice_no = k.n`,
    );
    const split = splitReplays(grouped.groups, new Map(stored.map((s) => [`${s.supply_id}\u0000${s.invoice_no}`, s.content_hash])));
    errors.push(...split.errors);
    batch.replays = split.replays;
    const fresh = rows.flatMap((r, i) => (r && !split.replays.has(invoiceKey(r)) ? [{ r, i }] : []));
    // One statement after the other: a transaction runs one at a time.
    const supplies = await supplyOfModels(tx, fresh.map((f) => f.r.modelId));
    const known = await unitsByPair(tx, fresh.map((f) => ({ modelId: f.r.modelId, serialNo: f.r.serialNo })));
    for (const { r, i } of fresh) {
      if (supplies.get(r.modelId) !== r.supplyId) errors.push({ row: i + 1, field: 'barcode', message: LEDGER_FEED_MSG.otherSupply });
      else if (known.has(unitKey(r.modelId, r.serialNo))) errors.push({ row: i + 1, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists });
    }
    return errors;
  },
  write: async (tx, rows, batch) => {
    const at = batch.at ?? new Date();
    const groups = [...batch.groups.values()].filter((g) => !batch.replays.has(g.key));
    if (!groups.length) return;
    // Each line's money once: the invoice's totals and the line rows read the same amounts.
    const amounts = new Map<number, Amounts>();
    const invoices = groups.map((g) => {
      const lines = g.rows.map((i) => {
        const a = lineAmounts(rows[i]);
        amounts.set(i, a);
        return a;
      });
      const r = g.first;
      return { supplyId: r.supplyId, distyId: r.distyId, invoiceNo: r.invoiceNo, invoiceDate: dayInstant(r.invoiceDate).toISOString(), waybillNo: r.waybillNo, lineCount: lines.length, hash: g.hash, ...documentAmounts(lines) };
    });
    const ids = await queryRows<{ id: number; supply_id: number; invoice_no: string }>(
      tx,
      sql`insert into supply_invoices (supply_id, disty_id, invoice_no, invoice_date, waybill_no, price, discount, discount_ratio, vat_ratio, vat, vat_included_price, line_count, content_hash, created_at)
          select v."supplyId", v."distyId", v."invoiceNo", v."invoiceDate", v."waybillNo", v.price, v.discount, v."discountRatio", v."vatRatio", v.vat, v."vatIncludedPrice", v."lineCount", v.hash, ${at}
          from json_to_recordset(${jsonParam(invoices)}) as v("supplyId" int, "distyId" int, "invoiceNo" text, "invoiceDate" timestamptz, "waybillNo" text, price numeric, discount numeric,
            "discountRatio" numeric, "vatRatio" numeric, vat numeric, "vatIncludedPrice" numeric, "lineCount" int, hash text)
          on conflict (supply_id, invoice_no) do nothing
          returning id, supply_id, invoice_no`,
    );
    const invoiceId = new Map(ids.map((r) => [`${r.supply_id}\u0000${r.invoice_no}`, r.id]));
    // A batch sending the same number at the same moment got there first: this one is refused whole.
    const taken = groups.filter((g) => !invoiceId.has(g.key));
    if (taken.length) throw refusedBatch(taken.flatMap((g) => g.rows.map((i) => ({ row: i + 1, field: 'invoiceNo', message: LEDGER_FEED_MSG.documentReused }))), batch.total);
    const lineRows = groups.flatMap((g) => g.rows.map((i) => ({ i, r: rows[i], invoiceId: invoiceId.get(g.key)! })));
    const made = await createUnits(
      tx,
      'SUPPLY_INVOICE',
      lineRows.map(({ r, invoiceId: documentId }) => ({ modelId: r.modelId, supplyId: r.supplyId, serialNo: r.serialNo, holder: 'DISTY', holderId: r.distyId, fromHolder: 'SUPPLY', fromId: r.supplyId, documentId })),
      at,
    );
    // Another batch made some of these units meanwhile: this one loses them, whole.
    const lost = lineRows.filter(({ r }) => !made.has(unitKey(r.modelId, r.serialNo)));
    if (lost.length) throw refusedBatch(lost.map(({ i }) => ({ row: i + 1, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists })), batch.total);
    // Column arrays (unnest), as createUnits: 100,000 lines' arrays are read several times faster than their JSON objects.
    const lineAmountsOf = lineRows.map(({ i }) => amounts.get(i)!);
    const num = (k: keyof Amounts) => numericArray(lineAmountsOf.map((a) => a[k]));
    await tx.execute(sql`
      insert into supply_invoice_lines (invoice_id, unit_id, model_id, serial_no, description, price, discount, discount_ratio, vat_ratio, vat, vat_included_price)
      select * from unnest(${intArray(lineRows.map((l) => l.invoiceId))}, ${intArray(lineRows.map(({ r }) => made.get(unitKey(r.modelId, r.serialNo))!))},
        ${intArray(lineRows.map(({ r }) => r.modelId))}, ${textArray(lineRows.map(({ r }) => r.serialNo))}, ${nullableTextArray(lineRows.map(({ r }) => r.description))},
        ${num('price')}, ${num('discount')}, ${num('discountRatio')}, ${num('vatRatio')}, ${num('vat')}, ${num('vatIncludedPrice')})`);
  },
};

/**
 * Checks and writes a batch of supplier invoice lines (the endpoint and the demo seed). Call it
 * inside a transaction: a refused batch (422) leaves nothing behind.
 */
export const ingestSupplyInvoices = (tx: Db, rows: readonly unknown[], sender: LedgerSender = { supplyId: null, distyId: null }) =>
  ingestBatch(tx, feed, rows, { ...sender, total: rows.length, groups: new Map(), replays: new Set<string>() });
