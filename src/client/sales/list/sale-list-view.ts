import { canAccess } from '../../../shared/access.js';
import { canRequestCancel, CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, FAMILY_SEARCH_RESELLER_TYPES, SALE_STATUS_LABELS, SALE_STATUSES, SALE_TYPE_LABELS, SALE_TYPES, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { requestSaleCancel, saleList, type SaleRow } from '../../../shared/contract/sale-lists.js';
import type { OwnUser } from '../../../shared/contract/user.js';
import type { ColumnKeyOf, FilterDef, FilterValues, ListView, Option } from '../../ui/list/list-types.js';
import { saleKeys } from './sale-queries.js';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>): Option[] => keys.map((k) => ({ value: k, label: labels[k] }));

export const SALE_TYPE_OPTIONS = options(SALE_TYPES, SALE_TYPE_LABELS);
export const CUSTOMER_TYPE_OPTIONS = options(CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS);

/** The filters on the campaign's codes: a supplier admin has neither (spec 2 §6; the server ignores them from it). */
const CODE_FILTERS = ['serial', 'pass'];

/** Spec 2 §2.8 filters (keys: saleFilterSchema's). */
export const SALE_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'saleDateStart', label: 'Satış Başlangıç Tarihi', withTime: true },
  { kind: 'date', key: 'saleDateEnd', label: 'Satış Bitiş Tarihi', withTime: true },
  { kind: 'scan', key: 'serialNo', label: 'Aksesuar Seri No' },
  { kind: 'scan', key: 'barcode', label: 'Aksesuar Barkod' },
  { kind: 'text', key: 'serial', label: 'Kampanya Seri No' },
  { kind: 'text', key: 'pass', label: 'Kampanya Şifresi' },
  { kind: 'text', key: 'distyCode', label: 'Distribütör Kodu' },
  { kind: 'text', key: 'parentResellerCode', label: 'Üst Bayi Kodu' },
  { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' },
  { kind: 'select', key: 'saleType', label: 'Satış Tipi', options: SALE_TYPE_OPTIONS },
  { kind: 'select', key: 'saleStatus', label: 'İşlem Durumu', options: options(SALE_STATUSES, SALE_STATUS_LABELS) },
  { kind: 'select', key: 'customerType', label: 'Müşteri Tipi', options: CUSTOMER_TYPE_OPTIONS },
  { kind: 'text', key: 'sellerName', label: 'Satıcı Adı' },
  { kind: 'text', key: 'sellerSurname', label: 'Satıcı Soyadı' },
];

/** Columns a supplier admin never gets (spec 2 §6): the server leaves their values out of its answers. */
const SUPPLIER_HIDDEN: ColumnKeyOf<typeof saleList>[] = ['serialValue', 'passValue', 'customer', 'grossProfit'];

/** What the session makes of /productSaleList: its locked and prefilled filters, and what it may see and do. */
export interface SaleListAccess {
  initialFilter?: FilterValues;
  lockedFilters?: string[];
  /** A supplier admin: no campaign code, password, customer data or gross profit (spec 2 §6). */
  supplier: boolean;
  /** The cancel button (hidden for supplier and distributor admins, spec 2 §6: the contract's cancel roles). */
  mayCancel: boolean;
}

const isReseller = (roles: readonly string[]) => roles.includes('RESELLER_ADMIN') || roles.includes('RESELLER_USER');

/**
 * Spec 2 §6 as the screen shows it (the server forces the same whatever is sent): a reseller's
 * parent code is its main dealer's (its parent's, or its own when it is the main dealer) and its
 * reseller code its own — both locked, the code left free for the types that search their whole
 * family (TTM, EDM); a distributor admin's distributor code locked; a supplier admin's supplyId
 * sent without an input. The group's staff see everything, whatever other roles they hold.
 */
export function saleListAccess(session: OwnUser | null): SaleListAccess {
  const user = session?.user;
  const mayCancel = !!user && canAccess({ roles: requestSaleCancel.roles }, user.roles);
  if (!user || user.roles.includes('TTG_ADMIN') || user.roles.includes('TTG_CUSTOMER_SERVICE')) return { supplier: false, mayCancel };
  const initialFilter: FilterValues = {};
  const lockedFilters: string[] = [];
  const reseller = user.loginReseller;
  if (isReseller(user.roles) && reseller) {
    initialFilter.parentResellerCode = reseller.parentReseller?.code ?? reseller.code;
    lockedFilters.push('parentResellerCode');
    const family = (FAMILY_SEARCH_RESELLER_TYPES as readonly (string | null)[]).includes(reseller.resellerType);
    if (!family) {
      initialFilter.resellerCode = reseller.code;
      lockedFilters.push('resellerCode');
    }
  }
  if (user.roles.includes('DISTY_ADMIN') && user.disty) {
    initialFilter.distyCode = user.disty.code;
    lockedFilters.push('distyCode');
  }
  const supplier = user.roles.includes('SUPPLY_ADMIN');
  if (supplier && user.supply) initialFilter.supplyId = String(user.supply.id);
  return { initialFilter, lockedFilters, supplier, mayCancel };
}

export interface SaleListHandlers {
  onDetail: (row: SaleRow) => void;
  onCancel: (row: SaleRow) => void;
}

const money = { width: '7rem', align: 'end' as const };

/** /productSaleList as the session sees it. */
export function saleListView({ supplier, mayCancel, initialFilter, lockedFilters }: SaleListAccess, h: SaleListHandlers): ListView<typeof saleList> {
  return {
    list: saleList,
    queryKey: saleKeys.lists(),
    filters: supplier ? SALE_FILTERS.filter((f) => !CODE_FILTERS.includes(f.key)) : SALE_FILTERS,
    initialFilter,
    lockedFilters,
    hidden: supplier ? SUPPLIER_HIDDEN : [],
    fetchFailedText: SALES_MSG.fetchFailed,
    exportFailedText: SALES_MSG.fetchFailed,
    exportLabel: "Satışları Excel'e Aktar",
    // A card on a 390 px phone keeps when, what kind, its state, who sold it and the money; the rest is on desktop and in the files.
    columns: {
      completedDateTime: { width: '8.5rem' },
      productSaleType: { width: '9rem' },
      productSaleStatus: { width: '9.5rem' },
      customerType: { width: '6.5rem', hideOnPhone: true },
      distyCode: { width: '7rem', hideOnPhone: true },
      parentResellerCode: { width: '7rem', hideOnPhone: true },
      reseller: { width: '12rem' },
      seller: { width: '9rem', hideOnPhone: true },
      campaign: { width: '10rem', hideOnPhone: true },
      serialValue: { width: '8.5rem', hideOnPhone: true },
      passValue: { width: '8.5rem', hideOnPhone: true },
      customer: { width: '10rem', hideOnPhone: true },
      finalPrice: money,
      discountAmount: { ...money, hideOnPhone: true },
      grossProfit: { ...money, hideOnPhone: true },
      lineCount: { width: '4rem', align: 'end' },
    },
    rowKey: (r) => r.id,
    rowActions: [
      { label: SALES_MSG.detail, onClick: h.onDetail, testId: (r) => `sale-detail-${r.id}` },
      {
        label: SALES_MSG.cancel,
        color: 'danger',
        visible: () => mayCancel,
        // Spec 2 §2.8: no second request once in cancel approval or cancelled.
        disabled: (r) => !canRequestCancel(r.productSaleStatus),
        onClick: h.onCancel,
        testId: (r) => `sale-cancel-${r.id}`,
      },
    ],
  };
}
