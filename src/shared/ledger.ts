import { z } from 'zod';

/**
 * The serial ledger's screens (spec 2 §2.10–2.12, §5, §8, §9; spec 3 §2.1): texts, caps and
 * the date rules the forms and the server share.
 */

const DAY_MS = 86_400_000;

/**
 * Excel caps. The spec's millisecond figures (27,648,000 and 80,352,000) are a hundredth of the
 * day counts its messages state ('bir aydan', 'üç aydan'): we enforce the days — 32 for
 * distribution, 93 for transfers and invoices — in the form and on the server (docs/serials-and-stock.md).
 */
export const DISTRIBUTION_EXPORT_MAX_MS = 32 * DAY_MS;
export const TRANSFER_EXPORT_MAX_MS = 93 * DAY_MS;
/** Spec 2 §5 stock search: the start may pass the end by at most 20 hours (a day picked as start and end). */
export const STOCK_START_TOLERANCE_MS = 20 * 3_600_000;

/** Spec 2 §9: modal accessory tables 5 rows, options 5, 10, 15. */
export const DETAIL_PAGE_SIZES = [5, 10, 15];

export const DISTRIBUTION_TYPES = ['INVOICE', 'WAYBILL', 'TECHNICAL_SERVICE_CHANGE'] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];
export const DISTRIBUTION_TYPE_LABELS: Record<DistributionType, string> = {
  INVOICE: 'Fatura',
  WAYBILL: 'İrsaliye',
  TECHNICAL_SERVICE_CHANGE: 'Teknik Servis Değişimi',
};

// RETURNED: a faulty unit back with its supplier after an approved replacement (issue 32).
export const UNIT_STATUSES = ['IN_STOCK', 'SOLD', 'RETURNED'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = { IN_STOCK: 'Stokta', SOLD: 'Satıldı', RETURNED: 'Tedarikçiye İade Edildi' };

export const LEDGER_FILES = {
  distribution: 'Distribütör Dağıtım Bilgileri.xlsx',
  supplyInvoices: 'Tedarikçi Faturaları.xlsx',
  stock: 'Stoğumdaki Ürünler.xlsx',
  toMe: 'Bana Devredilen Seri Numaralar.xlsx',
  fromMe: 'Devrettiğim Seri Numaralar.xlsx',
  transferSample: 'Bayi Seri No Devir Örnek.xlsx',
} as const;

/** The transfer upload's one column (spec 2 §2.11). */
export const TRANSFER_SERIAL_COLUMN = 'Aksesuar Seri Numara';
export const TRANSFER_MAX_ROWS = 50_000;
export const TRANSFER_MAX_BYTES = 10_000_000;

export const LEDGER_MSG = {
  empty: 'İşlem bulunamadı',
  searchOrder: 'Aramak için başlangıç tarihi bitiş tarihinden önce olmalıdır.',
  exportOrder: 'Başlangıç tarihi bitiş tarihinden önce olmalıdır.',
  exportNeedsDates: 'Excel almak için tarih alanları dolu olmalıdır.',
  exportOverMonth: 'Excel almak için tarih aralığı bir aydan fazla olmamalıdır.',
  // The spec gives this message's sense only ('the range must not exceed three months').
  exportOverThreeMonths: 'Excel almak için tarih aralığı üç aydan fazla olmamalıdır.',
  distributionFailed: 'Satış bilgisi getirme başarısız.',
  distributionExportFailed: 'Dağıtım bilgisi getirme başarısız.',
  accessoryFailed: 'Aksesuar bilgisi getirme başarısız',
  transferFailed: 'Devir bilgisi getirme başarısız',
  stockFailed: 'Stoğumdaki ürünleri getirme başarısız',
  // Ours (the spec names no text for the invoice list's failure): the accessory wording of §8 family.
  invoiceFailed: 'Fatura bilgisi getirme başarısız',
  uploadFailed: 'Bayi Seri No Devir Excel`i Yüklenemedi',
  uploadInvalid: 'Geçersiz Bayi Seri No Devir Excel`i Yüklendi.',
  uploadPartial: 'Hata alan seri numaralar hariç diğer seri numaralar devredildi',
  uploadDone: 'Seri numaralar devredildi.',
  notFoundList: 'Bulunamayan seri numaralar',
  soldList: 'Bayi tarafından satılmış seri numaralar',
  alreadyList: 'Zaten sahip olduğunuz seri numaralar',
  notFoundRecord: 'Kayıt bulunamadı.',
  noReseller: 'Bu işlem için bir bayi ile giriş yapılmalıdır.',
  dateInvalid: 'Geçerli bir tarih giriniz.',
} as const;

/**
 * A date or date-time as a screen picks it ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss]', Istanbul
 * time: Türkiye is UTC+3 all year) or an ISO instant with its zone; the answer is the ISO instant.
 */
export function pickedInstant(value: string): string | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (local) {
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = local;
    const time = Date.UTC(+y, +mo - 1, +d, +h - 3, +mi, +s);
    const back = new Date(time + 3 * 3_600_000);
    // 2026-02-30 is no day.
    if (back.getUTCFullYear() !== +y || back.getUTCMonth() !== +mo - 1 || back.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
    return new Date(time).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A filter's date: the picked text in, the ISO instant out. */
export const pickedTimeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const iso = pickedInstant(v);
    if (iso === null) ctx.addIssue({ code: 'custom', message: LEDGER_MSG.dateInvalid });
    return iso ?? '';
  });

/** The day of a picked date as [start, next day's start) in Istanbul time. */
export function dayRange(iso: string): [string, string] {
  const shifted = new Date(Date.parse(iso) + 3 * 3_600_000);
  const start = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - 3 * 3_600_000;
  return [new Date(start).toISOString(), new Date(start + DAY_MS).toISOString()];
}

const span = (start?: string, end?: string) => (start && end ? Date.parse(end) - Date.parse(start) : null);

/** The on-screen search's rule: a start after its end is refused. */
export function searchOrderRule(start?: string, end?: string, toleranceMs = 0): string | null {
  const s = span(start, end);
  return s !== null && s < -toleranceMs ? LEDGER_MSG.searchOrder : null;
}

/** An export's range rule: both dates, start before end, at most `maxMs`. */
export function exportRangeRule(start: string | undefined, end: string | undefined, maxMs: number, overText: string): string | null {
  const s = span(start, end);
  if (s === null) return LEDGER_MSG.exportNeedsDates;
  if (s < 0) return LEDGER_MSG.exportOrder;
  return s > maxMs ? overText : null;
}
