import { useMemo } from 'react';
import { STOCK_FILTER_DEBOUNCE_MS, STOCK_LIST_MSG, stockDisties, stockList, type StockRow } from '../../../shared/contract/stock-lists.js';
import { formatQuantity } from '../../../shared/format.js';
import { STOCK_STATUS_LABELS, STOCK_STATUSES } from '../../../shared/storefront.js';
import { call } from '../../lib/api.js';
import { LOOKUP_LOAD_MSG } from '../../../shared/catalogue.js';
import { brandChoices } from '../../lib/lookups.js';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { storefrontKeys } from '../storefront-queries.js';
import './stock-list.css';

const quantity = (value: (r: StockRow) => number) => ({ width: '7rem', align: 'end' as const, cell: (r: StockRow) => formatQuantity(value(r)) });

/** Spec 3 §2.1: distributor (forced for a distributor admin), brand, model, barcode, stock status. */
const STOCK_FILTERS: FilterDef[] = [
  {
    kind: 'select',
    key: 'disty',
    label: 'Distribütör',
    options: async () => (await call(stockDisties)).map((d) => ({ value: String(d.id), label: d.code })),
    failedText: LOOKUP_LOAD_MSG.disties,
  },
  { kind: 'select', key: 'brand', label: 'Marka', ...brandChoices },
  { kind: 'text', key: 'modelName', label: 'Model' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
  { kind: 'select', key: 'stockStatus', label: 'Stok Durumu', options: STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] })) },
];

/** The list as a distributor admin (`ownDisty`: its distributor, locked) or anyone else sees it. */
export function stockView(ownDisty: number | null): ListView<typeof stockList> {
  return {
    list: stockList,
    queryKey: storefrontKeys.lists(),
    filters: STOCK_FILTERS,
    debounceMs: STOCK_FILTER_DEBOUNCE_MS,
    fetchFailedText: STOCK_LIST_MSG.fetchFailed,
    ...(ownDisty !== null ? { initialFilter: { disty: String(ownDisty) }, lockedFilters: ['disty'] } : {}),
    columns: {
      distyCode: { width: '8rem' },
      barcode: { width: '10rem' },
      brandName: { width: '8rem', hideOnPhone: true },
      modelName: { width: '16rem' },
      stockStatus: {
        width: '7rem',
        cell: (r) => (
          <span className={`stock-status stock-status-${r.stockStatus}`} data-testid={`stock-status-${r.id}`}>
            {r.stockStatusDisplay}
          </span>
        ),
      },
      stock: quantity((r) => r.stock),
      quantityInCart: quantity((r) => r.quantityInCart),
    },
    rowKey: (r) => r.id,
  };
}

/** /modelStockList 'Stok Bilgileri' (TTG_ADMIN, DISTY_ADMIN, SUPPLY_ADMIN). */
export default function StockListPage() {
  const user = useSessionUser();
  const ownDisty = user && !user.user.roles.includes('TTG_ADMIN') && user.user.roles.includes('DISTY_ADMIN') ? (user.user.disty?.id ?? null) : null;
  const view = useMemo(() => stockView(ownDisty), [ownDisty]);
  return (
    <AppPage>
      <ListScreen view={view} />
    </AppPage>
  );
}
