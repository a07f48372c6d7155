import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (never wraps); read as text, it compares as a number. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The change log of the dealer's offline sets (docs/offline.md "Offline sync on the server"): one row per distributor ×
 * product whose storefront row or price-list versions may have changed, stamped with the id of
 * the last transaction that touched it. Kept by statement triggers on every table the two sets
 * are made of (migration 0009), so every writer logs its changes without knowing the log exists.
 * One row per pair: nothing to purge. The sync endpoints walk it per distributor in
 * (txid, model_id) order (sync_changes_txid_idx); see src/server/sync/ for why a transaction id
 * and not a timestamp or a sequence.
 */
export const syncChanges = pgTable(
  'sync_changes',
  {
    distyId: integer('disty_id').notNull(),
    modelId: integer('model_id').notNull(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [primaryKey({ columns: [t.distyId, t.modelId] }), index('sync_changes_txid_idx').on(t.distyId, t.txid, t.modelId)],
);

/**
 * Which transactions changed what a cached list reads (docs/lists-and-files.md "List snapshots"): one row per
 * source (a set of tables, e.g. 'catalogue'), scope (e.g. a distributor; 0 when none) and writing
 * transaction, inserted by statement triggers (migration 0020) — insert-only, so writers never
 * wait on each other for it. A node's cached key list, made under snapshot S, still holds while no
 * row of its source and scope has a transaction S did not see (lib/key-snapshots.ts).
 */
export const changeLog = pgTable(
  'change_log',
  {
    source: varchar('source', { length: 40 }).notNull(),
    scope: integer('scope').notNull(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [primaryKey({ columns: [t.source, t.scope, t.txid] })],
);

/**
 * The change log's horizon (one row): rows of transactions below it are pruned, so a cached list
 * made under a snapshot whose xmin is below it is made again.
 */
export const changeLogHorizon = pgTable('change_log_horizon', {
  id: smallint('id').primaryKey().default(1),
  horizon: xid8('horizon').notNull(),
  prunedAt: timestamp('pruned_at', { withTimezone: true }).notNull().defaultNow(),
});
