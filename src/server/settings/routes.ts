import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.js';
import { bannerRoutes } from './banners/banner-routes.js';
import { paramRoutes } from './params/param-routes.js';
import { thresholdRoutes } from './thresholds/threshold-routes.js';

/** Settings (spec 3 §2.3–2.5): parameters, sub-category stock thresholds, banners. */
export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    for (const part of [paramRoutes, thresholdRoutes, bannerRoutes]) await app.register(part(deps));
  };
