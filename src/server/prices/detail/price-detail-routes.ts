import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/price-detail.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { getDistyPriceDetail, getPriceHistory, getRejectedPrices, getSupplyPriceDetail, updatePrice } from './price-detail-service.js';

/** Price detail screens: one version with its product, both channels' history, rejections, and the update (spec 1 §2.11). */
export const priceDetailRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.supplyPriceDetail, ({ user, params }) => getSupplyPriceDetail(db, user, params.id));
    registerEndpoint(app, deps, api.supplyPriceHistory, ({ user, params }) => getPriceHistory(db, user, params.modelId));
    registerEndpoint(app, deps, api.rejectedPrices, ({ user, params }) => getRejectedPrices(db, user, params.modelId));
    registerEndpoint(app, deps, api.priceUpdate, ({ user, body }) => updatePrice(db, user, body));
    registerEndpoint(app, deps, api.distyPriceDetail, ({ user, body }) => getDistyPriceDetail(db, user, body));
    registerEndpoint(app, deps, api.distyPriceHistory, ({ user, body }) => getPriceHistory(db, user, body.modelId));
  };
