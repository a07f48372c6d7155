import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** /modelStockList: distributor stock list and export (helper A). */
export const stockRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
