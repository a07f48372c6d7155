import { useSyncExternalStore } from 'react';

/**
 * How many writes wait in the outbox (any state): the tray's badge, and the update prompt's
 * guard (never reload while writes wait). Kept by the outbox (outbox.ts calls setOutboxCount).
 */
let count = 0;
const listeners = new Set<() => void>();

export function setOutboxCount(n: number) {
  if (n !== count) {
    count = n;
    listeners.forEach((l) => l());
  }
}

export const outboxCount = () => count;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useOutboxCount = () => useSyncExternalStore(subscribe, outboxCount, () => 0);
