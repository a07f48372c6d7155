import { priceListSync, storefrontSync, SYNC_PAGE_MAX, type StorefrontSyncMeta } from '../../../shared/contract/sync.js';
import { ApiError, call } from '../api.js';
import { offlineDb } from './db.js';
import { META_KEYS, type SyncSetName } from './meta-keys.js';
import { markNetworkDown, markNetworkUp } from './network-state.js';
import { reportStorageError } from './storage.js';
import { PRICE_SET, STOREFRONT_SET, setMeta, syncSet } from './sync-set.js';
import { setLastSynced } from './sync-status.js';

/**
 * When the dealer's sets are synced: at login, on `online`, every few minutes while the app is
 * open, and after the dealer's own orders (stock moved). One sync per set at a time; a failed
 * sync keeps what it stored (each page is its own transaction) and resumes from its cursor.
 */
const SYNC_TIMEOUT_MS = 30_000;
export const SYNC_EVERY_MS = 5 * 60_000;

const SPECS = {
  storefront: {
    ...STOREFRONT_SET,
    fetchPage: (cursor: string | undefined, signal?: AbortSignal) => call(storefrontSync, { query: { cursor, limit: SYNC_PAGE_MAX }, signal, timeoutMs: SYNC_TIMEOUT_MS, redirectOnSessionEnd: false }),
  },
  prices: {
    ...PRICE_SET,
    fetchPage: (cursor: string | undefined, signal?: AbortSignal) => call(priceListSync, { query: { cursor, limit: SYNC_PAGE_MAX }, signal, timeoutMs: SYNC_TIMEOUT_MS, redirectOnSessionEnd: false }),
  },
} as const;

const inFlight = new Map<SyncSetName, Promise<void>>();

async function runSet(name: SyncSetName) {
  const db = offlineDb();
  const first = !(await db.meta.get(META_KEYS.cursor(name)));
  const mark = `offline:first-sync:${name}`;
  if (first) performance.mark(`${mark}:start`);
  try {
    // Each spec pairs its own page type with its own local rows.
    await (name === 'storefront' ? syncSet(db, SPECS.storefront) : syncSet(db, SPECS.prices));
    markNetworkUp();
    if (first) performance.measure(mark, `${mark}:start`);
    if (name === 'storefront') setLastSynced((await setMeta<StorefrontSyncMeta>(db, 'storefront'))?.syncedAt ?? null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) markNetworkDown();
    else reportStorageError(error);
  }
}

function syncOne(name: SyncSetName): Promise<void> {
  let running = inFlight.get(name);
  if (!running) {
    running = runSet(name).finally(() => inFlight.delete(name));
    inFlight.set(name, running);
  }
  return running;
}

/**
 * Syncs the given sets one after the other, in the order given (the storefront first: on a first
 * sync it is what the dealer waits for, and two sets at once would halve its speed). A set
 * already syncing is joined, not started twice.
 */
export async function syncSets(names: readonly SyncSetName[]): Promise<void> {
  for (const name of names) await syncOne(name);
}

/** The banner's 'last synced' from what is stored (at start, before any sync of this session). */
export async function loadLastSynced() {
  setLastSynced((await setMeta<StorefrontSyncMeta>(offlineDb(), 'storefront'))?.syncedAt ?? null);
}
