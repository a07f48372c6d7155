import { useSyncExternalStore } from 'react';

/** Layout configurator choices (spec 1 §2.6), persisted locally. */
export type MenuMode = 'static' | 'overlay' | 'slim';
export type ColorScheme = 'light' | 'dim' | 'dark';
export type InputStyle = 'outlined' | 'filled';

export const MENU_THEMES = ['white', 'darkgray', 'blue', 'bluegray', 'brown', 'cyan', 'green', 'indigo', 'deeppurple', 'orange', 'pink', 'purple', 'teal'] as const;
export const COMPONENT_THEMES = ['blue', 'green', 'orange', 'purple', 'pink', 'indigo', 'teal', 'cyan', 'deeppurple', 'lightblue'] as const;
export type MenuTheme = (typeof MENU_THEMES)[number];
export type ComponentTheme = (typeof COMPONENT_THEMES)[number];

export interface LayoutSettings {
  menuMode: MenuMode;
  colorScheme: ColorScheme;
  inputStyle: InputStyle;
  ripple: boolean;
  /** Applies in light mode only. */
  menuTheme: MenuTheme;
  componentTheme: ComponentTheme;
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  menuMode: 'static',
  colorScheme: 'light',
  inputStyle: 'outlined',
  ripple: true,
  menuTheme: 'white',
  componentTheme: 'blue',
};

// Kept under its own key; logout clears local storage, so it resets with the session.
const KEY = 'layoutSettings';
const listeners = new Set<() => void>();
let current: LayoutSettings = read();

function read(): LayoutSettings {
  try {
    return { ...DEFAULT_LAYOUT, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<LayoutSettings>) };
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function getLayout() {
  return current;
}

export function setLayout(patch: Partial<LayoutSettings>) {
  current = { ...current, ...patch };
  localStorage.setItem(KEY, JSON.stringify(current));
  listeners.forEach((l) => l());
}

export const useLayoutSettings = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getLayout,
    getLayout,
  );

/** Ionic `fill` for inputs from the configurator's input style (outlined | filled). */
export const useInputFill = (): 'outline' | 'solid' => (useLayoutSettings().inputStyle === 'filled' ? 'solid' : 'outline');
