import { useMemo, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { useNavigate } from 'react-router-dom';
import {
  monthlyReportExcel,
  REPORT_DIMENSION_LABELS,
  REPORT_DIMENSIONS,
  REPORT_MSG,
  REPORT_NONE_KEY,
  type MonthlyReport,
  type ReportDimension,
} from '../../../shared/contract/reports.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';
import { download } from '../../lib/api.js';
import { AppPage } from '../../ui/app-page.js';
import { SelectField } from '../../ui/select-field.js';
import { barDescription, barOption, type BarChartInput } from '../charts/bar-option.js';
import Chart from '../charts/chart.js';
import type { ChartClick } from '../charts/chart-options.js';
import { ExportButton } from '../export-button.js';
import { monthLabel } from '../months.js';
import { useReportExport } from '../report-export.js';
import { useMonthlyReport } from '../report-queries.js';
import { cellLink, MEASURE_LIST, type Measure } from './monthly-model.js';
import { MonthlyTable } from './monthly-table.js';
import '../reports.css';

const DIMENSION_OPTIONS = REPORT_DIMENSIONS.map((d) => ({ value: d, label: REPORT_DIMENSION_LABELS[d] }));

/** Axis labels: whole liras, quantities as they are. */
const axisMoney = (v: number) => `₺${formatQuantity(Math.round(v))}`;

const MEASURES: { measure: Measure; title: string; format: (v: number) => string; axisFormat: (v: number) => string }[] = [
  { measure: 'quantity', title: REPORT_MSG.quantityChart, format: (v) => formatQuantity(v), axisFormat: (v) => formatQuantity(v) },
  { measure: 'amount', title: REPORT_MSG.amountChart, format: (v) => formatMoney(v), axisFormat: axisMoney },
];

function MeasureSection({ report, dimension, measure }: { report: MonthlyReport; dimension: ReportDimension; measure: (typeof MEASURES)[number] }) {
  const navigate = useNavigate();
  const input = useMemo<BarChartInput>(
    () => ({
      categories: report.months.map(monthLabel),
      series: report.rows.map((r) => ({ name: r.dimensionKey || REPORT_NONE_KEY, values: MEASURE_LIST[measure.measure](r) })),
      format: measure.format,
      axisFormat: measure.axisFormat,
    }),
    [report, measure],
  );
  const option = useMemo(() => barOption(input), [input]);
  const onBar = ({ seriesIndex, dataIndex }: ChartClick) => {
    const row = report.rows[seriesIndex];
    const to = row && report.months[dataIndex] ? cellLink(dimension, row, report.months[dataIndex]) : null;
    if (to) navigate(to);
  };
  const id = `monthly-${measure.measure}`;
  return (
    <section className="panel report-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{measure.title}</h2>
      <div className="report-pair">
        <Chart option={option} description={barDescription(measure.title, input)} testId={`${id}-chart`} onClick={onBar} />
        <MonthlyTable
          report={report}
          dimension={dimension}
          dimensionLabel={REPORT_DIMENSION_LABELS[dimension]}
          measure={measure.measure}
          title={measure.title}
          format={measure.format}
          testId={`${id}-table`}
        />
      </div>
    </section>
  );
}

/**
 * /reportingMonthly 'Son 6 Ay Satış Raporu' (TTG_ADMIN; spec 3 §2.17): one dimension's figures
 * over the current month and the five before it — the quantity and the amount, each a stacked bar
 * chart with its table beside it — and both tables in one Excel file. A bar or a figure opens the
 * sales behind it (beyond the spec).
 */
export default function MonthlyReportPage() {
  const [dimension, setDimension] = useState<ReportDimension>('BRAND');
  const report = useMonthlyReport(dimension);
  const exporter = useReportExport((d: ReportDimension) =>
    download(monthlyReportExcel, { query: { dimension: d }, fileName: `${REPORT_MSG.monthlyExport} - ${REPORT_DIMENSION_LABELS[d]}.xlsx` }),
  );
  const data = report.data;
  return (
    <AppPage>
      <div className="panel report-filters">
        <SelectField
          testId="monthly-dimension"
          label={REPORT_MSG.dimension}
          value={dimension}
          options={DIMENSION_OPTIONS}
          onValue={(v) => v && setDimension(v as ReportDimension)}
        />
        <span className="report-filters-spacer" />
        {report.isFetching && <IonSpinner name="crescent" aria-label="Yükleniyor" data-testid="monthly-loading" />}
        <ExportButton onClick={() => exporter.run(dimension)} pending={exporter.isPending} testId="monthly-export" />
      </div>
      {data && data.rows.length === 0 && (
        <p className="panel muted" data-testid="monthly-empty">
          {REPORT_MSG.noData}
        </p>
      )}
      {data && data.rows.length > 0 && (
        <div aria-busy={report.isPlaceholderData || undefined} data-testid="monthly-report" data-dimension={data.dimension}>
          {MEASURES.map((m) => (
            <MeasureSection key={m.measure} report={data} dimension={data.dimension} measure={m} />
          ))}
        </div>
      )}
    </AppPage>
  );
}
