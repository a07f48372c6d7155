/**
 * The text of a typed date (DateField): shown and typed as the portal shows dates, DD-MM-YYYY
 * (spec 1 §9) with HH:mm after it when the field takes a time, kept as the ISO local value the
 * forms and filters hold ('YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'). The browser's own date input showed
 * the browser's locale instead (MM/DD/YYYY on an English desktop: 01/02 read the wrong way round).
 */
import { formatDate, formatDateTime } from '../../shared/format.js';

/** What the field shows while empty: Gün-Ay-Yıl, Saat:Dakika. */
export const datePlaceholder = (withTime: boolean) => (withTime ? 'GG-AA-YYYY SS:DD' : 'GG-AA-YYYY');

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2})?/;

/** An ISO local value → the text shown, as the portal formats dates (shared/format.ts; '' stays ''; the time dropped by a date-only field). */
export const dateEntryText = (iso: string, withTime: boolean): string => (withTime ? formatDateTime(iso) : formatDate(iso));

/**
 * What was typed → the text shown: its digits put into DD-MM-YYYY HH:mm as far as they go (any
 * separator typed, a dot or a slash, is the same as none), so '01032025' and '01.03.2025' both
 * read 01-03-2025. A pasted ISO value ('2025-03-01', the format of the API and of the old input)
 * is turned round whole.
 */
export function maskDateEntry(typed: string, withTime: boolean): string {
  const pasted = ISO.exec(typed.trim());
  if (pasted) return dateEntryText(pasted[0], withTime);
  const digits = typed.replace(/\D/g, '').slice(0, withTime ? 12 : 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8), digits.slice(8, 10), digits.slice(10, 12)];
  const seps = ['', '-', '-', ' ', ':'];
  return parts.reduce((text, part, k) => (part ? text + seps[k] + part : text), '');
}

export type DateEntry =
  | { kind: 'empty' }
  | { kind: 'partial' }
  /** A complete text that names no day (31-02-2025, 25:00). */
  | { kind: 'invalid' }
  | { kind: 'early' | 'late' }
  | { kind: 'date'; iso: string };

/** The typed text's meaning: a whole valid date (its ISO value), or why not; `min`/`max` as the field's ISO bounds. */
export function readDateEntry(text: string, withTime: boolean, min?: string, max?: string): DateEntry {
  if (!text) return { kind: 'empty' };
  const m = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (!m || (withTime && m[4] === undefined) || (!withTime && m[4] !== undefined)) return { kind: 'partial' };
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth) return { kind: 'invalid' };
  if (withTime && (Number(m[4]) > 23 || Number(m[5]) > 59)) return { kind: 'invalid' };
  const iso = `${m[3]}-${m[2]}-${m[1]}${withTime ? `T${m[4]}:${m[5]}` : ''}`;
  // ISO local values of one shape compare as text; a bound is cut (or padded) to the field's shape.
  const shape = (bound: string) => (withTime ? (bound.length >= 16 ? bound.slice(0, 16) : `${bound.slice(0, 10)}T00:00`) : bound.slice(0, 10));
  if (min && iso < shape(min)) return { kind: 'early' };
  if (max && iso > shape(max)) return { kind: 'late' };
  return { kind: 'date', iso };
}

/** The field's own message for a text that is not a date it takes (none while empty or being typed). */
export function dateEntryError(entry: DateEntry, withTime: boolean, min?: string, max?: string): string | undefined {
  if (entry.kind === 'invalid') return `Geçerli bir tarih girin (${datePlaceholder(withTime)}).`;
  if (entry.kind === 'early' && min) return `Tarih ${dateEntryText(min, withTime)} veya sonrası olmalı.`;
  if (entry.kind === 'late' && max) return `Tarih ${dateEntryText(max, withTime)} veya öncesi olmalı.`;
  return undefined;
}
