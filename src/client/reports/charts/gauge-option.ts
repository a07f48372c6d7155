import { REPORT_GAUGE_SEGMENTS, REPORT_PALETTE } from '../../../shared/contract/reports.js';
import type { ChartOption } from './chart-options.js';

/** The segments' colours, low to high: the palette's red, orange, amber, teal and green. */
export const GAUGE_COLORS = [REPORT_PALETTE[3], REPORT_PALETTE[6], REPORT_PALETTE[1], REPORT_PALETTE[5], REPORT_PALETTE[2]] as const;

export interface GaugeSegment {
  from: number;
  to: number;
  color: string;
}

/** The gauge's top: the average, or (no average yet) today's value, or 1 so the dial still draws. */
export const gaugeMax = (value: number, average: number) => (average > 0 ? average : Math.max(value, 1));

/** Spec 3 §2.17 / §9: five equal segments from 0 to the average. */
export function gaugeSegments(value: number, average: number, count = REPORT_GAUGE_SEGMENTS): GaugeSegment[] {
  const max = gaugeMax(value, average);
  return Array.from({ length: count }, (_, i) => ({ from: (max * i) / count, to: (max * (i + 1)) / count, color: GAUGE_COLORS[i % GAUGE_COLORS.length] }));
}

export interface GaugeInput {
  value: number;
  average: number;
  /** The value as the card writes it (quantity, or ₺ with 2 decimals). */
  format: (value: number) => string;
  /** The scale's two ends (0 and the average), shorter. */
  axisFormat: (value: number) => string;
}

/** A half-round gauge: coloured segments, the pointer at today's value (stopping at the average), the value written under it. */
export function gaugeOption({ value, average, format, axisFormat }: GaugeInput): ChartOption {
  const segments = gaugeSegments(value, average);
  const max = gaugeMax(value, average);
  return {
    series: [
      {
        type: 'gauge',
        min: 0,
        max,
        startAngle: 200,
        endAngle: -20,
        radius: '92%',
        center: ['50%', '56%'],
        splitNumber: segments.length,
        axisLine: { lineStyle: { width: 14, color: segments.map((s, i) => [(i + 1) / segments.length, s.color] as [number, string]) } },
        pointer: { width: 5, length: '60%', itemStyle: { color: 'auto' } },
        axisTick: { show: false },
        splitLine: { distance: -14, length: 14, lineStyle: { color: '#fff', width: 2 } },
        axisLabel: { distance: 20, fontSize: 11, formatter: (v: number) => (v === 0 || Math.abs(v - max) < 1e-9 ? axisFormat(v) : '') },
        anchor: { show: true, size: 10, itemStyle: { color: 'auto' } },
        title: { show: false },
        detail: { valueAnimation: false, offsetCenter: [0, '78%'], fontSize: 20, fontWeight: 600, formatter: () => format(value) },
        data: [{ value: Math.min(value, max) }],
      },
    ],
  };
}
