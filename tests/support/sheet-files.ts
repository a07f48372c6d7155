import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { PRODUCT_EXCEL_COLUMNS } from '../../src/shared/catalogue.js';
import { type XlsxCell, xlsxStream } from '../../src/server/lib/xlsx-writer.js';

/**
 * Real spreadsheet files for upload tests and benchmarks: big sheets written by the app's
 * own streaming xlsx writer, and hostile zips (bombs, directories that lie).
 */
export async function xlsxBuffer(headers: string[], rows: Iterable<XlsxCell[]> | AsyncIterable<XlsxCell[]>): Promise<Buffer> {
  async function* all() {
    for await (const row of rows) yield row;
  }
  const parts: Buffer[] = [];
  for await (const chunk of xlsxStream(
    headers.map((header) => ({ header, width: 20 })),
    all(),
  ))
    parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

export const PRODUCT_HEADERS = PRODUCT_EXCEL_COLUMNS.map(([header]) => header);

/** `count` product rows for the given names; barcodes start at `firstBarcode`. */
export function* productRows(count: number, names: { category: string; subCategory: string; brand: string }, firstBarcode = 8_691_000_000_000): Generator<XlsxCell[]> {
  for (let i = 0; i < count; i++) {
    yield [
      names.category,
      names.subCategory,
      names.brand,
      `Toplu Ürün ${i + 1}`,
      String(firstBarcode + i),
      'Sağlam, darbeye dayanıklı aksesuar.',
      'Türkiye',
      'AÇIK',
      i % 3 === 0 ? 'EVET' : 'HAYIR',
      '20260601',
      20,
      '100,50',
      null,
      120,
      149.9,
    ];
  }
}

interface Member {
  name: string;
  /** Deflated bytes and the true sizes. */
  deflated: Buffer;
  crc: number;
  size: number;
  /** What the directory claims (a lie when it differs from `size`). */
  declaredSize?: number;
}

export function member(name: string, text: string): Member {
  const data = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
}

/** A zip of the given members (local headers + central directory). */
export function zipOf(members: Member[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const name = Buffer.from(m.name, 'utf8');
    const declared = m.declaredSize ?? m.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(m.crc >>> 0, 14);
    local.writeUInt32LE(m.deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(8, 10);
    head.writeUInt32LE(m.crc >>> 0, 16);
    head.writeUInt32LE(m.deflated.length, 20);
    head.writeUInt32LE(declared, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    central.push(head, name);
    parts.push(local, name, m.deflated);
    offset += 30 + name.length + m.deflated.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

const WORKBOOK_PARTS = [
  member(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  ),
  member(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ),
  member(
    'xl/workbook.xml',
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  member(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ),
];

/**
 * An xlsx whose one sheet inflates to about `unpackedBytes` of identical rows (a zip bomb:
 * a few hundred KB on the wire). `lie`: the directory claims a small size, so only the
 * inflating read can catch it; `headers`: a first row that passes the header check.
 */
export async function zipBombXlsx(unpackedBytes: number, opts: { lie?: boolean; headers?: string[] } = {}): Promise<Buffer> {
  const headerRow = opts.headers ? `<row>${opts.headers.map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`).join('')}</row>` : '';
  const head = Buffer.from(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${headerRow}`);
  const row = '<row><c t="inlineStr"><is><t>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA</t></is></c></row>';
  const block = Buffer.from(row.repeat(Math.ceil((1 << 20) / row.length)));
  const tail = Buffer.from('</sheetData></worksheet>');
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve) => deflate.once('end', resolve));
  let crc = crc32(head);
  let size = head.length;
  deflate.write(head);
  while (size + block.length < unpackedBytes) {
    crc = crc32(block, crc);
    size += block.length;
    if (!deflate.write(block)) await new Promise((r) => deflate.once('drain', r));
  }
  crc = crc32(tail, crc);
  size += tail.length;
  deflate.end(tail);
  await done;
  const sheet: Member = { name: 'xl/worksheets/sheet1.xml', deflated: Buffer.concat(out), crc, size, declaredSize: opts.lie ? 200_000 : size };
  return zipOf([...WORKBOOK_PARTS, sheet]);
}

/** A minimal xlsx with the given sheet XML rows (`<row>…</row>` text), for reader edge cases. */
export function xlsxOfSheetXml(rowsXml: string, extra: Member[] = []): Buffer {
  return zipOf([
    ...WORKBOOK_PARTS,
    member('xl/worksheets/sheet1.xml', `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`),
    ...extra,
  ]);
}

/** An xlsx whose cells are all shared strings (as Excel writes them): row i holds string i. */
export function xlsxWithSharedStrings(header: string, strings: string[]): Buffer {
  const all = [header, ...strings];
  const sst = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${all.length}">${all.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`;
  const rows = all.map((_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c></row>`).join('');
  return zipOf([
    ...WORKBOOK_PARTS.filter((p) => p.name !== 'xl/_rels/workbook.xml.rels'),
    member(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    ),
    member('xl/worksheets/sheet1.xml', `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`),
    member('xl/sharedStrings.xml', sst),
  ]);
}
