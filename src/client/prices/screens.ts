import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

/** The prices area's screens (spec 1 §2.8–2.12, §2.14 /CanSell; spec 3 §2.2, §2.18). */
export const priceScreens: ScreenMap = {
  '/ProductPrice-Supply': lazyScreen(() => import('./lists/supply-price-page.js')),
  '/ProductPrice-Disty': lazyScreen(() => import('./lists/disty-price-page.js')),
  '/ProductPriceAdmin-Disty': lazyScreen(() => import('./lists/admin-price-page.js')),
  '/productPriceInfoList': lazyScreen(() => import('./lists/reseller-price-page.js')),
  '/productPrices': lazyScreen(() => import('./lists/reseller-price-page.js')),
  '/ProductPrice-Detail/:productId/:mid': lazyScreen(() => import('./detail/price-detail-page.js')),
  '/ProductPrice-Detail-Disty/:productId/:mid/:mpsId': lazyScreen(() => import('./detail/disty-price-detail-page.js')),
  '/ProductPriceAdmin-Detail': lazyScreen(() => import('./detail/admin-price-detail-page.js')),
  '/WaitingMySupplyPrice': lazyScreen(() => import('./approval/waiting-prices-page.js')),
  '/ProductPrice-Supply-Excel': lazyScreen(() => import('./excel/supply-price-excel-page.js')),
  '/ProductPrice-Disty-Excel': lazyScreen(() => import('./excel/disty-price-excel-page.js')),
  '/CanSell': lazyScreen(() => import('./can-sell/can-sell-page.js')),
};
