import { useCallback, useMemo, useState } from 'react';

export interface Overlay {
  /** What the overlay's isOpen gets. */
  isOpen: boolean;
  /** Render the overlay only while this is true. */
  mounted: boolean;
  open: () => void;
  /** Asks it to leave (it animates out, then calls `dismissed`). */
  close: () => void;
  /** The overlay's onDidDismiss: unmounts it. */
  dismissed: () => void;
}

/**
 * A modal or popover mounted only while it is shown: until first opened, its Ionic components
 * (and, behind React.lazy, its code) cost nothing on the screen that holds its button — a closed
 * <ion-modal> is still a web component started with the page. Mounted with isOpen true, it
 * presents at once; closed, it stays until its leave animation ends.
 */
export function useOverlay(): Overlay {
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  const open = useCallback(() => setState('open'), []);
  const close = useCallback(() => setState((s) => (s === 'open' ? 'closing' : s)), []);
  const dismissed = useCallback(() => setState('closed'), []);
  return useMemo(() => ({ isOpen: state === 'open', mounted: state !== 'closed', open, close, dismissed }), [state, open, close, dismissed]);
}
