import { useEffect } from 'react';
import type { QuickPanel } from '../../shared/access.js';

/**
 * A panel asked for from elsewhere (the dashboard's quick links): the cart of the storefront, the
 * pending tray of the top bar. The request waits until the panel's owner is on screen and takes
 * it — at once when it is already mounted (a page Ionic keeps), else when it mounts — so a quick
 * link works whether the storefront was open before or not.
 */
const waiting = new Set<QuickPanel>();
const owners = new Map<QuickPanel, () => void>();

export function requestPanel(panel: QuickPanel) {
  const open = owners.get(panel);
  if (open) open();
  else waiting.add(panel);
}

/** Opens the owner's panel when asked (`open` should be stable, e.g. useOverlay's). */
export function usePanelRequest(panel: QuickPanel, open: () => void) {
  useEffect(() => {
    owners.set(panel, open);
    if (waiting.delete(panel)) open();
    return () => {
      if (owners.get(panel) === open) owners.delete(panel);
    };
  }, [panel, open]);
}
