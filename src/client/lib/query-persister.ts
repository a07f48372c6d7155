import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

/** The persisted cache's store (idb-keyval's; tests give their own). */
export interface CacheStore {
  get: (key: string) => Promise<PersistedClient | undefined>;
  set: (key: string, value: PersistedClient) => Promise<void>;
  del: (key: string) => Promise<void>;
}

const IDB: CacheStore = { get: (key) => get<PersistedClient>(key), set, del };

/** The app's cache key in IndexedDB. */
export const DEFAULT_KEY = 'bayi-portali-query-cache';

/** At most one write per key in this window: the latest state wins. */
export const PERSIST_EVERY_MS = 1_000;

/**
 * Writes waiting, by key — shared by every persister of a key, so the logout's removeClient
 * (shell/logout.ts makes its own) also drops a write the app's persister has not made yet: it
 * would bring the signed-out user's cache back.
 */
const waiting = new Map<string, { client: PersistedClient; timer: ReturnType<typeof setTimeout>; store: CacheStore }>();

/**
 * Whether a cache may have been saved under this key: a mark in local storage, set before each
 * write and dropped with the cache. Read synchronously at start (persisted-query-provider.tsx):
 * without it there is nothing to restore, and the queries need not wait for IndexedDB to say so.
 */
const markOf = (key: string) => `${key}:saved`;
export const mayHaveSavedCache = (key = DEFAULT_KEY) => {
  try {
    return localStorage.getItem(markOf(key)) !== null;
  } catch {
    return true; // storage unreadable: ask IndexedDB
  }
};
const mark = (key: string, saved: boolean) => {
  try {
    if (saved) localStorage.setItem(markOf(key), '1');
    else localStorage.removeItem(markOf(key));
  } catch {
    // a full or blocked local storage: the restore then asks IndexedDB (mayHaveSavedCache) or skips
  }
};

function flush(key: string) {
  const entry = waiting.get(key);
  if (!entry) return;
  waiting.delete(key);
  clearTimeout(entry.timer);
  // Marked before the write: a mark without a cache costs one empty restore; a cache without a
  // mark is never restored (and is overwritten by the next write).
  mark(key, true);
  void entry.store.set(key, entry.client).catch(() => undefined);
}

const flushAll = () => [...waiting.keys()].forEach(flush);
let hooked = false;
function flushWhenLeaving() {
  if (hooked || typeof window === 'undefined') return;
  hooked = true;
  // A page being closed, reloaded or sent to the background writes what it has at once.
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushAll());
}

/**
 * The query cache survives reloads and offline starts in IndexedDB. TanStack calls
 * persistClient on every change of every query (added, fetching, answered…): a start fired
 * dozens, each a structured clone of the whole cache and an IndexedDB write on the main thread
 * while the first screen was drawn. Writes are gathered: the latest state, once per second, and
 * at once when the page is hidden or closed (a cache a second old is still a good cache).
 */
export function createIdbPersister(key = DEFAULT_KEY, store: CacheStore = IDB, everyMs = PERSIST_EVERY_MS): Persister {
  flushWhenLeaving();
  return {
    persistClient: (client: PersistedClient) => {
      const entry = waiting.get(key);
      if (entry) entry.client = client;
      else waiting.set(key, { client, store, timer: setTimeout(() => flush(key), everyMs) });
    },
    restoreClient: () => store.get(key),
    removeClient: () => {
      const entry = waiting.get(key);
      if (entry) clearTimeout(entry.timer);
      waiting.delete(key);
      mark(key, false);
      return store.del(key);
    },
  };
}
