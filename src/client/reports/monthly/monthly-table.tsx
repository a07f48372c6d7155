import { Link } from 'react-router-dom';
import { REPORT_MSG, REPORT_NONE_KEY, type MonthlyReport, type ReportDimension } from '../../../shared/contract/reports.js';
import { monthLabel } from '../months.js';
import { cellLink, measureTable, type Measure } from './monthly-model.js';

export interface MonthlyTableProps {
  report: MonthlyReport;
  dimension: ReportDimension;
  dimensionLabel: string;
  measure: Measure;
  title: string;
  format: (value: number) => string;
  testId: string;
}

/**
 * One measure's table beside its chart (the chart's figures for every reader): a row a dimension
 * value, a column a month and the row's total, the 'Toplam' row under them. A figure above zero
 * opens the sales behind it (cellLink).
 */
export function MonthlyTable({ report, dimension, dimensionLabel, measure, title, format, testId }: MonthlyTableProps) {
  const table = measureTable(report, measure);
  return (
    <div className="report-table-wrap" data-testid={testId} tabIndex={0} role="region" aria-label={title}>
      <table className="report-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dimensionLabel}</th>
            {report.months.map((m) => (
              <th key={m} scope="col" className="num">
                {monthLabel(m)}
              </th>
            ))}
            <th scope="col" className="num">
              {REPORT_MSG.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map(({ row, values, total }, r) => (
            <tr key={`${row.dimensionValue ?? ''}|${row.dimensionKey}`} data-testid={`${testId}-row-${r}`}>
              <th scope="row">{row.dimensionKey || REPORT_NONE_KEY}</th>
              {values.map((v, i) => {
                const to = v > 0 ? cellLink(dimension, row, report.months[i]) : null;
                return (
                  <td key={i} className="num" data-testid={`${testId}-cell-${r}-${i}`}>
                    {to ? (
                      <Link to={to} title={`${row.dimensionKey}, ${monthLabel(report.months[i])}: satışları göster`}>
                        {format(v)}
                      </Link>
                    ) : (
                      format(v)
                    )}
                  </td>
                );
              })}
              <td className="num row-total">{format(total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid={`${testId}-totals`}>
            <th scope="row">{REPORT_MSG.total}</th>
            {table.monthTotals.map((v, i) => (
              <td key={i} className="num">
                {format(v)}
              </td>
            ))}
            <td className="num row-total" data-testid={`${testId}-total`}>
              {format(table.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
