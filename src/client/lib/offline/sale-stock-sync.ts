import { saleStockSync } from '../../../shared/contract/sale-stock-sync.js';
import { ApiError, call } from '../api.js';
import { type OfflineDb, offlineDb } from './db.js';
import { markNetworkDown, markNetworkUp } from './network-state.js';
import { onWriteSent } from './outbox-runner.js';
import { applyStockAnswer, stockSyncBody } from './sale-stock-store.js';
import { reportStorageError } from './storage.js';
import { SYNC_EVERY_MS } from './sync-runner.js';

/**
 * One sync of the sales wizard's stock (contract/sale-stock-sync.ts): the held digests out, the
 * changed buckets in, stored in one transaction. On the main thread, not in the storefront's sync
 * worker: an unchanged stock answers a few hundred bytes and a sale rewrites one bucket; only a
 * first sync of a very large stock (100,000 units, ~3 MB) parses for a moment. One at a time: a
 * second call joins the first.
 */
export const STOCK_SYNC_TIMEOUT_MS = 60_000;

let running: Promise<boolean> | null = null;

export function syncSaleStock(owner: string, db: OfflineDb = offlineDb()): Promise<boolean> {
  running ??= (async () => {
    try {
      const answer = await call(saleStockSync, { body: await stockSyncBody(db), timeoutMs: STOCK_SYNC_TIMEOUT_MS, redirectOnSessionEnd: false });
      await applyStockAnswer(db, answer, owner);
      markNetworkUp();
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 0) markNetworkDown();
      } else reportStorageError(error);
      return false;
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Keeps a seller's stock in step while the app is open (boot.ts starts it for the users of /satis,
 * as it syncs the storefront's sets): now, on `online`, every few minutes, and after each sale the
 * outbox sent (its units left the stock). Returns the stop.
 */
export function startSaleStockSync(owner: string): () => void {
  const sync = () => void syncSaleStock(owner);
  sync();
  window.addEventListener('online', sync);
  const interval = setInterval(() => navigator.onLine && sync(), SYNC_EVERY_MS);
  const off = onWriteSent((e) => e.kind === 'sale.complete' && sync());
  return () => {
    window.removeEventListener('online', sync);
    clearInterval(interval);
    off();
  };
}
