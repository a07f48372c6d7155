import type { FilterDef } from '../../ui/list/list-types.js';

/** Spec 2 §3 Transfer filter: the move's date range, a serial, a barcode (both scannable) and the other reseller. */
const common: FilterDef[] = [
  { kind: 'date', key: 'saleDateStart', label: 'Başlangıç Tarihi' },
  { kind: 'date', key: 'saleDateEnd', label: 'Bitiş Tarihi' },
  { kind: 'scan', key: 'serialNo', label: 'Seri No' },
  { kind: 'scan', key: 'barcode', label: 'Barkod' },
];

/** /mySerialTransfers: the other side is the reseller that transferred to me. */
export const TO_ME_FILTERS: FilterDef[] = [...common, { kind: 'text', key: 'transferredResellerCode', label: 'Devreden Bayi Kodu' }];

/** /serialTransfersFromMe: the other side is the reseller that received from me. */
export const FROM_ME_FILTERS: FilterDef[] = [...common, { kind: 'text', key: 'resellerCode', label: 'Devralan Bayi Kodu' }];
