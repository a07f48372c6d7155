import { useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, getOrder, nameOf, ORDER_MSG, orderNoOf } from '../../../shared/contract/orders.js';
import { formatDateTime, formatMoney, formatQuantity } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { storefrontKeys } from '../storefront-queries.js';
import { OrderStatusBadge } from './order-view.js';

/**
 * An order's detail (spec 3 §2.16): the header with the requested total quantity and price, and
 * its lines as 'quantity x unit price = total'. The owner reseller's 'Siparişi İptal Et' is enabled
 * only while the order is WAITING; an empty answer means it is too late.
 */
export function OrderDetailDialog({ id, canCancel, onClose }: { id: number | null; canCancel: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const { data: order } = useQuery({
    queryKey: storefrontKeys.order(id ?? 0),
    queryFn: ({ signal }) => call(getOrder, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
  const cancel = async () => {
    if (!order || !(await confirm({ message: ORDER_MSG.cancelConfirm, danger: true }))) return;
    setCancelling(true);
    try {
      const { message } = await call(cancelOrder, { params: { id: order.id } });
      if (message) toast.success(message, 3000);
      else toast.info(ORDER_MSG.tooLateToCancel);
      await Promise.all([qc.invalidateQueries({ queryKey: storefrontKeys.lists() }), qc.invalidateQueries({ queryKey: storefrontKeys.order(order.id) })]);
    } catch (error) {
      handleError(error);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <FormDialog
      isOpen={id !== null}
      title={order ? `${ORDER_MSG.detailTitle} – ${orderNoOf(order)}` : ORDER_MSG.detailTitle}
      onClose={onClose}
      onSubmit={async () => {}}
      hideSubmit
      wide
      testId="order-detail"
      footer={
        canCancel && (
          <IonButton color="danger" fill="outline" onClick={cancel} disabled={!order || order.orderStatus !== 'WAITING' || cancelling} data-testid="order-detail-cancel-order">
            {cancelling && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
            Siparişi İptal Et
          </IonButton>
        )
      }
    >
      {!order ? (
        <IonSpinner name="crescent" />
      ) : (
        <div className="order-detail">
          <dl className="order-detail-head">
            <dt>Sipariş Durumu</dt>
            <dd>
              <OrderStatusBadge row={order} />
            </dd>
            <dt>Bayi</dt>
            <dd>
              {order.reseller.code} {order.reseller.name}
            </dd>
            <dt>Siparişi Veren</dt>
            <dd>
              {nameOf(order.ownUser)} {order.ownUser?.gsmNo ?? ''}
            </dd>
            <dt>Sipariş Tarihi</dt>
            <dd>{formatDateTime(order.requestDate)}</dd>
            {order.approverDate && (
              <>
                <dt>Onay Tarihi</dt>
                <dd>{formatDateTime(order.approverDate)}</dd>
              </>
            )}
            {order.rejectDescription && (
              <>
                <dt>Red Açıklaması</dt>
                <dd>{order.rejectDescription}</dd>
              </>
            )}
            <dt>Talep Edilen Toplam Adet</dt>
            <dd data-testid="order-detail-quantity">{formatQuantity(order.totalQuantity)}</dd>
            <dt>Talep Edilen Toplam Tutar</dt>
            <dd data-testid="order-detail-price">{formatMoney(order.totalPrice)}</dd>
          </dl>
          <ul className="order-lines">
            {order.details.map((l) => (
              <li key={l.id} className="order-line" data-testid={`order-line-${l.modelId}`}>
                <span className="order-line-name">{l.modelName}</span>
                <span className="order-line-meta">
                  {l.subCategory} · {l.brandName} · {l.barcode}
                </span>
                <span className="order-line-amount" data-testid={`order-line-amount-${l.modelId}`}>
                  {formatQuantity(l.requestQuantity)} x {formatMoney(l.unitPrice)} = <strong>{formatMoney(l.requestPrice)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
