import { lazy } from 'react';
import type { ScreenMap } from '../lib/area-parts.js';

/** The prices area's screens (spec 1 §2.8–2.12, §2.14 /CanSell; spec 3 §2.2, §2.18). */
export const priceScreens: ScreenMap = {
  '/ProductPrice-Supply': lazy(() => import('./lists/supply-price-page.js')),
  '/ProductPrice-Disty': lazy(() => import('./lists/disty-price-page.js')),
  '/ProductPriceAdmin-Disty': lazy(() => import('./lists/admin-price-page.js')),
  '/productPriceInfoList': lazy(() => import('./lists/reseller-price-page.js')),
  '/productPrices': lazy(() => import('./lists/reseller-price-page.js')),
  '/ProductPrice-Detail/:productId/:mid': lazy(() => import('./detail/price-detail-page.js')),
  '/ProductPrice-Detail-Disty/:productId/:mid/:mpsId': lazy(() => import('./detail/disty-price-detail-page.js')),
  '/ProductPriceAdmin-Detail': lazy(() => import('./detail/admin-price-detail-page.js')),
  '/WaitingMySupplyPrice': lazy(() => import('./approval/waiting-prices-page.js')),
  '/ProductPrice-Supply-Excel': lazy(() => import('./excel/supply-price-excel-page.js')),
  '/ProductPrice-Disty-Excel': lazy(() => import('./excel/disty-price-excel-page.js')),
  '/CanSell': lazy(() => import('./can-sell/can-sell-page.js')),
};
