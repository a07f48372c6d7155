import { useEffect } from 'react';
import { COMPONENT_THEMES, MENU_THEMES, useLayoutSettings, type LayoutSettings } from '../lib/layout-settings.js';

const PREFIXED = /^(menu-theme-|component-theme-|input-|menu-mode-)/;

/** The root classes for a set of choices; menu themes apply in the light scheme only (spec 1 §2.6). */
export function layoutClasses(s: LayoutSettings): string[] {
  const classes = [`component-theme-${s.componentTheme}`, `input-${s.inputStyle}`, `menu-mode-${s.menuMode}`];
  if (s.colorScheme === 'light' && MENU_THEMES.includes(s.menuTheme)) classes.push(`menu-theme-${s.menuTheme}`);
  if (!COMPONENT_THEMES.includes(s.componentTheme)) classes[0] = 'component-theme-blue';
  return classes;
}

function syncThemeColor(root: HTMLElement) {
  const primary = getComputedStyle(root).getPropertyValue('--ion-color-primary').trim();
  if (!primary) return;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = primary;
}

/** Applies the configurator's choices to <html>; renders nothing. */
export function LayoutEffects() {
  const settings = useLayoutSettings();
  useEffect(() => {
    const root = document.documentElement;
    for (const c of Array.from(root.classList)) if (PREFIXED.test(c)) root.classList.remove(c);
    root.classList.add(...layoutClasses(settings));
    // Dim is the dark palette with lighter greys layered on top by theme.css.
    root.classList.toggle('ion-palette-dark', settings.colorScheme !== 'light');
    root.classList.toggle('scheme-dim', settings.colorScheme === 'dim');
    root.classList.toggle('ripple-off', !settings.ripple);
    root.style.colorScheme = settings.colorScheme === 'light' ? 'light' : 'dark';
    syncThemeColor(root);
  }, [settings]);
  return null;
}
