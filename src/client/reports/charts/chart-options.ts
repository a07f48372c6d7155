import type { BarSeriesOption, GaugeSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The options our charts may use (ECharts' typed subset for the modules charts/echarts.ts registers). */
export type ChartOption = ComposeOption<BarSeriesOption | GaugeSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption | AriaComponentOption>;

/** What a click on a bar tells its screen: the series (dimension value) and the category (month) indexes. */
export interface ChartClick {
  seriesIndex: number;
  dataIndex: number;
}
