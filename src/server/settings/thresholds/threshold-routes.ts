import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** /stockStatus sub-category stock thresholds (helper B). */
export const thresholdRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
