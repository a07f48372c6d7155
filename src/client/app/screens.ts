import { lazy, type ComponentType } from 'react';
import NoAccessPage from '../shell/pages/no-access-page.js';

/**
 * Screens that exist, by route path of shared/access.ts. The menu shows only these;
 * every area is its own lazily loaded chunk. Add an area's screens here as it lands.
 */
export const SCREENS: Record<string, ComponentType> = {
  '/dashboard': lazy(() => import('../shell/pages/dashboard-page.js')),
  // The guard shows this page itself, so it ships in the initial chunk.
  '/access': NoAccessPage,
  '/help': lazy(() => import('../shell/pages/help-page.js')),
  '/empty': lazy(() => import('../shell/pages/empty-page.js')),
};

export const hasScreen = (path: string) => path in SCREENS;
