import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** /faultyProductNotification: the dealer reports a faulty product (spec 3 §2.8, issue 32). */
export const faultyReportScreens: ScreenMap = {
  '/faultyProductNotification': lazyScreen(() => import('./report-page.js')),
};
