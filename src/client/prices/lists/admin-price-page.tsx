import { adminPriceDetailPath, adminPriceList, type AdminPriceRow } from '../../../shared/contract/admin-price-lists.js';
import { PRICE_TIME_STATUSES } from '../../../shared/prices.js';
import { LOOKUP_LOAD_MSG } from '../../../shared/catalogue.js';
import { brandChoices, supplyChoices } from '../../lib/lookups.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { fetchDisties, priceKeys } from '../price-queries.js';
import { checkClass, MoneyCell, nextPriceRow } from './admin-price-cells.js';
import { DetailListPage } from './detail-views.js';
import './price-lists.css';

const byName = (items: { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

/** Spec 1 §2.10: brand, product name, barcode, supplier, distributor, status. */
export const ADMIN_PRICE_FILTERS: FilterDef[] = [
  { kind: 'select', key: 'brand', label: 'Marka', ...brandChoices },
  { kind: 'text', key: 'modelName', label: 'Ürün Adı' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
  { kind: 'select', key: 'supply', label: 'Tedarikçi', ...supplyChoices },
  { kind: 'select', key: 'disty', label: 'Distribütör', options: async () => byName(await fetchDisties()), failedText: LOOKUP_LOAD_MSG.disties },
  { kind: 'select', key: 'timeStatus', label: 'Durum', options: PRICE_TIME_STATUSES.map((s) => ({ value: s, label: s })) },
];

const money = (value: (r: AdminPriceRow) => number | null, check?: (r: AdminPriceRow) => boolean | null) => ({
  width: '8.5rem',
  align: 'end' as const,
  cell: (r: AdminPriceRow) => <MoneyCell value={value(r)} />,
  cellClass: check ? (r: AdminPriceRow) => checkClass(check(r)) : undefined,
});

/** The admin's distributor price list: every distributor's rows, newest start date first. */
export function adminPriceView(openDetail: (row: AdminPriceRow) => void): ListView<typeof adminPriceList> {
  return {
    list: adminPriceList,
    queryKey: priceKeys.lists(),
    filters: ADMIN_PRICE_FILTERS,
    // In the spreadsheet only: the product's details and the supplier version's start.
    hidden: ['category', 'subCategory', 'mpsStartDate', 'supplyStatus', 'origin', 'eol'],
    columns: {
      brand: { width: '7rem' },
      modelName: { width: '14rem' },
      barcode: { width: '9rem' },
      supply: { width: '10rem', hideOnPhone: true },
      distyName: { width: '10rem' },
      timeStatus: {
        width: '6rem',
        cell: (r) => (
          <span className={`time-status time-status-${r.timeStatus === 'GÜNCEL' ? 'current' : 'old'}`} data-testid={`admin-prices-status-${r.id}`}>
            {r.timeStatus}
          </span>
        ),
      },
      mpdStartDate: { width: '7.5rem' },
      mpdEndDate: { width: '7.5rem', hideOnPhone: true },
      taxRatio: { width: '5.5rem', align: 'end', hideOnPhone: true },
      distyPrice: money((r) => r.distyPrice, (r) => r.checkDistyPrice),
      recommendedEdmPrice: { ...money((r) => r.recommendedEdmPrice), hideOnPhone: true },
      recommendedResellerPrice: money((r) => r.recommendedResellerPrice, (r) => r.checkRecommendedResellerPrice),
      recommendedSellPrice: money((r) => r.recommendedSellPrice, (r) => r.checkRecommendedSellPrice),
      resellerPrice: money((r) => r.resellerPrice, (r) => r.checkResellerPrice),
    },
    rowKey: (r) => r.id,
    rowClass: (r) => nextPriceRow(r.mpdNextPrice),
    rowActions: [{ label: 'Detay', color: 'primary', onClick: openDetail, testId: (r) => `admin-prices-detail-${r.id}` }],
  };
}

/** /ProductPriceAdmin-Disty 'Fiyat Listesi (Admin)' (spec 1 §2.10, TTG_ADMIN). */
export default function AdminPricePage() {
  return <DetailListPage viewOf={adminPriceView} pathOf={adminPriceDetailPath} />;
}
