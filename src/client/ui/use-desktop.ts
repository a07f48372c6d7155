import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '../lib/config.js';

const QUERY = `(min-width: ${MOBILE_BREAKPOINT + 1}px)`;

function subscribe(listener: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', listener);
  return () => mql.removeEventListener('change', listener);
}

/** Wider than the mobile breakpoint (991 px): the menu sits beside the content. */
export const useIsDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => true);
