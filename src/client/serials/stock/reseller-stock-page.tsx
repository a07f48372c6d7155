import { useMemo } from 'react';
import { resellerStockList } from '../../../shared/contract/reseller-stock.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import { serialKeys } from '../serial-queries.js';

/**
 * Spec 3 §9: the stock list searches 1000 ms after a change (its first load runs at once:
 * ListScreen asks for the first page on mount, which covers the spec's 10 ms).
 */
export const STOCK_DEBOUNCE_MS = 1000;

/** Spec 2 §3 Stock item search, spec 3 §2.1: the reseller (the login reseller's, locked), when it came, serial, barcode. */
const STOCK_FILTERS: FilterDef[] = [
  { kind: 'text', key: 'parentResellerCode', label: 'Bayi Kodu' },
  { kind: 'date', key: 'startDate', label: 'Başlangıç Tarihi' },
  { kind: 'date', key: 'endDate', label: 'Bitiş Tarihi' },
  { kind: 'scan', key: 'serialNo', label: 'Seri No' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
];

const money = { width: '7.5rem', align: 'end' as const };

/**
 * The dealer's stock as its reseller `resellerCode` sees it. The code is shown and locked: the
 * server takes the caller's own reseller whatever is sent, so the field only says whose stock it is.
 */
export function resellerStockView(resellerCode: string): ListView<typeof resellerStockList> {
  return {
    list: resellerStockList,
    queryKey: serialKeys.lists(),
    filters: STOCK_FILTERS,
    debounceMs: STOCK_DEBOUNCE_MS,
    fetchFailedText: LEDGER_MSG.stockFailed,
    initialFilter: { parentResellerCode: resellerCode },
    lockedFilters: ['parentResellerCode'],
    // On a 390 px phone a card keeps what a dealer at the counter looks for: the serial, the
    // product, its barcode and its prices; the documents and categories are on desktop and in the export.
    // Eleven columns: tight widths (a document number unbroken), so that a 1440 px desktop scrolls little sideways.
    columns: {
      invoiceDate: { width: '6.5rem', hideOnPhone: true },
      waybillDate: { width: '6.5rem', hideOnPhone: true },
      invoiceNo: { width: '9rem', hideOnPhone: true },
      waybillNo: { width: '9rem', hideOnPhone: true },
      serialNo: { width: '10rem' },
      barcode: { width: '8.5rem' },
      modelName: { width: '13rem' },
      category: { width: '7rem', hideOnPhone: true },
      subCategory: { width: '7.5rem', hideOnPhone: true },
      vatIncludedPrice: money,
      recommendedPrice: money,
    },
    rowKey: (r) => r.id,
  };
}

/** /stockInfoList 'Stoğumdaki Ürünler' (RESELLER_ADMIN, RESELLER_USER): the units the dealer's reseller holds. */
export default function ResellerStockPage() {
  const user = useSessionUser();
  const code = user?.user.loginReseller?.code ?? '';
  const view = useMemo(() => resellerStockView(code), [code]);
  return (
    <AppPage>
      {/* A new login reseller starts the list afresh with its own code. */}
      <ListScreen key={code} view={view} />
    </AppPage>
  );
}
