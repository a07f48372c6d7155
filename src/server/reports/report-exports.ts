import type { FastifyReply } from 'fastify';
import { type DailyReport, type MonthlyReport, REPORT_DIMENSION_LABELS, REPORT_MSG, type ReportDimension } from '../../shared/contract/reports.js';
import { moneyCell } from '../../shared/export-cells.js';
import { sendXlsxArray } from '../lib/xlsx-reply.js';
import type { XlsxCell } from '../lib/xlsx-writer.js';

const TR_MONTHS = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];
/** 'YYYY-MM' → 'Ocak 2026'. */
export const monthLabel = (month: string) => `${TR_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const fileName = (title: string) => `${title}.xlsx`;

/**
 * The six-month report's Excel: the quantity table and then the amount table (each with its totals
 * row and a 'Toplam' column) on the writer's one sheet, the amount cells money with 2 decimals.
 */
export function sendMonthlyExcel(reply: FastifyReply, dimension: ReportDimension, report: MonthlyReport) {
  const columns = [{ header: REPORT_DIMENSION_LABELS[dimension], width: 28 }, ...report.months.map((m) => ({ header: monthLabel(m), width: 16 })), { header: REPORT_MSG.total, width: 18 }];
  const sum = (xs: number[]) => Math.round(xs.reduce((n, x) => n + x, 0) * 100) / 100;
  const table = (title: string, pick: (r: MonthlyReport['rows'][number]) => number[], cell: (n: number) => XlsxCell): XlsxCell[][] => {
    const totals = report.months.map((_, k) => sum(report.rows.map((r) => pick(r)[k])));
    return [
      [title],
      ...report.rows.map((r) => [r.dimensionKey, ...pick(r).map(cell), cell(sum(pick(r)))]),
      [REPORT_MSG.total, ...totals.map(cell), cell(sum(totals))],
    ];
  };
  const rows = [...table(REPORT_MSG.quantityChart, (r) => r.saleQuantityList, (n) => n), [], ...table(REPORT_MSG.amountChart, (r) => r.salePriceList, moneyCell)];
  return sendXlsxArray(reply, fileName(REPORT_MSG.monthlyExport), columns.map((c, k) => ({ ...c, value: (row: XlsxCell[]) => row[k] })), rows);
}

/** The daily report's Excel: day, quantity, amount (money, 2 decimals) and the totals row. */
export function sendDailyExcel(reply: FastifyReply, report: DailyReport) {
  const rows: XlsxCell[][] = [
    ...report.reportDailyDataList.map((d) => [d.calculationDayString, d.saleQuantity, moneyCell(d.salePrice)]),
    [REPORT_MSG.total, report.saleQuantity, moneyCell(report.salePrice)],
  ];
  const columns = [
    { header: REPORT_MSG.day, width: 14 },
    { header: REPORT_MSG.quantity, width: 12 },
    { header: REPORT_MSG.amount, width: 18 },
  ];
  return sendXlsxArray(reply, fileName(REPORT_MSG.dailyExport), columns.map((c, k) => ({ ...c, value: (row: XlsxCell[]) => row[k] })), rows);
}
