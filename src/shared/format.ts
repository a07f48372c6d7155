/**
 * Digits with comma thousands and `decimals` places, as Intl.NumberFormat('en-US') writes them
 * (format.test.ts compares them): the number's shortest decimal form rounded half away from zero
 * (so 9.995 is 10.00, not toFixed's 9.99), the sign kept as Intl keeps it. By hand: an Intl
 * formatter costs tens of milliseconds to make on a phone, and the storefront's first cards
 * waited for it.
 */
function grouped(n: number, decimals: number, separator = ','): string {
  let plain = String(Math.abs(n));
  // 1.0000005e+21 → 1000000500000000000000 (below 1e-6 the exponent form rounds to zeros anyway).
  const exp = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(plain);
  if (exp) plain = (exp[1] + (exp[2] ?? '')).padEnd(Number(exp[3]) + 1, '0');
  let fixed: string;
  if (plain.includes('e')) fixed = Math.abs(n).toFixed(decimals);
  else {
    const [whole, frac = ''] = plain.split('.');
    const kept = whole + frac.slice(0, decimals).padEnd(decimals, '0');
    const digits = frac.charCodeAt(decimals) >= 53 ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
    const cut = digits.length - decimals;
    fixed = decimals ? `${digits.slice(0, cut)}.${digits.slice(cut)}` : digits;
  }
  const dot = fixed.indexOf('.');
  const whole = dot < 0 ? fixed : fixed.slice(0, dot);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, separator)}${dot < 0 ? '' : fixed.slice(dot)}`;
}

/** Money: lira symbol, 2 decimals, comma thousands (spec 1 §9): ₺1,234.50 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  return `₺${grouped(n, 2)}`;
}

/** Quantities with comma thousands. */
export function formatQuantity(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : grouped(value, 0);
}

/** A whole number as Turkish text writes it, dot thousands (as toLocaleString('tr-TR')): 1.338 ürün. */
export const formatTrCount = (value: number) => grouped(value, 0, '.');

/** Tax ratio shown with % (spec 1 §9). */
export const formatPercent = (value: number | null | undefined) => (value === null || value === undefined ? '' : `%${value}`);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as dayjs reads one, in local time: a string with no zone ('2026-11-21',
 * '2026-11-21T10:00:00') is that local time, one ending in Z (or another form Date reads) is that
 * instant. Formatting by hand keeps dayjs (and its locale) out of every screen that shows a date
 * or a price; format.test.ts checks the results against dayjs's.
 */
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The Date a formatter reads (also the xlsx writer's date cells, which show the same day). */
export function toDate(value: string | Date): Date | null {
  let d: Date;
  if (value instanceof Date) d = value;
  else {
    const m = /Z$/i.test(value) ? null : LOCAL.exec(value);
    d = m ? new Date(+m[1], (m[2] ? +m[2] : 1) - 1, m[3] ? +m[3] : 1, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), +(m[7] ?? '0').slice(0, 3)) : new Date(value);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

type Part = 'DD' | 'MM' | 'YYYY' | 'YY' | 'HH' | 'mm' | 'ss';
const PART: Record<Part, (d: Date) => string> = {
  DD: (d) => pad(d.getDate()),
  MM: (d) => pad(d.getMonth() + 1),
  YYYY: (d) => String(d.getFullYear()).padStart(4, '0'),
  YY: (d) => String(d.getFullYear()).slice(-2),
  HH: (d) => pad(d.getHours()),
  mm: (d) => pad(d.getMinutes()),
  ss: (d) => pad(d.getSeconds()),
};

const formatter = (pattern: string) => (value: string | Date | null | undefined) => {
  const d = value ? toDate(value) : null;
  return d ? pattern.replace(/YYYY|YY|DD|MM|HH|mm|ss/g, (part) => PART[part as Part](d)) : '';
};

/** Display date DD-MM-YYYY (spec 1 §9). */
export const formatDate = formatter('DD-MM-YYYY');
export const formatDateTime = formatter('DD-MM-YYYY HH:mm');
/** A clock time HH:mm. */
export const formatClock = formatter('HH:mm');
/** Short list date dd.mm.yy (spec 2 §9). */
export const formatShortDate = formatter('DD.MM.YY');
/** Turkish-locale body format for searches 'dd.mm.yyyy hh:mm:ss' (spec 2 §3). */
export const formatTrDateTime: (value: string | Date) => string = formatter('DD.MM.YYYY HH:mm:ss');
