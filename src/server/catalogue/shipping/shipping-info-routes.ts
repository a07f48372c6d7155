import type { FastifyPluginAsync } from 'fastify';
import { shippingInfoList, shippingInfoSave } from '../../../shared/contract/shipping-info.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { saveShippingInfo, shippingInfos } from './shipping-info-repo.js';

/** /ProductFault-Update: the supplier's shipping information for faulty products (issue 13). */
export const shippingInfoRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, shippingInfoList, ({ user }) => shippingInfos(deps.db, user));
    registerEndpoint(app, deps, shippingInfoSave, ({ body, user }) => saveShippingInfo(deps.db, user, body));
  };
