import { finishText, isDateFormat, numberText, serialDateText, ymd } from './cell-text.js';
import { cellRef, IntakeError } from './intake-error.js';
import type { RowCollector } from './packed-rows.js';
import { attribute, decodeText, elementPattern, PendingTooLongError, plainAttribute, runText, scanElements } from './xml-scan.js';
import { inflateEntry, readEntryText, UnpackLimitError } from './zip-entry.js';
import { judgeUnpackedSize, readZipDirectory, type UnpackCaps, type ZipEntry, ZipFormatError } from './zip-directory.js';

export interface XlsxCaps extends UnpackCaps {
  maxCellChars: number;
  /** Characters one unfinished element (a row, a shared string) may hold while streaming. */
  maxPendingChars: number;
}

/** Excel's own limit: columns A … XFD. */
const MAX_COLUMNS = 16_384;
/** Workbook, relationship and style parts are small; a large one is not a spreadsheet we read. */
const MAX_PART_BYTES = 20_000_000;

interface Workbook {
  sheet: ZipEntry;
  sharedStrings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

const normalizePath = (path: string) => {
  const parts: string[] = [];
  for (const p of path.replace(/\\/g, '/').split('/')) {
    if (p === '..') parts.pop();
    else if (p && p !== '.') parts.push(p);
  }
  return parts.join('/');
};
const resolveTarget = (baseDir: string, target: string) => normalizePath(target.startsWith('/') ? target : `${baseDir}/${target}`);

function relationships(xml: string): { id: string; type: string; target: string }[] {
  const out: { id: string; type: string; target: string }[] = [];
  const pattern = elementPattern('Relationship');
  for (let m = pattern.exec(xml); m; m = pattern.exec(xml)) {
    const id = attribute(m[1], 'Id');
    const target = attribute(m[1], 'Target');
    if (id && target) out.push({ id, type: attribute(m[1], 'Type') ?? '', target });
  }
  return out;
}

async function locateWorkbook(data: Buffer, entries: Map<string, ZipEntry>): Promise<Workbook> {
  const part = async (name: string) => {
    const entry = entries.get(name);
    return entry ? readEntryText(data, entry, MAX_PART_BYTES) : null;
  };
  const rootRels = await part('_rels/.rels');
  const officeDoc = rootRels ? relationships(rootRels).find((r) => r.type.endsWith('/officeDocument')) : undefined;
  const workbookPath = officeDoc ? resolveTarget('', officeDoc.target) : 'xl/workbook.xml';
  const workbookXml = await part(workbookPath);
  if (!workbookXml) throw new ZipFormatError('no workbook');
  const baseDir = workbookPath.includes('/') ? workbookPath.slice(0, workbookPath.lastIndexOf('/')) : '';
  const relsXml = await part(`${baseDir ? `${baseDir}/` : ''}_rels/${workbookPath.slice(baseDir ? baseDir.length + 1 : 0)}.rels`);
  const rels = relsXml ? relationships(relsXml) : [];

  const sheetMatch = elementPattern('sheet').exec(workbookXml);
  const sheetRelId = sheetMatch ? (attribute(sheetMatch[1], 'r:id') ?? /\s[\w.-]*:id\s*=\s*"([^"]*)"/.exec(sheetMatch[1])?.[1]) : undefined;
  const sheetRel = rels.find((r) => r.id === sheetRelId);
  const sheet = sheetRel ? entries.get(resolveTarget(baseDir, sheetRel.target)) : undefined;
  if (!sheet) throw new ZipFormatError('no first sheet');
  const byType = (suffix: string) => {
    const rel = rels.find((r) => r.type.endsWith(suffix));
    return rel ? entries.get(resolveTarget(baseDir, rel.target)) : undefined;
  };
  const pr = elementPattern('workbookPr').exec(workbookXml);
  const date1904Attr = pr ? attribute(pr[1], 'date1904') : undefined;
  return { sheet, sharedStrings: byType('/sharedStrings'), styles: byType('/styles'), date1904: date1904Attr === '1' || date1904Attr === 'true' };
}

/** Which cell styles (index into cellXfs) show a date. */
async function dateStyles(data: Buffer, entry: ZipEntry | undefined): Promise<boolean[]> {
  if (!entry) return [];
  const xml = await readEntryText(data, entry, MAX_PART_BYTES);
  const codes = new Map<number, string>();
  const fmt = elementPattern('numFmt');
  for (let m = fmt.exec(xml); m; m = fmt.exec(xml)) {
    const id = Number(attribute(m[1], 'numFmtId'));
    const code = attribute(m[1], 'formatCode');
    if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
  }
  const cellXfs = elementPattern('cellXfs').exec(xml)?.[2] ?? '';
  const styles: boolean[] = [];
  const xf = elementPattern('xf');
  for (let m = xf.exec(cellXfs); m; m = xf.exec(cellXfs)) {
    const id = Number(attribute(m[1], 'numFmtId') ?? 0);
    styles.push(isDateFormat(id, codes.get(id)));
  }
  return styles;
}

async function sharedStrings(data: Buffer, entry: ZipEntry | undefined, caps: XlsxCaps): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  for await (const batch of scanElements(inflateEntry(data, entry, caps.maxUnpackedBytes), 'si', caps.maxPendingChars)) {
    for (const [, inner] of batch) strings.push(inner === undefined ? '' : runText(inner));
  }
  return strings;
}

const CELL = elementPattern('c');
const VALUE = elementPattern('v');
const INLINE = elementPattern('is');

/** Zero-based column of an 'AB12' reference, or -1. */
function columnOf(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return i === 0 ? -1 : column - 1;
}

/**
 * Streams the first sheet of an xlsx into `collector`. Refuses, before inflating, a file
 * whose members claim too much (unpacked total, compression ratio); while inflating, a
 * member that outgrows its claim; while reading, a cell over `maxCellChars`. Every failure
 * is an IntakeError.
 */
export async function readXlsx(data: Buffer, caps: XlsxCaps, collector: RowCollector): Promise<void> {
  try {
    const list = readZipDirectory(data);
    const verdict = judgeUnpackedSize(list, caps);
    if (!verdict.ok) throw new IntakeError({ kind: 'unpacked' });
    const entries = new Map(list.map((e) => [normalizePath(e.name), e]));
    const book = await locateWorkbook(data, entries);
    const styles = await dateStyles(data, book.styles);
    const strings = await sharedStrings(data, book.sharedStrings, caps);

    let rowIndex = -1;
    for await (const batch of scanElements(inflateEntry(data, book.sheet, caps.maxUnpackedBytes), 'row', caps.maxPendingChars)) {
      for (const [attrs, inner] of batch) {
        const r = Number(plainAttribute(attrs, 'r'));
        rowIndex = Number.isInteger(r) && r > rowIndex + 1 ? r - 1 : rowIndex + 1;
        collector.add(rowIndex + 1, inner ? rowCells(inner, rowIndex, caps.maxCellChars, strings, styles, book.date1904) : []);
      }
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    if (error instanceof UnpackLimitError) throw new IntakeError({ kind: 'unpacked' });
    if (error instanceof PendingTooLongError) throw new IntakeError({ kind: 'rowTooLong' });
    throw new IntakeError({ kind: 'unreadable' });
  }
}

/** The cells of one row by column (sparse), trimmed; a cell over `maxCellChars` stops the read. */
function rowCells(inner: string, rowIndex: number, maxCellChars: number, strings: string[], styles: boolean[], date1904: boolean): (string | null)[] {
  const cells: (string | null)[] = [];
  let column = -1;
  CELL.lastIndex = 0;
  for (let m = CELL.exec(inner); m; m = CELL.exec(inner)) {
    const ref = plainAttribute(m[1], 'r');
    const at = ref ? columnOf(ref) : -1;
    // Cells name their column; one without a reference follows the previous cell.
    column = at >= 0 ? at : column + 1;
    if (column >= MAX_COLUMNS) break;
    const raw = cellRaw(m[1], m[2], strings, styles, date1904);
    if (raw === null) continue;
    if (raw.length > maxCellChars) throw new IntakeError({ kind: 'cell', ref: cellRef(rowIndex, column), max: maxCellChars });
    cells[column] = finishText(raw);
  }
  return cells;
}

/** The cell's value as raw text (before trimming), null when it has none. */
function cellRaw(attrs: string, inner: string | undefined, strings: string[], styles: boolean[], date1904: boolean): string | null {
  if (inner === undefined) return null;
  const type = plainAttribute(attrs, 't') ?? 'n';
  if (type === 'inlineStr') {
    const is = INLINE.exec(inner);
    INLINE.lastIndex = 0;
    return is?.[2] !== undefined ? runText(is[2]) : null;
  }
  const v = VALUE.exec(inner);
  VALUE.lastIndex = 0;
  if (!v || v[2] === undefined) return null;
  const text = decodeText(v[2]);
  switch (type) {
    case 's': {
      const s = strings[Number(text)];
      return s ?? null;
    }
    case 'b':
      return text === '1' || text === 'true' ? 'TRUE' : 'FALSE';
    case 'str':
    case 'e':
      return text;
    case 'd': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
      return m ? ymd(Number(m[1]), Number(m[2]), Number(m[3])) : text;
    }
    default: {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n)) return text;
      return styles[Number(plainAttribute(attrs, 's') ?? 0)] ? serialDateText(n, date1904) : numberText(n);
    }
  }
}
