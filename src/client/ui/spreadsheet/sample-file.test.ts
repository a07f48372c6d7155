import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { buildSampleFile, escapeCell } from './sample-file.js';
import { checkSpreadsheet } from './spreadsheet-upload.js';
import { MSG } from '../../../shared/messages.js';

describe('sample spreadsheet', () => {
  it('escapes texts a spreadsheet would run as formulas', () => {
    for (const formula of ['=HYPERLINK("x")', '+90 555', '-kablo', '@SUM(A1)']) expect(escapeCell(formula)).toBe(`'${formula}`);
    expect(escapeCell('Anker')).toBe('Anker');
    expect(escapeCell(-5)).toBe(-5);
  });

  it("builds sheet 'data' with the headers, the rows and column widths", async () => {
    const bytes = await buildSampleFile(['Barkod', 'Ürün Adı', 'Fiyat'], [['8690000000017', '=1+1', 549.9]]);
    const book = read(new Uint8Array(bytes), { type: 'array', cellStyles: true });
    expect(book.SheetNames).toEqual(['data']);
    const sheet = book.Sheets.data;
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Barkod', 'Ürün Adı', 'Fiyat'],
      ['8690000000017', "'=1+1", 549.9],
    ]);
    expect(sheet.B2.f).toBeUndefined();
    expect(sheet['!cols']!.map((c) => c.wch)).toEqual([15, 10, 10]);
  });
});

describe('spreadsheet check', () => {
  const xlsx = (name: string, size = 4) => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(Math.max(0, size - 4)).fill(0)])], name);

  it('takes an xlsx by name and content within the size', async () => {
    expect(await checkSpreadsheet(xlsx('urunler.xlsx'), 100)).toBeNull();
  });

  it('refuses another extension, a disguised file and an oversize one', async () => {
    expect(await checkSpreadsheet(xlsx('urunler.csv'), 100)).toBe(MSG.notSpreadsheet);
    expect(await checkSpreadsheet(new File(['a,b,c'], 'urunler.xlsx'), 100)).toBe(MSG.notSpreadsheet);
    expect(await checkSpreadsheet(xlsx('urunler.xls'), 100)).toBe(MSG.notSpreadsheet);
    expect(await checkSpreadsheet(xlsx('urunler.xlsx', 200), 100)).toBe(MSG.fileTooBig(100));
  });
});
