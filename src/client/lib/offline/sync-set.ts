import type { PriceSyncMeta, PriceSyncPage, StorefrontSyncMeta, StorefrontSyncPage } from '../../../shared/contract/sync.js';
import { type LocalPriceRow, type LocalProduct, type OfflineDb, priceRows, productRows } from './db.js';
import { META_KEYS, type SyncSetName } from './meta-keys.js';
import { type ChunkedRows, replaceProducts } from './row-chunks.js';
import { searchKeys } from './search-keys.js';

/**
 * Delta sync of one cached set (shared/contract/sync.ts): asks for pages from the stored
 * cursor until `more` is false and applies each page in one Dexie transaction — the page's rows,
 * its tombstones and its cursor together, so a page is either wholly stored or not at all and a
 * sync cut off half-way resumes where it stopped. A page names whole products (a changed product
 * comes with all its rows, a deleted one as a tombstone), so storing it replaces those products'
 * rows in the chunks they fall in (row-chunks.ts).
 */
type AnyPage = StorefrontSyncPage | PriceSyncPage;

export interface SetSpec<P extends AnyPage, L> {
  name: SyncSetName;
  rows: (db: OfflineDb) => ChunkedRows<L>;
  /** Local rows from the page's rows. */
  toLocal: (page: P) => L[];
  fetchPage: (cursor: string | undefined, signal?: AbortSignal) => Promise<Fetched<P>>;
}

/**
 * A page whose answer has begun: `ahead` — the next cursor and `more` as the headers said
 * (null when the answer had none), `body` — the page itself, still being read and parsed.
 */
export interface Fetched<P> {
  ahead: { cursor: string; more: boolean } | null;
  body: Promise<P>;
}

export interface SetMeta {
  syncedAt: string;
}

export const STOREFRONT_SET: Omit<SetSpec<StorefrontSyncPage, LocalProduct>, 'fetchPage'> = {
  name: 'storefront',
  rows: productRows,
  toLocal: (page) => page.rows.map((r) => ({ ...r, ...searchKeys(r.name) })),
};

export const PRICE_SET: Omit<SetSpec<PriceSyncPage, LocalPriceRow>, 'fetchPage'> = {
  name: 'prices',
  rows: priceRows,
  toLocal: (page) => page.rows.map((r) => ({ ...r, ...searchKeys(r.modelName) })),
};

/** The database changed hands (logout, another dealer) while a sync ran: its pages are not that owner's. */
export class OwnerChangedError extends Error {
  override name = 'OwnerChangedError';
}

/**
 * Stores one page: its products' rows, its tombstones, its cursor and meta, in one transaction.
 * `owner` — whose sync this is: checked in the same transaction, so a page answered for a dealer
 * who has logged out since (the database wiped, perhaps claimed by the next one) is never stored.
 */
export async function applyPage<P extends AnyPage, L>(db: OfflineDb, spec: Omit<SetSpec<P, L>, 'fetchPage'>, page: P, owner?: string) {
  const rows = spec.rows(db);
  await db.transaction('rw', rows.table, db.meta, async () => {
    if (owner !== undefined && (await db.meta.get(META_KEYS.owner))?.value !== owner) throw new OwnerChangedError();
    if (page.reset) await rows.table.clear();
    await replaceProducts(rows, page.deleted, spec.toLocal(page));
    if (page.reset || page.rows.length || page.deleted.length) {
      const changed = ((await db.meta.get(META_KEYS.changed(spec.name)))?.value as number | undefined) ?? 0;
      await db.meta.put({ key: META_KEYS.changed(spec.name), value: changed + 1 });
    }
    await db.meta.put({ key: META_KEYS.cursor(spec.name), value: page.cursor });
    if (page.meta) await db.meta.put({ key: META_KEYS.setMeta(spec.name), value: page.meta });
  });
}

/**
 * Runs one set's sync to the end; returns the rows stored and tombstones applied. The next page
 * is asked for as soon as its cursor is known — from the answer's headers, before this page's
 * body is read, else from the body — so the server, the network and IndexedDB work at the same
 * time.
 */
export async function syncSet<P extends AnyPage, L>(db: OfflineDb, spec: SetSpec<P, L>, options: { signal?: AbortSignal; owner?: string } = {}) {
  const { signal, owner } = options;
  let stored = 0;
  let pages = 0;
  const cursor = (await db.meta.get(META_KEYS.cursor(spec.name)))?.value as string | undefined;
  let fetched = await spec.fetchPage(cursor, signal);
  for (;;) {
    let next = fetched.ahead?.more ? spec.fetchPage(fetched.ahead.cursor, signal) : null;
    // Not awaited yet: a failed page must not leave the next one's rejection unhandled.
    next?.catch(() => undefined);
    const page = await fetched.body;
    if (!fetched.ahead && page.more) {
      next = spec.fetchPage(page.cursor, signal);
      next.catch(() => undefined);
    }
    const stored0 = performance.now();
    await applyPage(db, spec, page, owner);
    // Read by the offline bench (scripts/bench-offline.ts): the share of a sync spent storing.
    performance.measure(`offline:sync-store:${spec.name}`, { start: stored0 });
    stored += page.rows.length + page.deleted.length;
    pages += 1;
    if (!next) return { stored, pages };
    fetched = await next;
  }
}

/** A page answered whole (no headers to ask ahead on): tests, and callers with the body at hand. */
export const fetchedWhole = <P>(page: P): Fetched<P> => ({ ahead: null, body: Promise.resolve(page) });

/** The set's last meta (names, thresholds, syncedAt), or undefined before its first full sync. */
export async function setMeta<M extends StorefrontSyncMeta | PriceSyncMeta>(db: OfflineDb, name: SyncSetName): Promise<M | undefined> {
  return (await db.meta.get(META_KEYS.setMeta(name)))?.value as M | undefined;
}
