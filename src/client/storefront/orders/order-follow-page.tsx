import { useMemo, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadOutline } from 'ionicons/icons';
import { approveOrder, completedOrderList, ORDER_DETAIL_FILE, ORDER_MSG, ORDER_REJECT_DESCRIPTION_MAX, orderDetailExcel, orderNoOf, type OrderRow, rejectOrder } from '../../../shared/contract/orders.js';
import { call, download } from '../../lib/api.js';
import { useSessionUser } from '../../lib/session.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { RejectDialog } from '../../ui/dialogs/reject-dialog.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { storefrontKeys } from '../storefront-queries.js';
import { ApproveOrderDialog } from './approve-dialog.js';
import { OrderDetailDialog } from './order-detail-dialog.js';
import { orderView } from './order-view.js';
import './orders.css';

/**
 * The filter of the list's newest page (its query key: [...lists(), list id, filter, …]): the
 * detail export follows the list's filter. ListScreen does not hand its filter out yet.
 */
function listedFilter(qc: QueryClient): Record<string, string> {
  const prefix = [...storefrontKeys.lists(), completedOrderList.id];
  const [latest] = qc
    .getQueryCache()
    .findAll({ queryKey: prefix })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return (latest?.queryKey[prefix.length] as Record<string, string> | undefined) ?? {};
}

/** /resellerProductOrder/follow 'Sipariş Takibi' (spec 3 §2.16): RESELLER_ADMIN, DISTY_ADMIN, TTG_ADMIN. */
export default function OrderFollowPage() {
  const qc = useQueryClient();
  const roles = useSessionUser()?.user.roles ?? [];
  const isDisty = roles.includes('DISTY_ADMIN');
  const isReseller = roles.includes('RESELLER_ADMIN');
  const [detail, setDetail] = useState<number | null>(null);
  const [approving, setApproving] = useState<OrderRow | null>(null);
  const rejecting = useDialogTarget<OrderRow>();

  const refresh = (id: number) => Promise.all([qc.invalidateQueries({ queryKey: storefrontKeys.lists() }), qc.invalidateQueries({ queryKey: storefrontKeys.order(id) })]);
  const view = useMemo(
    () => orderView({ openDetail: (r) => setDetail(r.id), decide: isDisty ? { approve: setApproving, reject: rejecting.show } : null }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rejecting.show is stable (useCallback).
    [isDisty],
  );
  const details = useMutation({ mutationFn: () => download(orderDetailExcel, { body: listedFilter(qc), fileName: ORDER_DETAIL_FILE }) });

  return (
    <AppPage>
      <ListScreen
        view={view}
        toolbar={
          <IonButton color="success" fill="outline" onClick={() => details.mutate()} disabled={details.isPending} data-testid="orders-detail-export">
            {details.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
            Sipariş Detayları Excel
          </IonButton>
        }
      />
      <OrderDetailDialog id={detail} canCancel={isReseller} onClose={() => setDetail(null)} />
      <ApproveOrderDialog
        order={approving}
        onClose={() => setApproving(null)}
        onApprove={async (distyOrderNo) => {
          const order = approving!;
          await call(approveOrder, { body: { id: order.id, distyOrderNo } });
          toast.success(ORDER_MSG.approved);
          setApproving(null);
          await refresh(order.id);
        }}
      />
      <RejectDialog
        isOpen={rejecting.isOpen}
        bulk={false}
        count={1}
        subject={rejecting.item ? `Sipariş No ${orderNoOf(rejecting.item)} – ${rejecting.item.reseller.name}` : undefined}
        onClose={rejecting.close}
        onSubmit={async (description) => {
          const order = rejecting.item!;
          await call(rejectOrder, { body: { id: order.id, ...(description ? { description } : {}) } });
          toast.success(ORDER_MSG.rejected);
          rejecting.close();
          await refresh(order.id);
        }}
        countText={() => ''}
        emptyText=""
        maxLength={ORDER_REJECT_DESCRIPTION_MAX}
        field="description"
        testId="order-reject"
      />
    </AppPage>
  );
}
