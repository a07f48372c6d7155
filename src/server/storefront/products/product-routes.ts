import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** Storefront products, detail, similar products (helper C fills this in). */
export const storefrontProductRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
