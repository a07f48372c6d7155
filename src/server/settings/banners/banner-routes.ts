import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** /bannerList banners (helper B). */
export const bannerRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
