import { REPORT_DIMENSION_LABELS, REPORT_NONE_KEY, type MonthlyReport, type ReportDimension, type SalesCalculationRow } from '../../../shared/contract/reports.js';
import { saleListLink } from '../../lib/sale-list-link.js';
import { monthRange } from '../months.js';

/** The two measures of the six-month report: each has its chart and its table. */
export type Measure = 'quantity' | 'amount';

export const MEASURE_LIST: Record<Measure, (row: SalesCalculationRow) => number[]> = {
  quantity: (row) => row.saleQuantityList,
  amount: (row) => row.salePriceList,
};

/** Money sums in kuruş, so a column of prices adds up to what each cell shows. */
const add = (measure: Measure, a: number, b: number) => (measure === 'amount' ? Math.round(a * 100 + b * 100) / 100 : a + b);

export interface MeasureTable {
  /** Each row's values per month, then its total. */
  rows: { row: SalesCalculationRow; values: number[]; total: number }[];
  /** The 'Toplam' row: per month, then the grand total. */
  monthTotals: number[];
  total: number;
}

/** One measure's table: the rows' monthly figures with each row's total, and the totals row. */
export function measureTable(report: MonthlyReport, measure: Measure): MeasureTable {
  const count = report.months.length;
  const monthTotals = Array.from({ length: count }, () => 0);
  const rows = report.rows.map((row) => {
    const values = Array.from({ length: count }, (_, i) => MEASURE_LIST[measure](row)[i] ?? 0);
    values.forEach((v, i) => (monthTotals[i] = add(measure, monthTotals[i], v)));
    return { row, values, total: values.reduce((s, v) => add(measure, s, v), 0) };
  });
  return { rows, monthTotals, total: monthTotals.reduce((s, v) => add(measure, s, v), 0) };
}

/**
 * The sales list's filter for one dimension value (lib/sale-list-link.ts; the server's saleFilterSchema):
 * sale type and distributor are fields of the list, the others linked filters shown as a chip.
 */
export const DIMENSION_FILTER: Record<ReportDimension, string> = {
  BRAND: 'brandId',
  SALE_TYPE: 'saleType',
  RESELLER_TYPE: 'resellerType',
  RESELLER_MAIN_AREA: 'resellerMainArea',
  DISTY: 'distyCode',
  TT_CRM: 'ttCrmId',
};

/** The TT CRM filter's value for sales without one. */
const TT_CRM_NONE = '0';

/**
 * Where a bar or a cell leads (beyond the spec): /productSaleList filtered by the month (its
 * days in Istanbul) and the dimension value; null when the list cannot filter by that value
 * (a reseller without a type or main area).
 */
export function cellLink(dimension: ReportDimension, row: SalesCalculationRow, month: string): string | null {
  const range = monthRange(month);
  const value = row.dimensionValue ?? (dimension === 'TT_CRM' ? TT_CRM_NONE : null);
  if (!range || value === null || value === '') return null;
  const key = DIMENSION_FILTER[dimension];
  const label = `${REPORT_DIMENSION_LABELS[dimension]}: ${row.dimensionKey || REPORT_NONE_KEY}`;
  return saleListLink({ ...range, [key]: value }, label);
}
