import { useMemo } from 'react';
import { GaugeDash } from '../../ui/gauge-dash.js';
import Chart from '../charts/chart.js';
import { gaugeOption } from '../charts/gauge-option.js';
import { useDashboardValues } from '../report-queries.js';
import { gaugeCards, gaugeText, type GaugeCard } from './gauge-texts.js';

function Gauge({ card }: { card: GaugeCard }) {
  const { value, average, format, axisFormat } = card;
  const option = useMemo(() => gaugeOption({ value, average, format, axisFormat }), [value, average, format, axisFormat]);
  const text = gaugeText(card);
  return (
    <div className="panel gauge-card" data-testid={`gauge-${card.key}`}>
      <h3>{card.title}</h3>
      <Chart option={option} description={`${card.title}: ${text}`} testId={`gauge-${card.key}-chart`} className="chart-gauge" />
      <p className="gauge-text" data-testid={`gauge-${card.key}-text`}>
        {text}
      </p>
    </div>
  );
}

/**
 * TTG_ADMIN's two gauges on /dashboard (spec 3 §2.17): the day's figures against their 30-day
 * average, five segments from 0 to the average, with the figures in words under each. Loaded
 * (with the chart library) only for TTG_ADMIN: shell/pages/dashboard-page.tsx.
 */
export default function ReportGauges({ titles }: { titles: readonly string[] }) {
  const values = useDashboardValues();
  // No figures (loading, failed, or an answer without them): dashes, never invented numbers.
  if (typeof values.data?.saleQuantityTotal !== 'number' || typeof values.data.salePriceTotal !== 'number')
    return (
      <>
        {titles.map((t) => (
          <GaugeDash key={t} title={t} text={values.isError ? 'Gösterge verisi alınamadı.' : undefined} />
        ))}
      </>
    );
  return (
    <>
      {gaugeCards(values.data).map((card) => (
        <Gauge key={card.key} card={card} />
      ))}
    </>
  );
}
