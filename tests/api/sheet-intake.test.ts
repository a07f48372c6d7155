import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createSheetIntake, type SheetIntake, type SheetSpec } from '../../src/server/lib/sheet-intake/read-sheet.js';
import { escapeFormula } from '../../src/server/lib/xlsx-writer.js';
import { SHEET_MSG } from '../../src/shared/spreadsheet.js';
import { MSG } from '../../src/shared/messages.js';
import type { UploadedFile } from '../../src/server/plugins/uploads.js';
import { member, xlsxBuffer, xlsxOfSheetXml, xlsxWithSharedStrings, zipBombXlsx, zipOf } from '../support/sheet-files.js';
import { randomBytes } from 'node:crypto';

/**
 * The spreadsheet intake on its own: a worker pool reading real xlsx/xls bytes under the
 * caps. Bombs and oversize cells are refused with the Turkish texts; odd but valid
 * SpreadsheetML (shared strings, prefixes, rich text, date styles) reads right.
 */
const CAPS = {
  maxUnpackedBytes: 50_000_000,
  maxRatio: 200,
  maxCellChars: 100,
  maxPendingChars: 1_000_000,
  workers: 2,
  queue: 4,
  timeoutMs: 30_000,
  workerMemoryMb: 256,
};
const SPEC: SheetSpec<'code' | 'percent'> = {
  columns: [
    ['Bayi Kodu', 'code'],
    ['Yüzde %', 'percent'],
  ],
  maxRows: 5,
};
const xlsx = (data: Buffer): UploadedFile => ({ fileName: 'dosya.xlsx', type: 'xlsx', data });

async function refusal(intake: SheetIntake, file: UploadedFile, spec: SheetSpec<string> = SPEC) {
  try {
    await intake.read(file, spec);
  } catch (error) {
    return (error as { envelope: { status: number; errors: { field?: string; message: string }[] } }).envelope;
  }
  throw new Error('expected a refusal');
}

const records = async (intake: SheetIntake, file: UploadedFile, spec: SheetSpec<string> = SPEC) => {
  const rows = await intake.read(file, spec);
  const out: Record<string, unknown>[] = [];
  await rows.forEach((row) => out.push(row));
  return out;
};

describe('spreadsheet intake', () => {
  const intake = createSheetIntake(CAPS);
  afterAll(() => intake.close());

  it('reads shared strings, inline and rich text, entities, prefixed tags, missing references and date styles', async () => {
    const sst = member(
      'xl/sharedStrings.xml',
      '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Bayi Kodu</t></si><si><r><t>BY</t></r><r><rPr><b/></rPr><t>10001</t></r><rPh><t>x</t></rPh></si><si><t>A&amp;B_x000D_</t></si></sst>',
    );
    const styles = member(
      'xl/styles.xml',
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="14"/></cellXfs></styleSheet>',
    );
    const rels = member(
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    );
    const rows =
      '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>YÜZDE  %</x:t></x:is></x:c></x:row>' +
      '<row r="3"><c t="s"><v>1</v></c><c><v>12.5</v></c></row>' +
      '<row><c r="A4" t="s"><v>2</v></c><c r="B4" s="1"><v>45658</v></c></row>' +
      '<row r="5"/>' +
      '<row r="6"><c r="A6" t="inlineStr"><is><t xml:space="preserve">  BY10003 </t></is></c><c r="B6" s="2"><f>TODAY()</f><v>45292</v></c><c r="D6"><v>1</v></c></row>' +
      '<row r="7"><c r="B7" t="str"><f>A1</f><v>\'=HYPERLINK()</v></c><c r="A7" t="b"><v>1</v></c></row>';
    const file = xlsxOfSheetXml(rows, [sst, styles]);
    // Swap in the relationships that name shared strings and styles.
    const patched = zipOf([
      member('[Content_Types].xml', '<Types/>'),
      member(
        '_rels/.rels',
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      member(
        'xl/workbook.xml',
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr/><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      rels,
      member('xl/worksheets/sheet1.xml', `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>${rows}</x:sheetData></x:worksheet>`),
      sst,
      styles,
    ]);
    expect(file.length).toBeGreaterThan(0);
    expect(await records(intake, xlsx(patched))).toEqual([
      { rowNumber: 3, code: 'BY10001', percent: '12.5' },
      { rowNumber: 4, code: 'A&B', percent: '20250101' },
      { rowNumber: 6, code: 'BY10003', percent: '20240101' },
      // The apostrophe our exports put before a formula-like text comes off again.
      { rowNumber: 7, code: 'TRUE', percent: '=HYPERLINK()' },
    ]);
  });

  it('gives back exactly what an export wrote: export → import → export adds no apostrophes', async () => {
    const texts = ['=SUM(A1:A3)', '+905321110001', '-12', '@kullanici', "'zaten tırnaklı", 'düz metin'];
    const exported = await xlsxBuffer(
      ['Bayi Kodu', 'Yüzde %'],
      texts.map((t) => [t, '1']),
    );
    const once = await records(intake, xlsx(exported), { ...SPEC, maxRows: 10 });
    expect(once.map((r) => r.code)).toEqual(texts);
    // Written again, each cell carries one escape at most, the same as the first export.
    expect(once.map((r) => escapeFormula(String(r.code)))).toEqual(texts.map(escapeFormula));
    // What a spreadsheet program shows of the exported file is the text with one apostrophe.
    const shown = XLSX.utils.sheet_to_json<Record<string, string>>(XLSX.read(exported).Sheets.data);
    expect(shown.map((r) => r['Bayi Kodu'])).toEqual(texts.map(escapeFormula));
  });

  it('refuses a zip bomb from its directory, before inflating it', async () => {
    const bomb = await zipBombXlsx(60_000_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await refusal(intake, xlsx(bomb))).toEqual({ status: 400, code: 10001, errors: [{ field: 'file', message: SHEET_MSG.unpacked }], fields: ['file'] });
  });

  it('refuses a member that inflates beyond what its directory claims, and a swelling ratio', async () => {
    const lying = await zipBombXlsx(30_000_000, { lie: true, headers: ['Bayi Kodu'] });
    // Within the total cap and with an innocent claimed size: only the inflating read can tell.
    const liar = createSheetIntake({ ...CAPS, maxRatio: 1_000_000 });
    try {
      const headed = await refusal(liar, xlsx(lying), { columns: [['Bayi Kodu', 'code']], maxRows: 1_000_000 });
      expect(headed.errors).toEqual([{ field: 'file', message: SHEET_MSG.unpacked }]);
    } finally {
      await liar.close();
    }
    const swelling = await zipBombXlsx(20_000_000);
    expect((await refusal(intake, xlsx(swelling))).errors).toEqual([{ field: 'file', message: SHEET_MSG.unpacked }]);
  });

  it('stops at the first cap crossed: rows, cell length, an endless row', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`BY${10_000 + i}`, 10]);
    expect((await records(intake, xlsx(await xlsxBuffer(['Bayi Kodu', 'Yüzde %'], rows(5)))))).toHaveLength(5);
    expect((await refusal(intake, xlsx(await xlsxBuffer(['Bayi Kodu', 'Yüzde %'], rows(6))))).errors).toEqual([
      { field: 'file', message: 'Excel dosyasında en fazla 5 satır olabilir.' },
    ]);
    const long = await xlsxBuffer(['Bayi Kodu', 'Yüzde %'], [['BY1', 1], ['x'.repeat(101), 2]]);
    expect((await refusal(intake, xlsx(long))).errors).toEqual([{ field: 'file', message: SHEET_MSG.cellTooLong('A3', 100) }]);
    // A row that never closes (random digits, so the ratio check does not catch it first).
    const cells = Array.from({ length: 80_000 }, () => `<c><v>${Math.floor(Math.random() * 1e9)}</v></c>`).join('');
    const endless = xlsxOfSheetXml(`<row r="1"><c t="inlineStr"><is><t>Bayi Kodu</t></is></c></row><row r="2">${cells}`);
    expect((await refusal(intake, xlsx(endless), { columns: [['Bayi Kodu', 'code']], maxRows: 10 })).errors).toEqual([{ field: 'file', message: SHEET_MSG.rowTooLong }]);
  });

  it('names every missing header, and refuses what is not a workbook', async () => {
    const wrong = await xlsxBuffer(['Kodu', 'Yüzde'], [['BY1', 1]]);
    expect((await refusal(intake, xlsx(wrong))).errors).toEqual([
      { field: 'file', message: SHEET_MSG.missingColumn('Bayi Kodu') },
      { field: 'file', message: SHEET_MSG.missingColumn('Yüzde %') },
    ]);
    const notWorkbook = zipOf([member('readme.txt', 'merhaba')]);
    expect((await refusal(intake, xlsx(notWorkbook))).errors).toEqual([{ field: 'file', message: MSG.spreadsheetUnreadable }]);
    const garbage = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5000, 7)]);
    expect((await refusal(intake, xlsx(garbage))).errors).toEqual([{ field: 'file', message: MSG.spreadsheetUnreadable }]);
    const xls: UploadedFile = { fileName: 'x.xls', type: 'xls', data: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]) };
    expect((await refusal(intake, xls)).errors).toEqual([{ field: 'file', message: MSG.spreadsheetUnreadable }]);
  });

  it('reads an xls under the same caps', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Bayi Kodu', 'Yüzde %'], ['BY10001', 40], ['BY10002', 60.5]]), 'data');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(await records(intake, { fileName: 'anahtar.xls', type: 'xls', data })).toEqual([
      { rowNumber: 2, code: 'BY10001', percent: '40' },
      { rowNumber: 3, code: 'BY10002', percent: '60.5' },
    ]);
    const many = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(many, XLSX.utils.aoa_to_sheet([['Bayi Kodu', 'Yüzde %'], ...Array.from({ length: 9 }, (_, i) => [`BY${i}`, 1])]), 'data');
    const tooMany = XLSX.write(many, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect((await refusal(intake, { fileName: 'a.xls', type: 'xls', data: tooMany })).errors).toEqual([{ field: 'file', message: 'Excel dosyasında en fazla 5 satır olabilir.' }]);
  });

  it('stops a read that takes too long, refuses when every worker and queue place is taken, and recovers', async () => {
    const big = await xlsxBuffer(
      ['Bayi Kodu', 'Yüzde %'],
      Array.from({ length: 40_000 }, (_, i) => [`BY${i}`, i]),
    );
    const spec = { ...SPEC, maxRows: 100_000 };
    const slow = createSheetIntake({ ...CAPS, timeoutMs: 1, workers: 1, queue: 0 });
    try {
      expect((await refusal(slow, xlsx(big), spec)).errors).toEqual([{ field: 'file', message: SHEET_MSG.timeout }]);
    } finally {
      await slow.close();
    }
    const single = createSheetIntake({ ...CAPS, workers: 1, queue: 0 });
    try {
      const [first, second] = await Promise.allSettled([single.read(xlsx(big), spec), single.read(xlsx(big), spec)]);
      expect(first.status).toBe('fulfilled');
      expect(second.status === 'rejected' && (second.reason as { envelope: { errors: unknown[] } }).envelope.errors).toEqual([{ field: 'file', message: SHEET_MSG.busy }]);
      // The worker is free again afterwards.
      expect((await single.read(xlsx(big), spec)).length).toBe(40_000);
    } finally {
      await single.close();
    }
  });

  it('kills a worker that runs out of memory and answers with a refusal, not a crash', async () => {
    const tiny = createSheetIntake({ ...CAPS, workerMemoryMb: 64, maxCellChars: 2_000, maxRatio: 1_000_000, maxUnpackedBytes: 500_000_000, workers: 1 });
    try {
      // Shared strings live on the worker's heap: 100,000 distinct ones of 1,000 characters outgrow 64 MB.
      const strings = Array.from({ length: 100_000 }, (_, i) => `BY${i}-${randomBytes(750).toString('base64')}`);
      const wide = xlsxWithSharedStrings('Bayi Kodu', strings);
      const envelope = await refusal(tiny, xlsx(wide), { columns: [['Bayi Kodu', 'code']], maxRows: 200_000 });
      expect(envelope.errors).toEqual([{ field: 'file', message: SHEET_MSG.memory }]);
      // A fresh worker takes the next file.
      expect((await records(tiny, xlsx(await xlsxBuffer(['Bayi Kodu', 'Yüzde %'], [['BY1', 1]]))))).toHaveLength(1);
    } finally {
      await tiny.close();
    }
  });
});
