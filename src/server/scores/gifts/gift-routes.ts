import type { FastifyInstance } from 'fastify';
import {
  activeGiftList,
  giftActivate,
  giftCampaign,
  giftDecide,
  giftList,
  giftPassivate,
  giftRequest,
  GIFT_TRANSACTION_LABELS,
  GIFT_TRANSACTION_TYPES,
  giftTransactionList,
  giftTransactionTypes,
  giftUpsert,
  myGiftList,
  myGiftTotals,
} from '../../../shared/contract/gifts.js';
import type { AppDeps } from '../../deps.js';
import type { ImageType } from '../../lib/file-types.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../../lib/idempotency.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { decideGift } from './gift-decide.js';
import { activeGiftListSql, giftListSql, giftTransactionListSql, myGiftListSql, myGiftTotalsOf } from './gift-list-sql.js';
import { giftCampaignOf, requestGiftAsCaller } from './gift-request.js';
import { saveGift } from './gift-save.js';
import { setGiftStatus } from './gift-sql.js';

/**
 * Gifts (contract/gifts.ts): the catalogue (TTG_ADMIN), the dealer's campaign and requests, the
 * admin's decisions and the dealer's own requests. Roles come from the contract's screens; the
 * dealer's calls read the caller's login reseller only (never one it names).
 */
export async function giftRoutes(deps: AppDeps, app: FastifyInstance): Promise<void> {
  const { db, images } = deps;
  const optionalKey = (headers: Record<string, string | string[] | undefined>) => (headers[IDEMPOTENCY_HEADER] === undefined ? null : idempotencyKeyOf(headers));

  // The upload rule (kind image) has checked each file's count, size and content: its type is an image's.
  registerEndpoint(app, deps, giftUpsert, ({ body, user, files }) =>
    saveGift(
      db,
      images,
      user.id,
      body,
      files.map((f) => ({ data: f.data, type: f.type as ImageType })),
    ),
  );
  registerEndpoint(app, deps, giftActivate, ({ body }) => setGiftStatus(db, body.id, 1));
  registerEndpoint(app, deps, giftPassivate, ({ body }) => setGiftStatus(db, body.id, 0));
  registerList(app, deps, giftList, giftListSql);

  registerEndpoint(app, deps, giftCampaign, ({ user }) => giftCampaignOf(db, user));
  registerList(app, deps, activeGiftList, activeGiftListSql);
  registerEndpoint(app, deps, giftRequest, ({ params, user, request }) => requestGiftAsCaller(db, user, params.id, optionalKey(request.headers)));

  registerList(app, deps, giftTransactionList, giftTransactionListSql);
  registerEndpoint(app, deps, giftDecide, ({ body, user }) => decideGift(db, user.id, body.id, body.approve));
  registerList(app, deps, myGiftList, myGiftListSql);
  registerEndpoint(app, deps, myGiftTotals, ({ user }) => myGiftTotalsOf(db, user));
  registerEndpoint(app, deps, giftTransactionTypes, async () => GIFT_TRANSACTION_TYPES.map((key) => ({ key, value: GIFT_TRANSACTION_LABELS[key] })));
}
