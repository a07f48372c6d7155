import { APPROVE_TYPE_LABELS } from '../../../shared/catalogue.js';
import { type DistyHistoryRow, PRICE_DETAIL_MSG, type PriceHistory, type RejectedPrice, type SupplyHistoryRow } from '../../../shared/contract/price-detail.js';
import { formatDate, formatDateTime, formatPercent } from '../../../shared/format.js';
import { PRICE_HISTORY_PAGE_SIZES, PRICE_MSG } from '../../../shared/prices.js';
import { ClientTable, type ClientTableProps } from '../../ui/list/client-table.js';
import type { ColumnDef } from '../../ui/list/list-types.js';
import { PRICE_FIELD_LABELS } from './price-form-state.js';
import { DetailCard, moneyText } from './price-info.js';

/**
 * The history below a price detail (spec 1 §2.11, §3 "Past price lists"): supplier versions,
 * distributor versions, and the rejected prices. A coming version's row is green; a check
 * flag colours its price: rose green, fell pink, unknown none. Paged in the browser
 * (10/20/50/100, spec 1 §9).
 */
const SIZES = [...PRICE_HISTORY_PAGE_SIZES];

/** Cell class of a check flag (the classes live in lists/price-lists.css). */
export const checkClass = (flag: boolean | null | undefined) => (flag === true ? 'price-check-up' : flag === false ? 'price-check-down' : undefined);
const nextRow = (r: { nextPrice: boolean }) => (r.nextPrice ? 'row-success' : undefined);

const money = <T,>(header: string, value: (r: T) => number | null, flag?: (r: T) => boolean | null): ColumnDef<T> => ({
  header,
  cell: (r) => moneyText(value(r)),
  cellClass: flag ? (r) => checkClass(flag(r)) : undefined,
  align: 'end',
  width: '11rem',
});

const SUPPLY_COLUMNS: ColumnDef<SupplyHistoryRow>[] = [
  { header: 'Başlangıç Tarihi', cell: (r) => formatDate(r.startDate), width: '9rem' },
  { header: 'Bitiş Tarihi', cell: (r) => formatDate(r.endDate), width: '9rem' },
  { header: PRICE_FIELD_LABELS.taxRatio, cell: (r) => formatPercent(r.taxRatio), width: '6rem' },
  money(PRICE_FIELD_LABELS.distyPrice, (r) => r.distyPrice, (r) => r.checkDistyPrice),
  money(PRICE_FIELD_LABELS.recommendedEdmPrice, (r) => r.recommendedEdmPrice, (r) => r.checkRecommendedEdmPrice),
  money(PRICE_FIELD_LABELS.recommendedResellerPrice, (r) => r.recommendedResellerPrice, (r) => r.checkRecommendedResellerPrice),
  money(PRICE_FIELD_LABELS.recommendedSellPrice, (r) => r.recommendedSellPrice, (r) => r.checkRecommendedSellPrice),
  { header: 'Onay Durumu', cell: (r) => APPROVE_TYPE_LABELS[r.approveType], width: '9rem' },
];

const distyColumns = (withName: boolean): ColumnDef<DistyHistoryRow>[] => [
  ...(withName ? [{ header: 'Distribütör', cell: (r: DistyHistoryRow) => r.distyName, width: '14rem' }] : []),
  { header: 'Başlangıç Tarihi', cell: (r) => formatDate(r.startDate), width: '9rem' },
  { header: 'Bitiş Tarihi', cell: (r) => formatDate(r.endDate), width: '9rem' },
  money(PRICE_FIELD_LABELS.resellerPrice, (r) => r.resellerPrice, (r) => r.checkResellerPrice),
];

const REJECTED_COLUMNS: ColumnDef<RejectedPrice>[] = [
  { header: 'Tarih', cell: (r) => formatDateTime(r.createDateTime), width: '10rem' },
  { header: 'Distribütör', cell: (r) => r.distyName, width: '13rem' },
  { header: 'Açıklama', cell: (r) => r.description ?? '', width: '16rem' },
  { header: 'Fiyat Başlangıç Tarihi', cell: (r) => formatDate(r.modelPriceSupply.startDate), width: '9rem' },
  { header: PRICE_FIELD_LABELS.taxRatio, cell: (r) => formatPercent(r.modelPriceSupply.taxRatio), width: '6rem' },
  money(PRICE_FIELD_LABELS.distyPrice, (r) => r.modelPriceSupply.distyPrice),
  money(PRICE_FIELD_LABELS.recommendedEdmPrice, (r) => r.modelPriceSupply.recommendedEdmPrice),
  money(PRICE_FIELD_LABELS.recommendedResellerPrice, (r) => r.modelPriceSupply.recommendedResellerPrice),
  money(PRICE_FIELD_LABELS.recommendedSellPrice, (r) => r.modelPriceSupply.recommendedSellPrice),
];

export interface PriceHistoryProps {
  history: PriceHistory | undefined;
  rejected: RejectedPrice[] | undefined;
  loading?: boolean;
  /** Several distributors' rows (a supplier's or the admin's view): show whose. */
  withDistyName: boolean;
}

/** One history table in its card; the table's test id is the card's with '-table'. */
function HistoryCard<T extends { id: number }>({ title, testId, ...table }: { title: string; testId: string } & Omit<ClientTableProps<T>, 'rowKey' | 'sizes' | 'testId'>) {
  return (
    <DetailCard title={title} testId={testId}>
      <ClientTable {...table} rowKey={(r) => r.id} sizes={SIZES} testId={`${testId}-table`} />
    </DetailCard>
  );
}

export function PriceHistoryTables({ history, rejected, loading, withDistyName }: PriceHistoryProps) {
  const rows = { loading, emptyText: PRICE_MSG.noHistory, rowClass: nextRow };
  return (
    <>
      <HistoryCard title={PRICE_DETAIL_MSG.supplierHistory} testId="price-supply-history" columns={SUPPLY_COLUMNS} rows={history?.lastModelPriceSupply ?? []} {...rows} />
      <HistoryCard title={PRICE_DETAIL_MSG.distyHistory} testId="price-disty-history" columns={distyColumns(withDistyName)} rows={history?.lastModelPriceDisty ?? []} {...rows} />
      <HistoryCard title={PRICE_DETAIL_MSG.rejected} testId="price-rejected" columns={REJECTED_COLUMNS} rows={rejected ?? []} loading={loading} emptyText={PRICE_MSG.noRecord} />
    </>
  );
}
