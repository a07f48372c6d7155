import type { SaleCompleteBody } from '../../../shared/contract/sale-wizard.js';
import type { SaleDetail } from '../../../shared/contract/sale-lists.js';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type Db, fixedPlanDbOf } from '../../db/sql.js';
import { conflictError } from '../../lib/app-error.js';
import { once } from '../../lib/idempotency.js';
import type { AuthUser } from '../../plugins/access-guard.js';
import { COMPLETE_SALE_SETTINGS, completeSaleFor } from '../complete/complete-service.js';
import { saleDetailOf } from '../list/sale-detail.js';

export const COMPLETE_SALE_SCOPE = 'sale.complete';

/**
 * POST /sale/complete with an Idempotency-Key (the wizard's outbox id), as the storefront's order
 * placement (lib/idempotency.ts `once`): the first answer is stored with the sale in one
 * transaction; the same key and body answer it again without a second sale; the same key with
 * another body is refused (422). A refusal (409 with the conflicts) stores nothing, so the outbox
 * may send the basket again once the dealer has changed it — under a new key, as it is a new body.
 */
export async function completeWizardSale(db: Db, user: AuthUser, body: SaleCompleteBody, key: string): Promise<SaleDetail> {
  // On the fixed-plan pool where there is one (PostgreSQL: db/sql.ts), else the claim sets them.
  const fixed = fixedPlanDbOf(db);
  return once(fixed, { userId: user.id, key, scope: COMPLETE_SALE_SCOPE, body }, async (tx) => {
    const done = await completeSaleFor(tx, user, body, { at: new Date(), source: 'WIZARD' });
    if (done.conflicts) throw conflictError(WIZARD_MSG.conflictTitle, done.conflicts);
    // The list's reader, in this transaction: the seller sees the sale it has just made.
    return saleDetailOf(tx, user, done.saleId, { kind: 'all' });
  }, fixed === db ? { local: COMPLETE_SALE_SETTINGS } : {});
}
