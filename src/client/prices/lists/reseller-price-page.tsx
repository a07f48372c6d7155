import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resellerPriceFilterOptions, resellerPriceList, type ResellerPriceRow } from '../../../shared/contract/admin-price-lists.js';
import { RESELLER_PRICE_DEBOUNCE_MS, TOLERANCE_FORMULA } from '../../../shared/prices.js';
import { call } from '../../lib/api.js';
import { LOOKUP_STALE_MS } from '../../lib/lookups.js';
import { AppPage } from '../../ui/app-page.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import { isLocalResult, readOrLocal } from '../../ui/list/read-or-local.js';
import { priceKeys } from '../price-queries.js';
import { MoneyCell } from './admin-price-cells.js';
import { localPriceFilterOptions, localPriceListPage } from './local-price-list.js';
import './price-lists.css';

/**
 * The dropdowns' choices of the reseller's list (brands; the supplies of its distributor), one
 * request for both; offline, the ones the last price sync sent (asked again once online).
 */
export const resellerFilterKey = () => [...priceKeys.all, 'resellerFilters'] as const;
const filterChoices = (client: QueryClient) =>
  client.fetchQuery({
    queryKey: resellerFilterKey(),
    queryFn: ({ signal }) => readOrLocal((s) => call(resellerPriceFilterOptions, { signal: s }), localPriceFilterOptions, signal),
    staleTime: (query) => (isLocalResult(query.state.data) ? 0 : LOOKUP_STALE_MS),
  });
const options = (items: { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

/** Spec 3 §2.2: brand (dropdown), model name, barcode and — in the reseller variant — supplier. */
export const resellerPriceFilters = (client: QueryClient): FilterDef[] => [
  { kind: 'select', key: 'brand', label: 'Marka', options: async () => options((await filterChoices(client)).brands) },
  { kind: 'text', key: 'modelName', label: 'Ürün Adı' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
  { kind: 'select', key: 'supply', label: 'Tedarikçi', options: async () => options((await filterChoices(client)).supplies) },
];

const money = (value: (r: ResellerPriceRow) => number | null) => ({
  width: '9rem',
  align: 'end' as const,
  cell: (r: ResellerPriceRow) => <MoneyCell value={value(r)} />,
});

export function resellerPriceView(client: QueryClient): ListView<typeof resellerPriceList> {
  return {
    list: resellerPriceList,
    queryKey: priceKeys.lists(),
    filters: resellerPriceFilters(client),
    // Spec 3 §9: the price list searches 500 ms after a filter change.
    debounceMs: RESELLER_PRICE_DEBOUNCE_MS,
    columns: {
      brandName: { width: '8rem' },
      modelName: { width: '16rem' },
      barcode: { width: '9rem' },
      supplyName: { width: '10rem', hideOnPhone: true },
      distyName: { width: '10rem', hideOnPhone: true },
      recommendedResellerPrice: money((r) => r.recommendedResellerPrice),
      recommendedSellPrice: money((r) => r.recommendedSellPrice),
      tolerancePrice: {
        ...money((r) => r.tolerancePrice),
        // The formula on the header and on each price (hover); phones read it above the table.
        headerTitle: TOLERANCE_FORMULA,
        cell: (r) => (
          <span title={TOLERANCE_FORMULA} data-testid={`reseller-prices-tolerance-${r.id}`}>
            <MoneyCell value={r.tolerancePrice} />
          </span>
        ),
      },
    },
    rowKey: (r) => r.id,
  };
}

/** /productPriceInfoList and /productPrices 'Ürün Fiyat Listesi' (spec 3 §2.2, RESELLER_ADMIN): the prices in force for the reseller's distributor. */
export default function ResellerPricePage() {
  const client = useQueryClient();
  const view = useMemo(() => resellerPriceView(client), [client]);
  return (
    <AppPage>
      <p className="price-formula-note" data-testid="reseller-prices-formula">
        {TOLERANCE_FORMULA}
      </p>
      <ListScreen view={view} localPage={localPriceListPage} />
    </AppPage>
  );
}
