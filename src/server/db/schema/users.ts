import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { disties, resellers, supplies } from './org.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 100 }).notNull(),
    surname: varchar('surname', { length: 100 }).notNull(),
    email: varchar('email', { length: 200 }),
    gsmNo: varchar('gsm_no', { length: 10 }),
    /** 1 = active (spec 2 §4); anything else is passive and cannot sign in. */
    status: smallint('status').notNull().default(1),
    roles: text('roles').array().notNull(),
    supplyId: integer('supply_id').references(() => supplies.id),
    distyId: integer('disty_id').references(() => disties.id),
    /** The reseller the user currently acts for (switchable by reseller admins). */
    loginResellerId: integer('login_reseller_id').references(() => resellers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_gsm_idx').on(t.gsmNo),
    index('users_supply_idx').on(t.supplyId),
    index('users_disty_idx').on(t.distyId),
    index('users_roles_idx').using('gin', t.roles),
    index('users_name_idx').on(t.name, t.surname, t.id),
    // The user list's contains-filters (user-list-sql.ts): the same expressions, trigram GIN.
    index('users_fullname_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.surname}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_gsm_trgm_idx').using('gin', sql`${t.gsmNo} gin_trgm_ops`),
  ],
);

/** The resellers a user belongs to (spec 1 §3 own user `resellers`). */
export const userResellers = pgTable(
  'user_resellers',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    resellerId: integer('reseller_id').notNull().references(() => resellers.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resellerId] }), index('user_resellers_reseller_idx').on(t.resellerId)],
);
