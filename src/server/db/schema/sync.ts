import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (never wraps); read as text, it compares as a number. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The change log of the dealer's offline sets (README "Offline sync"): one row per distributor ×
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
