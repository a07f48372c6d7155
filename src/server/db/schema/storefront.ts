import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { models } from './catalogue.js';
import { disties, resellers } from './org.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * Distributor stock (spec 3 §3 stock row): what a distributor's own system reports through the
 * ingestion API. `reserved` is the sum of the distributor's WAITING order lines for the product,
 * kept in the same transaction as every order change, so "available = quantity − reserved" is one
 * row read and an order takes its units with one conditional update (never more than the stock).
 */
export const distyStocks = pgTable(
  'disty_stocks',
  {
    distyId: integer('disty_id')
      .notNull()
      .references(() => disties.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    quantity: integer('quantity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.distyId, t.modelId] }), index('disty_stocks_model_idx').on(t.modelId), index('disty_stocks_updated_idx').on(t.updatedAt, t.distyId, t.modelId)],
);

/** Storefront banners (spec 3 §2.4): shown while start <= now < end. Dates are Turkey local time. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    imageKey: varchar('image_key', { length: 100 }).notNull(),
    imageName: varchar('image_name', { length: 255 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_end_idx').on(t.endDate, t.startDate)],
);

/**
 * Reseller orders (spec 3 §3 order, cart). A reseller's cart is its one order in status CART
 * (partial unique index); completing it turns it into WAITING with each line's unit price frozen.
 * Statuses: CART, WAITING, APPROVED, REJECTED, CANCELLED.
 */
export const resellerOrders = pgTable(
  'reseller_orders',
  {
    id: serial('id').primaryKey(),
    resellerId: integer('reseller_id')
      .notNull()
      .references(() => resellers.id),
    distyId: integer('disty_id')
      .notNull()
      .references(() => disties.id),
    status: varchar('status', { length: 10 }).notNull().default('CART'),
    /** The user who completed the order (spec: ownUser). */
    ownUserId: integer('own_user_id'),
    distyOrderNo: varchar('disty_order_no', { length: 50 }),
    requestDate: timestamp('request_date', { withTimezone: true }),
    approverDate: timestamp('approver_date', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    rejectDescription: text('reject_description'),
    totalPrice: money('total_price'),
    totalQuantity: integer('total_quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_orders_cart_uq').on(t.resellerId).where(sql`${t.status} = 'CART'`),
    index('reseller_orders_reseller_idx').on(t.resellerId, t.id),
    index('reseller_orders_disty_idx').on(t.distyId, t.status, t.id),
    index('reseller_orders_status_idx').on(t.status, t.id),
  ],
);

export const resellerOrderLines = pgTable(
  'reseller_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => resellerOrders.id, { onDelete: 'cascade' }),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    quantity: integer('quantity').notNull(),
    /** Frozen when the order is completed (null while in the cart: the cart shows today's price). */
    unitPrice: money('unit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reseller_order_lines_order_model_uq').on(t.orderId, t.modelId), index('reseller_order_lines_model_idx').on(t.modelId)],
);

/**
 * Idempotency keys (order completion, ingestion batches): the first successful answer per user
 * and key, with a hash of the request it answered. The same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    scope: varchar('scope', { length: 60 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);


/**
 * The storefront's read model (docs/storefront.md "Storefront"): one row per approved distributor price
 * version with a reseller price that is in force or coming, with the product fields the sidebar
 * filters and sorts on. Kept by statement triggers on model_price_disties, models and
 * model_labels (migration 0008: `storefront_refresh`), so every writer — price core, catalogue
 * approval, labels, seeds, tests — keeps it right without knowing it exists. A row is on the
 * storefront while price_start <= now() < coalesce(price_end, ∞). The table holds what is on the
 * storefront now and nothing of the history: a version gets its row when it comes into force (or
 * up to STOREFRONT_LOOKAHEAD before, so the change is exact to the second) and loses it when it
 * ends — the triggers for what is written now, `storefront_tick()` every minute for the clock
 * (migration 0020, run by the jobs' tick lane, once across nodes).
 */
export const storefrontItems = pgTable(
  'storefront_items',
  {
    priceId: integer('price_id').primaryKey(),
    distyId: integer('disty_id').notNull(),
    modelId: integer('model_id').notNull(),
    resellerPrice: money('reseller_price').notNull(),
    priceStart: timestamp('price_start', { withTimezone: true }).notNull(),
    priceEnd: timestamp('price_end', { withTimezone: true }),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id').notNull(),
    brandId: integer('brand_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    barcode: varchar('barcode', { length: 50 }).notNull(),
    supplyStatus: varchar('supply_status', { length: 10 }).notNull(),
    origin: varchar('origin', { length: 100 }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    dashboard: boolean('dashboard').notNull().default(false),
  },
  (t) => [
    // The grid's order after each facet, then the window (price_start, price_end): a page at any
    // depth is one index-only range (migration 0020), whatever the filter among these.
    index('storefront_items_order_idx').on(t.distyId, t.dashboard.desc(), t.name, t.modelId, t.priceStart, t.priceEnd),
    index('storefront_items_category_idx').on(t.distyId, t.categoryId, t.dashboard.desc(), t.name, t.modelId, t.priceStart, t.priceEnd),
    index('storefront_items_sub_category_idx').on(t.distyId, t.subCategoryId, t.dashboard.desc(), t.name, t.modelId, t.priceStart, t.priceEnd),
    index('storefront_items_brand_idx').on(t.distyId, t.brandId, t.dashboard.desc(), t.name, t.modelId, t.priceStart, t.priceEnd),
    index('storefront_items_model_idx').on(t.modelId, t.distyId),
    // The rows at the window's edges: ended ones to purge, coming ones to leave out of the counts.
    index('storefront_items_end_idx').on(t.distyId, t.priceEnd),
    index('storefront_items_start_idx').on(t.distyId, t.priceStart),
    // No trigram indexes here: "contains" searches go through the products' own (models_*_trgm_idx),
    // so a bulk approval of 10,000 prices does not pay a GIN update per row (measured: 2.06 s → 1.79 s).
  ],
);

/** When storefront_tick() last ran (one row): the next run looks for versions that started since. */
export const storefrontClock = pgTable('storefront_clock', {
  id: smallint('id').primaryKey().default(1),
  tickedAt: timestamp('ticked_at', { withTimezone: true }).notNull(),
});
