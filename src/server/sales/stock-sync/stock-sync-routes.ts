import type { FastifyPluginAsync } from 'fastify';
import { saleStockSync } from '../../../shared/contract/sale-stock-sync.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { saleStockSyncOf } from './stock-sync-service.js';

/** The dealer's sellable stock for the wizard's offline basket (synced into Dexie like the storefront). */
export const saleStockSyncRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, saleStockSync, ({ user, body }) => saleStockSyncOf(deps.db, user, body));
  };
