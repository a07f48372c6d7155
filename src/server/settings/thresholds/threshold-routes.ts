import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/settings.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { getThresholds, lockOne, updateAll, updateOne } from './threshold-service.js';

/** /stockStatus sub-category stock thresholds (spec 3 §2.5). */
export const thresholdRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.thresholdsAll, () => getThresholds(db));
    registerEndpoint(app, deps, api.thresholdsUpdateAll, ({ body }) => updateAll(db, body));
    registerEndpoint(app, deps, api.thresholdUpdate, ({ body }) => updateOne(db, body));
    registerEndpoint(app, deps, api.thresholdLock, ({ body }) => lockOne(db, body));
  };
