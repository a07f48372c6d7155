import {
  DISTY_PRICE_EXCEL_COLUMNS,
  type DistyPriceExcelField,
  PRICE_EXCEL_MSG,
  SUPPLY_PRICE_EXCEL_COLUMNS,
  type SupplyPriceExcelField,
} from '../../../shared/contract/price-excel.js';
import { RowIssues, type RowVerdict } from '../../lib/sheet-check.js';
import { startsBeforeToday } from '../price-start.js';
import type { SheetRecord, SheetRows } from '../../lib/sheet-intake/read-sheet.js';
import type { DistyVersionInput, SupplierVersionInput } from '../price-versions.js';
import type { SheetProduct } from './price-excel-repo.js';

/**
 * The row checks of the price sheets. A row is accepted when its barcode names a product
 * the caller may price (see price-excel-repo.ts), its date is a real yyyymmdd day that is
 * not before today (price-start.ts, the rule of the detail update too), the same barcode and date do not
 * occur twice in the file, and its prices and tax ratio are well formed.
 */

type Shared = 'barcode' | 'startDate';

/** What a file's rows are checked against (loaded once per file). */
export interface PriceSheetLookups {
  /** Products the caller may price, by barcode. */
  products: Map<string, SheetProduct>;
  /** How often each barcode|yyyymmdd occurs in the file. */
  repeats: Map<string, number>;
  /** Today in Istanbul as yyyymmdd. */
  today: string;
}

const repeatKey = (barcode: string, day: string) => `${barcode}|${day}`;

/** How often each barcode and date pair occurs (two columns read side by side, no records built). */
export async function countRepeats<F extends string>(rows: SheetRows<F | Shared>): Promise<{ barcodes: string[]; repeats: Map<string, number> }> {
  const repeats = new Map<string, number>();
  const barcodes = new Set<string>();
  const dates = rows.columnChunks('startDate');
  for await (const chunk of rows.columnChunks('barcode')) {
    const days = (await dates.next()).value ?? [];
    chunk.forEach((barcode, i) => {
      if (!barcode) return;
      barcodes.add(barcode);
      const key = repeatKey(barcode, days[i] ?? '');
      repeats.set(key, (repeats.get(key) ?? 0) + 1);
    });
  }
  return { barcodes: [...barcodes], repeats };
}

/** The product and start of a row (both sheets); issues go to `check`. */
function productAndStart<F extends string>(
  check: RowIssues<F | Shared>,
  row: SheetRecord<F | Shared>,
  lookups: PriceSheetLookups,
): { product: SheetProduct | null; startDate: Date | null } {
  const barcode = check.required('barcode');
  const product = barcode ? (lookups.products.get(barcode) ?? null) : null;
  if (barcode && !product) check.fail('barcode', PRICE_EXCEL_MSG.notYourProduct);
  else if (product && !product.approved) check.fail('barcode', PRICE_EXCEL_MSG.productNotApproved);
  else if (product && !product.mapped) check.fail('barcode', PRICE_EXCEL_MSG.brandNotMapped);
  else if (product && !product.priced) check.fail('barcode', PRICE_EXCEL_MSG.noSupplierPrice);

  let startDate = check.startDate('startDate');
  if (startDate && startsBeforeToday(startDate, lookups.today)) {
    check.fail('startDate', PRICE_EXCEL_MSG.pastDate);
    startDate = null;
  }
  if (barcode && startDate && (lookups.repeats.get(repeatKey(barcode, row.startDate!)) ?? 0) > 1) check.fail('barcode', PRICE_EXCEL_MSG.repeated);
  return { product, startDate };
}

const headersOf = <F extends string>(columns: readonly (readonly [string, F])[]) => Object.fromEntries(columns.map(([h, f]) => [f, h])) as Record<F, string>;
const SUPPLY_HEADERS = headersOf(SUPPLY_PRICE_EXCEL_COLUMNS);
const DISTY_HEADERS = headersOf(DISTY_PRICE_EXCEL_COLUMNS);

export type SupplyPriceRow = SheetRecord<SupplyPriceExcelField>;
export type DistyPriceRow = SheetRecord<DistyPriceExcelField>;

/** A supplier sheet row → a new supplier version (or its issues). */
export function checkSupplyPriceRow(row: SupplyPriceRow, lookups: PriceSheetLookups): RowVerdict<SupplyPriceExcelField, SupplierVersionInput> {
  const check = new RowIssues<SupplyPriceExcelField>(row, SUPPLY_HEADERS);
  const { product, startDate } = productAndStart(check, row, lookups);
  const distyPrice = check.price('distyPrice');
  const recommendedEdmPrice = check.price('recommendedEdmPrice', true);
  const recommendedResellerPrice = check.price('recommendedResellerPrice');
  const recommendedSellPrice = check.price('recommendedSellPrice');
  const taxRatio = check.taxRatio('taxRatio');
  if (check.list.length) return { ok: false, issues: check.list };
  return {
    ok: true,
    valid: {
      modelId: product!.id,
      startDate: startDate!,
      taxRatio: taxRatio!,
      distyPrice: distyPrice!,
      recommendedEdmPrice,
      recommendedResellerPrice: recommendedResellerPrice!,
      recommendedSellPrice: recommendedSellPrice!,
    },
  };
}

/** A distributor sheet row → a new reseller-price version (or its issues). */
export function checkDistyPriceRow(row: DistyPriceRow, lookups: PriceSheetLookups): RowVerdict<DistyPriceExcelField, DistyVersionInput> {
  const check = new RowIssues<DistyPriceExcelField>(row, DISTY_HEADERS);
  const { product, startDate } = productAndStart(check, row, lookups);
  const resellerPrice = check.price('resellerPrice');
  if (check.list.length) return { ok: false, issues: check.list };
  return { ok: true, valid: { modelId: product!.id, startDate: startDate!, resellerPrice } };
}
