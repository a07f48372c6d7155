import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { codedError, notFoundError } from '../lib/app-error.js';
import { registerErrorHandler, registerNotFound } from '../plugins/error-handler.js';
import { createDbGauges } from './db-gauges.js';
import { bearerCheck } from './metrics-access.js';
import { enableProcessMetrics, processRegistry } from './process-metrics.js';

export const METRICS_PATH = '/metrics';
/** Prometheus text exposition format 0.0.4. */
const CONTENT_TYPE = processRegistry.contentType;

export interface Metrics {
  /** METRICS_TOKEN or METRICS_PORT set: the HTTP hook runs and /metrics answers somewhere. */
  enabled: boolean;
  /** GET /metrics on the main port: 404 unless METRICS_TOKEN is set (and METRICS_PORT is not), then 401 without the token. */
  registerPublic(app: FastifyInstance): void;
  /** Starts the internal listener (METRICS_PORT) and answers its address; null when there is none. */
  listen(): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * /metrics for the operators' Prometheus (docs "operations"). Never public: with neither
 * METRICS_TOKEN nor METRICS_PORT it answers 404 like any unknown path (in the envelope, not the
 * SPA's HTML); with a token, a request without it (or with another) gets 401 in the envelope and
 * never a figure. Either the main port with the token (METRICS_TOKEN alone) or the internal
 * listener (METRICS_PORT: a second, bare Fastify on METRICS_HOST with only this route, for a
 * private network the load balancer does not reach; it asks for METRICS_TOKEN too when that is
 * set) — never both: with METRICS_PORT the main port answers 404.
 */
export function setupMetrics(config: Config['metrics'], database: Database): Metrics {
  const enabled = Boolean(config.token) || config.port !== undefined;
  if (config.port !== undefined && !(Number.isInteger(config.port) && config.port >= 0 && config.port <= 65_535)) {
    throw new Error('METRICS_PORT geçerli bir port numarası olmalıdır (0–65535).');
  }
  const authorized = config.token ? bearerCheck(config.token) : null;
  const gauges = enabled ? createDbGauges(database) : null;
  if (enabled) enableProcessMetrics();

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    if (authorized && !authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw codedError(401, ERROR_CODES.UNAUTHENTICATED, MSG.unauthenticated);
    }
    await gauges!.refresh();
    const text = (await processRegistry.metrics()) + (await gauges!.registry.metrics());
    return reply.header('cache-control', 'no-store').type(CONTENT_TYPE).send(text);
  }

  let internal: FastifyInstance | null = null;
  return {
    enabled,
    registerPublic(app) {
      app.get(METRICS_PATH, async (request, reply) => {
        if (!config.token || config.port !== undefined) throw notFoundError();
        return answer(request, reply);
      });
    },
    async listen() {
      if (config.port === undefined) return null;
      internal = Fastify({ logger: false });
      registerErrorHandler(internal);
      registerNotFound(internal, null);
      internal.get(METRICS_PATH, answer);
      return internal.listen({ port: config.port, host: config.host });
    },
    async close() {
      await internal?.close();
    },
  };
}
