import * as XLSX from 'xlsx';
import { finishText, numberText, serialDateText, ymd } from './cell-text.js';
import { cellRef, IntakeError } from './intake-error.js';
import type { RowCollector } from './packed-rows.js';

/**
 * The first sheet of a legacy .xls (BIFF) into `collector`. An xls is not compressed, so
 * its size is bounded by the upload cap, and BIFF8 holds at most 65,536 rows; SheetJS
 * reads it (values only) in the worker, stopping one row past the cap.
 */
export function readXls(data: Buffer, caps: { maxRows: number; maxCellChars: number }, collector: RowCollector): void {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: true,
      cellStyles: false,
      bookVBA: false,
      // Header, the rows allowed, one more to notice the excess (blank rows aside, the collector decides).
      sheetRows: caps.maxRows + 2,
    });
  } catch {
    throw new IntakeError({ kind: 'unreadable' });
  }
  const sheet = workbook.SheetNames.length ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw new IntakeError({ kind: 'unreadable' });
  const date1904 = !!workbook.Workbook?.WBProps?.date1904;
  const rows = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  let lastRowBlank = true;
  rows.forEach((row, r) => {
    const cells: (string | null)[] = [];
    row?.forEach((cell, c) => {
      const raw = cellRaw(cell, date1904);
      if (raw === null) return;
      if (raw.length > caps.maxCellChars) throw new IntakeError({ kind: 'cell', ref: cellRef(r, c), max: caps.maxCellChars });
      cells[c] = finishText(raw);
    });
    lastRowBlank = !cells.some((c) => c != null);
    collector.add(r + 1, cells);
  });
  // sheetRows cut the read while the rows went on (blank rows in between kept the
  // collector under its cap): there are more rows than allowed.
  const full = sheet['!fullref'];
  if (full && XLSX.utils.decode_range(full).e.r >= rows.length && !lastRowBlank) throw new IntakeError({ kind: 'rows', max: caps.maxRows });
}

function cellRaw(cell: XLSX.CellObject | undefined, date1904: boolean): string | null {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === 'z') return null;
  if (cell.t === 'n' && typeof cell.v === 'number') {
    return cell.z !== undefined && XLSX.SSF.is_date(cell.z) ? serialDateText(cell.v, date1904) : numberText(cell.v);
  }
  if (cell.t === 'd' && cell.v instanceof Date) return ymd(cell.v.getFullYear(), cell.v.getMonth() + 1, cell.v.getDate());
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return cell.w ?? '#HATA';
  return String(cell.v);
}
