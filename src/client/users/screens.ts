import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The users area's screens (spec 2 §2.7). */
export const usersScreens: ScreenMap = {
  '/DefineUser': lazyScreen(() => import('./pages/define-user-page.js')),
  '/DefineResellerUser': lazyScreen(() => import('./pages/reseller-users-page.js')),
  '/DefineTTGUser': lazyScreen(() => import('./pages/ttg-users-page.js')),
  '/addUserDist': lazyScreen(() => import('./pages/disty-users-page.js')),
};
