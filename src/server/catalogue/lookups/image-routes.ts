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
      // Streamed from the store (the data folder or the S3 bucket), never read whole into memory.
      const image = await images.open(request.params.key);
      if (!image) throw notFoundError();
      if (image.size !== undefined) reply.header('content-length', image.size);
      return reply
        .header('content-type', image.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    });
  };
