import { saveFile } from '../../lib/save-file.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A text that a spreadsheet would run as a formula gets a leading apostrophe (CSV/formula injection). */
export const escapeCell = (value: string | number) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Column width in characters: the longest text of the column, within 10–50. */
const widthOf = (cells: (string | number)[]) => Math.min(50, Math.max(10, ...cells.map((c) => String(c).length + 2)));

/** The sample workbook (sheet 'data') as bytes; SheetJS loads only when a sample is asked for. */
export async function buildSampleFile(headers: string[], rows: (string | number)[][]): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const table = [headers, ...rows].map((r) => r.map(escapeCell));
  const sheet = XLSX.utils.aoa_to_sheet(table);
  sheet['!cols'] = headers.map((_, c) => ({ wch: widthOf(table.map((r) => r[c] ?? '')) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'data');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** Builds a sample spreadsheet in the browser and saves it under `fileName`. */
export async function downloadSampleFile(fileName: string, headers: string[], rows: (string | number)[][]): Promise<void> {
  const bytes = await buildSampleFile(headers, rows);
  saveFile(new Blob([bytes], { type: XLSX_MIME }), fileName);
}
