import { type SQL, sql } from 'drizzle-orm';
import { GIFT_MSG, GIFT_TRANSACTION_LABELS, type GiftTransaction, type GiftTransactionType } from '../../../shared/contract/gifts.js';
import { ERROR_CODES } from '../../../shared/errors.js';
import { type Db, queryRows, toIso } from '../../db/sql.js';
import { codedError } from '../../lib/app-error.js';
import { giftImagesJson, toGiftImages } from './gift-sql.js';

/**
 * A gift request as the lists answer it (contract giftTransactionSchema; spec 3 §2.11): the gift with
 * its images, the reseller with its balances now, who asked (users), the distributor at the request.
 * One statement, everything joined by id.
 */
export interface GiftTransactionDb {
  id: number;
  gift_id: number;
  gift_name: string;
  gift_score: number;
  images: { id: number | string; key: string }[] | string | null;
  score: number;
  reseller_id: number;
  reseller_code: string;
  reseller_name: string;
  approved_score: number;
  unapproved_score: number;
  requester_name: string | null;
  requester_surname: string | null;
  status: GiftTransactionType;
  created_at: Date | string;
  decided_at: Date | string | null;
  disty_code: string | null;
}

/** 404 with the requests' text (an unknown request, or one the caller may not see). */
export const giftTransactionNotFound = () => codedError(404, ERROR_CODES.NOT_FOUND, GIFT_MSG.noTransaction);

/** The requests `where` selects (over `t`). */
export const giftTransactionRowsWhere = (where: SQL) => sql`
  select t.id, t.gift_id, g.name as gift_name, g.gift_score, ${giftImagesJson(sql`g.id`)} as images, t.score,
    t.reseller_id, r.code as reseller_code, r.name as reseller_name, r.approved_score, r.unapproved_score,
    u.name as requester_name, u.surname as requester_surname, t.status, t.created_at, t.decided_at, d.code as disty_code
  from gift_transactions t
  join gifts g on g.id = t.gift_id
  join resellers r on r.id = t.reseller_id
  left join users u on u.id = t.requested_by
  left join disties d on d.id = t.disty_id
  where ${where}`;

/** The list machinery's rows of a page's keys. */
export const giftTransactionRowsOf = (keys: SQL) => giftTransactionRowsWhere(sql`t.id = any(${keys})`);

export const toGiftTransaction = (r: GiftTransactionDb): GiftTransaction => ({
  id: r.id,
  gift: { id: r.gift_id, name: r.gift_name, giftScore: r.gift_score, images: toGiftImages(r.images) },
  score: r.score,
  reseller: { id: r.reseller_id, code: r.reseller_code, name: r.reseller_name, approvedScore: r.approved_score, unapprovedScore: r.unapproved_score },
  requester: { name: r.requester_name ?? '', surname: r.requester_surname ?? '' },
  giftTransactionType: r.status,
  giftTransactionTypeDisplay: GIFT_TRANSACTION_LABELS[r.status],
  requestDate: toIso(r.created_at)!,
  decidedDate: toIso(r.decided_at),
  distyCode: r.disty_code ?? '',
});

/** One request; 404 (GIFT_MSG.noTransaction) when there is none. */
export async function giftTransactionOf(db: Db, id: number): Promise<GiftTransaction> {
  const [row] = await queryRows<GiftTransactionDb>(db, giftTransactionRowsWhere(sql`t.id = ${id}::int`));
  if (!row) throw giftTransactionNotFound();
  return toGiftTransaction(row);
}
