import { FAULTY_FILTER_DEBOUNCE_MS, FAULTY_MSG, FAULTY_STATUS_LABELS, FAULTY_STATUSES, type FaultyTicket } from '../../../shared/contract/faulty.js';
import { faultySearchList, myFaultyList, supplyFaultyList } from '../../../shared/contract/faulty-lists.js';
import { LOOKUP_LOAD_MSG } from '../../../shared/catalogue.js';
import { fetchCategories, fetchSubCategories } from '../../lib/lookups.js';
import type { FilterDef, ListView, Option, RowAction } from '../../ui/list/list-types.js';
import { faultyKeys } from './faulty-queries.js';

export const FAULTY_STATUS_OPTIONS: Option[] = FAULTY_STATUSES.map((s) => ({ value: s, label: FAULTY_STATUS_LABELS[s] }));

const statusFilter: FilterDef = { kind: 'select', key: 'faultyProductInfoStatus', label: 'Durum', options: FAULTY_STATUS_OPTIONS };
const serialFilter: FilterDef = { kind: 'scan', key: 'serialNo', label: 'Seri No' };
const barcodeFilter: FilterDef = { kind: 'scan', key: 'barcode', label: 'Barkod' };
const resellerFilter: FilterDef = { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' };

/** Spec 3 §2.9 the dealer's list: its status filter only (the server keeps it to the dealer's own tickets). */
export const MY_FAULTY_FILTERS: FilterDef[] = [statusFilter];

/** Spec 3 §2.9 the supplier's filters (keys: supplyFaultyFilterSchema's); the notification is a moment, so its range has times. */
export const SUPPLY_FAULTY_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'createDateStart', label: 'Bildirim Başlangıç Tarihi', withTime: true },
  { kind: 'date', key: 'createDateEnd', label: 'Bildirim Bitiş Tarihi', withTime: true },
  statusFilter,
  serialFilter,
  barcodeFilter,
  resellerFilter,
];

const byName = (items: { id: number; name: string }[]): Option[] => items.map((i) => ({ value: String(i.id), label: i.name }));

/**
 * Spec 3 §2.9 the admin's filters (keys: faultySearchFilterSchema's): the sale date is a day, the
 * categories the catalogue's own lookups (TTG_ADMIN reads them on the product screens), the
 * sub-categories those of the chosen category; then the status and the column filters.
 */
export const FAULTY_SEARCH_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'saleDateStart', label: 'Satış Başlangıç Tarihi' },
  { kind: 'date', key: 'saleDateEnd', label: 'Satış Bitiş Tarihi' },
  { kind: 'select', key: 'categoryId', label: 'Kategori', options: async () => byName(await fetchCategories()), failedText: LOOKUP_LOAD_MSG.categories },
  {
    kind: 'select',
    key: 'subCategoryId',
    label: 'Alt Kategori',
    dependsOn: ['categoryId'],
    requiresDependencies: true,
    options: async (values) => (values.categoryId ? byName(await fetchSubCategories(values.categoryId)) : []),
    failedText: LOOKUP_LOAD_MSG.subCategories,
  },
  statusFilter,
  serialFilter,
  barcodeFilter,
  resellerFilter,
  { kind: 'text', key: 'supplyCode', label: 'Tedarikçi Kodu' },
];

const isWaiting = (r: FaultyTicket) => r.faultyProductInfoStatus === 'WAITING';

const detailAction = (onDetail: (r: FaultyTicket) => void, prefix: string): RowAction<FaultyTicket> => ({
  label: FAULTY_MSG.detail,
  onClick: onDetail,
  testId: (r) => `${prefix}-detail-${r.id}`,
});

// A 390 px card keeps when, what, and its state; the rest is on desktop, in the detail and the file.
const WHEN = { width: '9rem' };
const CODE = { width: '9rem', hideOnPhone: true };

/** /faultyProductList 'Arızalı Ürün Bildirimlerim': the dealer's own tickets, newest first, 10 a page. */
export function myFaultyView(onDetail: (r: FaultyTicket) => void): ListView<typeof myFaultyList> {
  return {
    list: myFaultyList,
    queryKey: faultyKeys.lists(),
    filters: MY_FAULTY_FILTERS,
    debounceMs: FAULTY_FILTER_DEBOUNCE_MS,
    columns: {
      createDateTime: WHEN,
      serialNo: { width: '10rem' },
      brand: { width: '7rem', hideOnPhone: true },
      supply: { width: '11rem', hideOnPhone: true },
      saleDate: { width: '7rem', hideOnPhone: true },
      status: { width: '7rem' },
    },
    rowKey: (r) => r.id,
    rowActions: [detailAction(onDetail, 'faulty')],
  };
}

export interface SupplyFaultyHandlers {
  onDetail: (r: FaultyTicket) => void;
  onReject: (r: FaultyTicket) => void;
  onApprove: (r: FaultyTicket) => void;
}

/** /faultyProductExchange 'Bildirilen Arızalı Ürünler': the supply's tickets; a decision only while WAITING (spec 3 §4). */
export function supplyFaultyView(h: SupplyFaultyHandlers): ListView<typeof supplyFaultyList> {
  return {
    list: supplyFaultyList,
    queryKey: faultyKeys.lists(),
    filters: SUPPLY_FAULTY_FILTERS,
    debounceMs: FAULTY_FILTER_DEBOUNCE_MS,
    columns: {
      createDateTime: WHEN,
      reseller: { width: '12rem' },
      serialNo: { width: '10rem' },
      barcode: CODE,
      saleDate: { width: '7rem', hideOnPhone: true },
      status: { width: '7rem' },
    },
    rowKey: (r) => r.id,
    rowActions: [
      detailAction(h.onDetail, 'faulty'),
      { label: FAULTY_MSG.reject, color: 'danger', visible: isWaiting, onClick: h.onReject, testId: (r) => `faulty-reject-${r.id}` },
      { label: FAULTY_MSG.approve, color: 'success', visible: isWaiting, onClick: h.onApprove, testId: (r) => `faulty-approve-${r.id}` },
    ],
  };
}

/** /faultyProductSearch: every ticket, newest first, 10 a page, searched 2 s after the last filter change (spec 3 §9), Excel export. */
export function faultySearchView(onDetail: (r: FaultyTicket) => void): ListView<typeof faultySearchList> {
  return {
    list: faultySearchList,
    queryKey: faultyKeys.lists(),
    filters: FAULTY_SEARCH_FILTERS,
    debounceMs: FAULTY_FILTER_DEBOUNCE_MS,
    columns: {
      createDateTime: WHEN,
      reseller: { width: '12rem' },
      supply: { width: '11rem', hideOnPhone: true },
      serialNo: { width: '10rem' },
      barcode: CODE,
      brand: { width: '7rem', hideOnPhone: true },
      subCategory: { width: '8rem', hideOnPhone: true },
      saleDate: { width: '7rem', hideOnPhone: true },
      status: { width: '7rem' },
      description: { width: '14rem', hideOnPhone: true },
    },
    rowKey: (r) => r.id,
    rowActions: [detailAction(onDetail, 'faulty')],
  };
}
