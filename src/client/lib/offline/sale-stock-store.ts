import { SALE_STOCK_BUCKETS, type SaleStockProduct, type SaleStockSyncAnswer, type SaleStockSyncBody, type SaleStockUnit, sellableOf } from '../../../shared/contract/sale-stock-sync.js';
import type { SellableUnit } from '../../../shared/contract/sale-wizard.js';
import type { OfflineDb, SaleStockChunk } from './db.js';
import { META_KEYS } from './meta-keys.js';
import { OwnerChangedError } from './sync-set.js';

/**
 * The dealer's sellable stock in the offline database (contract/sale-stock-sync.ts): one record per
 * bucket holding its units as JSON bytes (the storefront's chunks, lib/offline/row-chunks.ts, for
 * the same reason: IndexedDB pays per record and per object, not per byte), with the server's
 * digest of the bucket; the products and their price bands in `meta`. The wizard looks serials up
 * in an in-memory index built from the buckets once per change (100,000 units: a few dozen ms).
 */
export const SALE_STOCK_META = {
  products: 'sale-stock:products',
  productsTag: 'sale-stock:products-tag',
  syncedAt: 'sale-stock:synced-at',
  /** Raised by every sync that changed the stored set: the in-memory index keys on it. */
  changed: 'sale-stock:changed',
} as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const unitsOf = (chunk: SaleStockChunk): SaleStockUnit[] => JSON.parse(decoder.decode(chunk.units)) as SaleStockUnit[];
const metaValue = async <T>(db: OfflineDb, key: string) => (await db.meta.get(key))?.value as T | undefined;

/** What the next sync sends: the digest held per bucket and the products' tag. */
export async function stockSyncBody(db: OfflineDb): Promise<SaleStockSyncBody> {
  const digests = Array.from({ length: SALE_STOCK_BUCKETS }, () => '');
  await db.saleStock.each((c) => {
    if (c.b < SALE_STOCK_BUCKETS) digests[c.b] = c.digest;
  });
  return { digests, productsTag: (await metaValue<string>(db, SALE_STOCK_META.productsTag)) ?? null };
}

/**
 * Stores an answer in one transaction: the changed buckets (an emptied one dropped), the products
 * when sent, the time. `owner`: the sync's dealer, checked in the same transaction, so an answer
 * for someone who has logged out since is never stored.
 */
export async function applyStockAnswer(db: OfflineDb, answer: SaleStockSyncAnswer, owner?: string) {
  await db.transaction('rw', db.saleStock, db.meta, async () => {
    if (owner !== undefined && (await db.meta.get(META_KEYS.owner))?.value !== owner) throw new OwnerChangedError();
    const puts = answer.buckets.filter((b) => b.units.length).map((b) => ({ b: b.bucket, digest: b.digest, units: encoder.encode(JSON.stringify(b.units)) }));
    const drops = answer.buckets.filter((b) => !b.units.length).map((b) => b.bucket);
    if (puts.length) await db.saleStock.bulkPut(puts);
    if (drops.length) await db.saleStock.bulkDelete(drops);
    if (answer.products) await db.meta.bulkPut([
      { key: SALE_STOCK_META.products, value: answer.products },
      { key: SALE_STOCK_META.productsTag, value: answer.productsTag },
    ]);
    if (answer.buckets.length || answer.products) {
      const changed = (await metaValue<number>(db, SALE_STOCK_META.changed)) ?? 0;
      await db.meta.put({ key: SALE_STOCK_META.changed, value: changed + 1 });
    }
    await db.meta.put({ key: SALE_STOCK_META.syncedAt, value: answer.syncedAt });
  });
}

/** When the stock was last synced on this device (ISO), or null: never. */
export const stockSyncedAt = async (db: OfflineDb) => (await metaValue<string>(db, SALE_STOCK_META.syncedAt)) ?? null;

interface StockIndex {
  db: OfflineDb;
  changed: number;
  bySerial: Map<string, SaleStockUnit[]>;
  products: Map<number, SaleStockProduct>;
}

let index: StockIndex | null = null;

async function currentIndex(db: OfflineDb): Promise<StockIndex> {
  const changed = (await metaValue<number>(db, SALE_STOCK_META.changed)) ?? 0;
  if (index && index.db === db && index.changed === changed) return index;
  const bySerial = new Map<string, SaleStockUnit[]>();
  const [chunks, products] = await Promise.all([db.saleStock.toArray(), metaValue<SaleStockProduct[]>(db, SALE_STOCK_META.products)]);
  for (const chunk of chunks) {
    for (const unit of unitsOf(chunk)) {
      const same = bySerial.get(unit[1]);
      if (same) same.push(unit);
      else bySerial.set(unit[1], [unit]);
    }
  }
  index = { db, changed, bySerial, products: new Map((products ?? []).map((p) => [p.modelId, p])) };
  return index;
}

/**
 * The stored units with this serial, as sellable units (one per product: a serial is unique per
 * product). A unit whose product is not stored (a sync cut between its parts) is left out.
 */
export async function localSellable(db: OfflineDb, serialNo: string): Promise<SellableUnit[]> {
  const { bySerial, products } = await currentIndex(db);
  return (bySerial.get(serialNo.trim()) ?? []).flatMap((u) => {
    const product = products.get(u[2]);
    return product ? [sellableOf(u, product)] : [];
  });
}

/** The number of stored units (the wizard tells a dealer whose stock has not synced yet). */
export async function storedUnitCount(db: OfflineDb): Promise<number> {
  let n = 0;
  for (const units of (await currentIndex(db)).bySerial.values()) n += units.length;
  return n;
}
