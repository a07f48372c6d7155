import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { REPORT_GAUGE_SEGMENTS } from '../../../shared/contract/reports.js';
import { type ApiCall, fakeApi, renderScreen } from '../../testing/screen-testing.js';
import type { ChartProps } from '../charts/chart.js';
import { GAUGE_COLORS, gaugeOption, gaugeSegments } from '../charts/gauge-option.js';
import ReportGauges from './report-gauges.js';

const charts = vi.hoisted(() => new Map<string, ChartProps>());
vi.mock('../charts/chart.js', () => ({
  default: (props: ChartProps) => {
    charts.set(props.testId, props);
    return <div data-testid={props.testId} />;
  },
}));

const TITLES = ['Günlük Toplam Aksesuar Satış Adedi', 'Günlük Toplam Satış Tutarı'];

describe('the dashboard gauges (TTG_ADMIN)', () => {
  let answer: [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => (c.path === '/api/report/dashboard' ? answer : undefined);
  beforeEach(() => charts.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('today against the 30-day average, in a gauge and in words', async () => {
    answer = [200, { saleQuantityTotal: 12, saleQuantityAverage: 9.46, salePriceTotal: 15234.5, salePriceAverage: 20000 }];
    fakeApi(route);
    renderScreen(<ReportGauges titles={TITLES} />);
    expect((await screen.findByTestId('gauge-quantity-text')).textContent).toBe('Bugün 12; son 30 gün ortalaması 9.5');
    expect(screen.getByTestId('gauge-amount-text').textContent).toBe('Bugün ₺15,234.50; son 30 gün ortalaması ₺20,000.00');
    expect(screen.getByTestId('gauge-quantity').textContent).toContain('Günlük Toplam Aksesuar Satış Adedi');
    const amount = charts.get('gauge-amount-chart')!;
    expect(amount.description).toBe('Günlük Toplam Satış Tutarı: Bugün ₺15,234.50; son 30 gün ortalaması ₺20,000.00');
    const series = (amount.option.series as { max: number; axisLine: { lineStyle: { color: [number, string][] } } }[])[0];
    expect(series.max).toBe(20000);
    expect(series.axisLine.lineStyle.color).toEqual([0.2, 0.4, 0.6, 0.8, 1].map((at, i) => [at, GAUGE_COLORS[i]]));
  });

  it('no figures: dashes, never invented numbers', async () => {
    answer = [500, { status: 500, code: 500, errors: [], fields: [] }];
    fakeApi(route);
    renderScreen(<ReportGauges titles={TITLES} />);
    expect(await screen.findAllByText('Gösterge verisi alınamadı.')).toHaveLength(2);
    expect(screen.getAllByText('—')).toHaveLength(2);
    expect(charts.size).toBe(0);
  });
});

describe('gauge segments (spec 3 §2.17, §9)', () => {
  it('five equal segments from 0 to the average', () => {
    const segments = gaugeSegments(7, 50);
    expect(segments).toHaveLength(REPORT_GAUGE_SEGMENTS);
    expect(segments.map((s) => [s.from, s.to])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
      [40, 50],
    ]);
    expect(new Set(segments.map((s) => s.color)).size).toBe(5);
  });

  it('no average yet: the scale ends at today (or 1); the pointer stops at the end, the text keeps the value', () => {
    expect(gaugeSegments(8, 0).at(-1)!.to).toBe(8);
    expect(gaugeSegments(0, 0).at(-1)!.to).toBe(1);
    const option = gaugeOption({ value: 30, average: 10, format: String, axisFormat: String });
    const series = (option.series as { max: number; data: { value: number }[]; detail: { formatter: () => string } }[])[0];
    expect(series.max).toBe(10);
    expect(series.data[0].value).toBe(10);
    expect(series.detail.formatter()).toBe('30');
  });
});
