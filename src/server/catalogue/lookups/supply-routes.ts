import type { FastifyPluginAsync } from 'fastify';
import * as api from '../../../shared/contract/catalogue.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { findSupplies } from './supply-repo.js';

export const supplyRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, api.suppliesAll, ({ user }) => findSupplies(deps.db, user));
  };
