import { DISTRIBUTION_TEXTS, type SaleInfoDetail, type SaleInfoHeader } from '../../../shared/contract/distribution.js';
import { formatDate, formatMoney } from '../../../shared/format.js';
import { AccessoryTable } from './accessory-table.js';
import { DetailFields, type DetailField } from './detail-fields.js';
import type { SaleInfoDialogKind } from './sale-info-view.js';

const reseller = (h: SaleInfoHeader) => `${h.reseller.code} - ${h.reseller.name}`;
const suppliers = (h: SaleInfoHeader) => h.supplyNames.join(', ');

/** Only a web address becomes a link: the tracking URL comes from a feed, and a `javascript:` one must not run. */
function TrackingCode({ h }: { h: SaleInfoHeader }) {
  const url = h.shipmentTrackingUrl;
  if (!url || !/^https?:\/\//i.test(url)) return <>{h.shipmentTrackingCode}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {h.shipmentTrackingCode || url}
    </a>
  );
}

/** Who sold to whom, and the money (spec 2 §3 sale info), common to invoices and waybills. */
const partiesAndMoney = (h: SaleInfoHeader): DetailField[] => [
  ['Distribütör Kodu', h.distyCode, 'disty'],
  ['Bayi', reseller(h), 'reseller'],
  ['Tedarikçi', suppliers(h), 'supply'],
  ['Açıklama', h.description, 'description'],
  ['Fiyat', formatMoney(h.price), 'price'],
  ['İskonto', formatMoney(h.discount), 'discount'],
  ['KDV', formatMoney(h.vat), 'vat'],
  ['KDV Dahil Fiyat', formatMoney(h.vatIncludedPrice), 'vat-included'],
];

const invoiceFields = (h: SaleInfoHeader): DetailField[] => [
  ['Fatura No', h.invoiceNo, 'invoice-no'],
  ['Fatura Tarihi', formatDate(h.invoiceDate), 'invoice-date'],
  ...partiesAndMoney(h),
];

const waybillFields = (h: SaleInfoHeader): DetailField[] => [
  ['İrsaliye No', h.waybillNo, 'waybill-no'],
  ['İrsaliye Tarihi', formatDate(h.waybillDate), 'waybill-date'],
  ['Kargo Firması', h.shipmentCompanyName, 'shipment-company'],
  ['Kargo Takip No', h.shipmentTrackingCode || h.shipmentTrackingUrl ? <TrackingCode h={h} /> : null, 'tracking'],
  ...partiesAndMoney(h),
];

/** A record's header and its accessories. */
function RecordBlock({ h, fields, testId, title }: { h: SaleInfoHeader; fields: DetailField[]; testId: string; title?: string }) {
  return (
    <section className="ledger-detail-block" data-testid={testId}>
      {title && <h3 className="ledger-detail-section">{title}</h3>}
      <DetailFields fields={fields} testId={`${testId}-fields`} />
      <AccessoryTable lines={h.productSaleInfoDetailList} testId={`${testId}-lines-table`} />
    </section>
  );
}

/** A technical-service change: the swap's day, supplier and reseller, then the unit(s) given (spec 2 §2.10). */
function ChangeDetail({ d }: { d: SaleInfoDetail }) {
  const head: DetailField[] = [
    ['Fatura Tarihi', formatDate(d.invoiceDate), 'invoice-date'],
    ['Tedarikçi', suppliers(d), 'supply'],
    ['Bayi', reseller(d), 'reseller'],
  ];
  // One unit as a rule; each line gets its own fields rather than a table of one row.
  const lines = d.productSaleInfoDetailList.map((l, i): DetailField[] => [
    ['Aksesuar Barkod', l.barcode, `barcode-${i}`],
    ['Seri No', l.serialNo, `serial-${i}`],
    ['Model', l.modelName, `model-${i}`],
    ['Marka', l.brandName, `brand-${i}`],
  ]);
  return <DetailFields fields={[...head, ...lines.flat()]} testId="sale-info-change" />;
}

/** The body of a row's dialog, by what the row opened. */
export function SaleInfoDetailBody({ kind, detail }: { kind: SaleInfoDialogKind; detail: SaleInfoDetail }) {
  switch (kind) {
    case 'invoice':
      return <RecordBlock h={detail} fields={invoiceFields(detail)} testId="sale-info-invoice" />;
    case 'waybill':
      return <RecordBlock h={detail} fields={waybillFields(detail)} testId="sale-info-waybill" />;
    case 'waybills':
      return (
        <>
          {/* Which invoice these waybills carry, once above the blocks. */}
          <DetailFields fields={invoiceFields(detail).slice(0, 4)} testId="sale-info-waybills-invoice" />
          {detail.waybillSaleInfoList.map((w) => (
            <RecordBlock
              key={w.id}
              h={w}
              fields={waybillFields(w)}
              title={`${DISTRIBUTION_TEXTS.waybill} ${w.waybillNo ?? ''}`.trim()}
              testId={`waybill-block-${w.waybillNo ?? w.id}`}
            />
          ))}
        </>
      );
    case 'change':
      return <ChangeDetail d={detail} />;
  }
}
