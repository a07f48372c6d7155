import { CATALOGUE_MSG, PRODUCT_EXCEL_COLUMNS, type ProductExcelField, SUPPLY_STATUSES, type SupplyStatus, TAX_RATIOS } from '../../../shared/catalogue.js';
import { foldText, upperTr } from '../../../shared/text.js';
import type { SheetRows } from '../../lib/sheet-intake/read-sheet.js';
import type { ProductExcelCheck } from '../../../shared/contract/models.js';
import { MSG } from '../../../shared/messages.js';
import type { PriceFieldsDb, ProductFieldsDb } from '../products/product-write-repo.js';
import type { SheetRow } from './product-excel-read.js';

/** Names and barcodes the rows are checked against (loaded once per file). */
export interface ExcelLookups {
  categories: Map<string, { id: number }>;
  /** Key: category id + '|' + folded name. */
  subCategories: Map<string, { id: number; categoryId: number }>;
  brands: Map<string, { id: number; status: number }>;
  /** Barcodes of other products and of waiting requests. */
  takenBarcodes: Set<string>;
}

export interface ValidExcelRow {
  rowNumber: number;
  fields: ProductFieldsDb & { categoryId: number };
  prices: PriceFieldsDb;
}

const EXCEL_MSG = {
  categoryNotFound: 'Kategori bulunamadı.',
  subCategoryNotFound: 'Alt kategori bu kategoride bulunamadı.',
  brandNotFound: 'Marka bulunamadı.',
  tooLong: (max: number) => `En fazla ${max} karakter olabilir.`,
  barcodePattern: 'Barkod sadece harf, rakam ve tire içerebilir.',
  barcodeTwice: 'Bu barkod dosyada birden fazla satırda var.',
  supplyStatus: 'AÇIK veya KAPALI olmalıdır.',
  eol: 'EVET, HAYIR veya boş olmalıdır.',
  startDate: 'Tarih yyyyaagg biçiminde (ör. 20250131) geçerli bir tarih olmalıdır.',
  taxRatio: '1, 8, 18 veya 20 olmalıdır.',
  price: 'Sıfır veya daha büyük bir sayı olmalıdır (ör. 1250,50).',
} as const;

const HEADER = Object.fromEntries(PRODUCT_EXCEL_COLUMNS.map(([header, field]) => [field, header])) as Record<ProductExcelField, string>;
const MAX_LENGTH: Partial<Record<ProductExcelField, number>> = {
  category: 100,
  subCategory: 100,
  brand: 100,
  name: 200,
  barcode: 50,
  description: 2000,
  origin: 100,
};
const BARCODE = /^[0-9A-Za-z-]+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;
const MAX_PRICE = 100_000_000;

const upperTrimmed = (text: string) => upperTr(text.trim());

/** '1250,5' or '1250.50' → 1250.5 (rounded to kuruş); null when not a price. */
function parsePrice(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Math.round(Number(text.replace(',', '.')) * 100) / 100;
  return value <= MAX_PRICE ? value : null;
}

/** yyyymmdd → that day 16:00 Turkey time (UTC+3 all year since 2016), as ISO with offset. */
function parseStartDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 2000) return null;
  return `${m[1]}-${m[2]}-${m[3]}T16:00:00+03:00`;
}

export type Issue = { field: ProductExcelField; message: string };
export type RowCheck = { ok: true; valid: ValidExcelRow } | { ok: false; issues: Issue[] };

/** How often each barcode occurs in the file (a repeated one is wrong in every row). */
export async function countBarcodes(rows: SheetRows<ProductExcelField>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for await (const chunk of rows.columnChunks('barcode')) for (const barcode of chunk) if (barcode) counts.set(barcode, (counts.get(barcode) ?? 0) + 1);
  return counts;
}

/** A wrong row as the answer shows it: its cells, a flag per wrong field and the messages. */
export const errorRow = (row: SheetRow, issues: Issue[]): ProductExcelCheck['errorData'][number] => ({
  ...row,
  errorMaps: Object.fromEntries(issues.map((i) => [i.field, true])),
  messages: issues.map((i) => i.message),
});

/** A text function remembered per distinct input: a file repeats its names in every row. */
function remembered(fn: (text: string) => string) {
  const seen = new Map<string, string>();
  return (text: string) => {
    let out = seen.get(text);
    if (out === undefined) {
      out = fn(text);
      if (seen.size < 100_000) seen.set(text, out);
    }
    return out;
  };
}

/**
 * The checker of one file's rows: names resolve (case-insensitively, İ/I/ı/i alike),
 * required cells are present, formats hold, barcodes are new and not repeated in the file.
 */
export function productRowChecker(lookups: ExcelLookups, barcodeCount: Map<string, number>): (row: SheetRow) => RowCheck {
  // Turkish-locale case mapping is slow; 100,000 rows name a few hundred categories and brands.
  const fold = remembered(foldText);
  const upper = remembered(upperTrimmed);
  return (row) => checkProductRow(row, lookups, barcodeCount, fold, upper);
}

type TaxRatio = (typeof TAX_RATIOS)[number];
type PriceField = 'distyPrice' | 'recommendedResellerPrice' | 'recommendedSellPrice' | 'recommendedEdmPrice';
const LENGTH_CAPS = Object.entries(MAX_LENGTH) as [ProductExcelField, number][];
const STATUS_SET = new Set<string>(SUPPLY_STATUSES);
const TAX_SET = new Set<number>(TAX_RATIOS);

/** The issues of one row as they are found (methods, not closures: no functions made per row). */
class RowIssues {
  readonly list: Issue[] = [];
  constructor(private readonly row: SheetRow) {}

  fail(field: ProductExcelField, message: string) {
    this.list.push({ field, message: `${HEADER[field]}: ${message}` });
  }

  required(field: ProductExcelField): string | null {
    const value = this.row[field];
    if (value === null || value === '') this.fail(field, MSG.requiredField);
    return value || null;
  }

  price(field: PriceField, optional = false): number | null {
    const text = optional ? this.row[field] : this.required(field);
    const value = text ? parsePrice(text) : null;
    if (text && value === null) this.fail(field, EXCEL_MSG.price);
    return value;
  }
}

function checkProductRow(
  row: SheetRow,
  lookups: ExcelLookups,
  barcodeCount: Map<string, number>,
  foldText: (text: string) => string,
  upperTr: (text: string) => string,
): RowCheck {
  const check = new RowIssues(row);
  for (const [field, max] of LENGTH_CAPS) {
    if ((row[field]?.length ?? 0) > max) check.fail(field, EXCEL_MSG.tooLong(max));
  }

  const categoryName = check.required('category');
  const category = categoryName ? lookups.categories.get(foldText(categoryName)) : undefined;
  if (categoryName && !category) check.fail('category', EXCEL_MSG.categoryNotFound);
  const subName = check.required('subCategory');
  const sub = subName && category ? lookups.subCategories.get(`${category.id}|${foldText(subName)}`) : undefined;
  if (subName && category && !sub) check.fail('subCategory', EXCEL_MSG.subCategoryNotFound);
  const brandName = check.required('brand');
  const brand = brandName ? lookups.brands.get(foldText(brandName)) : undefined;
  if (brandName && !brand) check.fail('brand', EXCEL_MSG.brandNotFound);
  else if (brand && brand.status !== 1) check.fail('brand', CATALOGUE_MSG.brandPassive);
  const name = check.required('name');

  const barcode = check.required('barcode');
  if (barcode && !BARCODE.test(barcode)) check.fail('barcode', EXCEL_MSG.barcodePattern);
  else if (barcode && lookups.takenBarcodes.has(barcode)) check.fail('barcode', CATALOGUE_MSG.barcodeExists);
  else if (barcode && (barcodeCount.get(barcode) ?? 0) > 1) check.fail('barcode', EXCEL_MSG.barcodeTwice);

  const statusText = check.required('supplyStatus');
  const statusUpper = statusText ? upperTr(statusText) : null;
  const supplyStatus = statusUpper && STATUS_SET.has(statusUpper) ? (statusUpper as SupplyStatus) : undefined;
  if (statusText && !supplyStatus) check.fail('supplyStatus', EXCEL_MSG.supplyStatus);

  const eolText = row.eol ? upperTr(row.eol) : null;
  if (eolText !== null && eolText !== 'EVET' && eolText !== 'HAYIR') check.fail('eol', EXCEL_MSG.eol);

  const dateText = check.required('startDate');
  const startDate = dateText ? parseStartDate(dateText) : null;
  if (dateText && !startDate) check.fail('startDate', EXCEL_MSG.startDate);

  const taxText = check.required('taxRatio');
  const taxValue = taxText ? parsePrice(taxText) : null;
  const taxRatio = taxValue !== null && TAX_SET.has(taxValue) ? (taxValue as TaxRatio) : undefined;
  if (taxText && taxRatio === undefined) check.fail('taxRatio', EXCEL_MSG.taxRatio);

  const distyPrice = check.price('distyPrice');
  const recommendedEdmPrice = check.price('recommendedEdmPrice', true);
  const recommendedResellerPrice = check.price('recommendedResellerPrice');
  const recommendedSellPrice = check.price('recommendedSellPrice');

  const issues = check.list;
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    valid: {
      rowNumber: row.rowNumber,
      fields: {
        name: name!,
        barcode: barcode!,
        description: row.description,
        brandId: brand!.id,
        subCategoryId: sub!.id,
        categoryId: sub!.categoryId,
        supplyStatus: supplyStatus!,
        origin: row.origin,
        eol: eolText === null ? null : eolText === 'EVET',
      },
      prices: {
        startDate,
        taxRatio: taxRatio!,
        distyPrice,
        recommendedEdmPrice,
        recommendedResellerPrice,
        recommendedSellPrice,
        resellerPrice: null,
      },
    },
  };
}
