import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** SMS templates (spec 2 §3): body with {placeholders}. */
export const smsTemplates = pgTable('sms_templates', {
  type: varchar('type', { length: 50 }).primaryKey(),
  description: varchar('description', { length: 200 }).notNull(),
  body: text('body').notNull(),
  bodyPlaceHolders: text('body_place_holders').array().notNull(),
});

export const mailTemplates = pgTable('mail_templates', {
  type: varchar('type', { length: 50 }).primaryKey(),
  description: varchar('description', { length: 200 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  body: text('body').notNull(),
  isHtml: boolean('is_html').notNull().default(false),
  bodyPlaceHolders: text('body_place_holders').array().notNull(),
});

/**
 * Notification outbox: a message is written in the same transaction as the event that
 * causes it, then delivered (and retried with back-off) by the notification worker.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(), // SMS | MAIL
    recipient: varchar('recipient', { length: 200 }).notNull(),
    templateType: varchar('template_type', { length: 50 }).notNull(),
    subject: varchar('subject', { length: 300 }),
    body: text('body').notNull(),
    isHtml: boolean('is_html').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'), // PENDING | SENT | FAILED
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
