import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { notFoundError } from '../../lib/app-error.js';

/**
 * GET /api/public/image/:key — images of brands and products. Keys are random and never
 * reused, so the answer is cacheable forever (browser, CDN and the service worker).
 */
export const imageRoutes =
  ({ images }: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.get<{ Params: { key: string } }>('/api/public/image/:key', async (request, reply) => {
      const image = await images.get(request.params.key);
      if (!image) throw notFoundError();
      return reply
        .header('content-type', image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    });
  };
