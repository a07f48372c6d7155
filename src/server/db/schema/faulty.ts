import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { resellers, supplies } from './org.js';

/** Faulty-product tickets (spec 3 §3); the shell needs the waiting count per supply. */
export const faultyProductTickets = pgTable(
  'faulty_product_tickets',
  {
    id: serial('id').primaryKey(),
    supplyId: integer('supply_id').notNull().references(() => supplies.id),
    resellerId: integer('reseller_id').notNull().references(() => resellers.id),
    status: varchar('status', { length: 20 }).notNull().default('WAITING'), // WAITING | APPROVED | REJECTED
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faulty_tickets_supply_status_idx').on(t.supplyId, t.status)],
);
