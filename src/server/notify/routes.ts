import type { FastifyPluginAsync } from 'fastify';
import { outboxStats } from '../../shared/contract/notify.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import type { AuthDeps } from '../auth/deps.js';
import { countOutbox } from './outbox-repo.js';

/** Notification service (its own prefix, /notification): delivery state for admins. */
export const notifyRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, outboxStats, () => countOutbox(deps.db));
  };
