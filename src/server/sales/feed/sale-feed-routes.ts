import type { FastifyPluginAsync } from 'fastify';
import { saleIngest } from '../../../shared/contract/sale-wizard.js';
import type { AppDeps } from '../../deps.js';
import { idempotencyKeyOf, once } from '../../lib/idempotency.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { ingestSales } from './sale-feed.js';

/** POST /api/ingest/sales (WEB_SERVICE): idempotent by its key, as every feed of the ingestion API. */
export const saleFeedRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, saleIngest, ({ body, user, request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(deps.db, { userId: user.id, key, scope: 'ingest.sales', body }, (tx) => ingestSales(tx, body.rows, { distyId: user.distyId }));
    });
  };
