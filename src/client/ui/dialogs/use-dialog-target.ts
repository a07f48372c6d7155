import { useCallback, useState } from 'react';

/** The state of a dialog opened for one item (null: a new one). */
export interface DialogTarget<T> {
  isOpen: boolean;
  item: T | null;
  show: (item: T | null) => void;
  close: () => void;
}

/** Opens a dialog for an item; the item stays set while the dialog closes, so its title does not blink away. */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [state, setState] = useState<{ isOpen: boolean; item: T | null }>({ isOpen: false, item: null });
  const show = useCallback((item: T | null) => setState({ isOpen: true, item }), []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  return { ...state, show, close };
}
