import { lazy, type ComponentType } from 'react';
import NoAccessPage from '../shell/pages/no-access-page.js';

/**
 * Screens that exist, by route path of shared/access.ts. The menu shows only these;
 * every area is its own lazily loaded chunk. Add an area's screens here as it lands.
 */
export const SCREENS: Record<string, ComponentType> = {
  '/dashboard': lazy(() => import('../shell/pages/dashboard-page.js')),
  // The guard shows this page itself, so it ships in the initial chunk.
  '/access': NoAccessPage,
  '/help': lazy(() => import('../shell/pages/help-page.js')),
  '/empty': lazy(() => import('../shell/pages/empty-page.js')),
  // catalogue
  '/Model': lazy(() => import('../catalogue/model-tree-page.js')),
  '/ProductManagement': lazy(() => import('../catalogue/product-management-page.js')),
  '/ProductManagement-Admin': lazy(() => import('../catalogue/product-admin-page.js')),
  '/ProductDetail/:productId': lazy(() => import('../catalogue/product-detail-page.js')),
  '/ProductDetailAdmin/:productId': lazy(() => import('../catalogue/product-detail-admin-page.js')),
  '/ProductExcel': lazy(() => import('../catalogue/product-excel-page.js')),
  '/WaitingMyAction': lazy(() => import('../catalogue/waiting-products-page.js')),
  '/brandCreate': lazy(() => import('../catalogue/brands-page.js')),
  '/Marj': lazy(() => import('../catalogue/tolerance-page.js')),
  '/CategoryManagement': lazy(() => import('../catalogue/category-management-page.js')),
  '/CategoryView': lazy(() => import('../catalogue/category-view-page.js')),
  '/addToDashboard': lazy(() => import('../catalogue/add-to-dashboard-page.js')),
};

export const hasScreen = (path: string) => path in SCREENS;
