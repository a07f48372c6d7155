import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ownerKey } from '../lib/offline/meta-keys.js';
import { getUser, useSessionUser } from '../lib/session.js';

/**
 * Starts the offline field kit (lib/offline/boot.ts) for the signed-in user and restarts it when
 * the user or the reseller acted for changes (login, logout, reseller switcher, other tabs).
 * Loaded on demand: Dexie stays out of the first screen's bundle.
 */
export function OfflineBoot() {
  const owner = ownerKey(useSessionUser());
  const queryClient = useQueryClient();
  useEffect(() => {
    const user = getUser();
    if (!owner || !user) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/offline/boot.js').then(({ bootOffline }) => {
      // Another dealer's cached answers go with its local data.
      if (!cancelled) stop = bootOffline(user, () => queryClient.clear());
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner, queryClient]);
  return null;
}
