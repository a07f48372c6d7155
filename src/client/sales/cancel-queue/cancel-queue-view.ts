import { CANCEL_QUEUE_STATUS_OPTIONS, SALE_STATUS_LABELS, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { cancelQueueList, type SaleRow } from '../../../shared/contract/sale-lists.js';
import type { DecisionHandlers } from '../../ui/dialogs/use-decision-queue.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { saleKeys } from '../list/sale-queries.js';
import { CUSTOMER_TYPE_OPTIONS, SALE_TYPE_OPTIONS } from '../list/sale-list-view.js';

/**
 * Spec 2 §2.9, spec 3 §2.14: the date-time range, the accessory serial, the campaign serial and
 * password, then the spec's column filters (type, status, customer type, parent code, code,
 * seller name and surname) in the same folded filter bar — one place to filter on a phone too.
 */
export const CANCEL_QUEUE_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'saleDateStart', label: 'Satış Başlangıç Tarihi', withTime: true },
  { kind: 'date', key: 'saleDateEnd', label: 'Satış Bitiş Tarihi', withTime: true },
  { kind: 'scan', key: 'serialNo', label: 'Aksesuar Seri No' },
  { kind: 'text', key: 'serial', label: 'Kampanya Seri No' },
  { kind: 'text', key: 'pass', label: 'Kampanya Şifresi' },
  { kind: 'select', key: 'saleType', label: 'Satış Tipi', options: SALE_TYPE_OPTIONS },
  // The spec's status filter offers only 'İptal Onayı' though both approval states are listed.
  { kind: 'select', key: 'saleStatus', label: 'İşlem Durumu', options: CANCEL_QUEUE_STATUS_OPTIONS.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] })) },
  { kind: 'select', key: 'customerType', label: 'Müşteri Tipi', options: CUSTOMER_TYPE_OPTIONS },
  { kind: 'text', key: 'parentResellerCode', label: 'Üst Bayi Kodu' },
  { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' },
  { kind: 'text', key: 'sellerName', label: 'Satıcı Adı' },
  { kind: 'text', key: 'sellerSurname', label: 'Satıcı Soyadı' },
];

export interface CancelQueueHandlers extends Pick<DecisionHandlers<SaleRow>, 'onReject' | 'busy'> {
  onDetail: (row: SaleRow) => void;
  /** Asks first ('İşlemin iptalini onaylamak …'), then approves. */
  onApprove: (row: SaleRow) => void;
  /** 'Seçilen işlem yok.' without a selection, else asks and approves the lot. */
  onApproveSelected: (rows: SaleRow[]) => void;
}

const money = { width: '7rem', align: 'end' as const };

/** /cancelSale 'İptal Onayı Bekleyen İşlemler': the sales waiting for a cancel decision, 10 a page (10, 20, 30). */
export function cancelQueueView(h: CancelQueueHandlers): ListView<typeof cancelQueueList> {
  return {
    list: cancelQueueList,
    queryKey: saleKeys.lists(),
    filters: CANCEL_QUEUE_FILTERS,
    fetchFailedText: SALES_MSG.fetchFailed,
    exportFailedText: SALES_MSG.fetchFailed,
    columns: {
      completedDateTime: { width: '8.5rem' },
      productSaleType: { width: '9rem' },
      productSaleStatus: { width: '9.5rem' },
      customerType: { width: '6.5rem', hideOnPhone: true },
      parentResellerCode: { width: '7rem', hideOnPhone: true },
      resellerCode: { width: '7rem' },
      sellerName: { width: '7.5rem', hideOnPhone: true },
      sellerSurname: { width: '7.5rem', hideOnPhone: true },
      serialValue: { width: '8.5rem', hideOnPhone: true },
      passValue: { width: '8.5rem', hideOnPhone: true },
      finalPrice: money,
      cancelReason: { width: '12rem' },
      cancelRequestDateTime: { width: '8.5rem', hideOnPhone: true },
    },
    rowKey: (r) => r.id,
    rowActions: [
      { label: SALES_MSG.detail, onClick: h.onDetail, testId: (r) => `queue-detail-${r.id}` },
      { label: SALES_MSG.rejectCancel, color: 'danger', disabled: h.busy, onClick: h.onReject, testId: (r) => `queue-reject-${r.id}` },
      { label: SALES_MSG.approveCancel, color: 'success', disabled: h.busy, onClick: h.onApprove, testId: (r) => `queue-approve-${r.id}` },
    ],
    // Opens without a selection too, to say 'Seçilen işlem yok.' (spec 2 §5, spec 3 §5).
    bulkActions: [{ label: SALES_MSG.approveSelected, color: 'success', allowEmpty: true, onClick: h.onApproveSelected, testId: 'queue-approve-selected' }],
  };
}
