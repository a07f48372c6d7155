import { BarChart, GaugeChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * Apache ECharts, modular: only bar charts (the six-month report) and gauges (the admin's
 * dashboard), their grid, tooltip, legend and the aria description, drawn as SVG. Imported only
 * by the report screens' chunks (never by the app's first download or a dealer's screens:
 * tests/e2e/reports.spec.ts and the build's chunk group `echarts`, vite.config.ts).
 */
register([BarChart, GaugeChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { init };
export type { ComposeOption, EChartsType } from 'echarts/core';
