/**
 * Writes the product spreadsheet fixtures of tests/api/catalogue-excel.test.ts into
 * tests/fixtures/excel/ (run once: `npx tsx scripts/make-excel-fixtures.ts`; the files
 * are committed). Names come from tests/support/catalogue-fixtures.ts (FIXTURE), which
 * the tests insert before uploading.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import { PRODUCT_EXCEL_COLUMNS } from '../src/shared/catalogue.js';
import { FIXTURE } from '../tests/support/catalogue-fixtures.js';

const DIR = fileURLToPath(new URL('../tests/fixtures/excel/', import.meta.url));
const HEADERS = PRODUCT_EXCEL_COLUMNS.map(([header]) => header);
type Cell = string | number | null | XLSX.CellObject;
type Row = Record<(typeof PRODUCT_EXCEL_COLUMNS)[number][1], Cell>;

const { categories: C, subCategories: S, brands: B } = FIXTURE;

/** A valid row; `over` replaces cells. */
const row = (over: Partial<Row>): Row => ({
  category: C.cases,
  subCategory: S.silicone,
  brand: B.active,
  name: 'Fixture Ürün',
  barcode: 'FXE-0000',
  description: 'Darbeye dayanıklı kılıf.',
  origin: 'Çin',
  supplyStatus: 'AÇIK',
  eol: 'HAYIR',
  startDate: 20250601,
  taxRatio: 20,
  distyPrice: '100,50',
  recommendedEdmPrice: null,
  recommendedResellerPrice: 120,
  recommendedSellPrice: 149.9,
  ...over,
});

function sheetOf(headers: string[], rows: Row[], order = PRODUCT_EXCEL_COLUMNS.map(([, f]) => f)): XLSX.WorkSheet {
  const aoa: Cell[][] = [headers, ...rows.map((r) => order.map((f) => r[f]))];
  const sheet = XLSX.utils.aoa_to_sheet(aoa.map((cells) => cells.map((c) => (c !== null && typeof c === 'object' ? (c as XLSX.CellObject).v ?? null : c))));
  // Cells given as objects (dates, formulas) are written as they are.
  aoa.forEach((cells, r) =>
    cells.forEach((c, col) => {
      if (c !== null && typeof c === 'object') sheet[XLSX.utils.encode_cell({ r, c: col })] = c as XLSX.CellObject;
    }),
  );
  return sheet;
}

function write(name: string, sheet: XLSX.WorkSheet, bookType: XLSX.BookType = 'xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Ürünler');
  writeFileSync(`${DIR}${name}`, XLSX.write(book, { type: 'buffer', bookType, compression: true, bookSST: true }));
}

mkdirSync(DIR, { recursive: true });

// Three good rows: a barcode typed as a number, names in other cases (İ/I, ı/i), 'kapalı',
// a real date cell, comma decimals, a price given by a formula (its value is read).
const validRows: Row[] = [
  row({ name: 'Fixture Excel Ürün 1', barcode: 8690000000001, eol: 'EVET' }),
  row({
    category: 'FIXTURE KILIFLAR',
    subCategory: 'fixture silikon kılıf',
    brand: 'FIXTURE INCI',
    name: 'Fixture Excel Ürün 2',
    barcode: 'FXE-0002',
    description: null,
    origin: null,
    supplyStatus: 'kapalı',
    eol: 'hayır',
    startDate: { t: 'n', v: 45839, z: 'dd.mm.yyyy' }, // 2025-07-01
    taxRatio: 18,
    distyPrice: 10,
    recommendedEdmPrice: '9,75',
    recommendedResellerPrice: { t: 'n', v: 12, f: '6*2' },
    recommendedSellPrice: 15,
  }),
  row({ category: C.chargers, subCategory: S.fast, brand: B.second, name: 'Fixture Excel Ürün 3', barcode: '8690000000003', eol: null, startDate: '20250101', taxRatio: 1, distyPrice: 0 }),
];
write('models-valid.xlsx', sheetOf(HEADERS, validRows));
write('models-valid.xls', sheetOf(HEADERS, validRows.map((r, i) => ({ ...r, barcode: `FXL-000${i + 1}` }))), 'biff8');

// Good and bad rows, columns in another order, one blank row in between.
const shuffled = [...PRODUCT_EXCEL_COLUMNS].reverse();
const mixedRows: Row[] = [
  row({ name: 'Fixture Karışık İyi 1', barcode: 'FXM-OK-1' }),
  row({ name: 'Fixture Karışık İyi 2', barcode: 'FXM-OK-2', category: C.chargers, subCategory: S.fast }),
  row({ barcode: 'FXM-E01', category: 'Olmayan Kategori' }),
  row({ barcode: 'FXM-E02', subCategory: S.fast }),
  row({ barcode: 'FXM-E03', brand: B.passive }),
  row({ barcode: 'FXM-E04', name: null, supplyStatus: null }),
  row({ barcode: 'FX 12/3' }),
  row({ barcode: 'FXM-DUP' }),
  row({ barcode: 'FXM-DUP' }),
  row({ barcode: FIXTURE.takenBarcode }),
  row({ barcode: 'FXM-E07', supplyStatus: 'BELKİ', eol: 'BELKİ' }),
  row({ barcode: 'FXM-E08', startDate: 20251332, taxRatio: 17 }),
  row({ barcode: 'FXM-E09', distyPrice: '-5', recommendedSellPrice: 'abc', recommendedEdmPrice: '1.2.3' }),
];
const mixed = sheetOf(
  shuffled.map(([h]) => h),
  [...mixedRows.slice(0, 2), row({}) /* placeholder for the blank row */, ...mixedRows.slice(2)],
  shuffled.map(([, f]) => f),
);
// Row 4 of the sheet (after the header and two good rows) is left blank.
for (let c = 0; c < HEADERS.length; c++) delete mixed[XLSX.utils.encode_cell({ r: 3, c })];
write('models-mixed.xlsx', mixed);

// 'Ürün Adı' and 'Kdv Oranı' missing, one header misspelt.
write(
  'models-wrong-headers.xlsx',
  sheetOf(
    HEADERS.map((h) => (h === 'Ürün Adı' ? 'Ürün' : h)).filter((h) => h !== 'Kdv Oranı'),
    [row({})],
    PRODUCT_EXCEL_COLUMNS.filter(([h]) => h !== 'Kdv Oranı').map(([, f]) => f),
  ),
);

// Too many rows (100,001) are made by the test itself (tests/support/sheet-files.ts): no large file in the repo.

// Starts like a zip (passes the type check) but is not a workbook.
writeFileSync(`${DIR}models-corrupt.xlsx`, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('bu bir excel dosyası değil '.repeat(40))]));

console.log(`Excel fixtures written to ${DIR}`);
