import { useMemo, useRef } from 'react';
import { approveSaleCancel, multiApproveSaleCancel, rejectSaleCancel, type SaleRow } from '../../../shared/contract/sale-lists.js';
import { SALE_REJECT_DESCRIPTION_MAX, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { formatMoney } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { RejectDialog } from '../../ui/dialogs/reject-dialog.js';
import { type Decision, type DecisionTexts, useDecisionQueue } from '../../ui/dialogs/use-decision-queue.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { SaleDetailDialog } from '../../ui/sale-detail-dialog.js';
import { saleKeys } from '../list/sale-queries.js';
import { cancelQueueView } from './cancel-queue-view.js';

/** Spec 2 §8, spec 3 §8: one text per decision; a bulk approval is the same cancel, many times. */
const TEXTS: DecisionTexts = {
  approved: SALES_MSG.cancelApproved,
  rejected: SALES_MSG.cancelRejected,
  bulkApproved: SALES_MSG.cancelApproved,
  bulkRejected: SALES_MSG.cancelRejected,
};

/** The queue's calls (spec 3 §7): approve one, approve the selection (all or nothing), reject one with its optional reason. */
export function sendCancelDecision(d: Decision<SaleRow>) {
  if (!d.approve) {
    const description = d.description?.trim();
    return call(rejectSaleCancel, { body: { productSaleId: d.rows[0].id, ...(description ? { rejectCancelSaleDescription: description } : {}) } });
  }
  if (d.bulk) return call(multiApproveSaleCancel, { body: { productSaleIdList: d.rows.map((r) => r.id) } });
  return call(approveSaleCancel, { body: { productSaleId: d.rows[0].id } });
}

const subjectOf = (r: SaleRow) => `${r.reseller.code} - ${r.productSaleTypeDisplay} - ${formatMoney(r.finalPrice)}`;

/**
 * /cancelSale 'İptal Onayı Bekleyen İşlemler' (TTG_ADMIN; spec 2 §2.9, spec 3 §2.14): each
 * request is approved (the units go back to the reseller's stock) or rejected with an optional
 * reason, one by one or the selection at once. After each decision the selection clears and
 * the sales lists refresh.
 */
export default function CancelQueuePage() {
  const listRef = useRef<ListHandle>(null);
  const detail = useDialogTarget<number>();
  const { show: showDetail } = detail;
  const { handlers, rejectDialog } = useDecisionQueue<SaleRow>({
    send: sendCancelDecision,
    texts: TEXTS,
    invalidate: [saleKeys.all],
    onDone: () => listRef.current?.clearSelection(),
    subjectOf,
    approveFailedText: SALES_MSG.queueFailed,
  });
  const view = useMemo(
    () =>
      cancelQueueView({
        onDetail: (r) => showDetail(r.id),
        onReject: handlers.onReject,
        busy: handlers.busy,
        onApprove: (row) =>
          void confirm({ header: SALES_MSG.approveCancel, message: SALES_MSG.approveConfirm }).then((ok) => ok && handlers.onApprove(row)),
        onApproveSelected: (rows) => {
          if (rows.length === 0) {
            toast.warn(SALES_MSG.noneSelected);
            return;
          }
          void confirm({ header: SALES_MSG.approveSelected, message: SALES_MSG.approveSelectedConfirm(rows.length) }).then((ok) => ok && handlers.onBulkApprove(rows));
        },
      }),
    [handlers, showDetail],
  );

  return (
    <AppPage>
      <ListScreen view={view} listRef={listRef} />
      <SaleDetailDialog saleId={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
      <RejectDialog
        {...rejectDialog}
        title={SALES_MSG.rejectTitle}
        label={SALES_MSG.rejectDescription}
        countText={() => ''}
        emptyText={SALES_MSG.noneSelected}
        maxLength={SALE_REJECT_DESCRIPTION_MAX}
        field="rejectCancelSaleDescription"
        testId="queue-reject-dialog"
      />
    </AppPage>
  );
}
