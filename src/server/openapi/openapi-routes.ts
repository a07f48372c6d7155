import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';

/** GET /api/openapi.json and its reference page (helper A). */
export const openapiRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
