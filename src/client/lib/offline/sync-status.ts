import { useSyncExternalStore } from 'react';

/**
 * When the dealer's local data was last synced (the storefront set's syncedAt, ISO), for the
 * offline banner. Kept by the sync runner; no Dexie here, so the shell stays light.
 */
let syncedAt: string | null = null;
const listeners = new Set<() => void>();

export function setLastSynced(at: string | null) {
  if (at !== syncedAt) {
    syncedAt = at;
    listeners.forEach((l) => l());
  }
}

export const lastSynced = () => syncedAt;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useLastSynced = () => useSyncExternalStore(subscribe, lastSynced, () => null);
