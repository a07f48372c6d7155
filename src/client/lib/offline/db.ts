import { Dexie, type EntityTable, type Table } from 'dexie';
import type { Cart, OrderConflictLine } from '../../../shared/contract/cart.js';
import type { SaleConflict } from '../../../shared/contract/sale-wizard.js';
import type { PriceSyncRow, StorefrontSyncRow } from '../../../shared/contract/sync.js';
import { META_KEYS, SYNC_SETS } from './meta-keys.js';
import { type ChunkedRows, type RowChunk, rowsOfProducts } from './row-chunks.js';

/**
 * The dealer's offline data (ARCHITECTURE "Offline field kit"): one IndexedDB database, one
 * versioned schema. It holds one dealer's data at a time — `meta.owner` says whose — and is
 * wiped on logout and whenever the user or the reseller acted for changes (wipe.ts).
 *
 * Versions (never edit a published one; add the next and keep the queue):
 * 1 — storefront products, the cart, the outbox, meta (cursors, owner, lookups);
 * 2 — the reseller's price list;
 * 3 — both synced sets stored in chunks of products (row-chunks.ts): `productChunks` and
 *     `priceChunks` replace `products` and `prices`; the sets' cursors go, so the next sync
 *     fetches them whole. The cart and the outbox are kept as they are.
 * 4 — the dealer's sellable stock for the sales wizard (`saleStock`, one record per bucket of
 *     units: contract/sale-stock-sync.ts, sale-stock-store.ts).
 */
export const OFFLINE_DB_NAME = 'bayi-portali-offline';

/**
 * The name folded like the search boxes (shared/text.ts foldForSearch): the local reads' sort key
 * and "contains" test. The screens search an in-memory view of the set (storefront/shop/
 * local-catalogue.ts), so rows carry no search indexes: every index costs writes on a first sync
 * of 20,000 products.
 */
export interface Searchable {
  nameKey: string;
}

/** A storefront product as synced (storefront/sync), with its search keys. */
export type LocalProduct = StorefrontSyncRow & Searchable;

/** One version of the reseller's price list as synced (modelPrice/reseller/sync). */
export type LocalPriceRow = PriceSyncRow & Searchable;

/** The cart as the server last answered it (the base the pending writes are applied on). */
export interface LocalCart {
  key: 'cart';
  cart: Cart;
  /** ms since epoch of the answer. */
  at: number;
}

export const OUTBOX_KINDS = ['cart.add', 'cart.set', 'order.complete', 'sale.complete', 'faulty.report'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * queued — waits for its turn (or for the network, after `nextAt`); sending — a tab is sending it;
 * refused — the server answered 4xx (422 …): stays in the tray with `error` until retried or discarded;
 * conflict — an order the server refused with 409: `conflicts` are shown in the cart (a sale's
 * `saleConflicts` in the wizard).
 */
export const OUTBOX_STATES = ['queued', 'sending', 'refused', 'conflict'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A write that must survive offline: sent once, in order, with `id` as its Idempotency-Key. */
export interface OutboxEntry {
  /** Order of the queue (auto-increment). */
  seq?: number;
  /** Client-made UUID: the Idempotency-Key. */
  id: string;
  kind: OutboxKind;
  /**
   * The request body (for order.complete the cart id is filled in just before the first send, then
   * kept). A faulty report's holds its photos as Blobs: IndexedDB stores them as they are.
   */
  body: unknown;
  /** What the tray shows ("Ürün Adı × 3", "Sipariş (5 ürün)"). */
  label: string;
  /** The owner (ownerKey) that queued it: never sent for anyone else. */
  owner: string;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  /** ms since epoch before which a network retry waits (back-off). */
  nextAt: number;
  error?: string;
  conflicts?: OrderConflictLine[];
  /** A sale's 409 (sale.complete): the refused basket lines, shown in the wizard line by line. */
  saleConflicts?: SaleConflict[];
}

/** One bucket of the dealer's sellable stock: its units as JSON bytes ([unitId, serialNo, modelId][]) and the server's digest of them. */
export interface SaleStockChunk {
  b: number;
  digest: string;
  units: Uint8Array;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  /** The storefront: chunks of LocalProduct (read through productRows). */
  productChunks: Table<RowChunk, number>;
  /** The price list: chunks of LocalPriceRow (read through priceRows). */
  priceChunks: Table<RowChunk, number>;
  cart: Table<LocalCart, string>;
  /** The sales wizard's stock, by bucket. */
  saleStock: Table<SaleStockChunk, number>;
  /** Auto-increment key: the queue's order. */
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: Table<MetaRow, string>;
};

/** Schema version 1 (kept as written: the upgrade test opens it). */
export const SCHEMA_V1 = {
  products: 'modelId',
  cart: 'key',
  outbox: '++seq, &id, state',
  meta: 'key',
} as const;

/** Version 2: the price list (its versions by id; by product for the sync's replace). */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  prices: 'id, mid',
} as const;

/** Version 3: the sets in chunks (the tables of one row per record are dropped). */
export const SCHEMA_V3 = {
  cart: SCHEMA_V1.cart,
  outbox: SCHEMA_V1.outbox,
  meta: SCHEMA_V1.meta,
  products: null,
  prices: null,
  productChunks: 'c',
  priceChunks: 'c',
} as const;

/** Version 4: the sales wizard's stock (the other tables as they are). */
export const SCHEMA_V4 = { saleStock: 'b' } as const;

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores(SCHEMA_V1);
  db.version(2).stores(SCHEMA_V2);
  db.version(3)
    .stores(SCHEMA_V3)
    .upgrade(async (tx) => {
      // The rows went with their tables: whatever was derived from them goes too, so the sets read as never synced until the next (full) sync.
      const keys = SYNC_SETS.flatMap((set) => [META_KEYS.cursor(set), META_KEYS.setMeta(set), META_KEYS.changed(set), META_KEYS.view(set), META_KEYS.viewAt(set)]);
      await tx.table('meta').bulkDelete(keys);
    });
  db.version(4).stores(SCHEMA_V4);
  return db;
}

/** The storefront's rows (one per product). */
export const productRows = (db: OfflineDb): ChunkedRows<LocalProduct> => ({ table: db.productChunks, productOf: (p) => p.modelId });

/** One stored storefront product (undefined: not on the synced storefront). */
export const storedProduct = async (db: OfflineDb, modelId: number) => (await rowsOfProducts(productRows(db), [modelId]))[0] as LocalProduct | undefined;

/** The price list's rows (every version of a product in force now or later). */
export const priceRows = (db: OfflineDb): ChunkedRows<LocalPriceRow> => ({ table: db.priceChunks, productOf: (r) => r.mid });

let shared: OfflineDb | null = null;

/** The app's one connection (opened on first use). */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb();
  return shared;
}
