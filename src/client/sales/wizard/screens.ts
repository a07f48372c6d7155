import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** /satis: the in-store sales wizard (spec 2 §2.15, issue 31). */
export const wizardScreens: ScreenMap = {
  '/satis': lazyScreen(() => import('./wizard-page.js')),
};
