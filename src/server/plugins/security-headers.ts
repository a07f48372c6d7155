import type { FastifyInstance } from 'fastify';
import { isApiPath } from './static-client.js';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Ionic sets inline styles on its components.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Headers of every answer. API answers carry tokens, prices and personal data: no cache
 * (browser, proxy or service worker) may keep them, unless a route says otherwise (images,
 * whose random keys make them public and immutable).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    reply.header('content-security-policy', CSP);
    return payload;
  });
}
