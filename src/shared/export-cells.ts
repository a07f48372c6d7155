/**
 * Typed cells of the xlsx exports (spec 3 §9: money with 2 decimals, Excel dates DD.MM.YYYY):
 * a number stays a number, money is a number written with a 2-decimal format, a date is a real
 * date cell shown DD.MM.YYYY (its time of day kept in the value). Declared beside a list's
 * columns (`exportCell`), written by the server's xlsx writer.
 */
export type TypedCell = { kind: 'money'; value: number } | { kind: 'date'; value: string };
export type ExportCell = string | number | boolean | null | undefined | TypedCell;

/** Money as a number (2-decimal format); nothing for no value. */
export function moneyCell(value: number | string | null | undefined): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? { kind: 'money', value: n } : null;
}

/** A date or a date-time (ISO text, as the answers carry them) as a date cell; nothing for no value. */
export const dateCell = (value: string | null | undefined): ExportCell => (value ? { kind: 'date', value } : null);

export const isTypedCell = (cell: ExportCell): cell is TypedCell => typeof cell === 'object' && cell !== null;
