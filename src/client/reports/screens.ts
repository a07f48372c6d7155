import type { ScreenMap } from '../lib/area-parts.js';
import { lazyScreen } from '../lib/lazy-screen.js';

/** Reports (issue 34; spec 3 §2.17): the six-month report and the daily report (TTG_ADMIN). The gauges are the dashboard's. */
export const reportScreens: ScreenMap = {
  '/reportingMonthly': lazyScreen(() => import('./monthly/monthly-page.js')),
  '/dailySaleReport': lazyScreen(() => import('./daily/daily-page.js')),
};
