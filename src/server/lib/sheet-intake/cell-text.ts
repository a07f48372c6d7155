import * as XLSX from 'xlsx';

/**
 * A cell as the text the user typed, the same for xlsx and xls: numbers in full (a
 * barcode 8690000000001 stays digits, never 8.69E+12), date cells as yyyymmdd, empty as
 * null. Formulas are never evaluated: only the value the file carries is read.
 */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const numberText = (v: number) => (Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(0) : String(v));

export const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}${pad(m)}${pad(d)}`;

/** A date serial (days since 1900 or 1904) as yyyymmdd. */
export function serialDateText(serial: number, date1904: boolean): string {
  const d = XLSX.SSF.parse_date_code(serial, { date1904 });
  return d ? ymd(d.y, d.m, d.d) : numberText(serial);
}

/** Built-in number formats that show dates (ECMA-376 §18.8.30 and the locale variants). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

export const isDateFormat = (id: number, code: string | undefined) => (code !== undefined ? XLSX.SSF.is_date(code) : DATE_FORMAT_IDS.has(id));

/**
 * Our exports put an apostrophe before text that a spreadsheet could take for a formula
 * (= + - @ tab CR, see xlsx-writer.ts); coming back, exactly that apostrophe goes again,
 * so export → import → export does not pile them up.
 */
export const unescapeFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** Trimmed text, or null when nothing is left. */
export function finishText(text: string): string | null {
  const trimmed = unescapeFormula(text).trim();
  return trimmed === '' ? null : trimmed;
}
