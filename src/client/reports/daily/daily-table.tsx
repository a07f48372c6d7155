import { REPORT_MSG, type DailyReport } from '../../../shared/contract/reports.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';

/** Spec 3 §3 daily report result: a row a day (quantity, amount), the totals under them. */
export function DailyTable({ report }: { report: DailyReport }) {
  return (
    <div className="report-table-wrap report-daily-table" data-testid="daily-table" tabIndex={0} role="region" aria-label={REPORT_MSG.dailyTitle}>
      <table className="report-table">
        <caption className="visually-hidden">{REPORT_MSG.dailyTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{REPORT_MSG.day}</th>
            <th scope="col" className="num">
              {REPORT_MSG.quantity}
            </th>
            <th scope="col" className="num">
              {REPORT_MSG.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.reportDailyDataList.map((d) => (
            <tr key={d.calculationDayString} data-testid={`daily-row-${d.calculationDayString}`}>
              <th scope="row">{d.calculationDayString}</th>
              <td className="num">{formatQuantity(d.saleQuantity)}</td>
              <td className="num">{formatMoney(d.salePrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="daily-totals">
            <th scope="row">{REPORT_MSG.total}</th>
            <td className="num" data-testid="daily-total-quantity">
              {formatQuantity(report.saleQuantity)}
            </td>
            <td className="num" data-testid="daily-total-amount">
              {formatMoney(report.salePrice)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
