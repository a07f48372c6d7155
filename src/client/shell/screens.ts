import { lazy } from 'react';
import type { ScreenMap } from '../lib/area-parts.js';
import NoAccessPage from './pages/no-access-page.js';

export const shellScreens: ScreenMap = {
  '/dashboard': lazy(() => import('./pages/dashboard-page.js')),
  // The guard shows this page itself, so it ships in the initial chunk.
  '/access': NoAccessPage,
  '/help': lazy(() => import('./pages/help-page.js')),
  '/empty': lazy(() => import('./pages/empty-page.js')),
};
