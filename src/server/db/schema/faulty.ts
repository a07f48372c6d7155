import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { resellers, supplies } from './org.js';

/**
 * Faulty-product tickets (spec 3 §2.8, §2.9, §3, §4; issue 32): a dealer reports a unit a customer
 * brought back; its supplier approves a replacement (new serial, cargo company, tracking number) or
 * rejects it with a reason. The ticket keeps what the lists filter and sort by on its own row —
 * product, sub-category and category as at the report — so every list is one index range however
 * many tickets there are.
 */
export const faultyProductTickets = pgTable(
  'faulty_product_tickets',
  {
    id: serial('id').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    modelId: integer('model_id').notNull(),
    subCategoryId: integer('sub_category_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** The faulty unit when it was found by its serial (the ledger's); null when reported without one. */
    unitId: integer('unit_id'),
    serialNo: varchar('serial_no', { length: 100 }),
    /** The sale the unit left the dealer by (found by serial). */
    saleId: integer('sale_id'),
    /** The customer's purchase date: the sale's day, or the dealer's word without a serial. */
    saleDate: date('sale_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('WAITING'), // WAITING | APPROVED | REJECTED
    rejectDescription: varchar('reject_description', { length: 500 }),
    newSerialNo: varchar('new_serial_no', { length: 100 }),
    newUnitId: integer('new_unit_id'),
    cargoName: varchar('cargo_name', { length: 100 }),
    cargoCode: varchar('cargo_code', { length: 100 }),
    createdBy: integer('created_by'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The supplier's bell: its waiting tickets.
    index('faulty_tickets_supply_status_idx').on(t.supplyId, t.status),
    // The three lists, newest first (spec 3 §9), each by its scope or filter.
    index('faulty_tickets_created_idx').on(t.createdAt, t.id),
    index('faulty_tickets_supply_idx').on(t.supplyId, t.createdAt, t.id),
    index('faulty_tickets_reseller_idx').on(t.resellerId, t.createdAt, t.id),
    index('faulty_tickets_status_idx').on(t.status, t.createdAt, t.id),
    index('faulty_tickets_category_idx').on(t.categoryId, t.createdAt, t.id),
    index('faulty_tickets_sub_category_idx').on(t.subCategoryId, t.createdAt, t.id),
    index('faulty_tickets_sale_date_idx').on(t.saleDate, t.id),
    index('faulty_tickets_serial_idx').on(t.serialNo),
    // One waiting ticket per unit: a second report of a unit still waiting is refused.
    uniqueIndex('faulty_tickets_waiting_unit_idx')
      .on(t.unitId)
      .where(sql`${t.status} = 'WAITING' and ${t.unitId} is not null`),
  ],
);

/**
 * A ticket's photos: kept in the private photo store (not the public image store), served only to
 * those who may see the ticket.
 */
export const faultyProductPhotos = pgTable(
  'faulty_product_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => faultyProductTickets.id),
    position: smallint('position').notNull(),
    /** The photo store's key (random, never shown: photos are read by their id). */
    storageKey: text('storage_key').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faulty_photos_ticket_idx').on(t.ticketId, t.position)],
);
