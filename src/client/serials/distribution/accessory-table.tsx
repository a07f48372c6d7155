import type { SaleDetailLine } from '../../../shared/contract/distribution.js';
import { formatMoney } from '../../../shared/format.js';
import { DETAIL_PAGE_SIZES, LEDGER_MSG } from '../../../shared/ledger.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef } from '../../ui/list/list-types.js';

const money = (value: (l: SaleDetailLine) => number): Pick<ColumnDef<SaleDetailLine>, 'cell' | 'align' | 'width'> => ({
  cell: (l) => formatMoney(value(l)),
  align: 'end',
  width: '6.5rem',
});

/**
 * Spec 2 §3 sale detail line: the units of one record. The model takes what the wide dialog
 * leaves (no width); the rest add up so that all eight columns fit it without scrolling.
 */
const LINE_COLUMNS: ColumnDef<SaleDetailLine>[] = [
  { header: 'Barkod', cell: (l) => l.barcode, width: '8rem' },
  { header: 'Seri No', cell: (l) => l.serialNo, width: '8rem' },
  { header: 'Durum', cell: (l) => l.productSerialNoStatusDisplay, width: '5.5rem' },
  { header: 'Model', cell: (l) => l.modelName },
  { header: 'Marka', cell: (l) => l.brandName, width: '5.5rem' },
  { header: 'Fiyat', ...money((l) => l.price) },
  { header: 'KDV', ...money((l) => l.vat) },
  { header: 'KDV Dahil Fiyat', ...money((l) => l.vatIncludedPrice) },
];

/** A record's accessories, paged in the browser: 5 rows, options 5, 10, 15 (spec 2 §9). */
export function AccessoryTable({ lines, testId }: { lines: SaleDetailLine[]; testId: string }) {
  return (
    <ClientTable
      columns={LINE_COLUMNS}
      rows={lines}
      rowKey={(l) => l.id}
      emptyText={LEDGER_MSG.empty}
      sizes={DETAIL_PAGE_SIZES}
      defaultSize={DETAIL_PAGE_SIZES[0]}
      testId={testId}
    />
  );
}
