import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';
import NoAccessPage from './pages/no-access-page.js';

export const shellScreens: ScreenMap = {
  '/dashboard': lazyScreen(() => import('./pages/dashboard-page.js')),
  // The guard shows this page itself, so it ships in the initial chunk.
  '/access': NoAccessPage,
  '/help': lazyScreen(() => import('./pages/help-page.js')),
  '/empty': lazyScreen(() => import('./pages/empty-page.js')),
};
