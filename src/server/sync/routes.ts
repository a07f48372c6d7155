import type { FastifyPluginAsync } from 'fastify';
import { priceListSync, storefrontSync } from '../../shared/contract/sync.js';
import type { AppDeps } from '../deps.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { orderingReseller } from '../storefront/order-access.js';
import { priceSyncSet, resellerDistyOf } from './price-sync.js';
import { storefrontSyncSet } from './storefront-sync.js';
import { syncPage } from './sync-service.js';

/**
 * The offline field kit's delta sync (README "Offline sync"): one endpoint per cached set, each
 * scoped like the screen it feeds — the storefront like /storefront/products (allow-listed login
 * reseller, else 403), the price list like /modelPrice/reseller/getAll (the login reseller's
 * distributor). A reseller only ever gets its own distributor's rows.
 */
export const syncRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, storefrontSync, async ({ user, query }) => {
      const { distyId } = await orderingReseller(db, user);
      return syncPage(db, storefrontSyncSet(distyId), distyId, query);
    });
    registerEndpoint(app, deps, priceListSync, async ({ user, query }) => syncPage(db, priceSyncSet(user), await resellerDistyOf(db, user), query));
  };
