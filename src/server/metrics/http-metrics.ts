import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../plugins/static-client.js';
import { httpDuration } from './process-metrics.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label: the matched pattern (`/api/sale/:id`), never the URL. Unmatched requests (404s,
 * the SPA's HTML fallback, scanners) share `unmatched`; the built client's files (one route per
 * file, renamed by every build) share `static`.
 */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return 'unmatched';
  return isApiPath(pattern) || pattern === '/metrics' ? pattern : 'static';
}

/**
 * Times every answer (set on the root before the areas, so every route inherits it). One hook,
 * no allocation beyond the label object: Fastify has already measured the time
 * (`reply.elapsedTime`, from its own onRequest mark), and prom-client files the observation under
 * a key made of the three labels.
 */
export function registerHttpMetrics(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeLabel(request.routeOptions.url),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
