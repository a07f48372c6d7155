import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { CANCEL_APPROVAL_STATUSES } from '../../../shared/contract/sale-texts.js';
import { type WaitingScore, type waitingScoreList } from '../../../shared/contract/scores.js';
import { toIso } from '../../db/sql.js';
import type { ListSql } from '../../lib/list-routes.js';
import { scoreResellerOf } from './score-reseller.js';

/**
 * 'Onay Bekleyen İşlem Listesi' (contract scores.ts, spec 3 §2.13): a reseller's pending
 * transactions — its sales' SCORE_GAIN with points neither approved nor cancelled (remain_score > 0)
 * whose sale is not waiting in the cancel queue. The list, the approval and the cancel request read
 * this one predicate, so what the page shows is exactly what may be approved or sent to the queue.
 * The partial index score_transactions_waiting_idx (reseller_id, id where type = 'SCORE_GAIN' and
 * remain_score > 0) holds just the pending gains: a reseller with 600,000 transactions and 5,000
 * waiting reads those 5,000, never its whole ledger.
 */

/** The partial index's predicate as literals, so any plan (a generic one too) may take the index. */
const WAITING = sql.raw(`g.type = 'SCORE_GAIN' and g.remain_score > 0`);
const QUEUED = sql.raw(`s.status in (${CANCEL_APPROVAL_STATUSES.map((st) => `'${st}'`).join(', ')})`);

/** The pending gains' table (`g`). */
export const PENDING_FROM = sql`from score_transactions g`;

/**
 * The pending gains of a reseller, over PENDING_FROM. The gains whose sale waits in the cancel queue
 * are found from the queue's side — the few queued sales (sales_cancel_queue_idx) of this reseller —
 * and left out by id, which the partial index holds: the count reads the index alone and no pending
 * gain's sale is looked up (5,000 pending: 1 ms instead of 7).
 */
export const pendingOf = (resellerId: number): SQL =>
  sql`g.reseller_id = ${resellerId}::int and ${WAITING}
      and g.id <> all(array(select q.id from sales s join score_transactions q on q.sale_id = s.id and q.type = 'SCORE_GAIN'
                            where ${QUEUED} and s.reseller_id = ${resellerId}::int))`;

interface WaitingDb {
  id: number | string;
  created_at: Date | string;
  remain_score: number;
  transaction_amount: number;
  sale_id: number;
  completed_at: Date | string;
  final_price: string | number;
}

type List = typeof waitingScoreList;

export const waitingListSql: ListSql<List, WaitingDb> = {
  from: PENDING_FROM,
  where: (_f, user) => pendingOf(scoreResellerOf(user)),
  // The sale's date is the gain's own: a sale's SCORE_GAIN is written with its completion's time
  // (complete-service.ts: the sale's completed_at and the gain's created_at are one `at`), so the
  // count and the keys read the pending gains alone and only the page's rows join their sales.
  sort: { saleDate: sql`g.created_at`, id: sql`g.id` } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`g.id`,
  bigKeys: true,
  rows: (keys) => sql`select g.id, g.created_at, g.remain_score, g.transaction_amount, s.id as sale_id, s.completed_at, s.final_price
    from score_transactions g join sales s on s.id = g.sale_id where g.id = any(${keys})`,
  toRow: (r): WaitingScore => ({
    id: Number(r.id),
    createDateTime: toIso(r.created_at)!,
    remainScore: r.remain_score,
    transactionAmount: r.transaction_amount,
    productSale: { id: r.sale_id, completedDateTime: toIso(r.completed_at)!, finalPrice: Number(r.final_price) },
  }),
};
