import type { Table } from 'dexie';
import type { PriceSyncMeta, PriceSyncPage, StorefrontSyncMeta, StorefrontSyncPage } from '../../../shared/contract/sync.js';
import type { LocalPriceRow, LocalProduct, OfflineDb } from './db.js';
import { META_KEYS, type SyncSetName } from './meta-keys.js';
import { searchKeys } from './search-keys.js';

/**
 * Delta sync of one cached set (shared/contract/sync.ts): asks for pages from the stored
 * cursor until `more` is false and applies each page in one Dexie transaction — the page's rows,
 * its tombstones and its cursor together, so a page is either wholly stored or not at all and a
 * sync cut off half-way resumes where it stopped.
 */
type AnyPage = StorefrontSyncPage | PriceSyncPage;

export interface SetSpec<P extends AnyPage, L> {
  name: SyncSetName;
  table: (db: OfflineDb) => Table<L, number>;
  /** Local rows from the page's rows. */
  toLocal: (page: P) => L[];
  /** The local rows of these products (their primary keys), to drop before storing the page's rows. */
  keysOf: (db: OfflineDb, modelIds: number[]) => Promise<number[]>;
  fetchPage: (cursor: string | undefined, signal?: AbortSignal) => Promise<P>;
}

export interface SetMeta {
  syncedAt: string;
}

export const STOREFRONT_SET: Omit<SetSpec<StorefrontSyncPage, LocalProduct>, 'fetchPage'> = {
  name: 'storefront',
  table: (db) => db.products,
  toLocal: (page) => page.rows.map((r) => ({ ...r, ...searchKeys(r.name) })),
  // One row per product: the key is the product id.
  keysOf: async (_db, modelIds) => modelIds,
};

export const PRICE_SET: Omit<SetSpec<PriceSyncPage, LocalPriceRow>, 'fetchPage'> = {
  name: 'prices',
  table: (db) => db.prices,
  toLocal: (page) => page.rows.map((r) => ({ ...r, ...searchKeys(r.modelName) })),
  // Several versions per product: every stored version of the product goes.
  keysOf: (db, modelIds) => db.prices.where('mid').anyOf(modelIds).primaryKeys(),
};

/**
 * Stores one page. `fresh` — the products stored since this run's reset page (a full sync into an
 * emptied table): a later page's products need no delete first unless this run stored them
 * already (a pair logged again while the sync ran), which keeps a first sync to plain writes.
 */
export async function applyPage<P extends AnyPage, L>(db: OfflineDb, spec: Omit<SetSpec<P, L>, 'fetchPage'>, page: P, fresh?: Set<number>) {
  const table = spec.table(db);
  await db.transaction('rw', table, db.meta, async () => {
    if (page.reset) await table.clear();
    const pageProducts = page.rows.map((r) => ('modelId' in r ? r.modelId : r.mid));
    let touched = [...new Set([...pageProducts, ...page.deleted])];
    if (fresh && !page.reset) touched = touched.filter((id) => fresh.has(id));
    if (fresh) for (const id of pageProducts) fresh.add(id);
    if (!page.reset && touched.length) await table.bulkDelete(await spec.keysOf(db, touched));
    await table.bulkPut(spec.toLocal(page));
    if (page.reset || touched.length) {
      const changed = ((await db.meta.get(META_KEYS.changed(spec.name)))?.value as number | undefined) ?? 0;
      await db.meta.put({ key: META_KEYS.changed(spec.name), value: changed + 1 });
    }
    await db.meta.put({ key: META_KEYS.cursor(spec.name), value: page.cursor });
    if (page.meta) await db.meta.put({ key: META_KEYS.setMeta(spec.name), value: page.meta });
  });
}

/**
 * Runs one set's sync to the end; returns the rows stored and tombstones applied. The next page is
 * asked for while the current one is stored (its cursor is in the answer), so the network and
 * IndexedDB work at the same time.
 */
export async function syncSet<P extends AnyPage, L>(db: OfflineDb, spec: SetSpec<P, L>, signal?: AbortSignal) {
  let stored = 0;
  let pages = 0;
  const cursor = (await db.meta.get(META_KEYS.cursor(spec.name)))?.value as string | undefined;
  let page = await spec.fetchPage(cursor, signal);
  const fresh = page.reset ? new Set<number>() : undefined;
  for (;;) {
    const next = page.more ? spec.fetchPage(page.cursor, signal) : null;
    // Not awaited yet: a failed store must not leave its rejection unhandled.
    next?.catch(() => undefined);
    const stored0 = performance.now();
    await applyPage(db, spec, page, fresh);
    // Read by the offline bench (scripts/bench-offline.ts): the share of a sync spent storing.
    performance.measure(`offline:sync-store:${spec.name}`, { start: stored0 });
    stored += page.rows.length + page.deleted.length;
    pages += 1;
    if (!next) return { stored, pages };
    page = await next;
  }
}

/** The set's last meta (names, thresholds, syncedAt), or undefined before its first full sync. */
export async function setMeta<M extends StorefrontSyncMeta | PriceSyncMeta>(db: OfflineDb, name: SyncSetName): Promise<M | undefined> {
  return (await db.meta.get(META_KEYS.setMeta(name)))?.value as M | undefined;
}
