import { lazy } from 'react';
import type { ScreenMap } from '../lib/area-parts.js';

/** The settings area's screens (spec 3 §2.3–2.5). */
export const settingsScreens: ScreenMap = {
  '/paramList': lazy(() => import('./params/param-list-page.js')),
  '/stockStatus': lazy(() => import('./thresholds/stock-status-page.js')),
  '/bannerList': lazy(() => import('./banners/banner-list-page.js')),
};
