import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The settings area's screens (spec 3 §2.3–2.5, §2.12). */
export const settingsScreens: ScreenMap = {
  '/paramList': lazyScreen(() => import('./params/param-list-page.js')),
  '/resellerParamList': lazyScreen(() => import('./reseller-params/reseller-param-page.js')),
  '/stockStatus': lazyScreen(() => import('./thresholds/stock-status-page.js')),
  '/bannerList': lazyScreen(() => import('./banners/banner-list-page.js')),
};
