import type { ScreenMap } from '../../lib/area-parts.js';
import { lazyScreen } from '../../lib/lazy-screen.js';

/** The faulty-ticket lists (spec 3 §2.9): the dealer's own, the supplier's exchange and the admin's search. */
export const faultyListScreens: ScreenMap = {
  '/faultyProductList': lazyScreen(() => import('./my-faulty-page.js')),
  '/faultyProductExchange': lazyScreen(() => import('./faulty-exchange-page.js')),
  '/faultyProductSearch': lazyScreen(() => import('./faulty-search-page.js')),
};
