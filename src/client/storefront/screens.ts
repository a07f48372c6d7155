import { lazy } from 'react';
import type { ScreenMap } from '../lib/area-parts.js';

/** The storefront area's screens (spec 3 §2.1, §2.15, §2.16). */
export const storefrontScreens: ScreenMap = {
  '/resellerOrderManagement': lazy(() => import('./shop/storefront-page.js')),
  '/resellerProduct/:productId/:barcode': lazy(() => import('./shop/product-page.js')),
  '/resellerProductOrder/follow': lazy(() => import('./orders/order-follow-page.js')),
  '/modelStockList': lazy(() => import('./stock/stock-list-page.js')),
};
