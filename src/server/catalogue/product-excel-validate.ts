import { CATALOGUE_MSG, PRODUCT_EXCEL_COLUMNS, type ProductExcelField, SUPPLY_STATUSES, TAX_RATIOS } from '../../shared/catalogue.js';
import type { ProductExcelCheck } from '../../shared/contract/models.js';
import { MSG } from '../../shared/messages.js';
import type { PriceFieldsDb, ProductFieldsDb } from './model-write-repo.js';
import { foldText, type SheetRow } from './product-excel-read.js';

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

const upperTr = (text: string) => text.trim().toLocaleUpperCase('tr-TR');

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

type Issue = { field: ProductExcelField; message: string };

/**
 * Checks every row of a product spreadsheet: names resolve (case-insensitively, İ/I/ı/i
 * alike), required cells are present, formats hold, barcodes are new and not repeated in
 * the file. Wrong rows are returned with a flag per wrong field and the messages.
 */
export function validateExcelRows(rows: SheetRow[], lookups: ExcelLookups) {
  const barcodeCount = new Map<string, number>();
  for (const row of rows) if (row.barcode) barcodeCount.set(row.barcode, (barcodeCount.get(row.barcode) ?? 0) + 1);

  const checkData: ProductExcelCheck['checkData'] = [];
  const errorData: ProductExcelCheck['errorData'] = [];
  const valid: ValidExcelRow[] = [];
  const issuesByRow: { rowNumber: number; issues: Issue[] }[] = [];

  for (const row of rows) {
    const issues: Issue[] = [];
    const fail = (field: ProductExcelField, message: string) => issues.push({ field, message: `${HEADER[field]}: ${message}` });
    const required = (field: ProductExcelField): string | null => {
      const value = row[field];
      if (value === null || value === '') fail(field, MSG.requiredField);
      return value || null;
    };
    for (const [field, max] of Object.entries(MAX_LENGTH) as [ProductExcelField, number][]) {
      if ((row[field]?.length ?? 0) > max) fail(field, EXCEL_MSG.tooLong(max));
    }

    const categoryName = required('category');
    const category = categoryName ? lookups.categories.get(foldText(categoryName)) : undefined;
    if (categoryName && !category) fail('category', EXCEL_MSG.categoryNotFound);
    const subName = required('subCategory');
    const sub = subName && category ? lookups.subCategories.get(`${category.id}|${foldText(subName)}`) : undefined;
    if (subName && category && !sub) fail('subCategory', EXCEL_MSG.subCategoryNotFound);
    const brandName = required('brand');
    const brand = brandName ? lookups.brands.get(foldText(brandName)) : undefined;
    if (brandName && !brand) fail('brand', EXCEL_MSG.brandNotFound);
    else if (brand && brand.status !== 1) fail('brand', CATALOGUE_MSG.brandPassive);
    const name = required('name');

    const barcode = required('barcode');
    if (barcode && !BARCODE.test(barcode)) fail('barcode', EXCEL_MSG.barcodePattern);
    else if (barcode && lookups.takenBarcodes.has(barcode)) fail('barcode', CATALOGUE_MSG.barcodeExists);
    else if (barcode && (barcodeCount.get(barcode) ?? 0) > 1) fail('barcode', EXCEL_MSG.barcodeTwice);

    const statusText = required('supplyStatus');
    const supplyStatus = statusText ? SUPPLY_STATUSES.find((s) => s === upperTr(statusText)) : undefined;
    if (statusText && !supplyStatus) fail('supplyStatus', EXCEL_MSG.supplyStatus);

    const eolText = row.eol ? upperTr(row.eol) : null;
    if (eolText !== null && eolText !== 'EVET' && eolText !== 'HAYIR') fail('eol', EXCEL_MSG.eol);

    const dateText = required('startDate');
    const startDate = dateText ? parseStartDate(dateText) : null;
    if (dateText && !startDate) fail('startDate', EXCEL_MSG.startDate);

    const taxText = required('taxRatio');
    const taxValue = taxText ? parsePrice(taxText) : null;
    const taxRatio = TAX_RATIOS.find((t) => t === taxValue);
    if (taxText && taxRatio === undefined) fail('taxRatio', EXCEL_MSG.taxRatio);

    const price = (field: 'distyPrice' | 'recommendedResellerPrice' | 'recommendedSellPrice' | 'recommendedEdmPrice', optional = false) => {
      const text = optional ? row[field] : required(field);
      const value = text ? parsePrice(text) : null;
      if (text && value === null) fail(field, EXCEL_MSG.price);
      return value;
    };
    const distyPrice = price('distyPrice');
    const recommendedEdmPrice = price('recommendedEdmPrice', true);
    const recommendedResellerPrice = price('recommendedResellerPrice');
    const recommendedSellPrice = price('recommendedSellPrice');

    if (issues.length) {
      errorData.push({
        ...row,
        errorMaps: Object.fromEntries(issues.map((i) => [i.field, true])),
        messages: issues.map((i) => i.message),
      });
      issuesByRow.push({ rowNumber: row.rowNumber, issues });
      continue;
    }
    checkData.push(row);
    valid.push({
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
    });
  }
  return { checkData, errorData, valid, issuesByRow };
}
