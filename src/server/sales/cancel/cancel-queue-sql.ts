import { type SQL, sql } from 'drizzle-orm';
import type { SortKeyOf } from '../../../shared/contract/list.js';
import { CANCEL_APPROVAL_STATUSES } from '../../../shared/contract/sale-texts.js';
import { type cancelQueueList } from '../../../shared/contract/sale-lists.js';
import type { ListSql } from '../../lib/list-routes.js';
import { whereAll } from '../../lib/list-query.js';
import { type SaleDb, saleRowsOf, toSaleRow } from '../list/sale-row-sql.js';
import { saleFilterSql } from '../list/sale-list-sql.js';

/**
 * /cancelSale (spec 2 §2.9, spec 3 §2.14): the sales waiting for a cancel decision, whatever
 * status filter is sent (the spec's productSaleStatusList). Few among millions: the partial
 * index sales_cancel_queue_idx holds just them. Only TTG_ADMIN opens it (every sale).
 */
type List = typeof cancelQueueList;

/** The index's predicate as literals (constants of the contract), so any plan, a generic one too, may take the partial index. */
export const AWAITING = sql.raw(`s.status in (${CANCEL_APPROVAL_STATUSES.map((st) => `'${st}'`).join(', ')})`);

export const cancelQueueListSql: ListSql<List, SaleDb> = {
  from: sql`from sales s`,
  where: (f) =>
    whereAll([
      AWAITING,
      saleFilterSql(f, { kind: 'all' }),
    ]),
  sort: {
    completedDateTime: sql`s.completed_at`,
    cancelRequestDateTime: sql`s.cancel_requested_at`,
    finalPrice: sql`s.final_price`,
    id: sql`s.id`,
  } satisfies Record<SortKeyOf<List>, SQL>,
  key: sql`s.id`,
  rows: saleRowsOf,
  toRow: (r) => toSaleRow(r, false),
};
