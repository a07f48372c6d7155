import { type OfflineDb, offlineDb } from './db.js';
import { META_KEYS } from './meta-keys.js';

/**
 * One dealer's data at a time: another dealer's prices must never show, and a write queued by
 * one user is never sent with another's session.
 */

/** Drops every local row (products, prices, cart, outbox, cursors). */
export async function wipeOfflineData(db: OfflineDb = offlineDb()) {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}

/**
 * Makes the database the given owner's: when it held someone else's data (another user, or the
 * same user acting for another reseller) everything is wiped first. Returns the previous owner
 * when it wiped ('' = the database was empty), null when the owner was already this one.
 */
export async function claimFor(owner: string, db: OfflineDb = offlineDb()): Promise<string | null> {
  return db.transaction('rw', db.tables, async () => {
    const previous = ((await db.meta.get(META_KEYS.owner))?.value as string | undefined) ?? '';
    if (previous === owner) return null;
    for (const table of db.tables) await table.clear();
    await db.meta.put({ key: META_KEYS.owner, value: owner });
    return previous;
  });
}
