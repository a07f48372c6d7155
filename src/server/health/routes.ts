import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { health } from '../../shared/contract/user.js';
import type { AuthDeps } from '../auth/deps.js';
import { execute } from '../db/sql.js';
import { registerEndpoint } from '../plugins/access-guard.js';

import { APP_VERSION } from '../../shared/version.js';

/** Liveness for load balancers: answers UP only when the database answers too. */
export const healthRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, health, async () => {
      await execute(deps.db, sql`select 1`);
      return { status: 'UP', database: 'UP', version: APP_VERSION } as const;
    });
  };
