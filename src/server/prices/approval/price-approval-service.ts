import { type Db, inTransaction } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { decidePrices } from '../price-versions.js';
import { setRejectDescriptions } from './price-approval-repo.js';

export interface PriceDecisionItem {
  id: number;
  description: string | null;
}

/**
 * approveModelPriceSupply(List): the caller's distributor approves or rejects waiting
 * prices, all or nothing (decidePrices: another distributor's id answers 404 and writes
 * nothing, a decided one 422). A rejection keeps each item's description; an id sent twice
 * counts once, with its first description.
 */
export async function decideWaitingPrices(db: Db, user: AuthUser, approve: boolean, items: readonly PriceDecisionItem[]): Promise<{ count: number }> {
  const distyId = user.distyId;
  if (!distyId) throw notFoundError();
  const byId = new Map<number, string | null>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, approve ? null : item.description);
  const descriptions = new Set(byId.values());
  const common = descriptions.size === 1 ? [...descriptions][0] : null;
  return inTransaction(db, async (tx) => {
    const count = await decidePrices(tx, { ids: [...byId.keys()], distyId, approve, description: common, userId: user.id });
    if (!approve && descriptions.size > 1) await setRejectDescriptions(tx, distyId, [...byId].map(([id, description]) => ({ id, description })));
    return { count };
  });
}
