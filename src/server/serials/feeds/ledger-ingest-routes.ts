import type { FastifyPluginAsync } from 'fastify';
import { distributionIngest, supplyInvoiceIngest } from '../../../shared/contract/ledger-feeds.js';
import type { AppDeps } from '../../deps.js';
import { idempotencyKeyOf, once } from '../../lib/idempotency.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { ingestDistribution } from './distribution-feed.js';
import { ingestSupplyInvoices } from './supply-invoice-feed.js';

/** The ledger's feeds of the ingestion API (WEB_SERVICE): supplier invoices and distribution records. */
export const ledgerIngestRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    registerEndpoint(app, deps, supplyInvoiceIngest, ({ body, user, request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(deps.db, { userId: user.id, key, scope: 'ingest.supplyInvoices', body }, (tx) =>
        ingestSupplyInvoices(tx, body.rows, { supplyId: user.supplyId, distyId: user.distyId }),
      );
    });
    registerEndpoint(app, deps, distributionIngest, ({ body, user, request }) => {
      const key = idempotencyKeyOf(request.headers);
      return once(deps.db, { userId: user.id, key, scope: 'ingest.distribution', body }, (tx) => ingestDistribution(tx, body.rows, { supplyId: null, distyId: user.distyId }));
    });
  };
