import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';

/** The ingestion API for the WEB_SERVICE role (helper A). */
export const ingestRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
