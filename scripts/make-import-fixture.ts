/**
 * Writes tests/fixtures/excel/products-import-mixed.xlsx for the browser test of
 * /ProductExcel (tests/e2e/catalogue-excel.spec.ts). Run once: `npx tsx scripts/make-import-fixture.ts`;
 * the file is committed. Names are the demo catalogue's (src/server/db/seed/catalogue-data.ts and catalogue-categories.ts),
 * since the browser tests run against the demo seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import { PRODUCT_EXCEL_COLUMNS } from '../src/shared/catalogue.js';

type Field = (typeof PRODUCT_EXCEL_COLUMNS)[number][1];
type Row = Record<Field, string | number | null>;

const row = (over: Partial<Row>): Row => ({
  category: 'Şarj Ürünleri',
  subCategory: 'Duvar Şarj Adaptörleri',
  brand: 'Anker',
  name: 'Anker 20W USB-C Hızlı Şarj Adaptörü (İthalat Test)',
  barcode: '8680000100011',
  description: 'PD 3.0 destekli, katlanır fişli duvar adaptörü.',
  origin: 'Çin',
  supplyStatus: 'AÇIK',
  eol: 'HAYIR',
  startDate: 20261201,
  taxRatio: 20,
  distyPrice: 349.9,
  recommendedEdmPrice: 370.9,
  recommendedResellerPrice: 391.9,
  recommendedSellPrice: 509.9,
  ...over,
});

/** Sheet rows 2–4 pass; rows 5–7 fail on one cell each. */
export const IMPORT_ROWS: Row[] = [
  row({}),
  row({
    category: 'Kablolar',
    subCategory: 'USB-C Kablolar',
    brand: 'Baseus',
    name: 'Baseus 1 m USB-C - USB-C Örgülü Kablo (İthalat Test)',
    barcode: '8680000100028',
    eol: null,
    distyPrice: 129.9,
    recommendedEdmPrice: null,
    recommendedResellerPrice: 145.5,
    recommendedSellPrice: 189.9,
  }),
  row({
    category: 'Ses Ürünleri',
    subCategory: 'Bluetooth Hoparlörler',
    brand: 'JBL',
    name: 'JBL Go 4 Taşınabilir Bluetooth Hoparlör (İthalat Test)',
    barcode: '8680000100035',
    supplyStatus: 'KAPALI',
    taxRatio: 18,
    distyPrice: '1299,90',
    recommendedEdmPrice: 1377.9,
    recommendedResellerPrice: 1455.9,
    recommendedSellPrice: 1889.9,
  }),
  row({ brand: 'Bilinmeyen Marka', name: 'Bilinmeyen Marka Şarj Adaptörü (İthalat Test)', barcode: '8680000100042' }),
  row({ name: null, barcode: '8680000100059' }),
  row({ name: 'Anker 65W GaN Şarj Cihazı (İthalat Test)', barcode: '8680000100066', taxRatio: 17 }),
];

const aoa = [PRODUCT_EXCEL_COLUMNS.map(([header]) => header), ...IMPORT_ROWS.map((r) => PRODUCT_EXCEL_COLUMNS.map(([, f]) => r[f]))];
const sheet = XLSX.utils.aoa_to_sheet(aoa);
// Barcodes stay text, as a spreadsheet user would type them (no 8.68E+12).
for (let r = 1; r < aoa.length; r++) {
  const cell = sheet[XLSX.utils.encode_cell({ r, c: PRODUCT_EXCEL_COLUMNS.findIndex(([, f]) => f === 'barcode') })];
  if (cell) Object.assign(cell, { t: 's', v: String(cell.v) });
}
sheet['!cols'] = PRODUCT_EXCEL_COLUMNS.map(([header]) => ({ wch: Math.max(12, header.length + 2) }));
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, sheet, 'Ürünler');

const dir = fileURLToPath(new URL('../tests/fixtures/excel/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}products-import-mixed.xlsx`, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
console.log('tests/fixtures/excel/products-import-mixed.xlsx');
