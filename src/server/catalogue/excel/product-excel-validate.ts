import { CAN_SELL_MSG } from '../../../shared/contract/can-sell.js';
import { CATALOGUE_MSG, PRODUCT_EXCEL_COLUMNS, type ProductExcelField, SUPPLY_STATUSES, type SupplyStatus } from '../../../shared/catalogue.js';
import { foldText, upperTr } from '../../../shared/text.js';
import type { SheetRows } from '../../lib/sheet-intake/read-sheet.js';
import { RowIssues, type RowVerdict, type SheetIssue } from '../../lib/sheet-check.js';
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
  /** Brand ids mapped to the rows' supply (/CanSell); null: the supply is not chosen yet, not checked. */
  mappedBrands: Set<number> | null;
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

const upperTrimmed = (text: string) => upperTr(text.trim());

export type Issue = SheetIssue<ProductExcelField>;
export type RowCheck = RowVerdict<ProductExcelField, ValidExcelRow>;

/** How often each barcode occurs in the file (a repeated one is wrong in every row). */
export async function countBarcodes(rows: SheetRows<ProductExcelField>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for await (const chunk of rows.columnChunks('barcode')) for (const barcode of chunk) if (barcode) counts.set(barcode, (counts.get(barcode) ?? 0) + 1);
  return counts;
}

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

const LENGTH_CAPS = Object.entries(MAX_LENGTH) as [ProductExcelField, number][];
const STATUS_SET = new Set<string>(SUPPLY_STATUSES);

function checkProductRow(
  row: SheetRow,
  lookups: ExcelLookups,
  barcodeCount: Map<string, number>,
  foldText: (text: string) => string,
  upperTr: (text: string) => string,
): RowCheck {
  const check = new RowIssues(row, HEADER);
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
  else if (brand && lookups.mappedBrands && !lookups.mappedBrands.has(brand.id)) check.fail('brand', CAN_SELL_MSG.brandNotMapped);
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

  const startDate = check.startDate('startDate')?.toISOString() ?? null;
  const taxRatio = check.taxRatio('taxRatio');

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
