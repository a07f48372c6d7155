import { type DistyPriceRow, distyPriceList, type SupplyPriceRow, supplyPriceList } from '../../../shared/contract/price-lists.js';
import { PRODUCT_FILTERS } from '../../lib/product-filters.js';
import type { ColumnView, FilterDef, ListView } from '../../ui/list/list-types.js';
import { priceKeys } from '../price-queries.js';
import { checkClass, MoneyCell, nextPriceRow } from './admin-price-cells.js';
import './price-lists.css';

/**
 * How the owners' price lists look (their columns, sorts and export are declared in
 * shared/contract/price-lists.ts): money as ₺ or 'Girilmedi', each supplier price coloured
 * by its check flag (rose green, fell pink), a coming price as a green row.
 */
const money = <R,>(value: (r: R) => number | null, check?: (r: R) => boolean | null, hideOnPhone = false): ColumnView<R> => ({
  width: '8.5rem',
  align: 'end',
  hideOnPhone,
  cell: (r) => <MoneyCell value={value(r)} />,
  cellClass: check && ((r) => checkClass(check(r))),
});

/** The views of the shared product and supplier-price columns (same keys in both lists). */
const priceColumnViews = <R extends SupplyPriceRow | DistyPriceRow>() => ({
  category: { width: '8rem', hideOnPhone: true },
  subCategory: { width: '9rem', hideOnPhone: true },
  brand: { width: '7rem' },
  name: { width: '14rem' },
  barcode: { width: '9rem' },
  taxRatio: { width: '5.5rem', align: 'end' as const, hideOnPhone: true },
  distyPrice: money<R>((r) => r.distyPrice, (r) => r.checkDistyPrice),
  recommendedEdmPrice: money<R>((r) => r.recommendedEdmPrice, undefined, true),
  recommendedResellerPrice: money<R>((r) => r.recommendedResellerPrice, (r) => r.checkRecommendedResellerPrice),
  recommendedSellPrice: money<R>((r) => r.recommendedSellPrice, (r) => r.checkRecommendedSellPrice),
  eol: { width: '4.5rem', hideOnPhone: true },
});

/** Spec 1 §2.8: product name, barcode, price-valid-from date. */
const SUPPLY_PRICE_FILTERS: FilterDef[] = [
  { kind: 'text', key: 'modelName', label: 'Ürün Adı' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
  { kind: 'date', key: 'startDate', label: 'Fiyat Geçerlilik Tarihi' },
];

/** Product name, barcode, brand, supplier (the product lists' own filters). */
const DISTY_PRICE_FILTERS: FilterDef[] = ['modelName', 'barcode', 'brand', 'supply'].map((key) => PRODUCT_FILTERS.find((f) => f.key === key)!);

/** The supplier's current prices; `id` tells the two screens that show it apart (test ids). */
export function supplyPriceView(edit: (row: SupplyPriceRow) => void, id = supplyPriceList.id): ListView<typeof supplyPriceList> {
  return {
    list: supplyPriceList,
    id,
    queryKey: priceKeys.lists(),
    filters: SUPPLY_PRICE_FILTERS,
    columns: {
      ...priceColumnViews<SupplyPriceRow>(),
      startDate: { width: '7.5rem' },
      endDate: { width: '7.5rem', hideOnPhone: true },
      approveType: { width: '8rem' },
    },
    rowKey: (r) => r.id,
    rowClass: (r) => nextPriceRow(r.nextPrice),
    rowActions: [{ label: 'Düzenle', color: 'primary', onClick: edit, testId: (r) => `${id}-edit-${r.id}` }],
  };
}

/** The distributor's own rows (tab 'Distribütör Olduğum Ürünler'). */
export function distyPriceView(edit: (row: DistyPriceRow) => void): ListView<typeof distyPriceList> {
  return {
    list: distyPriceList,
    queryKey: priceKeys.lists(),
    filters: DISTY_PRICE_FILTERS,
    columns: {
      ...priceColumnViews<DistyPriceRow>(),
      supply: { width: '10rem', hideOnPhone: true },
      mpsStartDate: { width: '7.5rem', hideOnPhone: true },
      mpdStartDate: { width: '7.5rem' },
      mpdEndDate: { width: '7.5rem', hideOnPhone: true },
      resellerPrice: money((r) => r.resellerPrice, (r) => r.checkResellerPrice),
    },
    rowKey: (r) => r.id,
    rowClass: (r) => nextPriceRow(r.mpdNextPrice || r.mpsNextPrice),
    rowActions: [{ label: 'Düzenle', color: 'primary', onClick: edit, testId: (r) => `disty-prices-edit-${r.id}` }],
  };
}

export const supplyPriceDetailPath = (r: SupplyPriceRow) => `/ProductPrice-Detail/${r.id}/${r.model.id}`;
export const distyPriceDetailPath = (r: DistyPriceRow) => `/ProductPrice-Detail-Disty/${r.id}/${r.mid}/${r.mpsid}`;
