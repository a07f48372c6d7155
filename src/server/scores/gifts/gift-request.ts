import { sql } from 'drizzle-orm';
import { GIFT_CAMPAIGN_KEY, GIFT_MSG, type GiftCampaign, type GiftTransaction } from '../../../shared/contract/gifts.js';
import { SCORE_MSG } from '../../../shared/contract/scores.js';
import { type Db, inTransaction, queryRows } from '../../db/sql.js';
import { businessError } from '../../lib/app-error.js';
import { once } from '../../lib/idempotency.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { lockBalances, writeScores } from '../ledger/score-ledger.js';
import { giftNotFound } from './gift-sql.js';
import { giftTransactionOf } from './gift-tx-sql.js';

/**
 * The dealer's gift campaign (contract gifts.ts; spec 3 §2.11): whether it runs, and the request of a
 * gift. A request spends the gift's score from the login reseller's approved balance at once: in one
 * transaction the reseller's balance row is locked first (score-ledger), then the gift is read, the
 * SCORE_SPEND written through the ledger (a short balance refuses it, nothing written) and the
 * request recorded WAITING_FOR_RESPONSE with that spend. Two requests of one reseller therefore run
 * one after the other and never spend a point twice.
 */
export const GIFT_REQUEST_SCOPE = 'gift.request';

/** Whether a gift campaign runs: the global parameter GIFT_CAMPAIGN_ACTIVE is '1' (parameters_key_reseller_uq). */
export const campaignRunningSql = sql`coalesce((select p.value from parameters p where p.key = ${GIFT_CAMPAIGN_KEY} and p.reseller_code is null) = '1', false)`;

export async function campaignRunning(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ running: boolean }>(db, sql`select ${campaignRunningSql} as running`);
  return row?.running === true;
}

/** GET campaign: whether it runs, with the caller's login reseller's balances (null without one). */
export async function giftCampaignOf(db: Db, user: AuthUser): Promise<GiftCampaign> {
  const [row] = await queryRows<{ running: boolean; code: string | null; name: string | null; approved_score: number | null; unapproved_score: number | null }>(
    db,
    sql`select ${campaignRunningSql} as running, r.code, r.name, r.approved_score, r.unapproved_score
        from (select 1) one left join resellers r on r.id = ${user.loginResellerId}::int`,
  );
  const score =
    row.code === null ? null : { resellerCode: row.code, resellerName: row.name ?? '', approvedScore: row.approved_score ?? 0, unapprovedScore: row.unapproved_score ?? 0 };
  return { running: row.running === true, score };
}

export interface GiftRequestInput {
  resellerId: number;
  userId: number;
  giftId: number;
  at?: Date;
}

/** The request inside the caller's transaction (see the header). */
async function requestIn(tx: Db, req: GiftRequestInput): Promise<GiftTransaction> {
  const at = req.at ?? new Date();
  const start = await lockBalances(tx, req.resellerId);
  if (!start) throw businessError(SCORE_MSG.noReseller);
  const [gift] = await queryRows<{ gift_score: number; status: number }>(tx, sql`select gift_score, status from gifts where id = ${req.giftId}::int`);
  if (!gift) throw giftNotFound();
  if (Number(gift.status) !== 1) throw businessError(GIFT_MSG.giftPassive);
  const { ids } = await writeScores(tx, req.resellerId, start, [{ type: 'SCORE_SPEND', amount: gift.gift_score }], at, () => businessError(GIFT_MSG.notEnoughScore));
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into gift_transactions (gift_id, reseller_id, disty_id, requested_by, score, status, spend_transaction_id, created_at)
        select ${req.giftId}::int, r.id, r.disty_id, ${req.userId}::int, ${gift.gift_score}::int, 'WAITING_FOR_RESPONSE', ${ids[0]}::bigint, ${at}
        from resellers r where r.id = ${req.resellerId}::int
        returning id`,
  );
  return giftTransactionOf(tx, row.id);
}

/** A request of the reseller's (the demo seed calls this; the route adds the campaign and the caller's reseller). */
export function requestGift(db: Db, req: GiftRequestInput): Promise<GiftTransaction> {
  return inTransaction(db, (tx) => requestIn(tx, req));
}

/**
 * POST buy/:id: the caller's login reseller asks for the gift while a campaign runs. With an
 * Idempotency-Key a replay answers the first request (lib/idempotency): one spend, one request.
 */
export async function requestGiftAsCaller(db: Db, user: AuthUser, giftId: number, key: string | null): Promise<GiftTransaction> {
  const resellerId = user.loginResellerId;
  if (resellerId === null) throw businessError(SCORE_MSG.noReseller);
  const work = async (tx: Db) => {
    if (!(await campaignRunning(tx))) throw businessError(GIFT_MSG.campaignEnded);
    return requestIn(tx, { resellerId, userId: user.id, giftId });
  };
  if (key === null) return inTransaction(db, work);
  return once(db, { userId: user.id, key, scope: GIFT_REQUEST_SCOPE, body: { giftId } }, work);
}
