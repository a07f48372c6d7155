import type { FastifyPluginAsync } from 'fastify';
import { distyStockIngest, resellerIngest } from '../../shared/contract/ingest.js';
import type { AppDeps } from '../deps.js';
import { idempotencyKeyOf, once } from '../lib/idempotency.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { ingestDistyStock } from './disty-stock-service.js';
import { ingestResellers } from './reseller-service.js';

/** The ingestion API for the WEB_SERVICE role: one endpoint per feed, each idempotent by its key. */
export const ingestRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, distyStockIngest, ({ body, user, request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(deps.db, { userId: user.id, key, scope: 'ingest.distyStock', body }, (tx) => ingestDistyStock(tx, body.rows, { distyId: user.distyId }));
    });
    registerEndpoint(app, deps, resellerIngest, ({ body, user, request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(deps.db, { userId: user.id, key, scope: 'ingest.resellers', body }, (tx) => ingestResellers(tx, body.rows));
    });
  };
