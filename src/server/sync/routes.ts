import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { priceListSync, storefrontSync, SYNC_HEADERS } from '../../shared/contract/sync.js';
import type { AppDeps } from '../deps.js';
import { registerEndpoint } from '../plugins/access-guard.js';
import { orderingReseller } from '../storefront/order-access.js';
import { priceSyncSet, resellerDistyOf } from './price-sync.js';
import { storefrontSyncSet } from './storefront-sync.js';
import { type SyncPageOf, syncPage } from './sync-service.js';

/**
 * The next page's cursor also goes in the headers: the client asks for the next page as soon as
 * the headers arrive, while this page's body is still being read and parsed (a first sync of
 * 20,000 products is five pages of 2 MB), so the server works on page n+1 while the client parses
 * page n.
 */
function withCursorHeaders<P extends SyncPageOf<unknown, unknown>>(reply: FastifyReply, page: P): P {
  reply.header(SYNC_HEADERS.cursor, page.cursor).header(SYNC_HEADERS.more, String(page.more));
  return page;
}

/**
 * The offline field kit's delta sync (docs/offline.md "Offline sync on the server"): one endpoint per cached set, each
 * scoped like the screen it feeds — the storefront like /storefront/products (allow-listed login
 * reseller, else 403), the price list like /modelPrice/reseller/getAll (the login reseller's
 * distributor). A reseller only ever gets its own distributor's rows.
 */
export const syncRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    registerEndpoint(app, deps, storefrontSync, async ({ user, query, reply }) => {
      const { distyId } = await orderingReseller(db, user);
      return withCursorHeaders(reply, await syncPage(db, storefrontSyncSet(distyId), distyId, query));
    });
    registerEndpoint(app, deps, priceListSync, async ({ user, query, reply }) =>
      withCursorHeaders(reply, await syncPage(db, priceSyncSet(user), await resellerDistyOf(db, user), query)),
    );
  };
