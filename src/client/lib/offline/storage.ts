import { toast } from '../toast.js';

/**
 * The browser may evict an origin's IndexedDB under storage pressure unless the origin's
 * storage is persistent; an installed PWA usually gets it granted without a prompt.
 */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

export const STORAGE_MSG = {
  quotaFull: 'Cihazda yer kalmadı: çevrimdışı ürün ve fiyat bilgileri kaydedilemedi. Lütfen cihazda yer açın; çevrimiçiyken portal normal çalışır.',
  writeFull: 'Cihazda yer kalmadı: işlem kaydedilemedi. Lütfen cihazda yer açıp tekrar deneyin.',
} as const;

let warned = false;

export const isQuotaError = (error: unknown) => {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};

/** A full disk is said once per session in words the dealer can act on; other local errors stay quiet (online reads still work). */
export function reportStorageError(error: unknown) {
  if (isQuotaError(error) && !warned) {
    warned = true;
    toast.error(STORAGE_MSG.quotaFull);
  }
}

/** A dealer's write that could not be stored (cart, order): said every time, it is the dealer's own action that failed. */
export function reportUnsavedWrite(error: unknown): boolean {
  if (!isQuotaError(error)) return false;
  toast.error(STORAGE_MSG.writeFull, 5000);
  return true;
}
