import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** Order follow-up, approve, reject, cancel, exports (helper D). */
export const orderRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
