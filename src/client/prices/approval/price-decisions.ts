import { decidePrice, decidePriceList, type PriceApprovalRow } from '../../../shared/contract/price-approval.js';
import { PRICE_MSG } from '../../../shared/prices.js';
import { call } from '../../lib/api.js';
import type { Decision, DecisionTexts } from '../../ui/dialogs/use-decision-queue.js';

/** One decision on /WaitingMySupplyPrice: single or bulk, approve or reject (spec 3 §2.18, §4). */
export type PriceDecision = Decision<Pick<PriceApprovalRow, 'id'>>;

/** approveModelPriceSupply for one row, approveModelPriceSupplyList for a selection (all or nothing). */
export async function sendPriceDecision(d: PriceDecision): Promise<number> {
  const description = d.approve ? undefined : d.description?.trim() || undefined;
  if (d.bulk) {
    const res = await call(decidePriceList, { body: { approve: d.approve, items: d.rows.map((r) => ({ id: r.id, ...(description ? { description } : {}) })) } });
    return res.count;
  }
  const res = await call(decidePrice, { body: { id: d.rows[0].id, approve: d.approve, ...(description ? { description } : {}) } });
  return res.count;
}

/** The spec's texts (spec 3 §8 successes). */
export const PRICE_DECISION_TEXTS: DecisionTexts = { approved: PRICE_MSG.priceApproved, rejected: PRICE_MSG.priceRejected, bulkApproved: PRICE_MSG.bulkApproved, bulkRejected: PRICE_MSG.bulkRejected };
