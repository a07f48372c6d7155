import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Background jobs (server/jobs/job-queue.ts): QUEUED → DONE | FAILED; claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('QUEUED'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_queued_idx').on(t.id).where(sql`status = 'QUEUED'`)],
);

/**
 * How far a running job got, and how often it was started. Its own table, without a foreign key:
 * it is written from another connection while the job's transaction holds the job's row lock, so
 * a start counted here stays counted when that transaction dies with its process.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: integer('job_id').primaryKey(),
  /** Runs begun under the job's lock (a job that keeps killing its process fails after a few). */
  starts: integer('starts').notNull().default(0),
  done: bigint('done', { mode: 'number' }).notNull().default(0),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
