import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { getSale, type SaleDetail, type SaleLine } from '../../shared/contract/sale-lists.js';
import { SALE_CANCEL_REASON_LABELS, SALE_DETAIL_LABELS as L, SALE_DEVICE_PAGE_SIZE, SALE_DEVICE_PAGE_SIZES, SALES_MSG } from '../../shared/contract/sale-texts.js';
import { formatDateTime, formatMoney } from '../../shared/format.js';
import { call } from '../lib/api.js';
import { type DetailField, DetailFields } from './detail-fields.js';
import { FormDialog } from './dialogs/form-dialog.js';
import { ClientTable } from './list/client-table.js';
import type { ColumnDef } from './list/list-types.js';
import './sale-detail-dialog.css';

/*
 * 'Satış Detay' of the sales screens (sales/list, sales/cancel-queue) and of the dealer's score
 * page (scores/page): in ui/, as what two areas share.
 */

/** A sale's key: the sales area's own (saleKeys.detail), so that area's invalidations reach it. */
export const saleDetailKey = (id: number) => ['sales', 'detail', id] as const;

/** A sale with its units, read when a dialog needs it (the detail, the reason dialog's serials). */
export function useSaleDetail(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: saleDetailKey(id ?? 0),
    queryFn: ({ signal }) => call(getSale, { params: { id: id! }, signal }),
    enabled: enabled && id !== null,
    staleTime: 0,
    // 'İşlem bilgisi getirme başarısız.' (spec 2 §8) through the shared handler.
    meta: { failedText: SALES_MSG.fetchFailed },
  });
}

const price = (value: (l: SaleLine) => number | null): Pick<ColumnDef<SaleLine>, 'cell' | 'align' | 'width'> => ({
  cell: (l) => formatMoney(value(l)),
  align: 'end',
  width: '7.5rem',
});

/** Spec 2 §3 serial item, spec 3 §2.13 device table. */
const DEVICE_COLUMNS: ColumnDef<SaleLine>[] = [
  { header: L.barcode, cell: (l) => l.barcode, width: '8.5rem' },
  { header: L.serialNo, cell: (l) => l.serialNo, width: '9rem' },
  { header: L.brandName, cell: (l) => l.model.brandName, width: '6.5rem' },
  { header: L.modelName, cell: (l) => l.model.name },
  { header: L.recommendedSellPrice, ...price((l) => l.recommendedSellPrice) },
  { header: L.selectedPrice, ...price((l) => l.selectedPrice) },
  { header: L.saleStatus, cell: (l) => l.saleStatusDisplay, width: '7rem' },
];

const campaignText = (c: SaleDetail['accessoryCampaign']) => (c ? `${c.description} (${formatMoney(c.amount)}, ${c.termNumber} x ${formatMoney(c.termAmount)})` : null);

/**
 * Spec 3 §2.13 'Satış Detay' fields. A supplier admin's answer has no campaign code, password or
 * customer data (spec 2 §6): those fields are left out rather than shown empty.
 */
export function saleDetailFields(d: SaleDetail): DetailField[] {
  const fields: DetailField[] = [
    [L.completedDateTime, formatDateTime(d.completedDateTime), 'date'],
    [L.productSaleType, d.productSaleTypeDisplay, 'type'],
    [L.productSaleStatus, d.productSaleStatusDisplay, 'status'],
    [L.resellerCode, d.reseller.code, 'reseller'],
    [L.sellerName, d.sellerUser.name, 'seller-name'],
    [L.sellerSurname, d.sellerUser.surname, 'seller-surname'],
    [L.finalPrice, formatMoney(d.finalPrice), 'price'],
    [L.discountAmount, formatMoney(d.discountAmount), 'discount'],
    [L.campaign, campaignText(d.accessoryCampaign), 'campaign'],
  ];
  const private_: [keyof typeof L & keyof SaleDetail, string][] = [
    ['serialValue', 'serial'],
    ['passValue', 'pass'],
    ['customerName', 'customer-name'],
    ['customerSurname', 'customer-surname'],
    ['customerPhoneNo', 'customer-phone'],
    ['customerServiceNo', 'customer-service'],
    ['customerPstnNo', 'customer-pstn'],
  ];
  for (const [key, id] of private_) if (d[key] !== undefined) fields.push([L[key], d[key] as string | null, id]);
  fields.push([L.scoreTransactionAmount, d.scoreTransactionAmount, 'score']);
  if (d.cancelReason) fields.push([L.cancelReason, SALE_CANCEL_REASON_LABELS[d.cancelReason], 'cancel-reason']);
  if (d.rejectCancelSaleDescription) fields.push([L.rejectCancelSaleDescription, d.rejectCancelSaleDescription, 'reject-description']);
  return fields;
}

export interface SaleDetailDialogProps {
  /** Kept while the dialog closes, so its content does not blink away. */
  saleId: number | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Satış Detay' (spec 2 §2.8, spec 3 §2.13): the sale's fields and its devices, 5 a page (5, 10, 15). */
export function SaleDetailDialog({ saleId, isOpen, onClose }: SaleDetailDialogProps) {
  const { data, isError } = useSaleDetail(saleId, isOpen);
  // The previous sale's answer must not show under this one.
  const shown = data && data.id === saleId ? data : undefined;
  return (
    <FormDialog isOpen={isOpen} title={SALES_MSG.detailTitle} onClose={onClose} onSubmit={async () => {}} hideSubmit wide testId="sale-detail-dialog">
      {shown ? (
        <>
          <DetailFields fields={saleDetailFields(shown)} testId="sale-detail-fields" />
          <h3 className="sale-detail-section">{L.devices}</h3>
          <ClientTable
            columns={DEVICE_COLUMNS}
            rows={shown.productSerialNoList}
            rowKey={(l) => l.id}
            emptyText={SALES_MSG.empty}
            sizes={[...SALE_DEVICE_PAGE_SIZES]}
            defaultSize={SALE_DEVICE_PAGE_SIZE}
            testId="sale-devices-table"
          />
        </>
      ) : isError ? (
        <p className="sale-detail-failed">{SALES_MSG.fetchFailed}</p>
      ) : (
        <IonSpinner name="crescent" aria-label="Yükleniyor" />
      )}
    </FormDialog>
  );
}
