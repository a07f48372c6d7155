import { type SQL, sql } from 'drizzle-orm';
import type { activeGiftList, GiftFilter, giftList, GiftTransactionFilter, giftTransactionList, MyGiftTotals, myGiftList } from '../../../shared/contract/gifts.js';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { type Db, queryRows } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { containsPattern, whereAll } from '../../lib/list-query.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { campaignRunningSql } from './gift-request.js';
import { type GiftDb, giftRowsOf, toGift } from './gift-sql.js';
import { type GiftTransactionDb, giftTransactionRowsOf, toGiftTransaction } from './gift-tx-sql.js';

/**
 * The gift lists (contract gifts.ts): the admin's catalogue, the dealer's active gifts, every request
 * (admin) and the dealer's own. Filters read the row's own columns (gifts_status_created_idx,
 * gift_transactions_status_idx, gift_transactions_reseller_idx); a reseller code or a gift name is
 * first turned into ids, so it too is an equality on the request. The catalogue holds tens of gifts:
 * its name search reads the table (no trigram index needed at that size).
 */
const nameLike = (name: string) => sql`g.name ilike ${containsPattern(name)}`;
const giftName = (name: string | undefined) => !!name && nameLike(name);

const giftSorts = { giftScore: sql`g.gift_score`, createDateTime: sql`g.created_at`, id: sql`g.id` };
const giftRows = { key: sql`g.id`, rows: giftRowsOf, toRow: (r: GiftDb) => toGift(r) };

export const giftListSql: ListSql<typeof giftList, GiftDb> = {
  from: sql`from gifts g`,
  where: (f: GiftFilter) => whereAll([giftName(f.name), f.status !== undefined && sql`g.status = ${f.status === 'ACTIVE' ? 1 : 0}::smallint`]),
  sort: giftSorts satisfies Record<SortKeyOf<typeof giftList>, SQL>,
  ...giftRows,
};

/** What a dealer may ask for: active gifts, none while no campaign runs. */
export const activeGiftListSql: ListSql<typeof activeGiftList, GiftDb> = {
  from: sql`from gifts g`,
  where: (f: { name?: string }) => whereAll([sql`g.status = 1`, sql`${campaignRunningSql}`, giftName(f.name)]),
  sort: giftSorts satisfies Record<SortKeyOf<typeof activeGiftList>, SQL>,
  ...giftRows,
};

const txSorts = { createDateTime: sql`t.created_at`, id: sql`t.id` };
const txRows = { key: sql`t.id`, rows: giftTransactionRowsOf, toRow: (r: GiftTransactionDb) => toGiftTransaction(r) };
const txType = (type: string | undefined) => !!type && sql`t.status = ${type}`;
/** The caller's login reseller's requests; none without one. */
const ownReseller = (user: AuthUser) => (user.loginResellerId === null ? sql`false` : sql`t.reseller_id = ${user.loginResellerId}::int`);

/** TTG_ADMIN only (the list's grant): every request. */
export const giftTransactionListSql: ListSql<typeof giftTransactionList, GiftTransactionDb> = {
  from: sql`from gift_transactions t`,
  where: (f: GiftTransactionFilter) =>
    whereAll([
      txType(f.giftTransactionType),
      !!f.resellerCode && sql`t.reseller_id = (select r.id from resellers r where r.code = ${f.resellerCode.toUpperCase()})`,
      !!f.giftName && sql`t.gift_id = any(array(select g.id from gifts g where ${nameLike(f.giftName)}))`,
    ]),
  sort: txSorts satisfies Record<SortKeyOf<typeof giftTransactionList>, SQL>,
  ...txRows,
};

export const myGiftListSql: ListSql<typeof myGiftList, GiftTransactionDb> = {
  from: sql`from gift_transactions t`,
  where: (f: { giftTransactionType?: string }, user) => whereAll([ownReseller(user), txType(f.giftTransactionType)]),
  sort: txSorts satisfies Record<SortKeyOf<typeof myGiftList>, SQL>,
  ...txRows,
};

/** 'Onaylı Harcanan Toplam Puan' and 'Onayda Bekleyen Toplam Puan' of the caller's login reseller. */
export async function myGiftTotalsOf(db: Db, user: AuthUser): Promise<MyGiftTotals> {
  const [row] = await queryRows<{ approved: number | string; waiting: number | string }>(
    db,
    sql`select coalesce(sum(t.score) filter (where t.status = 'APPROVED_TO_REQUEST'), 0)::bigint as approved,
               coalesce(sum(t.score) filter (where t.status = 'WAITING_FOR_RESPONSE'), 0)::bigint as waiting
        from gift_transactions t where ${ownReseller(user)}`,
  );
  return { approvedSpent: Number(row.approved), waiting: Number(row.waiting) };
}
