import { useMemo, useRef } from 'react';
import { PRICE_APPROVAL_MSG, PRICE_REJECT_DESCRIPTION_MAX, type PriceApprovalRow } from '../../../shared/contract/price-approval.js';
import { PRICE_MSG } from '../../../shared/prices.js';
import { AppPage } from '../../ui/app-page.js';
import { RejectDialog } from '../../ui/dialogs/reject-dialog.js';
import { useDecisionQueue } from '../../ui/dialogs/use-decision-queue.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { priceKeys } from '../price-queries.js';
import { PRICE_DECISION_TEXTS, sendPriceDecision } from './price-decisions.js';
import { waitingPricesView } from './waiting-prices-list.js';

const subjectOf = (row: PriceApprovalRow) => `${row.modelPriceSupply.model.name} (${row.modelPriceSupply.model.barcode})`;

/**
 * /WaitingMySupplyPrice 'Onay Bekleyen Fiyatlar' (DISTY_ADMIN, spec 3 §2.18): supplier
 * prices waiting for the distributor, approved or rejected (with a description) one by
 * one or for the selection. After each decision the selection clears and the prices area
 * refreshes: the waiting list, the bell's count and every price list or detail it changed.
 */
export default function WaitingPricesPage() {
  const listRef = useRef<ListHandle>(null);
  const { handlers, rejectDialog } = useDecisionQueue<PriceApprovalRow>({
    send: sendPriceDecision,
    texts: PRICE_DECISION_TEXTS,
    invalidate: [priceKeys.lists(), priceKeys.detail(), priceKeys.waitingCount()],
    onDone: () => listRef.current?.clearSelection(),
    subjectOf,
  });
  const view = useMemo(() => waitingPricesView(handlers), [handlers]);

  return (
    <AppPage>
      <ListScreen view={view} listRef={listRef} />
      <RejectDialog
        {...rejectDialog}
        countText={PRICE_APPROVAL_MSG.toReject}
        emptyText={PRICE_APPROVAL_MSG.noSelection}
        label={PRICE_APPROVAL_MSG.descriptionLabel}
        maxLength={PRICE_REJECT_DESCRIPTION_MAX}
        requiredText={PRICE_MSG.rejectDescriptionRequired}
        field="description"
        testId="price-reject-dialog"
      />
    </AppPage>
  );
}
