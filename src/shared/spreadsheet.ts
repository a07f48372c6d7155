/**
 * Spreadsheet uploads: the caps both sides know and the texts of a refused file. The
 * server's other caps (unpacked size, ratio, cell length, time) are configuration.
 */
import { formatTrCount } from './format.js';

/** Spec 1 §9: the largest upload, for every spreadsheet screen. */
export const SPREADSHEET_MAX_BYTES = 100_000_000;

/** Rows of each kind shown in an upload's answer; the rest are counted, and downloadable. */
export const SHEET_REPORT_ROWS = 1_000;

const count = formatTrCount;

export const SHEET_MSG = {
  unpacked: 'Excel dosyasının açılmış boyutu izin verilen sınırı aşıyor.',
  tooManyRows: (max: number) => `Excel dosyasında en fazla ${count(max)} satır olabilir.`,
  cellTooLong: (ref: string, max: number) => `${ref} hücresi en fazla ${count(max)} karakter olabilir.`,
  rowTooLong: 'Excel dosyasında okunamayacak kadar uzun bir satır var.',
  missingColumn: (header: string) => `'${header}' sütunu bulunamadı.`,
  timeout: 'Excel dosyası zamanında okunamadı. Lütfen daha küçük bir dosya yükleyiniz.',
  memory: 'Excel dosyası okunamayacak kadar büyük.',
  busy: 'Şu anda başka Excel dosyaları okunuyor. Lütfen biraz sonra tekrar deneyiniz.',
  changedSinceRead: 'Dosya okunduktan sonra onaylanan satırlar değişti. Lütfen dosyayı yeniden yükleyiniz.',
  shownRows: (shown: number, total: number) => `Toplam ${count(total)} satırın ilk ${count(shown)} satırı gösteriliyor.`,
  downloadErrors: 'Hatalı Satırları İndir',
} as const;
