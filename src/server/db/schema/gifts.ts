import { bigint, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { resellers } from './org.js';

/**
 * Gifts bought with points (issue 33; spec 3 §2.10, §2.11, §3, §4; contract gifts.ts). A gift is a
 * catalogue card with images in the public image store; a gift transaction is a dealer's request,
 * its points spent at once (a SCORE_SPEND of the score ledger) and given back if the request is
 * rejected (SCORE_REFUND). Indexes follow the lists: the catalogue by status and date or score,
 * the requests newest first (all, by status, by reseller).
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    giftScore: integer('gift_score').notNull(),
    /** 1 active, 0 passive (spec 3 §4: Delete deactivates, 'Aktif Et' activates). */
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gifts_status_created_idx').on(t.status, t.createdAt, t.id), index('gifts_created_idx').on(t.createdAt, t.id), index('gifts_score_idx').on(t.giftScore, t.id)],
);

/** A gift's images in carousel order (keys of the public image store). */
export const giftImages = pgTable(
  'gift_images',
  {
    id: serial('id').primaryKey(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    imageKey: varchar('image_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_images_gift_idx').on(t.giftId, t.id)],
);

export const giftTransactions = pgTable(
  'gift_transactions',
  {
    id: serial('id').primaryKey(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    /** The reseller's distributor at the request (spec 3 §3 distyCode). */
    distyId: integer('disty_id'),
    requestedBy: integer('requested_by').notNull(),
    /** The points spent: the gift's score at the request. */
    score: integer('score').notNull(),
    /** WAITING_FOR_RESPONSE | APPROVED_TO_REQUEST | REJECTED_TO_REQUEST. */
    status: varchar('status', { length: 30 }).notNull().default('WAITING_FOR_RESPONSE'),
    /** The SCORE_SPEND of the request and, once rejected, its SCORE_REFUND (score_transactions ids). */
    spendTransactionId: bigint('spend_transaction_id', { mode: 'number' }).notNull(),
    refundTransactionId: bigint('refund_transaction_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_transactions_created_idx').on(t.createdAt, t.id),
    index('gift_transactions_status_idx').on(t.status, t.createdAt, t.id),
    index('gift_transactions_reseller_idx').on(t.resellerId, t.createdAt, t.id),
    index('gift_transactions_gift_idx').on(t.giftId),
  ],
);
