import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who changed what and when (issue 13): every change to a user (its roles included), a
 * parameter and a template, with the row before and after. `on_behalf_of` is the admin behind
 * an impersonated session (log in as reseller). Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    onBehalfOf: integer('on_behalf_of').references(() => users.id),
    /** USER, PARAMETER, SMS_TEMPLATE, MAIL_TEMPLATE. */
    entity: varchar('entity', { length: 30 }).notNull(),
    /** The changed row's key (a user id, a parameter key with its reseller, a template type). */
    entityKey: varchar('entity_key', { length: 200 }).notNull(),
    /** CREATE, UPDATE, PASSIVE, ACTIVE. */
    action: varchar('action', { length: 30 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityKey, t.at), index('audit_log_actor_idx').on(t.actorId, t.at)],
);
