import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorEnvelope } from '../../shared/errors.js';
import { MSG } from '../../shared/messages.js';
import { AppError } from '../lib/app-error.js';
import { logSafeError } from '../lib/log-safe-error.js';

/** One handler turns every failure into the spec's envelope; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.envelope);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: logSafeError(error) }, 'unhandled error');
      const body: ErrorEnvelope = { status: 500, code: ERROR_CODES.INTERNAL, description: MSG.unexpected, errors: [], fields: [] };
      return reply.status(500).send(body);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type …).
    const body: ErrorEnvelope = {
      status,
      code: status === 413 ? ERROR_CODES.BUSINESS : ERROR_CODES.VALIDATION,
      description: status === 413 ? 'Gönderilen veri çok büyük.' : MSG.invalidValue,
      errors: [{ message: status === 413 ? 'Gönderilen veri çok büyük.' : MSG.invalidValue }],
      fields: status === 413 ? ['Gönderilen veri çok büyük.'] : [],
    };
    return reply.status(status).send(body);
  });
}

const notFoundBody: ErrorEnvelope = { status: 404, code: ERROR_CODES.NOT_FOUND, description: MSG.notFoundRecord, errors: [], fields: [] };

/**
 * Unknown paths: the envelope for API prefixes and non-GET requests; when the built
 * PWA is served, every other GET gets index.html (SPA fallback).
 */
export function registerNotFound(app: FastifyInstance, spa: { html: (url: string) => Buffer; isApiPath: (url: string) => boolean } | null) {
  app.setNotFoundHandler((request, reply) => {
    // HEAD as GET (uptime monitors, link checkers): Node sends the headers and drops the body.
    if (!spa || (request.method !== 'GET' && request.method !== 'HEAD') || spa.isApiPath(request.url)) return reply.status(404).send(notFoundBody);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(spa.html(request.url));
  });
}
