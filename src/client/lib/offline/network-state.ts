import { useSyncExternalStore } from 'react';

/**
 * Is the network usable? The browser's `navigator.onLine` only knows about the device's link;
 * a shop's Wi-Fi without internet, or a signal too weak to answer, shows up as calls that fail
 * with no answer (ApiError status 0) or time out. Reads that fail so switch to the local data
 * and mark the network down; any answered call marks it up again.
 */
let down = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Reads wait this long for the server before using the local data (a "slow" network). */
export const SLOW_READ_MS = 6_000;

export const isNetworkDown = () => down || (typeof navigator !== 'undefined' && !navigator.onLine);

export function markNetworkDown() {
  if (!down) {
    down = true;
    notify();
  }
}

export function markNetworkUp() {
  if (down) {
    down = false;
    notify();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the device is offline or the last read found no usable network. */
export const useNetworkDown = () => useSyncExternalStore(subscribe, isNetworkDown, () => false);
