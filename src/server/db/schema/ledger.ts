import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { disties, resellers, supplies } from './org.js';

/**
 * The serial ledger (ARCHITECTURE "The serial and sale ledger"): one row per unit with its
 * holder now, and the append-only movements that put it there. Documents (supplier invoices,
 * distribution records, transfers) write their movements in the same transaction as
 * themselves; a move is a conditional update of the unit (expected holder and status).
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const ratio = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Who holds a unit: a distributor (holder_id = disties.id), a reseller (resellers.id) or a customer (sold; holder_id = the selling reseller). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    // No foreign keys on the product and the supplier: the feeds resolve both in the writing
    // transaction, products and suppliers are never deleted, and PostgreSQL checks a foreign key row
    // by row: the two cost 2 s of a 100,000-unit supplier invoice batch (more than the insert itself).
    modelId: integer('model_id').notNull(),
    supplyId: integer('supply_id').notNull(),
    serialNo: varchar('serial_no', { length: 100 }).notNull(),
    holder: varchar('holder', { length: 10 }).notNull(), // DISTY | RESELLER | CUSTOMER | SUPPLY (a faulty unit returned, issue 32)
    holderId: integer('holder_id').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('IN_STOCK'), // IN_STOCK | SOLD | RETURNED
    /** When the holder got it (the dealer's stock filters by it). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The distribution line that brought it to a reseller (its invoice, waybill and price in the dealer's stock). */
    saleInfoLineId: bigint('sale_info_line_id', { mode: 'number' }),
    /** Movements so far: the ledger's length for this unit (the replay test compares). */
    moves: integer('moves').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    // Serial first: one index serves a serial's lookup (any product) and the unique (serial, product)
    // pair; every index on units is paid 100,000 times by a full feed batch.
    uniqueIndex('units_serial_model_idx').on(t.serialNo, t.modelId),
    // The dealer's stock: a reseller's units in stock, newest first.
    index('units_reseller_stock_idx').on(t.holderId, t.receivedAt, t.id).where(sql`${t.holder} = 'RESELLER' and ${t.status} = 'IN_STOCK'`),
  ],
);

/** The append-only ledger: every move of every unit, in order (id). */
export const unitMovements = pgTable(
  'unit_movements',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    unitId: integer('unit_id').notNull(),
    /** SUPPLY_INVOICE | DISTRIBUTION | TECHNICAL_SERVICE_CHANGE | TRANSFER | SALE | SALE_CANCEL | FAULTY_RETURN | FAULTY_REPLACEMENT (unit-repo.ts MovementKind). */
    kind: varchar('kind', { length: 30 }).notNull(),
    fromHolder: varchar('from_holder', { length: 10 }).notNull(), // SUPPLY | DISTY | RESELLER | CUSTOMER
    fromId: integer('from_id').notNull(),
    toHolder: varchar('to_holder', { length: 10 }).notNull(),
    toId: integer('to_id').notNull(),
    toStatus: varchar('to_status', { length: 20 }).notNull().default('IN_STOCK'),
    /** The document: supply_invoices.id, sale_infos.id or serial_transfers.id by kind. */
    documentId: integer('document_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // No foreign key on unit_id: 10 million units × their moves, each checked per row, would cost
  // more than the feeds' whole write; every movement is written from a join on the unit it moves.
  // One index, the key (unit, order): movements are read by unit, never by their own id, and a
  // second index would be paid by every unit of every feed batch.
  (t) => [primaryKey({ columns: [t.unitId, t.id] })],
);

const lineMoney = {
  description: text('description'),
  price: money('price').notNull(),
  discount: money('discount').notNull().default(0),
  discountRatio: ratio('discount_ratio').notNull().default(0),
  vatRatio: ratio('vat_ratio').notNull(),
  vat: money('vat').notNull(),
  vatIncludedPrice: money('vat_included_price').notNull(),
};

/** Supplier invoices (spec 2 §2.12, §3 Supply invoice): supplier → distributor, one per (supplier, number). */
export const supplyInvoices = pgTable(
  'supply_invoices',
  {
    id: serial('id').primaryKey(),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    distyId: integer('disty_id')
      .notNull()
      .references(() => disties.id),
    invoiceNo: varchar('invoice_no', { length: 50 }).notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    waybillNo: varchar('waybill_no', { length: 50 }),
    ...lineMoney,
    lineCount: integer('line_count').notNull(),
    /** Its lines' products: the list's barcode filter reads this (GIN) instead of an index on 100,000 lines a batch. */
    modelIds: integer('model_ids').array().notNull().default(sql`'{}'::int[]`),
    /** The sent content's digest: the same document sent again is a replay, other content a refusal. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supply_invoices_number_idx').on(t.supplyId, t.invoiceNo),
    index('supply_invoices_date_idx').on(t.invoiceDate, t.id),
    index('supply_invoices_disty_idx').on(t.distyId, t.invoiceDate, t.id),
    index('supply_invoices_supply_idx').on(t.supplyId, t.invoiceDate, t.id),
    index('supply_invoices_models_idx').using('gin', t.modelIds),
  ],
);

export const supplyInvoiceLines = pgTable(
  'supply_invoice_lines',
  {
    invoiceId: integer('invoice_id').notNull(),
    // A unit enters the ledger through exactly one supplier invoice line. No sequence and one index:
    // an invoice's lines are read by its key, a serial's invoice through the unit's SUPPLY_INVOICE
    // movement, a barcode's through supply_invoices.model_ids; every index here is paid 100,000
    // times by a full feed batch.
    unitId: integer('unit_id').notNull(),
    modelId: integer('model_id').notNull(),
    serialNo: varchar('serial_no', { length: 100 }).notNull(),
    ...lineMoney,
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.unitId] })],
);

/**
 * Top distribution records per Istanbul day, distributor and type (lib/day-pages.ts): a date range's
 * total and the day that holds a deep page are sums over at most a few hundred of these rows, not
 * a count over the range's records. Kept by a statement trigger on sale_infos (migration 0022), in
 * the transaction that writes the records; records are never deleted.
 */
export const saleInfoDays = pgTable(
  'sale_info_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    distyId: integer('disty_id').notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.distyId, t.type] })],
);
/**
 * Distribution records (spec 2 §2.10, §3 Sale info): INVOICE, WAYBILL and
 * TECHNICAL_SERVICE_CHANGE from a distributor to a reseller. An invoice's units may come on
 * waybills of their own: those waybills are children (parent_id) and hold the lines; a
 * standalone waybill or an invoice without waybills holds its lines itself. `doc_key` is the
 * record's number by kind, unique per distributor ('INVOICE/F-1', 'INVOICE/F-1/WAYBILL/I-7',
 * 'WAYBILL/I-9', 'TECHNICAL_SERVICE_CHANGE/T-3').
 */
export const saleInfos = pgTable(
  'sale_infos',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 30 }).notNull(),
    parentId: integer('parent_id'),
    /** The top record (itself for a top record): lines of child waybills point their list row here. */
    rootId: integer('root_id').notNull(),
    distyId: integer('disty_id')
      .notNull()
      .references(() => disties.id),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    docKey: varchar('doc_key', { length: 120 }).notNull(),
    invoiceNo: varchar('invoice_no', { length: 50 }),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    waybillNo: varchar('waybill_no', { length: 50 }),
    waybillDate: timestamp('waybill_date', { withTimezone: true }),
    ...lineMoney,
    shipmentCompanyName: varchar('shipment_company_name', { length: 100 }),
    shipmentTrackingCode: varchar('shipment_tracking_code', { length: 100 }),
    shipmentTrackingUrl: varchar('shipment_tracking_url', { length: 500 }),
    lineCount: integer('line_count').notNull(),
    /** Supplies of its units (a supplier admin sees a record holding any of its units). */
    supplyIds: integer('supply_ids').array().notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sale_infos_doc_idx').on(t.distyId, t.docKey),
    index('sale_infos_top_created_idx').on(t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('sale_infos_top_disty_idx').on(t.distyId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('sale_infos_top_reseller_idx').on(t.resellerId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('sale_infos_supplies_idx').using('gin', t.supplyIds).where(sql`${t.parentId} is null`),
    index('sale_infos_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null`),
    index('sale_infos_waybill_no_idx').on(t.waybillNo, t.rootId),
    index('sale_infos_invoice_date_idx').on(t.invoiceDate).where(sql`${t.parentId} is null`),
    index('sale_infos_waybill_date_idx').on(t.waybillDate, t.rootId),
  ],
);

export const saleInfoLines = pgTable(
  'sale_info_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    saleInfoId: integer('sale_info_id').notNull(),
    rootId: integer('root_id').notNull(),
    unitId: integer('unit_id').notNull(),
    modelId: integer('model_id').notNull(),
    serialNo: varchar('serial_no', { length: 100 }).notNull(),
    ...lineMoney,
  },
  (t) => [
    index('sale_info_lines_doc_idx').on(t.saleInfoId, t.id),
    index('sale_info_lines_serial_idx').on(t.serialNo, t.rootId),
    index('sale_info_lines_model_idx').on(t.modelId, t.rootId),
  ],
);

/** Serial transfers (spec 2 §2.11, §3 Serial transfer record): units from one reseller of a family to another. */
export const serialTransfers = pgTable(
  'serial_transfers',
  {
    id: serial('id').primaryKey(),
    /** The receiving reseller (who uploaded the file). */
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    /** The reseller the units came from. */
    fromResellerId: integer('from_reseller_id')
      .notNull()
      .references(() => resellers.id),
    createdBy: integer('created_by'),
    lineCount: integer('line_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('serial_transfers_to_idx').on(t.resellerId, t.createdAt, t.id), index('serial_transfers_from_idx').on(t.fromResellerId, t.createdAt, t.id)],
);

export const serialTransferLines = pgTable(
  'serial_transfer_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: integer('transfer_id').notNull(),
    unitId: integer('unit_id').notNull(),
    modelId: integer('model_id').notNull(),
    serialNo: varchar('serial_no', { length: 100 }).notNull(),
  },
  (t) => [index('serial_transfer_lines_transfer_idx').on(t.transferId, t.id), index('serial_transfer_lines_serial_idx').on(t.serialNo, t.transferId), index('serial_transfer_lines_model_idx').on(t.modelId, t.transferId)],
);
