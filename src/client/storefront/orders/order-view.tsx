import { completedOrderList, type OrderRow } from '../../../shared/contract/orders.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../shared/storefront.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { storefrontKeys } from '../storefront-queries.js';

/** Spec 3 §2.16: distyOrderNo, nameAndSurname, gsmNo, orderStatus. */
export const ORDER_FILTERS: FilterDef[] = [
  { kind: 'text', key: 'distyOrderNo', label: 'Sipariş No' },
  { kind: 'text', key: 'nameAndSurname', label: 'Ad Soyad' },
  { kind: 'text', key: 'gsmNo', label: 'Telefon' },
  { kind: 'select', key: 'orderStatus', label: 'Sipariş Durumu', options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })) },
];

export function OrderStatusBadge({ row }: { row: Pick<OrderRow, 'id' | 'orderStatus'> }) {
  return (
    <span className={`order-status order-status-${row.orderStatus.toLowerCase()}`} data-testid={`orders-status-${row.id}`}>
      {ORDER_STATUS_LABELS[row.orderStatus]}
    </span>
  );
}

export interface OrderActions {
  openDetail: (row: OrderRow) => void;
  /** Only for the distributor admin (null otherwise). */
  decide: { approve: (row: OrderRow) => void; reject: (row: OrderRow) => void } | null;
}

/** /resellerProductOrder/follow: newest first, 'Detay' per row, and the distributor's 'Onayla' / 'Reddet' while WAITING. */
export function orderView({ openDetail, decide }: OrderActions): ListView<typeof completedOrderList> {
  const waiting = (r: OrderRow) => r.orderStatus === 'WAITING';
  return {
    list: completedOrderList,
    queryKey: storefrontKeys.lists(),
    filters: ORDER_FILTERS,
    columns: {
      orderNo: { width: '8rem' },
      reseller: { width: '12rem', hideOnPhone: true },
      nameAndSurname: { width: '10rem' },
      gsmNo: { width: '8rem', hideOnPhone: true },
      orderStatus: { width: '8rem', cell: (r) => <OrderStatusBadge row={r} /> },
      requestDate: { width: '9rem', hideOnPhone: true },
      approverDate: { width: '9rem' },
      totalPrice: { width: '8rem', align: 'end' },
      totalQuantity: { width: '6rem', align: 'end' },
    },
    rowKey: (r) => r.id,
    rowActions: [
      { label: 'Detay', color: 'primary', onClick: openDetail, testId: (r) => `orders-detail-${r.id}` },
      ...(decide
        ? [
            { label: 'Onayla', color: 'success' as const, visible: waiting, onClick: decide.approve, testId: (r: OrderRow) => `orders-approve-${r.id}` },
            { label: 'Reddet', color: 'danger' as const, visible: waiting, onClick: decide.reject, testId: (r: OrderRow) => `orders-reject-${r.id}` },
          ]
        : []),
    ],
  };
}
