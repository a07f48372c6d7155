import { useMemo } from 'react';
import type { FaultyTicket } from '../../../shared/contract/faulty.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { ApproveDialog, FaultyRejectDialog, useFaultyDecisions } from './faulty-decisions.js';
import { FaultyDetailDialog } from './faulty-detail-dialog.js';
import { supplyFaultyView } from './faulty-list-views.js';

/**
 * /faultyProductExchange 'Bildirilen Arızalı Ürünler' (SUPPLY_ADMIN, SUPPLY_USER; spec 3 §2.9): the
 * supply's tickets, their detail, and 'Değişim Ret' / 'Değişim Onay' while a ticket waits.
 */
export default function FaultyExchangePage() {
  const detail = useDialogTarget<FaultyTicket>();
  const decisions = useFaultyDecisions();
  const { show: showDetail } = detail;
  const { show: showApprove } = decisions.approving;
  const { show: showReject } = decisions.rejecting;
  const view = useMemo(() => supplyFaultyView({ onDetail: showDetail, onApprove: showApprove, onReject: showReject }), [showDetail, showApprove, showReject]);
  return (
    <AppPage>
      <ListScreen view={view} />
      <FaultyDetailDialog ticket={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
      <ApproveDialog approving={decisions.approving} approve={decisions.approve} />
      <FaultyRejectDialog rejecting={decisions.rejecting} reject={decisions.reject} />
    </AppPage>
  );
}
