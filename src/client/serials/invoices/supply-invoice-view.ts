import type { OwnUser } from '../../../shared/contract/user.js';
import { supplyInvoiceList, type SupplyInvoiceRow } from '../../../shared/contract/supply-invoices.js';
import { DISTRIBUTION_TEXTS } from '../../../shared/contract/distribution.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import type { FilterDef, ListView } from '../../ui/list/list-types.js';
import type { FilterLocks } from '../distribution/sale-info-view.js';
import { serialKeys } from '../serial-queries.js';

/** Spec 2 §2.12 filters (the keys are the server's field names). */
export const SUPPLY_INVOICE_FILTERS: FilterDef[] = [
  { kind: 'scan', key: 'serialNo', label: 'Aksesuar Seri No' },
  { kind: 'scan', key: 'barcode', label: 'Aksesuar Barkod' },
  { kind: 'date', key: 'invoiceDateStart', label: 'Fatura Başlangıç Tarihi' },
  { kind: 'date', key: 'invoiceDateEnd', label: 'Fatura Bitiş Tarihi' },
  { kind: 'text', key: 'supplyCode', label: 'Tedarikçi Kodu' },
  { kind: 'text', key: 'distyCode', label: 'Distribütör Kodu' },
];

/**
 * What the session fixes (spec 2 §2.12; the server forces the same): a distributor admin's own
 * distributor code, a supplier admin's own supplier code. The group admin has nothing locked.
 */
export function supplyInvoiceLocks(session: OwnUser | null): FilterLocks {
  const user = session?.user;
  if (!user || user.roles.includes('TTG_ADMIN')) return {};
  const initialFilter: Record<string, string> = {};
  if (user.roles.includes('DISTY_ADMIN') && user.disty) initialFilter.distyCode = user.disty.code;
  if (user.roles.includes('SUPPLY_ADMIN') && user.supply) initialFilter.supplyCode = user.supply.code;
  const lockedFilters = Object.keys(initialFilter);
  return lockedFilters.length ? { initialFilter, lockedFilters } : {};
}

/** /supplyInvoiceList as the session sees it; `onDetail` opens an invoice's dialog. */
export function supplyInvoiceView(locks: FilterLocks, onDetail: (row: SupplyInvoiceRow) => void): ListView<typeof supplyInvoiceList> {
  return {
    list: supplyInvoiceList,
    queryKey: serialKeys.lists(),
    filters: SUPPLY_INVOICE_FILTERS,
    ...locks,
    fetchFailedText: LEDGER_MSG.invoiceFailed,
    // The spec names no export text of its own: the list's failure text says what did not come.
    exportFailedText: LEDGER_MSG.invoiceFailed,
    // 62.5rem of data beside 'Detay': the whole row fits a 1440 px desktop.
    columns: {
      invoiceDate: { width: '6.5rem' },
      invoiceNo: { width: '7.5rem' },
      waybillNo: { width: '7.5rem', hideOnPhone: true },
      supplyCode: { width: '7rem' },
      distyCode: { width: '7.5rem' },
      lineCount: { width: '4rem', align: 'end' },
      price: { width: '7.5rem', align: 'end', hideOnPhone: true },
      vat: { width: '7rem', align: 'end', hideOnPhone: true },
      vatIncludedPrice: { width: '8rem', align: 'end' },
    },
    rowKey: (r) => r.id,
    rowActions: [{ label: DISTRIBUTION_TEXTS.detail, onClick: onDetail, testId: (r) => `supply-invoice-detail-${r.id}` }],
  };
}
