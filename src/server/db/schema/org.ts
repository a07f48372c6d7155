import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const supplies = pgTable('supplies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  shippingName: varchar('shipping_name', { length: 200 }),
  postCode: varchar('post_code', { length: 20 }),
  address: text('address'),
  phoneNumber: varchar('phone_number', { length: 20 }),
  status: smallint('status').notNull().default(1),
});

export const disties = pgTable('disties', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  status: smallint('status').notNull().default(1),
});

/** Which distributors a supplier delivers through (spec 3 §3 Supplier.disties). */
export const supplyDisties = pgTable(
  'supply_disties',
  {
    supplyId: integer('supply_id').notNull().references(() => supplies.id),
    distyId: integer('disty_id').notNull().references(() => disties.id),
  },
  (t) => [primaryKey({ columns: [t.supplyId, t.distyId] }), index('supply_disties_disty_idx').on(t.distyId)],
);

export const resellers = pgTable(
  'resellers',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    parentId: integer('parent_id'),
    distyId: integer('disty_id').references(() => disties.id),
    resellerType: varchar('reseller_type', { length: 30 }),
    area: varchar('area', { length: 100 }),
    mainArea: varchar('main_area', { length: 100 }),
    province: varchar('province', { length: 100 }),
    district: varchar('district', { length: 100 }),
    addressText: text('address_text'),
    email: varchar('email', { length: 200 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    active: boolean('active').notNull().default(true),
    /** Spec 3 §3 resellerScore: points approved and waiting for approval (sent by the operator's systems). */
    approvedScore: integer('approved_score').notNull().default(0),
    unapprovedScore: integer('unapproved_score').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resellers_parent_idx').on(t.parentId),
    index('resellers_disty_idx').on(t.distyId),
    index('resellers_name_idx').on(t.name, t.id),
    // The reseller list's contains-filters (reseller-list-sql.ts), trigram GIN.
    index('resellers_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    index('resellers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
