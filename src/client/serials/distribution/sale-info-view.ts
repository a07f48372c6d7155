import { DISTRIBUTION_TEXTS, saleInfoList, type SaleInfoRow } from '../../../shared/contract/distribution.js';
import type { OwnUser } from '../../../shared/contract/user.js';
import { DISTRIBUTION_TYPE_LABELS, DISTRIBUTION_TYPES, LEDGER_MSG } from '../../../shared/ledger.js';
import type { FilterDef, FilterValues, ListView, RowAction } from '../../ui/list/list-types.js';
import { serialKeys } from '../serial-queries.js';

/** Which detail a row opens (spec 2 §2.10): an invoice's own, its waybills', a waybill's or a technical-service change's. */
export type SaleInfoDialogKind = 'invoice' | 'waybills' | 'waybill' | 'change';

export function dialogKindOf(r: Pick<SaleInfoRow, 'productSaleInfoType' | 'waybillCount'>): SaleInfoDialogKind {
  if (r.productSaleInfoType === 'WAYBILL') return 'waybill';
  if (r.productSaleInfoType === 'TECHNICAL_SERVICE_CHANGE') return 'change';
  return r.waybillCount > 0 ? 'waybills' : 'invoice';
}

/** Spec 2 §2.10 filter card and §3 sale-info search filter (the keys are the server's field names). */
export const SALE_INFO_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'saleDateStart', label: 'Satış Başlangıç Tarihi', withTime: true },
  { kind: 'date', key: 'saleDateEnd', label: 'Satış Bitiş Tarihi', withTime: true },
  { kind: 'scan', key: 'serialNo', label: 'Aksesuar Seri No' },
  { kind: 'scan', key: 'barcode', label: 'Aksesuar Barkod' },
  { kind: 'text', key: 'waybillNo', label: 'İrsaliye No' },
  { kind: 'date', key: 'invoiceDate', label: 'Fatura Tarihi' },
  { kind: 'date', key: 'waybillDate', label: 'İrsaliye Tarihi' },
  { kind: 'select', key: 'productSaleInfoType', label: 'Dağıtım Tipi', options: DISTRIBUTION_TYPES.map((t) => ({ value: t, label: DISTRIBUTION_TYPE_LABELS[t] })) },
  { kind: 'text', key: 'distyCode', label: 'Distribütör Kodu' },
  { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' },
];

export interface FilterLocks {
  initialFilter?: FilterValues;
  lockedFilters?: string[];
}

/**
 * What the session fixes (spec 2 §2.10; the server forces the same): a distributor admin's own
 * distributor code, a reseller's own reseller code, a supply-restricted user's supplyId (sent
 * without an input: initialFilter keys with no filter still go in the body). The group admin
 * sees everything, whatever other roles it holds.
 */
export function saleInfoLocks(session: OwnUser | null): FilterLocks {
  const user = session?.user;
  if (!user || user.roles.includes('TTG_ADMIN')) return {};
  const initialFilter: FilterValues = {};
  const lockedFilters: string[] = [];
  if (user.roles.includes('DISTY_ADMIN') && user.disty) {
    initialFilter.distyCode = user.disty.code;
    lockedFilters.push('distyCode');
  }
  if ((user.roles.includes('RESELLER_ADMIN') || user.roles.includes('RESELLER_USER')) && user.loginReseller) {
    initialFilter.resellerCode = user.loginReseller.code;
    lockedFilters.push('resellerCode');
  }
  if (user.roles.includes('SUPPLY_ADMIN') && user.supply) initialFilter.supplyId = String(user.supply.id);
  return lockedFilters.length || Object.keys(initialFilter).length ? { initialFilter, lockedFilters } : {};
}

/** Orange waybills, blue technical-service changes (spec 2 §2.10); invoices keep the plain row. */
export const saleInfoRowClass = (r: SaleInfoRow) =>
  r.productSaleInfoType === 'WAYBILL' ? 'sale-info-waybill' : r.productSaleInfoType === 'TECHNICAL_SERVICE_CHANGE' ? 'sale-info-change' : undefined;

/** One button per row, by what the row is (spec 2 §2.10 row buttons). */
function saleInfoActions(onOpen: (row: SaleInfoRow, kind: SaleInfoDialogKind) => void): RowAction<SaleInfoRow>[] {
  const action = (kind: SaleInfoDialogKind, label: RowAction<SaleInfoRow>['label']): RowAction<SaleInfoRow> => ({
    label,
    visible: (r) => dialogKindOf(r) === kind,
    onClick: (r) => onOpen(r, kind),
    testId: (r) => `sale-info-${kind}-${r.id}`,
  });
  return [
    action('waybill', DISTRIBUTION_TEXTS.waybill),
    action('waybills', (r) => DISTRIBUTION_TEXTS.waybills(r.waybillCount)),
    action('invoice', DISTRIBUTION_TEXTS.invoice),
    action('change', DISTRIBUTION_TEXTS.detail),
  ];
}

/** /saleInfoList as the session sees it; `onOpen` shows a row's detail dialog. */
export function saleInfoView(locks: FilterLocks, onOpen: (row: SaleInfoRow, kind: SaleInfoDialogKind) => void): ListView<typeof saleInfoList> {
  return {
    list: saleInfoList,
    queryKey: serialKeys.lists(),
    filters: SALE_INFO_FILTERS,
    ...locks,
    fetchFailedText: LEDGER_MSG.distributionFailed,
    exportFailedText: LEDGER_MSG.distributionExportFailed,
    // 56rem of data beside the widest button ('İrsaliyeler (n)'): the whole row fits a 1440 px desktop.
    columns: {
      invoiceDate: { width: '6.5rem' },
      waybillDate: { width: '7rem' },
      productSaleInfoType: { width: '9.5rem' },
      invoiceNo: { width: '8rem' },
      distyCode: { width: '7.5rem', hideOnPhone: true },
      reseller: { width: '10rem' },
      vatIncludedPrice: { width: '7.5rem', align: 'end' },
    },
    rowKey: (r) => r.id,
    rowClass: saleInfoRowClass,
    rowActions: saleInfoActions(onOpen),
  };
}
