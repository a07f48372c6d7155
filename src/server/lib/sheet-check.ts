import { createHash } from 'node:crypto';
import { TAX_RATIOS } from '../../shared/catalogue.js';
import { MSG } from '../../shared/messages.js';
import { priceStartOf } from '../../shared/prices.js';
import { SHEET_REPORT_ROWS } from '../../shared/spreadsheet.js';
import type { SheetRecord } from './sheet-intake/read-sheet.js';
import type { ExportColumn } from './xlsx-reply.js';

/**
 * What every spreadsheet upload does with its read rows (products, prices): check each
 * row's cells into a verdict, answer a bounded report (the first SHEET_REPORT_ROWS rows
 * of each kind and both totals), download every erroneous row, and fingerprint the
 * verdicts so a save can tell the file it reads again from the one the user saw.
 */

export const SHEET_CELL_MSG = {
  price: 'Sıfır veya daha büyük bir sayı olmalıdır (ör. 1250,50).',
  taxRatio: '1, 8, 18 veya 20 olmalıdır.',
  startDate: 'Tarih yyyyaagg biçiminde (ör. 20250131) geçerli bir tarih olmalıdır.',
} as const;

/** A wrong cell: its field and the message (prefixed with the column's header). */
export type SheetIssue<F extends string> = { field: F; message: string };
export type RowVerdict<F extends string, V> = { ok: true; valid: V } | { ok: false; issues: SheetIssue<F>[] };

const DECIMAL = /^\d+(?:[.,]\d+)?$/;
export const MAX_SHEET_PRICE = 100_000_000;

/** '1250,5' or '1250.50' → 1250.5 (rounded to kuruş); null when not a price. */
export function parseSheetPrice(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Math.round(Number(text.replace(',', '.')) * 100) / 100;
  return value <= MAX_SHEET_PRICE ? value : null;
}

export type SheetTaxRatio = (typeof TAX_RATIOS)[number];
const TAX_SET = new Set<number>(TAX_RATIOS);

/**
 * The issues of one row as they are found. Methods, not closures: no functions are made
 * per row, and 100,000 rows are checked in a few hundred milliseconds.
 */
export class RowIssues<F extends string> {
  readonly list: SheetIssue<F>[] = [];
  constructor(
    private readonly row: SheetRecord<F>,
    private readonly headers: Record<F, string>,
  ) {}

  fail(field: F, message: string) {
    this.list.push({ field, message: `${this.headers[field]}: ${message}` });
  }

  /** The cell's text; a missing one is an issue. */
  required(field: F): string | null {
    const value = this.row[field];
    if (value === null || value === '') this.fail(field, MSG.requiredField);
    return value || null;
  }

  /** A price (≥ 0, at most 2 decimals kept); `optional`: an empty cell is null, not an issue. */
  price(field: F, optional = false): number | null {
    const text = optional ? this.row[field] : this.required(field);
    const value = text ? parseSheetPrice(text) : null;
    if (text && value === null) this.fail(field, SHEET_CELL_MSG.price);
    return value;
  }

  /** A tax ratio: 1, 8, 18 or 20 (required). */
  taxRatio(field: F): SheetTaxRatio | null {
    const text = this.required(field);
    const value = text ? parseSheetPrice(text) : null;
    if (value !== null && TAX_SET.has(value)) return value as SheetTaxRatio;
    if (text) this.fail(field, SHEET_CELL_MSG.taxRatio);
    return null;
  }

  /** A price's start: yyyymmdd → that day 16:00 Istanbul (required). */
  startDate(field: F): Date | null {
    const text = this.required(field);
    const value = text ? priceStartOf(text) : null;
    if (text && !value) this.fail(field, SHEET_CELL_MSG.startDate);
    return value;
  }
}

export type ErroneousRow<R> = R & { errorMaps: Record<string, boolean>; messages: string[] };

/** A wrong row as an answer shows it: its cells, a flag per wrong field and the messages. */
export const erroneousRow = <R>(row: R, issues: readonly SheetIssue<string>[]): ErroneousRow<R> => ({
  ...row,
  errorMaps: Object.fromEntries(issues.map((i) => [i.field, true])),
  messages: issues.map((i) => i.message),
});

/** A check's answer (spec 1 §3): the first accepted and erroneous rows and both totals. */
export interface SheetCheck<R> {
  checkData: R[];
  errorData: ErroneousRow<R>[];
  /** All erroneous rows (the spec's `number`). */
  number: number;
  acceptedCount: number;
}

/** Collects a check's bounded answer, one verdict at a time. */
export class SheetReport<R> {
  readonly answer: SheetCheck<R> = { checkData: [], errorData: [], number: 0, acceptedCount: 0 };

  /** `issues` null: the row is accepted. */
  add(row: R, issues: readonly SheetIssue<string>[] | null) {
    const a = this.answer;
    if (!issues) {
      if (a.acceptedCount++ < SHEET_REPORT_ROWS) a.checkData.push(row);
    } else if (a.number++ < SHEET_REPORT_ROWS) {
      a.errorData.push(erroneousRow(row, issues));
    }
  }
}

/**
 * A fingerprint of every row's cells and verdict. A save reads the file again and
 * compares: a changed cell, a row that passed and now fails (or the other way round,
 * e.g. after a product changed owner) refuses the whole save.
 */
export class VerdictDigest<F extends string> {
  private readonly hash = createHash('sha256');
  constructor(private readonly fields: readonly F[]) {}

  add(row: SheetRecord<F>, accepted: boolean) {
    let line = `${row.rowNumber}\u0001${accepted ? 1 : 0}`;
    for (const field of this.fields) line += row[field] === null ? '\u0002' : `\u0003${row[field]}`;
    this.hash.update(`${line}\u0004`);
  }

  hex(): string {
    return this.hash.digest('hex');
  }
}

export type WrongRow<F extends string> = { row: SheetRecord<F>; issues: SheetIssue<F>[] };

/**
 * Columns of the erroneous-rows download: the upload's own columns (so the fixed rows can
 * go straight back in), then the row number and the messages.
 */
export const erroneousRowColumns = <F extends string>(columns: readonly (readonly [header: string, field: F])[]): ExportColumn<WrongRow<F>>[] => [
  ...columns.map(([header, field]) => ({ header, width: 22, value: (w: WrongRow<F>) => w.row[field] })),
  { header: 'Satır No', width: 10, value: (w) => w.row.rowNumber },
  { header: 'Hata Açıklaması', width: 60, value: (w) => w.issues.map((i) => i.message).join('; ') },
];
