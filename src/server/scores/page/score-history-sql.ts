import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { SCORE_MSG, SCORE_TYPE_LABELS, type ScoreHistoryFilter, type scoreHistoryList, type ScoreTransaction, type ScoreTransactionType } from '../../../shared/contract/scores.js';
import { toIso } from '../../db/sql.js';
import { validationError } from '../../lib/app-error.js';
import { dayStart } from '../../lib/day-pages.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import { historyDayCounts } from './score-history-days.js';
import { scoreResellerOf } from './score-reseller.js';

/**
 * 'Bütün Puan İşlemleri' (contract scores.ts, spec 3 §2.13, §7): the caller's reseller's score
 * transactions, newest first, filtered by one Istanbul day ('dd.mm.yyyy') and the type.
 *
 * How it pages (list-routes.ts offers three ways). Every filter is one range of an index that starts
 * with the reseller — score_transactions_reseller_idx (reseller_id, created_at, id) without a type,
 * score_transactions_reseller_type_idx (reseller_id, type, created_at, id) with one — so the page's
 * keys are always an index range; what costs is the total and a deep offset, both as long as the
 * range. A reseller's ledger grows with every sale (the bench's biggest holds 600,000 transactions):
 * - without a day, day pages (lib/day-pages.ts): the total is a sum over per-day counts and the page
 *   is read from its day on with an offset under one day's rows. The counts are score_days', kept by
 *   triggers on the ledger (score-history-days.ts);
 * - with a day, the plain page (count and keys in one statement): one reseller's day is a few
 *   hundred rows to count;
 * - key snapshots do not fit: they need the change log's triggers on the table and int keys (the
 *   ledger's ids are bigint), and they hold a whole key list where the day counts hold a few numbers.
 */

/** The Istanbul day of 'dd.mm.yyyy' as [start, end) instants; null for a date that does not exist (31.02). */
export function istanbulDayRange(text: string): [string, string] | null {
  const [d, m, y] = text.split('.').map(Number);
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const utc = new Date(`${iso}T00:00:00Z`);
  if (y < 1 || Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== iso) return null;
  const start = dayStart(iso);
  return [new Date(start).toISOString(), new Date(start + 86_400_000).toISOString()];
}

function dayWhere(text: string | undefined): SQL | false {
  if (!text) return false;
  const range = istanbulDayRange(text);
  if (!range) throw validationError([{ field: 'transactionDate', message: SCORE_MSG.dateInvalid }]);
  return sql`g.created_at >= ${range[0]}::timestamptz and g.created_at < ${range[1]}::timestamptz`;
}

interface HistoryDb {
  id: number | string;
  created_at: Date | string;
  type: ScoreTransactionType;
  transaction_amount: number;
  remain_score: number;
  latest_approved_score: number;
  latest_unapproved_score: number;
  sale_id: number | null;
}

type List = typeof scoreHistoryList;

export const historyListSql: ListSql<List, HistoryDb> = {
  from: sql`from score_transactions g`,
  where: (f: ScoreHistoryFilter, user) =>
    whereAll([sql`g.reseller_id = ${scoreResellerOf(user)}::int`, !!f.scoreTransactionType && sql`g.type = ${f.scoreTransactionType}`, dayWhere(f.transactionDate)]),
  dayCounts: (user, f, sortField) =>
    sortField !== 'createDateTime' || f.transactionDate || user.loginResellerId === null
      ? null
      : { column: sql`g.created_at`, counts: (from, to) => historyDayCounts(user.loginResellerId!, f.scoreTransactionType, from, to) },
  sort: { createDateTime: sql`g.created_at`, id: sql`g.id` } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`g.id`,
  bigKeys: true,
  rows: (keys) => sql`select g.id, g.created_at, g.type, g.transaction_amount, g.remain_score, g.latest_approved_score, g.latest_unapproved_score, g.sale_id
    from score_transactions g where g.id = any(${keys})`,
  toRow: (r): ScoreTransaction => ({
    id: Number(r.id),
    createDateTime: toIso(r.created_at)!,
    scoreTransactionType: r.type,
    scoreTransactionTypeDisplay: SCORE_TYPE_LABELS[r.type] ?? r.type,
    transactionAmount: r.transaction_amount,
    remainScore: r.remain_score,
    latestApprovedScore: r.latest_approved_score,
    latestUnapprovedScore: r.latest_unapproved_score,
    productSaleId: r.sale_id,
  }),
};
