import type { FastifyPluginAsync } from 'fastify';
import { decidePrice, decidePriceList, priceApprovalList, waitingPriceCount } from '../../../shared/contract/price-approval.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { countWaitingPrices, waitingPriceSql } from './price-approval-repo.js';
import { decideWaitingPrices } from './price-approval-service.js';

/** Price approval by distributors (/WaitingMySupplyPrice, spec 3 §2.18): the waiting list, the bell's count, the decisions. */
export const priceApprovalRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerList(app, deps, priceApprovalList, waitingPriceSql);
    registerEndpoint(app, deps, waitingPriceCount, ({ user }) => countWaitingPrices(db, user.distyId));
    registerEndpoint(app, deps, decidePrice, ({ user, body }) => decideWaitingPrices(db, user, body.approve, [body]));
    registerEndpoint(app, deps, decidePriceList, ({ user, body }) => decideWaitingPrices(db, user, body.approve, body.items));
  };
