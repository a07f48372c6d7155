import { sql } from 'drizzle-orm';
import { INGEST_MSG, type RowError } from '../../../shared/contract/ingest.js';
import { LEDGER_FEED_MSG, type SupplyInvoiceIngestRow, supplyInvoiceIngestRowSchema } from '../../../shared/contract/ledger-feeds.js';
import { type Db, jsonParam, queryRows } from '../../db/sql.js';
import { distiesByCode, productsByBarcode } from '../../ingest/disty-stock-repo.js';
import { type Feed, ingestBatch, refusedBatch, type Resolved } from '../../ingest/batch-ingest.js';
import { supplyOfModels, unitKey, unitsByPair } from '../units/unit-repo.js';
import { type DocumentGroup, groupDocuments, splitReplays } from './document-groups.js';
import { suppliesByCode } from './ledger-lookups.js';
import { addInvoiceLine, invoiceLineColumns, writeInvoiceLines } from './invoice-lines-write.js';
import { documentAmounts } from './line-money.js';
import { type InvoicePipe, supplyInvoicePipeline } from './supply-invoice-pipeline.js';
import { insertSupplyInvoices, invoiceHeader, invoiceHeaderOf, invoiceLineOf } from './supply-invoice-store.js';

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
  pipe?: InvoicePipe;
}

const invoiceKey = (r: Row) => `${r.supplyId}\u0000${r.invoiceNo}`;

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
    const grouped = groupDocuments(rows, invoiceKey, invoiceHeaderOf, invoiceLineOf);
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
    for (const { r, i } of fresh) if (supplies.get(r.modelId) !== r.supplyId) errors.push({ row: i + 1, field: 'barcode', message: LEDGER_FEED_MSG.otherSupply });
    // Serials already in the ledger: looked up only when the batch is refused anyway, so that the
    // answer names every failing row; a batch that passes lets the unique index find them on write.
    if (errors.length || rows.includes(null)) {
      const known = await unitsByPair(tx, fresh.map((f) => ({ modelId: f.r.modelId, serialNo: f.r.serialNo })));
      for (const { r, i } of fresh) if (known.has(unitKey(r.modelId, r.serialNo))) errors.push({ row: i + 1, field: 'serialNo', message: LEDGER_FEED_MSG.serialExists });
    }
    return errors;
  },
  write: async (tx, rows, batch) => {
    const at = batch.at ?? new Date();
    const groups = [...batch.groups.values()].filter((g) => !batch.replays.has(g.key));
    if (!groups.length) return;
    // Each line's money once: the invoice's totals and the line rows read the same amounts.
    const lines = invoiceLineColumns();
    const invoices = groups.map((g, k) => {
      const first = lines.amounts.length;
      for (const i of g.rows) addInvoiceLine(lines, i + 1, k, rows[i]);
      return invoiceHeader(g.first, g.rows.length, lines.modelId.slice(first), g.hash, documentAmounts(lines.amounts.slice(first)));
    });
    const invoiceId = await insertSupplyInvoices(tx, invoices, at);
    // A batch sending the same number at the same moment got there first: this one is refused whole.
    const taken = groups.filter((g) => !invoiceId.has(g.key));
    if (taken.length) throw refusedBatch(taken.flatMap((g) => g.rows.map((i) => ({ row: i + 1, field: 'invoiceNo', message: LEDGER_FEED_MSG.documentReused }))), batch.total);
    const idOfGroup = groups.map((g) => invoiceId.get(g.key)!);
    lines.invoiceId = lines.invoiceId.map((k) => idOfGroup[k]);
    // Another batch made some of these units meanwhile: this one loses them, whole.
    const lost = await writeInvoiceLines(tx, lines, at);
    if (lost.length) throw refusedBatch(lost, batch.total);
  },
  pipelined: supplyInvoicePipeline<Batch>(),
};

/**
 * Checks and writes a batch of supplier invoice lines (the endpoint and the demo seed). Call it
 * inside a transaction: a refused batch (422) leaves nothing behind.
 */
export const ingestSupplyInvoices = (tx: Db, rows: readonly unknown[], sender: LedgerSender = { supplyId: null, distyId: null }) =>
  ingestBatch(tx, feed, rows, { ...sender, total: rows.length, groups: new Map(), replays: new Set<string>() });
