import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
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

  it('escapes every formula starter', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(escapeFormula(s)).toBe(`'${s}`);
    expect(escapeFormula('Kılıf')).toBe('Kılıf');
  });
});
