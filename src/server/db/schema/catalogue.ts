import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { disties, supplies } from './org.js';
import { users } from './users.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Brands (spec 2 §3): status 1 = active; the image is a key of the image store. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    newBrand: boolean('new_brand').notNull().default(false),
    imageKey: varchar('image_key', { length: 100 }),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_uq').on(sql`lower(${t.name})`)],
);

/** productScoreType UNIT = points per item ('Puan'), AMOUNT = ratio of the amount ('Oran'). */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 100 }).notNull(),
    productScoreType: varchar('product_score_type', { length: 10 }).notNull().default('UNIT'),
    scoreRatio: numeric('score_ratio', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
    // Stock status thresholds (spec 3 §2.5): quantity <= none → YOK, <= limited → LİMİTLİ, else VAR.
    noneStockStatusMax: integer('none_stock_status_max').notNull().default(0),
    limitedStockStatusMax: integer('limited_stock_status_max').notNull().default(10),
    /** Entered by hand on /stockStatus: 'Hepsini Güncelle' skips it unless asked to update those too. */
    stockStatusManual: boolean('stock_status_manual').notNull().default(false),
    /** Locked by an admin decision (see docs/settings.md, "manuelUpdateDisabled"): the per-row edit is disabled. */
    manuelUpdateDisabled: boolean('manuel_update_disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId), uniqueIndex('sub_categories_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);

/** Tolerance (margin) ratio per sub-category, 0–100 (spec 2 §2.5). */
export const tolerances = pgTable('tolerances', {
  id: serial('id').primaryKey(),
  subCategoryId: integer('sub_category_id')
    .notNull()
    .unique()
    .references(() => subCategories.id),
  marjRatio: numeric('marj_ratio', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Products (the spec's "models"). The row holds the approved state; a pending or rejected
 * change lives in model_updates (currentUpdateModel). category_id is a copy of the
 * sub-category's so the category filter uses an index without a join.
 * Owner: supply_id (the supplier); a distributor sees the products of the supplies it
 * distributes (supply_disties), created_by_disty_id records which distributor created it.
 */
export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    barcode: varchar('barcode', { length: 50 }).notNull(),
    description: text('description'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    createdByDistyId: integer('created_by_disty_id').references(() => disties.id),
    supplyStatus: varchar('supply_status', { length: 10 }).notNull(),
    origin: varchar('origin', { length: 100 }),
    eol: boolean('eol'),
    approveType: varchar('approve_type', { length: 10 }).notNull().default('WAITING'),
    lastApproveType: varchar('last_approve_type', { length: 10 }).notNull().default('WAITING'),
    approveDescription: text('approve_description'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the product was first approved (the storefront's 'Yeniler' label: approved in the last N days). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('models_barcode_uq').on(t.barcode),
    index('models_approved_at_idx').on(t.approvedAt),
    index('models_category_idx').on(t.categoryId, t.id),
    // The admin list's usual page: one category sorted by name.
    index('models_category_name_idx').on(t.categoryId, t.name, t.id),
    index('models_sub_category_idx').on(t.subCategoryId, t.id),
    index('models_brand_idx').on(t.brandId, t.id),
    index('models_supply_idx').on(t.supplyId, t.id),
    index('models_supply_status_idx').on(t.supplyStatus, t.id),
    index('models_origin_idx').on(sql`lower(${t.origin})`),
    index('models_eol_idx').on(t.eol, t.id),
    index('models_last_approve_idx').on(t.lastApproveType, t.id),
    index('models_name_idx').on(t.name, t.id),
    index('models_brand_name_idx').on(t.brandId, t.name, t.id),
    index('models_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('models_barcode_trgm_idx').using('gin', sql`${t.barcode} gin_trgm_ops`),
  ],
);

/**
 * A requested creation or change of a product (the spec's currentUpdateModel and
 * "waiting product"). At most one WAITING request per product; decided ones stay as history.
 * Price fields are filled only by a creation request (the product form's first price).
 */
export const modelUpdates = pgTable(
  'model_updates',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    kind: varchar('kind', { length: 10 }).notNull(), // CREATE | UPDATE
    status: varchar('status', { length: 10 }).notNull().default('WAITING'), // WAITING | APPROVED | REJECTED
    name: varchar('name', { length: 200 }).notNull(),
    barcode: varchar('barcode', { length: 50 }).notNull(),
    description: text('description'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    supplyStatus: varchar('supply_status', { length: 10 }).notNull(),
    origin: varchar('origin', { length: 100 }),
    eol: boolean('eol'),
    startDate: timestamp('start_date', { withTimezone: true }),
    taxRatio: smallint('tax_ratio'),
    distyPrice: money('disty_price'),
    recommendedEdmPrice: money('recommended_edm_price'),
    recommendedResellerPrice: money('recommended_reseller_price'),
    recommendedSellPrice: money('recommended_sell_price'),
    resellerPrice: money('reseller_price'),
    approveDescription: text('approve_description'),
    requestedBy: integer('requested_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('model_updates_one_waiting_uq').on(t.modelId).where(sql`${t.status} = 'WAITING'`),
    index('model_updates_model_idx').on(t.modelId, t.id),
    index('model_updates_status_idx').on(t.status, t.id),
  ],
);

/** pictureCrudType: INSERTED, WANTINSERT/WANTDELETE (pending), NOTWANTINSERT/NOTWANTDELETE (rejected). */
export const modelPictures = pgTable(
  'model_pictures',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    imageKey: varchar('image_key', { length: 100 }).notNull(),
    crudType: varchar('crud_type', { length: 20 }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('model_pictures_model_idx').on(t.modelId, t.id)],
);

/** Labels of a product: DASHBOARD, NEW_PRODUCT, SELL_BEST_PRODUCT (spec 3 §3). */
export const modelLabels = pgTable(
  'model_labels',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    labelStatus: varchar('label_status', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.labelStatus] }), index('model_labels_label_idx').on(t.labelStatus, t.modelId)],
);

/** Who requested, approved or rejected what and when (shown in the detail dialog). */
export const modelAudit = pgTable(
  'model_audit',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    updateId: integer('update_id').references(() => modelUpdates.id),
    action: varchar('action', { length: 30 }).notNull(), // CREATE_REQUESTED | UPDATE_REQUESTED | PICTURE_ADD_REQUESTED | PICTURE_DELETE_REQUESTED | APPROVED | REJECTED
    userId: integer('user_id').references(() => users.id),
    description: text('description'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_audit_model_idx').on(t.modelId, t.at)],
);

/**
 * A supplier's price versions of a product (spec 1 §3 "Model price"): the supplier channel.
 * A version is never edited: a change is a new row with its start date. approve_type sums
 * up the distributors' decisions (WAITING until the first, APPROVED once one approved,
 * REJECTED when every distributor rejected). end_date is the start of the next version of
 * the same product and supply that is not REJECTED (null while none follows). The rules
 * are in docs/prices.md.
 */
export const modelPriceSupplies = pgTable(
  'model_price_supplies',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    taxRatio: smallint('tax_ratio').notNull(),
    distyPrice: money('disty_price').notNull(),
    recommendedEdmPrice: money('recommended_edm_price'),
    recommendedResellerPrice: money('recommended_reseller_price').notNull(),
    recommendedSellPrice: money('recommended_sell_price').notNull(),
    approveType: varchar('approve_type', { length: 10 }).notNull().default('WAITING'),
    // Audit columns without a foreign key: users are never deleted (only passivated), and a
    // trigger per row would cost more than the whole check is worth on 100,000-row sheets.
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('model_price_supplies_channel_idx').on(t.modelId, t.supplyId, t.startDate, t.id),
    index('model_price_supplies_supply_idx').on(t.supplyId, t.endDate),
  ],
);

/**
 * The distributor channel: one row per supplier version and distributor of that supply
 * (WAITING until the distributor decides), and the distributor's own reseller-price
 * versions (APPROVED at once). Only APPROVED rows form the distributor's timeline: end_date
 * is the start of the next APPROVED row of the same product and distributor.
 * reseller_price null = not entered ('Girilmedi').
 */
export const modelPriceDisties = pgTable(
  'model_price_disties',
  {
    id: serial('id').primaryKey(),
    // No foreign keys on this table, by design: a 100,000-row price sheet writes 200,000 rows
    // here, and a per-row key check cost more than a second of it. Every row is written by the
    // price core (src/server/prices/price-versions.ts) from a join on the rows it points at — the
    // product and supplier version just inserted, the supplier's distributors of supply_disties,
    // the caller's own distributor — and products, versions and distributors are never deleted.
    modelId: integer('model_id').notNull(),
    distyId: integer('disty_id').notNull(),
    modelPriceSupplyId: integer('model_price_supply_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    resellerPrice: money('reseller_price'),
    approveType: varchar('approve_type', { length: 10 }).notNull().default('WAITING'),
    description: text('description'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('model_price_disties_channel_idx').on(t.modelId, t.distyId, t.startDate, t.id),
    index('model_price_disties_current_idx').on(t.distyId, t.endDate, t.modelId).where(sql`${t.approveType} = 'APPROVED'`),
    index('model_price_disties_waiting_idx').on(t.distyId, t.id).where(sql`${t.approveType} = 'WAITING'`),
    index('model_price_disties_rejected_idx').on(t.modelId).where(sql`${t.approveType} = 'REJECTED'`),
    index('model_price_disties_supply_price_idx').on(t.modelPriceSupplyId),
    index('model_price_disties_start_idx').on(t.startDate, t.id).where(sql`${t.approveType} = 'APPROVED'`),
  ],
);

/** Brand–supplier mapping (/CanSell 'Marka Tedarikçi'): the brands a supplier may add products and prices for. */
export const brandSupplies = pgTable(
  'brand_supplies',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    supplyId: integer('supply_id')
      .notNull()
      .references(() => supplies.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.supplyId] }), index('brand_supplies_supply_idx').on(t.supplyId)],
);
