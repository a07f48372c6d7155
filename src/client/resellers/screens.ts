import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** One page for both routes: TTG_ADMIN logs in as a reseller, DISTY_ADMIN browses its own (spec 3 §2.6). */
const resellerListPage = lazyScreen(() => import('./reseller-list-page.js'));

/** The resellers area's screens (spec 3 §2.6). */
export const resellerScreens: ScreenMap = {
  '/resellerList': resellerListPage,
  '/adminResellerLogin': resellerListPage,
};
