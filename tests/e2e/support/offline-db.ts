import type { Page } from 'playwright-core';

/**
 * Reads the PWA's offline database (src/client/lib/offline/db.ts) from the page with the raw
 * IndexedDB API — what is really stored, not what the app says. A database that does not exist
 * is not created by looking at it.
 */
export const OFFLINE_DB = 'bayi-portali-offline';

export function offlineRows<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    async ({ name, store }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return [];
        return await new Promise<T[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          // A set's chunk holds its rows as UTF-8 JSON (src/client/lib/offline/row-chunks.ts): read here as rows.
          const decoder = new TextDecoder();
          all.onsuccess = () =>
            resolve(
              (all.result as Record<string, unknown>[]).map((r) => (r.rows instanceof Uint8Array ? { ...r, rows: JSON.parse(decoder.decode(r.rows)) as unknown } : r)) as T[],
            );
          all.onerror = () => reject(all.error);
        });
      } finally {
        db.close();
      }
    },
    { name: OFFLINE_DB, store },
  );
}

export const offlineCount = async (page: Page, store: string) => (await offlineRows(page, store)).length;

/** The rows of a set stored in chunks (src/client/lib/offline/row-chunks.ts): 'productChunks' or 'priceChunks'. */
export async function offlineSetRows<T = Record<string, unknown>>(page: Page, store: 'productChunks' | 'priceChunks'): Promise<T[]> {
  return (await offlineRows<{ c: number; rows: T[] }>(page, store)).flatMap((chunk) => chunk.rows);
}

/** Every row of every store of the offline database (for "nothing of the previous dealer remains"). */
export async function offlineEverything(page: Page) {
  const stores = ['productChunks', 'priceChunks', 'cart', 'outbox', 'meta'];
  const raw = Object.fromEntries(await Promise.all(stores.map(async (s) => [s, await offlineRows(page, s)] as const)));
  // The sets' rows too, out of their chunks.
  return { ...raw, products: await offlineSetRows(page, 'productChunks'), prices: await offlineSetRows(page, 'priceChunks') };
}

/** Waits until the first storefront sync of the signed-in dealer is stored (its meta carries syncedAt). */
export async function waitForStorefrontSync(page: Page, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const meta = await offlineRows<{ key: string; value: unknown }>(page, 'meta');
    if (meta.some((m) => m.key === 'meta:storefront')) return;
    await page.waitForTimeout(200);
  }
  throw new Error('the storefront never synced');
}
