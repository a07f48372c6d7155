import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { DISTRIBUTION_TEXTS } from '../../../shared/contract/distribution.js';
import { supplyInvoiceDetail, type SupplyInvoiceDetail, type SupplyInvoiceLine } from '../../../shared/contract/supply-invoices.js';
import { formatDate, formatMoney, formatQuantity } from '../../../shared/format.js';
import { DETAIL_PAGE_SIZES, LEDGER_MSG } from '../../../shared/ledger.js';
import { call } from '../../lib/api.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef } from '../../ui/list/list-types.js';
import { DetailFields, type DetailField } from '../distribution/detail-fields.js';
import { serialKeys } from '../serial-queries.js';

const money = (value: (l: SupplyInvoiceLine) => number): Pick<ColumnDef<SupplyInvoiceLine>, 'cell' | 'align' | 'width'> => ({
  cell: (l) => formatMoney(value(l)),
  align: 'end',
  width: '6.5rem',
});

/**
 * Spec 2 §3 supply invoice detail lines, with the product's model and brand. The model takes
 * what the wide dialog leaves (no width); the rest add up so that all eight columns fit it.
 */
const LINE_COLUMNS: ColumnDef<SupplyInvoiceLine>[] = [
  { header: 'Barkod', cell: (l) => l.barcode, width: '8rem' },
  { header: 'Seri No', cell: (l) => l.serialNo, width: '8rem' },
  { header: 'Model', cell: (l) => l.modelName },
  { header: 'Marka', cell: (l) => l.brandName, width: '5.5rem' },
  { header: 'Fiyat', ...money((l) => l.price) },
  { header: 'İskonto', ...money((l) => l.discount) },
  { header: 'KDV', ...money((l) => l.vat) },
  { header: 'KDV Dahil Fiyat', ...money((l) => l.vatIncludedPrice) },
];

const headerFields = (d: SupplyInvoiceDetail): DetailField[] => [
  ['Fatura No', d.invoiceNo, 'invoice-no'],
  ['Fatura Tarihi', formatDate(d.invoiceDate), 'invoice-date'],
  ['İrsaliye No', d.waybillNo, 'waybill-no'],
  ['Tedarikçi', `${d.supplyCode} - ${d.supplyName}`, 'supply'],
  ['Distribütör Kodu', d.distyCode, 'disty'],
  ['Adet', formatQuantity(d.lineCount), 'count'],
  ['Açıklama', d.description, 'description'],
  ['Fiyat', formatMoney(d.price), 'price'],
  ['İskonto', formatMoney(d.discount), 'discount'],
  ['KDV', formatMoney(d.vat), 'vat'],
  ['KDV Dahil Fiyat', formatMoney(d.vatIncludedPrice), 'vat-included'],
];

export interface SupplyInvoiceDialogProps {
  /** The invoice shown; kept while the dialog closes. */
  id: number | null;
  isOpen: boolean;
  onClose: () => void;
}

/** A supplier invoice and its accessories (spec 2 §2.12), read from GET /supplyInvoice/detail/:id when opened. */
export function SupplyInvoiceDialog({ id, isOpen, onClose }: SupplyInvoiceDialogProps) {
  const { data, isError } = useQuery({
    queryKey: serialKeys.supplyInvoice(id ?? 0),
    queryFn: ({ signal }) => call(supplyInvoiceDetail, { params: { id: id! }, signal }),
    enabled: isOpen && id !== null,
    staleTime: 0,
    // 'Aksesuar bilgisi getirme başarısız' (spec 2 §8) through the shared handler (lib/query-client.ts).
    meta: { failedText: LEDGER_MSG.accessoryFailed },
  });
  const shown = data && data.id === id ? data : undefined;
  return (
    <FormDialog isOpen={isOpen} title={DISTRIBUTION_TEXTS.invoiceTitle} onClose={onClose} onSubmit={async () => {}} hideSubmit wide testId="supply-invoice-dialog">
      {shown ? (
        <>
          <DetailFields fields={headerFields(shown)} testId="supply-invoice-fields" />
          <ClientTable
            columns={LINE_COLUMNS}
            rows={shown.lines}
            rowKey={(l) => l.id}
            emptyText={LEDGER_MSG.empty}
            sizes={DETAIL_PAGE_SIZES}
            defaultSize={DETAIL_PAGE_SIZES[0]}
            testId="supply-invoice-lines-table"
          />
        </>
      ) : isError ? (
        // The toast said why; the dialog says what is missing.
        <p className="ledger-detail-failed">{LEDGER_MSG.accessoryFailed}</p>
      ) : (
        <IonSpinner name="crescent" aria-label="Yükleniyor" />
      )}
    </FormDialog>
  );
}
