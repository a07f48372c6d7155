import type { FastifyPluginAsync } from 'fastify';
import { stockDisties, stockList } from '../../../shared/contract/stock-lists.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { stockDistyChoices, stockListSql } from './stock-list-repo.js';

/** /modelStockList: distributor stock list and export (spec 3 §2.1), and its distributor choices. */
export const stockRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerList(app, deps, stockList, stockListSql);
    registerEndpoint(app, deps, stockDisties, ({ user }) => stockDistyChoices(deps.db, user));
  };
