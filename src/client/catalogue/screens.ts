import { lazy } from 'react';
import type { ScreenMap } from '../lib/area-parts.js';

export const catalogueScreens: ScreenMap = {
  '/Model': lazy(() => import('./products/model-tree-page.js')),
  '/ProductManagement': lazy(() => import('./products/product-management-page.js')),
  '/ProductManagement-Admin': lazy(() => import('./products/product-admin-page.js')),
  '/ProductDetail/:productId': lazy(() => import('./products/product-detail-page.js')),
  '/ProductDetailAdmin/:productId': lazy(() => import('./products/product-detail-admin-page.js')),
  '/ProductExcel': lazy(() => import('./excel/product-excel-page.js')),
  '/WaitingMyAction': lazy(() => import('./approval/waiting-products-page.js')),
  '/brandCreate': lazy(() => import('./lookups/brands-page.js')),
  '/Marj': lazy(() => import('./lookups/tolerance-page.js')),
  '/CategoryManagement': lazy(() => import('./lookups/category-management-page.js')),
  '/CategoryView': lazy(() => import('./lookups/category-view-page.js')),
  '/addToDashboard': lazy(() => import('./products/add-to-dashboard-page.js')),
};
