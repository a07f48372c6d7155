import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** /paramList parameters (helper B). */
export const paramRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
