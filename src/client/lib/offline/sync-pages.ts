import { priceListSync, storefrontSync, SYNC_HEADERS, SYNC_PAGE_MAX, type PriceSyncPage, type StorefrontSyncPage } from '../../../shared/contract/sync.js';
import { ApiError, buildUrl } from '../api.js';
import type { SyncSetName } from './meta-keys.js';
import type { OfflineDb } from './db.js';
import { type Fetched, PRICE_SET, STOREFRONT_SET, syncSet } from './sync-set.js';

/**
 * How a sync asks for its pages: with the signed-in user's token, the set's endpoint, the stored
 * cursor and the largest page; the next cursor is read off the headers (SYNC_HEADERS) so the next
 * page can be asked for before this one is parsed. Plain `fetch` with a given token, not api.ts's
 * `call` (which reads the token from localStorage and refreshes it): this runs in the sync worker
 * (sync-worker.ts), and the main thread refreshes the token and asks again on a 401.
 */
export const SYNC_TIMEOUT_MS = 30_000;

const ENDPOINTS = { storefront: storefrontSync, prices: priceListSync } as const;

/** Resolves when the answer's headers are in; the body is read and parsed after. */
async function fetchPage<P>(set: SyncSetName, token: string | null, cursor: string | undefined, signal?: AbortSignal): Promise<Fetched<P>> {
  const url = buildUrl(ENDPOINTS[set], undefined, { cursor, limit: SYNC_PAGE_MAX });
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'tr' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(SYNC_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    throw new ApiError(0, null);
  }
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null));
  const next = res.headers.get(SYNC_HEADERS.cursor);
  const more = res.headers.get(SYNC_HEADERS.more);
  const body = res.json().catch(() => {
    // The body broke off (network or timeout).
    throw new ApiError(0, null);
  }) as Promise<P>;
  return { ahead: next !== null && more !== null ? { cursor: next, more: more === 'true' } : null, body };
}

/** Runs the named set's sync to the end, asking with this token, storing while the database is `owner`'s. */
export function syncNamedSet(db: OfflineDb, set: SyncSetName, token: string | null, owner: string) {
  const ask =
    <P>(name: SyncSetName) =>
    (cursor: string | undefined, signal?: AbortSignal) =>
      fetchPage<P>(name, token, cursor, signal);
  // Each spec pairs its own page type with its own local rows.
  return set === 'storefront'
    ? syncSet(db, { ...STOREFRONT_SET, fetchPage: ask<StorefrontSyncPage>(set) }, { owner })
    : syncSet(db, { ...PRICE_SET, fetchPage: ask<PriceSyncPage>(set) }, { owner });
}
