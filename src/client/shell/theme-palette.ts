import type { ComponentTheme, MenuTheme } from '../lib/layout-settings.js';

/** Swatch colours and Turkish names of the configurator's themes (the CSS holds the full palettes). */
export const MENU_THEME_SWATCHES: Record<MenuTheme, { name: string; color: string }> = {
  white: { name: 'Beyaz', color: '#ffffff' },
  darkgray: { name: 'Koyu Gri', color: '#343a40' },
  blue: { name: 'Mavi', color: '#1565c0' },
  bluegray: { name: 'Mavi Gri', color: '#37474f' },
  brown: { name: 'Kahverengi', color: '#4e342e' },
  cyan: { name: 'Camgöbeği', color: '#006064' },
  green: { name: 'Yeşil', color: '#1b5e20' },
  indigo: { name: 'Çivit', color: '#283593' },
  deeppurple: { name: 'Koyu Mor', color: '#4527a0' },
  orange: { name: 'Turuncu', color: '#e65100' },
  pink: { name: 'Pembe', color: '#880e4f' },
  purple: { name: 'Mor', color: '#6a1b9a' },
  teal: { name: 'Deniz Mavisi', color: '#004d40' },
};

export const COMPONENT_THEME_SWATCHES: Record<ComponentTheme, { name: string; color: string }> = {
  blue: { name: 'Mavi', color: '#1565c0' },
  green: { name: 'Yeşil', color: '#2e7d32' },
  orange: { name: 'Turuncu', color: '#e65100' },
  purple: { name: 'Mor', color: '#7b1fa2' },
  pink: { name: 'Pembe', color: '#c2185b' },
  indigo: { name: 'Çivit', color: '#3949ab' },
  teal: { name: 'Deniz Mavisi', color: '#00796b' },
  cyan: { name: 'Camgöbeği', color: '#00838f' },
  deeppurple: { name: 'Koyu Mor', color: '#5e35b1' },
  lightblue: { name: 'Açık Mavi', color: '#0277bd' },
};
