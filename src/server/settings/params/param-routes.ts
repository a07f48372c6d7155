import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/settings.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { getOwnResellerParams, getParam, getParams, getResellerParam, updateOwnResellerParam, updateParam } from './param-service.js';

/** /paramList parameters (spec 3 §2.3). */
export const paramRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.paramAll, () => getParams(db));
    registerEndpoint(app, deps, api.paramByKey, ({ params }) => getParam(db, params.key));
    registerEndpoint(app, deps, api.paramByKeyForReseller, ({ params }) => getResellerParam(db, params.key, params.resellerCode));
    registerEndpoint(app, deps, api.paramUpdate, ({ body, user }) => updateParam(db, user, body));
    registerEndpoint(app, deps, api.resellerParams, ({ user }) => getOwnResellerParams(db, user));
    registerEndpoint(app, deps, api.resellerParamUpdate, ({ body, user }) => updateOwnResellerParam(db, user, body.key, body.value));
  };
