import type { FastifyPluginAsync } from 'fastify';
import { adminPriceList, resellerPriceFilterOptions, resellerPriceList } from '../../../shared/contract/admin-price-lists.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { adminPriceSql } from './admin-price-repo.js';
import { resellerFilterOptions, resellerPriceSql } from './reseller-price-repo.js';

/** The price lists across owners: the admin's distributor prices (spec 1 §2.10) and the reseller's price list (spec 3 §2.2). */
export const overviewPriceListRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerList(app, deps, adminPriceList, adminPriceSql);
    registerList(app, deps, resellerPriceList, resellerPriceSql);
    registerEndpoint(app, deps, resellerPriceFilterOptions, ({ user }) => resellerFilterOptions(deps.db, user));
  };
