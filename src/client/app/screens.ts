import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Screens that exist, by route path of shared/access.ts. The menu shows only these;
 * every area is its own lazily loaded chunk. Add an area's screens here as it lands.
 */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/dashboard': lazy(() => import('../shell/pages/dashboard-page.js')),
  '/access': lazy(() => import('../shell/pages/no-access-page.js')),
  '/help': lazy(() => import('../shell/pages/help-page.js')),
  '/empty': lazy(() => import('../shell/pages/empty-page.js')),
};

export const hasScreen = (path: string) => path in SCREENS;
