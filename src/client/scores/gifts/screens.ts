import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** The admin's gift catalogue /defineResellerScoreOfGift (spec 3 §2.10). */
export const giftCatalogueScreens: ScreenMap = {
  '/defineResellerScoreOfGift': lazyScreen(() => import('./gift-catalogue-page.js')),
};
