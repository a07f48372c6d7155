import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The reports' aggregates (issue 34; ARCHITECTURE "The serial and sale ledger": reports read
 * aggregates, never a scan of the sales). Kept by statement triggers on sale_lines (migration 0029)
 * in the transaction that writes the lines or changes their status — every writer alike (the
 * completion service, the feed, the cancel service, bulk loaders that insert lines after their sales).
 *
 * Contention-free by appending: a trigger firing never updates a shared row, it INSERTs its grouped
 * deltas as new rows (compact = false), one set-based statement per firing. Appending takes no row
 * lock, so no completion waits for another's commit on a hot row (the wizard's 200+ sales/s, a
 * feed batch of thousands) and these tables add nothing to the writers' lock order (units, codes,
 * sale_days, resellers): no cycle with the feed's chunks or the cancel path is possible.
 * The deltas are folded into one compact row per key (compact = true, unique partial index) by
 * report_compact(): a trigger firing runs it now and then (1 in 16 firings) if it gets the
 * transaction-level advisory lock without waiting (pg_try_advisory_xact_lock), so one compaction
 * at a time and nobody ever waits. Readers sum both kinds of rows: a key's figure is the sum of its
 * compact row and the few deltas not yet folded.
 *
 * Semantics (contract reports.ts): Istanbul day of the sale's completed_at; 'SATIS' columns count
 * lines not cancelled, 'IPTAL' columns lines whose cancel was approved (counted on the sale's day).
 * The dimensions are taken when the lines are written: reseller type and main area the seller's then.
 */
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/**
 * The day cube of the daily report: per Istanbul day, sale type, distributor (0 none), seller's
 * reseller type and main area ('' none), TT CRM (0 none) and brand. s_sales counts (sale, brand)
 * pairs with a live line (SATIS_ISLEMI with a brand filter: a sale once per chosen brand), s_sales1
 * each sale once (on its lowest brand's row: SATIS_ISLEMI without a brand filter); c_* the same for
 * approved cancels.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    saleType: varchar('sale_type', { length: 10 }).notNull(),
    distyId: integer('disty_id').notNull(),
    resellerType: varchar('reseller_type', { length: 30 }).notNull(),
    mainArea: varchar('main_area', { length: 100 }).notNull(),
    ttCrmId: integer('tt_crm_id').notNull(),
    brandId: integer('brand_id').notNull(),
    compact: boolean('compact').notNull().default(false),
    sUnits: integer('s_units').notNull(),
    sAmount: money('s_amount').notNull(),
    sSales: integer('s_sales').notNull(),
    sSales1: integer('s_sales1').notNull(),
    cUnits: integer('c_units').notNull(),
    cAmount: money('c_amount').notNull(),
    cSales: integer('c_sales').notNull(),
    cSales1: integer('c_sales1').notNull(),
  },
  (t) => [
    uniqueIndex('report_days_key_idx')
      .on(t.day, t.saleType, t.distyId, t.resellerType, t.mainArea, t.ttCrmId, t.brandId)
      .where(sql`${t.compact}`),
    index('report_days_fresh_idx').on(t.day).where(sql`not ${t.compact}`),
  ],
);

/**
 * The six-month report's and the gauges' sums (SATIS: lines not cancelled): per month (its first
 * day) and dimension value (dim = a REPORT_DIMENSIONS name, value its key as text: brand id, sale
 * type, reseller type, main area, distributor id, TT CRM id; '' or '0' none), and per day with
 * dim 'DAY' (value '') for the dashboard's totals.
 */
export const reportSums = pgTable(
  'report_sums',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dim: varchar('dim', { length: 20 }).notNull(),
    value: varchar('value', { length: 100 }).notNull(),
    compact: boolean('compact').notNull().default(false),
    units: integer('units').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    uniqueIndex('report_sums_key_idx').on(t.dim, t.day, t.value).where(sql`${t.compact}`),
    index('report_sums_fresh_idx').on(t.dim, t.day).where(sql`not ${t.compact}`),
  ],
);
