import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { saleListRoutes } from './list/sale-list-routes.js';
import { saleStockSyncRoutes } from './stock-sync/stock-sync-routes.js';
import { saleWizardRoutes } from './wizard/wizard-routes.js';

/**
 * Sales (issue 31): the in-store wizard and the WEB_SERVICE feed (one completion service), the
 * sales list with its detail, exports and cancel requests, and the cancel-approval queue.
 */
export const saleRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(saleWizardRoutes(deps));
    await app.register(saleListRoutes(deps));
    await app.register(saleStockSyncRoutes(deps));
  };
