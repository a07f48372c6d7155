import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { openapiRoutes } from '../openapi/openapi-routes.js';
import { ingestRoutes } from './ingest-routes.js';

/** The ingestion API of the WEB_SERVICE role and the OpenAPI document that describes it. */
export const integrationRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const part of [ingestRoutes, openapiRoutes]) await app.register(part(deps));
  };
