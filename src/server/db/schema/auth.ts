import { index, integer, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { resellers } from './org.js';
import { users } from './users.js';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token within its
 * family; presenting a spent token revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** An impersonated session (log in as reseller): the admin behind it, and when it ends whatever the rotation. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    sessionEndsAt: timestamp('session_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** One-time codes for OTP login and password reset, stored as keyed hashes. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 10 }).notNull(), // LOGIN | RESET
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Single-use, short-lived dealer login tickets (spec 1 §2.3, spec 3 §2.6). */
export const loginTickets = pgTable('login_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  resellerId: integer('reseller_id').notNull().references(() => resellers.id),
  createdBy: integer('created_by').notNull().references(() => users.id),
  /** The admin's session that asked for it: only that browser's session may use it. */
  createdFamilyId: uuid('created_family_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters shared by all API nodes, kept in the database so limits hold behind a load
 * balancer: fixed windows (login failures per username and per address, code sends per
 * identity, destination and address; src/server/lib/rate-limit.ts) and failure streaks
 * with a growing delay (login per username and address; src/server/lib/failure-backoff.ts),
 * which also need the time of the last failure.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }),
});
