import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accessoryCampaigns } from './campaigns.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * Serial and password batches (spec 1 §3 "title"; issue 14). kind SERIAL | PASS; status
 * CONTINUING → COMPLETED | FAILED, or CANCELLED (the spec's 'delete': kept, so that no code
 * of it is ever made again, and out of every list).
 */
export const codeBatches = pgTable(
  'code_batches',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 6 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('CONTINUING'),
    isActivated: boolean('is_activated').notNull().default(false),
    totalCount: integer('total_count').notNull(),
    createdCount: integer('created_count').notNull().default(0),
    /** The distribution as sent (spec 1 §3 params, JSON text). */
    params: text('params').notNull(),
    error: text('error'),
    jobId: integer('job_id').references(() => jobs.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('code_batches_kind_idx').on(t.kind, t.id), index('code_batches_created_idx').on(t.kind, t.createdAt)],
);

/** What a batch makes: `unit` codes of a campaign for an owner (a reseller's serials, a TT CRM record's passwords). */
export const codeBatchLines = pgTable(
  'code_batch_lines',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => codeBatches.id),
    lineNo: integer('line_no').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => accessoryCampaigns.id),
    ownerId: integer('owner_id').notNull(),
    unit: integer('unit').notNull(),
    /** The line's first code number in its batch: its codes are numbers seqFrom … seqFrom + unit − 1. */
    seqFrom: integer('seq_from').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.lineNo] }), index('code_batch_lines_owner_idx').on(t.ownerId, t.batchId)],
);

/**
 * The codes. Millions of rows, so narrow, without foreign keys (each would cost a lookup per
 * inserted row: every row is made from a line of its batch, whose keys are checked) and with
 * one B-tree only: `code`, the 50-bit number of src/shared/campaign-code.ts, unique for ever
 * (cancelled batches keep theirs). Usable = batch active, not deactivated, not used.
 *
 * `id` is the code's place: batch id × 2³² + its number in the batch (1 … total), each line
 * owning the numbers seqFrom … seqFrom + unit − 1 (code-ids.ts). A batch is written in `id`
 * order, so the table is physically ordered by `id` and a BRIN index over it finds a batch's
 * rows, or one owner's rows of a batch, as a few contiguous page ranges — at no cost per
 * inserted row, where each B-tree entry costs about a microsecond (a batch of a million codes
 * paid ~3 s for the old (batch, id) and (owner, id) indexes). The owner column stays for the
 * checks made on one code (a sale: is this reseller's serial usable?).
 */
const codeColumns = {
  id: bigint('id', { mode: 'number' }).notNull(),
  code: bigint('code', { mode: 'number' }).notNull(),
  batchId: integer('batch_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
};

/** 16 pages (~2,000 codes) per BRIN range: a lookup by id reads 16 pages; autosummarize covers rows added later. */
const brinOptions = { pages_per_range: 16, autosummarize: true };

export const campaignSerials = pgTable(
  'campaign_serials',
  { ...codeColumns, resellerId: integer('reseller_id').notNull() },
  (t) => [
    uniqueIndex('campaign_serials_code_uq').on(t.code),
    index('campaign_serials_id_brin').using('brin', t.id).with(brinOptions),
    index('campaign_serials_used_idx').on(t.batchId).where(sql`used_at is not null`),
    index('campaign_serials_off_idx').on(t.batchId).where(sql`deactivated_at is not null`),
  ],
);

export const campaignPasswords = pgTable(
  'campaign_passwords',
  { ...codeColumns, ttCrmId: integer('tt_crm_id').notNull() },
  (t) => [
    uniqueIndex('campaign_passwords_code_uq').on(t.code),
    index('campaign_passwords_id_brin').using('brin', t.id).with(brinOptions),
    index('campaign_passwords_used_idx').on(t.batchId).where(sql`used_at is not null`),
    index('campaign_passwords_off_idx').on(t.batchId).where(sql`deactivated_at is not null`),
  ],
);

/**
 * Usable codes per owner and campaign (the low-stock lists read this, not millions of codes):
 * `total` counts codes of active batches, `remaining` those neither used nor deactivated.
 * Kept in the transactions that change them (activation, deactivation; a sale later).
 */
export const codeStock = pgTable(
  'code_stock',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 6 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => accessoryCampaigns.id),
    total: integer('total').notNull().default(0),
    remaining: integer('remaining').notNull().default(0),
  },
  (t) => [uniqueIndex('code_stock_owner_uq').on(t.kind, t.ownerId, t.campaignId), index('code_stock_low_idx').on(t.kind, t.remaining)],
);
