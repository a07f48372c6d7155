import { KEY_COLUMNS, keyRowsOf, type KeyRow } from '../../../../shared/distribution-key.js';
import { readHead } from '../../../ui/read-head.js';

/**
 * Reads a reseller distribution key (spec 1 §5): the first sheet, headers in its first row,
 * columns 'Bayi Kodu' and 'Yüzde %'. SheetJS loads only now, never with the first screen.
 * A percent cell formatted as a percentage (0.025 shown as 2,5%) counts as 2.5. Throws when the
 * file cannot be read as a workbook.
 */
export async function readKeyFile(file: Blob): Promise<KeyRow[]> {
  const XLSX = await import('xlsx');
  const book = XLSX.read(await readHead(file, file.size), { type: 'array', cellNF: true, cellDates: false, dense: false });
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet?.['!ref']) return [];
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const cellAt = (r: number, c: number) => sheet[XLSX.utils.encode_cell({ r, c })] as { v?: unknown; t?: string; z?: unknown } | undefined;
  // Headers are compared trimmed: 'Bayi Kodu ' is the same column.
  const columnOf = (name: string) => {
    for (let c = range.s.c; c <= range.e.c; c++) if (String(cellAt(range.s.r, c)?.v ?? '').trim() === name) return c;
    return -1;
  };
  const codeCol = columnOf(KEY_COLUMNS.code);
  const percentCol = columnOf(KEY_COLUMNS.percent);
  if (codeCol < 0 || percentCol < 0) return [];
  const rows: Record<string, unknown>[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const percent = cellAt(r, percentCol);
    const asPercent = percent?.t === 'n' && typeof percent.v === 'number' && typeof percent.z === 'string' && percent.z.includes('%');
    rows.push({
      [KEY_COLUMNS.code]: cellAt(r, codeCol)?.v,
      [KEY_COLUMNS.percent]: asPercent ? Math.round((percent.v as number) * 100 * 1_000_000) / 1_000_000 : percent?.v,
    });
  }
  return keyRowsOf(rows);
}
