import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** The dealer's score page /resellerScoreTransactions (spec 3 §2.13). */
export const scorePageScreens: ScreenMap = {
  '/resellerScoreTransactions': lazyScreen(() => import('./score-page.js')),
};
