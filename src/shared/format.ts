import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/tr.js';

dayjs.extend(customParseFormat);
dayjs.locale('tr');

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money: lira symbol, 2 decimals, comma thousands (spec 1 §9): ₺1,234.50 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  return `₺${moneyFormat.format(n)}`;
}

/** Quantities with comma thousands. */
export function formatQuantity(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : intFormat.format(value);
}

/** Tax ratio shown with % (spec 1 §9). */
export const formatPercent = (value: number | null | undefined) => (value === null || value === undefined ? '' : `%${value}`);

/** Display date DD-MM-YYYY (spec 1 §9). */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('DD-MM-YYYY') : '');
export const formatDateTime = (value: string | Date | null | undefined) =>
  value ? dayjs(value).format('DD-MM-YYYY HH:mm') : '';
/** Short list date dd.mm.yy (spec 2 §9). */
export const formatShortDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('DD.MM.YY') : '');
/** Turkish-locale body format for searches 'dd.mm.yyyy hh:mm:ss' (spec 2 §3). */
export const formatTrDateTime = (value: string | Date) => dayjs(value).format('DD.MM.YYYY HH:mm:ss');
export const parseTrDateTime = (text: string) => dayjs(text, 'DD.MM.YYYY HH:mm:ss', true);

