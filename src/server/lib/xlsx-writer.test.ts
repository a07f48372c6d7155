import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { dateCell, moneyCell } from '../../shared/export-cells.js';
import { escapeFormula, xlsxStream } from './xlsx-writer.js';

async function collect(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function* rows(n: number) {
  for (let i = 0; i < n; i++) yield [`Ürün ${i} <&>`, i * 1.5, i % 2 === 0 ? '=HYPERLINK("x")' : null, true];
}

describe('xlsxStream', () => {
  it('writes a workbook SheetJS reads back: sheet data, header, values, widths', async () => {
    const file = await collect(xlsxStream([{ header: 'Ad', width: 30 }, { header: 'Fiyat', width: 12 }, { header: 'Not', width: 20 }, { header: 'B', width: 5 }], rows(3000)));
    const wb = XLSX.read(file, { cellStyles: true });
    expect(wb.SheetNames).toEqual(['data']);
    const sheet = wb.Sheets.data;
    const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(data[0]).toEqual(['Ad', 'Fiyat', 'Not', 'B']);
    expect(data).toHaveLength(3001);
    expect(data[1]).toEqual(['Ürün 0 <&>', 0, `'=HYPERLINK("x")`, true]);
    expect(data[3000]).toEqual(['Ürün 2999 <&>', 4498.5, undefined, true]);
    expect(sheet['!cols']?.map((c) => c.width)).toEqual([30, 12, 20, 5]);
  });

  it('writes money as numbers with 2 decimals and dates as date cells shown DD.MM.YYYY (spec 3 §9)', async () => {
    async function* typed() {
      yield [moneyCell(553.74), dateCell('2026-11-28T10:47:00'), 12, moneyCell(1234567.5), dateCell('2026-01-05')];
      yield [moneyCell(null), dateCell(null), null, moneyCell('80'), dateCell('2026-12-31T23:59:00')];
    }
    const columns = ['Tutar', 'Tarih', 'Adet', 'Toplam', 'Gün'].map((header) => ({ header, width: 14 }));
    const sheet = XLSX.read(await collect(xlsxStream(columns, typed())), { cellNF: true }).Sheets.data;
    expect(sheet.A2).toMatchObject({ t: 'n', v: 553.74, z: '#,##0.00', w: '553.74' });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 1234567.5, z: '#,##0.00', w: '1,234,567.50' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 12 });
    // Excel's day number (days since 1899-12-30), the time of day in its fraction; the dots escaped as Excel writes them.
    expect(sheet.B2).toMatchObject({ t: 'n', z: 'dd\\.mm\\.yyyy', w: '28.11.2026' });
    expect(sheet.B2.v).toBeCloseTo(46354 + (10 * 60 + 47) / 1440, 8);
    expect(sheet.E2).toMatchObject({ t: 'n', v: 46027, w: '05.01.2026' });
    expect(sheet.A3).toBeUndefined();
    expect(sheet.B3).toBeUndefined();
    expect(sheet.D3).toMatchObject({ t: 'n', v: 80, w: '80.00' });
    expect(sheet.E3.w).toBe('31.12.2026');
    const read = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: false });
    expect(read[0]).toEqual({ Tutar: '553.74', Tarih: '28.11.2026', Adet: '12', Toplam: '1,234,567.50', Gün: '05.01.2026' });
  });

  it('escapes every formula starter', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(escapeFormula(s)).toBe(`'${s}`);
    expect(escapeFormula('Kılıf')).toBe('Kılıf');
  });
});
