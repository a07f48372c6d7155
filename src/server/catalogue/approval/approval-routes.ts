import type { FastifyPluginAsync } from 'fastify';
import { APPROVE_TYPE_LABELS, APPROVE_TYPES } from '../../../shared/catalogue.js';
import * as api from '../../../shared/contract/models.js';
import type { AppDeps } from '../../deps.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { decide } from './approval-service.js';
import { countWaiting, waitingListSql } from './waiting-repo.js';
import { registerList } from '../../lib/list-routes.js';
import { waitingProductList } from '../../../shared/contract/product-lists.js';

/** Product changes waiting for approval, and the decisions on them. */
export const approvalRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, api.approveTypes, async () => APPROVE_TYPES.map((key) => ({ key, value: APPROVE_TYPE_LABELS[key] })));
    registerList(app, deps, waitingProductList, waitingListSql);
    registerEndpoint(app, deps, api.waitingCount, () => countWaiting(db));
    registerEndpoint(app, deps, api.decideOne, ({ user, params, body }) => decide(deps, user, params.type, [body]));
    registerEndpoint(app, deps, api.decideMany, ({ user, params, body }) => decide(deps, user, params.type, body));
  };
