import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/can-sell.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { deleteMapping, getBrandMapping, getDisties, getMappings, upsertMapping } from './can-sell-service.js';

/** /CanSell 'Marka Tedarikçi': the brand–supplier mapping, and the distributor lookup. */
export const canSellRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.canSellAll, () => getMappings(db));
    registerEndpoint(app, deps, api.canSellByBrand, ({ body }) => getBrandMapping(db, body.brandId));
    registerEndpoint(app, deps, api.canSellUpsert, ({ body }) => upsertMapping(db, body));
    registerEndpoint(app, deps, api.canSellDelete, ({ body }) => deleteMapping(db, body));
    registerEndpoint(app, deps, api.distiesAll, () => getDisties(db));
  };
