import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { priceApprovalRoutes } from './approval/price-approval-routes.js';
import { canSellRoutes } from './can-sell/can-sell-routes.js';
import { priceDetailRoutes } from './detail/price-detail-routes.js';
import { priceExcelRoutes } from './excel/price-excel-routes.js';
import { overviewPriceListRoutes } from './lists/overview-price-routes.js';
import { ownerPriceListRoutes } from './lists/owner-price-routes.js';

/** The prices area: price lists, price detail and history, distributor approval, price spreadsheets, brand–supplier mapping. */
export const priceRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const part of [ownerPriceListRoutes, overviewPriceListRoutes, priceDetailRoutes, priceApprovalRoutes, priceExcelRoutes, canSellRoutes]) await app.register(part(deps));
  };
