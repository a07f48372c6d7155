import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const API_PREFIXES = ['/api/', '/auth/', '/notification/'];

/**
 * Serves the built PWA: precompressed (brotli/gzip) files, immutable caching for hashed
 * assets, no caching for the shell files the service worker checks, SPA fallback.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string) {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(`no built client in ${clientDir}; run "npm run build:client"`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  return true;
}

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));
