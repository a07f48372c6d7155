import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The storefront area's screens (spec 3 §2.1, §2.15, §2.16). */
export const storefrontScreens: ScreenMap = {
  '/resellerOrderManagement': lazyScreen(() => import('./shop/storefront-page.js')),
  '/resellerProduct/:productId/:barcode': lazyScreen(() => import('./shop/product-page.js')),
  '/resellerProductOrder/follow': lazyScreen(() => import('./orders/order-follow-page.js')),
  '/modelStockList': lazyScreen(() => import('./stock/stock-list-page.js')),
};
