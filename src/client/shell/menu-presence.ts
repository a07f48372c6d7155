import { useSyncExternalStore } from 'react';

/**
 * Whether the side menu is wanted yet. On phones (and in overlay mode) the menu is hidden until
 * asked for, so it is made at the first tap on the menu button or touch at the edge it swipes
 * from (app/lazy-shell.tsx) — not with the first screen, where its Ionic menu, header, toolbar
 * and content were part of the first long task, nor at idle, where they were one of their own.
 */
let wanted = false;
let mounted: () => void = () => undefined;
let ready = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

export function wantMenu() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

/** The menu calls it when it is in the page (menuController can then find it). */
export const menuMounted = () => mounted();

/** Asks for the menu and resolves once it is in the page. */
export function menuInPage(): Promise<void> {
  wantMenu();
  return ready;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useMenuWanted = () => useSyncExternalStore(subscribe, () => wanted, () => wanted);

