import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { registerBrandRoutes } from './brand-routes.js';
import { registerCategoryRoutes } from './category-routes.js';
import { registerEnumRoutes } from './enum-routes.js';
import { registerSubCategoryRoutes } from './sub-category-routes.js';
import { registerSupplyLookup } from './supply-lookup.js';
import { registerToleranceRoutes } from './tolerance-routes.js';

/** Brands, categories, sub-categories, tolerance ratios, supplies and enums. */
export function registerLookupRoutes(app: FastifyInstance, deps: AppDeps) {
  registerBrandRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerSubCategoryRoutes(app, deps);
  registerToleranceRoutes(app, deps);
  registerEnumRoutes(app, deps);
  registerSupplyLookup(app, deps);
}
