import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { getTolerances, upsertTolerance } from './tolerance-service.js';

export const toleranceRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.tolerancesAll, () => getTolerances(db));
    registerEndpoint(app, deps, api.toleranceUpsert, ({ body }) => upsertTolerance(db, body));
  };
