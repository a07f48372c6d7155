import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { approvalRoutes } from './approval/approval-routes.js';
import { productExcelRoutes } from './excel/product-excel-routes.js';
import { brandRoutes } from './lookups/brand-routes.js';
import { imageRoutes } from './lookups/image-routes.js';
import { lookupRoutes } from './lookups/lookup-routes.js';
import { productRoutes } from './products/product-routes.js';
import { shippingInfoRoutes } from './shipping/shipping-info-routes.js';

/** The catalogue area: products, their approval, the spreadsheet import, the lookups and the suppliers' shipping information. */
export const catalogueRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const parts = [productRoutes, approvalRoutes, productExcelRoutes, brandRoutes, lookupRoutes, imageRoutes, shippingInfoRoutes];
    for (const part of parts) await app.register(part(deps));
  };
