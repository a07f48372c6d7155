import type { FastifyPluginAsync } from 'fastify';
import { apiReferencePage, openApiDocument } from '../../shared/contract/ingest.js';
import type { AppDeps } from '../deps.js';
import { APP_VERSION } from '../../shared/version.js';
import { registerEndpoint, registeredEndpoints } from '../plugins/access-guard.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import { renderReference } from './reference-html.js';

/**
 * GET /api/openapi.json and GET /api/docs (PUBLIC): built on the first request, once every area
 * has registered its endpoints, and kept (the contracts do not change while the process runs).
 */
export const openapiRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    let doc: OpenApiDocument | null = null;
    let html: string | null = null;
    const documentOf = () => (doc ??= buildOpenApiDocument(registeredEndpoints(app), { version: APP_VERSION, publicUrl: deps.config.notify.publicUrl }));

    registerEndpoint(app, deps, openApiDocument, async () => documentOf() as never);
    registerEndpoint(app, deps, apiReferencePage, async ({ reply }) => {
      html ??= renderReference(documentOf());
      reply.type('text/html; charset=utf-8');
      return html;
    });
  };
