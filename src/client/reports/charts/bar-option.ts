import { REPORT_PALETTE } from '../../../shared/contract/reports.js';
import type { ChartOption } from './chart-options.js';

export interface BarSeries {
  name: string;
  values: number[];
}

export interface BarChartInput {
  /** The categories along the bottom (Turkish month names). */
  categories: string[];
  /** One series a dimension value, stacked per category; colours from the spec's palette of ten, in turn. */
  series: BarSeries[];
  /** A value as the tables write it (quantity, or ₺ with 2 decimals). */
  format: (value: number) => string;
  /** A value on the axis (shorter: no decimals). */
  axisFormat: (value: number) => string;
}

/**
 * A stacked bar chart: each category's bar is the sum of its series, so many dimension values
 * (brands, distributors) still read at 390 px; the legend scrolls when they do not fit.
 */
export function barOption({ categories, series, format, axisFormat }: BarChartInput): ChartOption {
  return {
    color: [...REPORT_PALETTE],
    grid: { left: 8, right: 16, top: 16, bottom: 64 },
    tooltip: { trigger: 'item', confine: true, valueFormatter: (v) => (typeof v === 'number' ? format(v) : String(v ?? '')) },
    legend: { type: 'scroll', bottom: 0, left: 'center', itemWidth: 14, itemHeight: 10 },
    // 'Haziran 2026' on two lines: six months fit a 390 px phone.
    xAxis: { type: 'category', data: categories, axisTick: { alignWithLabel: true }, axisLabel: { interval: 0, hideOverlap: true, lineHeight: 14, formatter: (v: string) => v.replace(' ', '\n') } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => axisFormat(v) } },
    series: series.map((s) => ({ type: 'bar', name: s.name, stack: 'total', data: s.values, emphasis: { focus: 'series' }, barMaxWidth: 56, cursor: 'pointer' })),
  };
}

/** The chart in words, for assistive technology: each category's values by series (the table beside it has them too). */
export function barDescription(title: string, { categories, series, format }: Pick<BarChartInput, 'categories' | 'series' | 'format'>): string {
  if (!series.length) return `${title}: veri yok.`;
  const parts = categories.map((c, i) => `${c}: ${series.map((s) => `${s.name} ${format(s.values[i] ?? 0)}`).join(', ')}`);
  return `${title}. ${parts.join('; ')}.`;
}
