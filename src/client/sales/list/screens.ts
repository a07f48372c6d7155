import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** /productSaleList (spec 2 §2.8) and the cancel queue /cancelSale (spec 2 §2.9, spec 3 §2.14). */
export const saleListScreens: ScreenMap = {
  '/productSaleList': lazyScreen(() => import('./sale-list-page.js')),
  '/cancelSale': lazyScreen(() => import('../cancel-queue/cancel-queue-page.js')),
};
