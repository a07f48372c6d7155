import * as XLSX from 'xlsx';
import { CATALOGUE_MSG, PRODUCT_EXCEL_COLUMNS, PRODUCT_EXCEL_MAX_ROWS } from '../../shared/catalogue.js';
import type { ProductExcelRow } from '../../shared/contract/models.js';
import { MSG } from '../../shared/messages.js';
import { validationError } from '../lib/app-error.js';

export type SheetRow = ProductExcelRow & { rowNumber: number };

const refuse = (message: string) => validationError([{ field: 'file', message }]);
const missingColumn = (header: string) => `'${header}' sütunu bulunamadı.`;

/** Header and name comparison: trimmed, single spaces, Turkish lower case with i/ı alike. */
export const foldText = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A cell as the text the user typed: numbers in full (a barcode 8690000000001 stays
 * digits, never 8.69E+12), date cells as yyyymmdd, empty as null. Formulas are not
 * evaluated: only the value the file carries is read.
 */
function cellText(cell: XLSX.CellObject | undefined, date1904: boolean): string | null {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z') return null;
  let text: string;
  if (cell.t === 'n' && typeof cell.v === 'number') {
    const v = cell.v;
    if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
      const d = XLSX.SSF.parse_date_code(v, { date1904 });
      text = d ? `${pad(d.y, 4)}${pad(d.m)}${pad(d.d)}` : String(v);
    } else {
      text = Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(0) : String(v);
    }
  } else if (cell.t === 'd' && cell.v instanceof Date) {
    const d = cell.v;
    text = `${pad(d.getFullYear(), 4)}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
  } else if (cell.t === 'b') {
    text = cell.v ? 'TRUE' : 'FALSE';
  } else if (cell.t === 'e') {
    text = cell.w ?? '#HATA';
  } else {
    text = String(cell.v);
  }
  text = text.trim();
  return text === '' ? null : text;
}

function openWorkbook(data: Buffer): XLSX.WorkBook {
  try {
    return XLSX.read(data, {
      type: 'buffer',
      // Values only: no formulas kept or computed, no HTML, no styles or macros.
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: true,
      cellStyles: false,
      bookVBA: false,
      // Header + the most rows allowed + one to notice that there are more.
      sheetRows: PRODUCT_EXCEL_MAX_ROWS + 2,
    });
  } catch {
    throw refuse(MSG.spreadsheetUnreadable);
  }
}

/**
 * The first sheet of a product spreadsheet as rows of text keyed by field. The header row
 * (the sheet's first row) must name every column of PRODUCT_EXCEL_COLUMNS, in any order;
 * blank rows are skipped; rowNumber is the row's number in the sheet.
 */
export function readProductSheet(data: Buffer): SheetRow[] {
  const workbook = openWorkbook(data);
  const sheet = workbook.SheetNames.length ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw refuse(MSG.spreadsheetUnreadable);
  const date1904 = !!workbook.Workbook?.WBProps?.date1904;
  const ref = sheet['!ref'];
  if (!ref) throw validationError(PRODUCT_EXCEL_COLUMNS.map(([header]) => ({ field: 'file', message: missingColumn(header) })));
  const range = XLSX.utils.decode_range(ref);

  const columnOf = new Map<string, number>();
  for (let c = range.s.c; c <= range.e.c; c++) {
    const text = cellText(sheet[XLSX.utils.encode_cell({ r: range.s.r, c })], date1904);
    if (text && !columnOf.has(foldText(text))) columnOf.set(foldText(text), c);
  }
  const missing = PRODUCT_EXCEL_COLUMNS.filter(([header]) => !columnOf.has(foldText(header)));
  if (missing.length) throw validationError(missing.map(([header]) => ({ field: 'file', message: missingColumn(header) })));

  const rows: SheetRow[] = [];
  let lastRowBlank = true;
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const row = { rowNumber: r + 1 } as SheetRow;
    let blank = true;
    for (const [header, field] of PRODUCT_EXCEL_COLUMNS) {
      const value = cellText(sheet[XLSX.utils.encode_cell({ r, c: columnOf.get(foldText(header))! })], date1904);
      row[field] = value;
      blank &&= value === null;
    }
    lastRowBlank = blank;
    if (!blank) rows.push(row);
    if (rows.length > PRODUCT_EXCEL_MAX_ROWS) throw refuse(CATALOGUE_MSG.spreadsheetTooManyRows);
  }
  // The read stopped at sheetRows while rows went on: more than allowed (the rows beyond were never read).
  const fullRef = sheet['!fullref'];
  if (fullRef && XLSX.utils.decode_range(fullRef).e.r > range.e.r && !lastRowBlank) throw refuse(CATALOGUE_MSG.spreadsheetTooManyRows);
  return rows;
}
