import { Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { type ExportCell, isTypedCell } from '../../shared/export-cells.js';
import { toDate } from '../../shared/format.js';

/**
 * A streaming xlsx writer for big exports: rows are written as they come (from a keyset
 * cursor), deflated and zipped on the fly, so memory stays flat for millions of rows.
 * One sheet named 'data' (spec 1 §9), fixed column widths, a bold header row; strings are
 * inline and guarded against formula injection; numbers are numbers, money a number in a
 * 2-decimal format and dates real date cells shown DD.MM.YYYY (spec 3 §9, shared/export-cells.ts).
 */
export interface XlsxColumn {
  header: string;
  /** Width in characters (fixed, spec 2 §9). */
  width: number;
}
export type XlsxCell = ExportCell;

/** A cell a spreadsheet program could read as a formula gets a leading apostrophe. */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

// XML 1.0 forbids most control characters; drop them instead of writing a broken file.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const xml = (text: string) =>
  text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** styles.xml's cellXfs: 0 plain, 1 the bold header, then the typed cells' number formats. */
const STYLE = { money: ' s="2"', date: ' s="3"' } as const;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Excel's day number of a date, its time of day in the fraction, as the formatters read it (local time). */
export function excelDay(value: string): number | null {
  const d = toDate(value);
  if (!d) return null;
  return (Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()) - EXCEL_EPOCH) / 86_400_000;
}

function cellXml(value: XlsxCell, ref: string, style = ''): string {
  if (value === null || value === undefined || value === '') return '';
  if (isTypedCell(value)) {
    const n = value.kind === 'date' ? excelDay(value.value) : value.value;
    return n !== null && Number.isFinite(n) ? `<c r="${ref}"${STYLE[value.kind]}><v>${n}</v></c>` : '';
  }
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}"${style} t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xml(escapeFormula(value))}</t></is></c>`;
}

export function rowXml(cells: XlsxCell[], rowNumber: number, style = ''): string {
  return `<row r="${rowNumber}">${cells.map((v, i) => cellXml(v, `${columnName(i)}${rowNumber}`, style)).join('')}</row>`;
}

const STATIC_FILES: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'xl/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="dd\\.mm\\.yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
};

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** One zip member, deflated, with a data descriptor (sizes known only at the end). */
async function* member(name: string, chunks: AsyncIterable<string> | Iterable<string>, entries: Entry[], offset: { at: number }) {
  const nameBuf = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0808, 6); // data descriptor + UTF-8 names
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt16LE(nameBuf.length, 26);
  const entry: Entry = { name: nameBuf, crc: 0, compressed: 0, size: 0, offset: offset.at };
  yield Buffer.concat([header, nameBuf]);
  offset.at += 30 + nameBuf.length;

  const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const drain = function* () {
    while (out.length) {
      const b = out.shift()!;
      entry.compressed += b.length;
      yield b;
    }
  };
  let pending: string[] = [];
  let pendingLength = 0;
  const flushPending = async () => {
    const data = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    pendingLength = 0;
    entry.crc = crc32(data, entry.crc);
    entry.size += data.length;
    await new Promise<void>((resolve, reject) => deflate.write(data, (e) => (e ? reject(e) : resolve())));
  };
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingLength += chunk.length;
    if (pendingLength >= 256 * 1024) {
      await flushPending();
      yield* drain();
    }
  }
  await flushPending();
  // 'end' (not end()'s callback) is when the last compressed bytes have been emitted.
  const ended = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  deflate.end();
  await ended;
  yield* drain();
  offset.at += entry.compressed;

  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc >>> 0, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  yield descriptor;
  offset.at += 16;
  entries.push(entry);
}

function centralDirectory(entries: Entry[], start: number): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(0x0808, 8);
    h.writeUInt16LE(8, 10);
    h.writeUInt32LE(e.crc >>> 0, 16);
    h.writeUInt32LE(e.compressed, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt32LE(e.offset, 42);
    parts.push(h, e.name);
  }
  const dir = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([dir, end]);
}

async function* sheetXml(columns: XlsxColumn[], rows: AsyncIterable<XlsxCell[]>) {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`;
  yield rowXml(
    columns.map((c) => c.header),
    1,
    ' s="1"',
  );
  let n = 1;
  for await (const row of rows) yield rowXml(row, ++n);
  yield '</sheetData></worksheet>';
}

/** The xlsx file as a stream of bytes. */
export function xlsxStream(columns: XlsxColumn[], rows: AsyncIterable<XlsxCell[]>): Readable {
  async function* zip() {
    const entries: Entry[] = [];
    const offset = { at: 0 };
    for (const [name, body] of Object.entries(STATIC_FILES)) yield* member(name, [body], entries, offset);
    yield* member('xl/worksheets/sheet1.xml', sheetXml(columns, rows), entries, offset);
    yield centralDirectory(entries, offset.at);
  }
  return Readable.from(zip(), { objectMode: false });
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content-Disposition for a Turkish file name (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
