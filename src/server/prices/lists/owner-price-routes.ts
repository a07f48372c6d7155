import type { FastifyPluginAsync } from 'fastify';
import { distyPriceList, supplyPriceList } from '../../../shared/contract/price-lists.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { distyPriceSql, supplyPriceSql } from './owner-price-repo.js';

/** The owners' price lists (spec 1 §2.8, §2.9): the supplier's current prices and the distributor's own rows. */
export const ownerPriceListRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerList(app, deps, supplyPriceList, supplyPriceSql);
    registerList(app, deps, distyPriceList, distyPriceSql);
  };
