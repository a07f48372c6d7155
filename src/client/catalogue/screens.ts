import { lazyScreen } from '../lib/lazy-screen.js';
import type { ScreenMap } from '../lib/area-parts.js';

export const catalogueScreens: ScreenMap = {
  '/Model': lazyScreen(() => import('./products/model-tree-page.js')),
  '/ProductManagement': lazyScreen(() => import('./products/product-management-page.js')),
  '/ProductManagement-Admin': lazyScreen(() => import('./products/product-admin-page.js')),
  '/ProductDetail/:productId': lazyScreen(() => import('./products/product-detail-page.js')),
  '/ProductDetailAdmin/:productId': lazyScreen(() => import('./products/product-detail-admin-page.js')),
  '/ProductExcel': lazyScreen(() => import('./excel/product-excel-page.js')),
  '/WaitingMyAction': lazyScreen(() => import('./approval/waiting-products-page.js')),
  '/brandCreate': lazyScreen(() => import('./lookups/brands-page.js')),
  '/Marj': lazyScreen(() => import('./lookups/tolerance-page.js')),
  '/CategoryManagement': lazyScreen(() => import('./lookups/category-management-page.js')),
  '/CategoryView': lazyScreen(() => import('./lookups/category-view-page.js')),
  '/addToDashboard': lazyScreen(() => import('./products/add-to-dashboard-page.js')),
  '/ProductFault-Update': lazyScreen(() => import('./shipping/shipping-info-page.js')),
};
