import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Sales (issue 31; ARCHITECTURE "The serial and sale ledger"): a reseller's sale of units to a
 * customer, from the in-store wizard or the WEB_SERVICE feed, through one service. A sale writes,
 * in one transaction: its row, its lines, each unit's conditional move to the customer (units +
 * unit_movements, kind SALE), the campaign code it consumed (used_at) and the reseller's score
 * transaction. An approved cancel moves the units back (kind SALE_CANCEL) and takes the score back.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    /** The selling reseller, its family's main dealer (itself when it has no parent) and its distributor, as at the sale. */
    resellerId: integer('reseller_id').notNull(),
    mainResellerId: integer('main_reseller_id').notNull(),
    distyId: integer('disty_id'),
    /** The portal user who sold (wizard); null for a fed sale, whose seller's name its system sent. */
    sellerUserId: integer('seller_user_id'),
    sellerName: varchar('seller_name', { length: 100 }).notNull().default(''),
    sellerSurname: varchar('seller_surname', { length: 100 }).notNull().default(''),
    /** TEMLIK | VANILLA (shared/contract/sales.ts). */
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    /** COMPLETED | SALE_CANCEL_APPROVAL | SALE_CANCELED | SERIAL_NO_CANCEL_APPROVAL | SERIAL_NO_CANCELED. */
    status: varchar('status', { length: 30 }).notNull().default('COMPLETED'),
    customerType: varchar('customer_type', { length: 12 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerSurname: varchar('customer_surname', { length: 100 }).notNull(),
    customerPhoneNo: varchar('customer_phone_no', { length: 20 }),
    customerServiceNo: varchar('customer_service_no', { length: 20 }),
    customerPstnNo: varchar('customer_pstn_no', { length: 20 }),
    /** TEMLIK: the campaign and the one code consumed (campaign_serials.id or campaign_passwords.id), with its text for search and display. */
    campaignId: integer('campaign_id'),
    codeKind: varchar('code_kind', { length: 6 }), // SERIAL | PASS
    codeId: bigint('code_id', { mode: 'number' }),
    serialValue: varchar('serial_value', { length: 20 }),
    passValue: varchar('pass_value', { length: 20 }),
    finalPrice: money('final_price').notNull(),
    discountAmount: money('discount_amount').notNull(),
    /** Σ the lines' distributor prices (null when one is unknown): gross profit = final − this. */
    distyPrice: money('disty_price'),
    /** The points the sale earned (its SCORE_GAIN), 0 when its products earn none. */
    score: integer('score').notNull().default(0),
    lineCount: integer('line_count').notNull(),
    /** Supplies and products of its units: a supplier admin sees the sales holding its units; the barcode filter (GIN). */
    supplyIds: integer('supply_ids').array().notNull(),
    modelIds: integer('model_ids').array().notNull(),
    cancelReason: varchar('cancel_reason', { length: 40 }),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelRequestedBy: integer('cancel_requested_by'),
    rejectCancelDescription: varchar('reject_cancel_description', { length: 500 }),
    cancelDecidedAt: at('cancel_decided_at'),
    cancelDecidedBy: integer('cancel_decided_by'),
    /** WIZARD | FEED; a fed sale's number in its system (unique per reseller) and its content digest (replay vs reuse). */
    source: varchar('source', { length: 10 }).notNull(),
    sourceNo: varchar('source_no', { length: 50 }),
    contentHash: varchar('content_hash', { length: 64 }),
    completedAt: at('completed_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sales_completed_idx').on(t.completedAt, t.id),
    index('sales_reseller_idx').on(t.resellerId, t.completedAt, t.id),
    index('sales_main_reseller_idx').on(t.mainResellerId, t.completedAt, t.id),
    index('sales_disty_idx').on(t.distyId, t.completedAt, t.id),
    index('sales_supplies_idx').using('gin', t.supplyIds).with({ fastupdate: false }),
    index('sales_models_idx').using('gin', t.modelIds).with({ fastupdate: false }),
    index('sales_serial_value_idx').on(t.serialValue).where(sql`${t.serialValue} is not null`),
    index('sales_pass_value_idx').on(t.passValue).where(sql`${t.passValue} is not null`),
    // The cancel queue: the few sales waiting for a decision.
    index('sales_cancel_queue_idx').on(t.completedAt, t.id).where(sql`${t.status} in ('SALE_CANCEL_APPROVAL', 'SERIAL_NO_CANCEL_APPROVAL')`),
    uniqueIndex('sales_source_no_idx').on(t.resellerId, t.sourceNo).where(sql`${t.sourceNo} is not null`),
  ],
);

/** A sold unit (spec 2 §3 serial item): its prices at the sale and its own state (a serial cancel touches only its lines). */
export const saleLines = pgTable(
  'sale_lines',
  {
    saleId: integer('sale_id').notNull(),
    unitId: integer('unit_id').notNull(),
    modelId: integer('model_id').notNull(),
    supplyId: integer('supply_id').notNull(),
    serialNo: varchar('serial_no', { length: 100 }).notNull(),
    selectedPrice: money('selected_price').notNull(),
    recommendedSellPrice: money('recommended_sell_price'),
    priceWithTolerance: money('price_with_tolerance'),
    distyPrice: money('disty_price'),
    /** SOLD | CANCEL_APPROVAL | CANCELED. */
    status: varchar('status', { length: 20 }).notNull().default('SOLD'),
    score: integer('score').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.unitId] }), index('sale_lines_unit_idx').on(t.unitId)],
);

/**
 * Sales per Istanbul day and distributor (lib/day-pages.ts), kept by a statement trigger (migration
 * 0025) as sale_info_days, in 16 stripes (the sale's id mod 16): every wizard completion adds to its
 * day's count in its own transaction, and one row per day and distributor would make all of a
 * distributor's dealers wait for each other's commit. The day pages add a day's rows up.
 */
export const saleDays = pgTable(
  'sale_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    distyId: integer('disty_id').notNull(), // 0: a reseller without a distributor
    stripe: smallint('stripe').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.distyId, t.stripe] })],
);

/**
 * The score ledger (ARCHITECTURE; spec 3 §3 score transaction, §4 types): every change of a
 * reseller's points with the balances after it. A sale earns an unapproved SCORE_GAIN; an
 * approved cancel takes back what is left of it (UNAPPROVED_SCORE_CANCEL, or APPROVED_SCORE_CANCEL
 * once approved). The balances live on resellers (approved_score, unapproved_score), changed under
 * that row's lock in the same transaction, never below zero (server/scores/ledger).
 */
export const scoreTransactions = pgTable(
  'score_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resellerId: integer('reseller_id').notNull(),
    /** SCORE_GAIN | SCORE_APPROVE | UNAPPROVED_SCORE_CANCEL | APPROVED_SCORE_CANCEL | SCORE_SPEND | SCORE_REFUND (contract/scores.ts). */
    type: varchar('type', { length: 30 }).notNull(),
    transactionAmount: integer('transaction_amount').notNull(),
    /** A SCORE_GAIN's points not yet approved or cancelled (0 for the other types). */
    remainScore: integer('remain_score').notNull().default(0),
    latestApprovedScore: integer('latest_approved_score').notNull(),
    latestUnapprovedScore: integer('latest_unapproved_score').notNull(),
    saleId: integer('sale_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('score_transactions_reseller_idx').on(t.resellerId, t.createdAt, t.id),
    index('score_transactions_sale_idx').on(t.saleId).where(sql`${t.saleId} is not null`),
    // 'Bütün Puan İşlemleri' filtered by type (a rare type of a big reseller stays one index range).
    index('score_transactions_reseller_type_idx').on(t.resellerId, t.type, t.createdAt, t.id),
    index('score_transactions_waiting_idx').on(t.resellerId, t.id).where(sql`${t.type} = 'SCORE_GAIN' and ${t.remainScore} > 0`),
  ],
);

/**
 * 'Bütün Puan İşlemleri' of a reseller counted per Istanbul day and type (issue 33; as sale_days and
 * sale_info_days): kept by statement triggers on score_transactions (migration 0028), so the
 * history's total and a deep page's day cost a few rows however long the reseller's ledger is.
 */
export const scoreDays = pgTable(
  'score_days',
  {
    resellerId: integer('reseller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resellerId, t.day, t.type] })],
);
