import type { StorefrontSyncMeta } from '../../../shared/contract/sync.js';
import { ApiError, refreshOnce } from '../api.js';
import { clearSession, getTokens } from '../session.js';
import { offlineDb } from './db.js';
import { META_KEYS, type SyncSetName } from './meta-keys.js';
import { markNetworkDown, markNetworkUp } from './network-state.js';
import { reportStorageError } from './storage.js';
import { syncInWorker } from './sync-in-worker.js';
import type { SyncReply } from './sync-messages.js';
import { syncNamedSet } from './sync-pages.js';
import { OwnerChangedError, setMeta } from './sync-set.js';
import { setLastSynced } from './sync-status.js';

/**
 * When the dealer's sets are synced: at login, on `online`, every few minutes while the app is
 * open, and after the dealer's own orders (stock moved). One sync per set at a time; a failed
 * sync keeps what it stored (each page is its own transaction) and resumes from its cursor.
 * The work runs in the sync worker (sync-worker.ts) where the browser has one, else here.
 */
export const SYNC_EVERY_MS = 5 * 60_000;

const inFlight = new Map<SyncSetName, Promise<void>>();

/** A failed reply as the error the main thread would have met. */
function errorOf(reply: Extract<SyncReply, { ok: false }>): Error {
  if (reply.status !== null) return new ApiError(reply.status, null);
  if (reply.error.name === 'OwnerChangedError') return new OwnerChangedError();
  return Object.assign(new Error(reply.error.message), { name: reply.error.name });
}

/** One run of a set's sync with the current token: in the worker, or here when there is none. */
async function syncOnce(name: SyncSetName, owner: string) {
  const token = getTokens()?.token ?? null;
  const reply = await syncInWorker({ set: name, token, owner });
  if (!reply) {
    await syncNamedSet(offlineDb(), name, token, owner);
    return;
  }
  // The worker's store timings on the page's timeline (the offline bench reads them).
  for (const m of reply.measures) performance.measure(m.name, { start: m.start - performance.timeOrigin, end: m.end - performance.timeOrigin });
  if (!reply.ok) throw errorOf(reply);
}

/** A set's sync; an expired token is refreshed once (as every call does), a refused refresh ends the session. */
async function syncWithSession(name: SyncSetName, owner: string) {
  try {
    await syncOnce(name, owner);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (!(await refreshOnce())) {
      clearSession();
      throw error;
    }
    await syncOnce(name, owner);
  }
}

async function runSet(name: SyncSetName, owner: string) {
  const db = offlineDb();
  const first = !(await db.meta.get(META_KEYS.cursor(name)));
  const mark = `offline:first-sync:${name}`;
  if (first) performance.mark(`${mark}:start`);
  try {
    await syncWithSession(name, owner);
    markNetworkUp();
    if (first) performance.measure(mark, `${mark}:start`);
    if (name === 'storefront') setLastSynced((await setMeta<StorefrontSyncMeta>(db, 'storefront'))?.syncedAt ?? null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) markNetworkDown();
    else reportStorageError(error);
  }
}

function syncOne(name: SyncSetName, owner: string): Promise<void> {
  let running = inFlight.get(name);
  if (!running) {
    running = runSet(name, owner).finally(() => inFlight.delete(name));
    inFlight.set(name, running);
  }
  return running;
}

/**
 * Syncs the given sets one after the other, in the order given (the storefront first: on a first
 * sync it is what the dealer waits for, and two sets at once would halve its speed). A set
 * already syncing is joined, not started twice.
 */
export async function syncSets(names: readonly SyncSetName[], owner: string): Promise<void> {
  for (const name of names) await syncOne(name, owner);
}

/** The banner's 'last synced' from what is stored (at start, before any sync of this session). */
export async function loadLastSynced() {
  setLastSynced((await setMeta<StorefrontSyncMeta>(offlineDb(), 'storefront'))?.syncedAt ?? null);
}
