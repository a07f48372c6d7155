import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** The reseller's cart and order completion (helper D). */
export const cartRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
