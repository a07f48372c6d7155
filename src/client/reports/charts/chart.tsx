import { useEffect, useRef } from 'react';
import { useLayoutSettings } from '../../lib/layout-settings.js';
import type { ChartClick, ChartOption } from './chart-options.js';
import { init, type EChartsType } from './echarts.js';
import './charts.css';

export interface ChartProps {
  option: ChartOption;
  /**
   * What the chart shows, in words (ECharts' aria description on its SVG): the figures
   * themselves are in the table or text beside each chart.
   */
  description: string;
  testId: string;
  /** A click on a bar or a gauge (the series and the category it belongs to). */
  onClick?: (click: ChartClick) => void;
  className?: string;
}

/**
 * One ECharts chart on a div: made when mounted, drawn again when its option changes, resized
 * with its box (a ResizeObserver: the side menu folding, a phone turning), made anew in the
 * dark theme when the configurator's scheme changes, and disposed when it goes.
 */
export default function Chart({ option, description, testId, onClick, className }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onClick);
  const dark = useLayoutSettings().colorScheme !== 'light';

  useEffect(() => {
    click.current = onClick;
  }, [onClick]);

  useEffect(() => {
    const el = host.current!;
    const made = init(el, dark ? 'dark' : undefined, { renderer: 'svg' });
    made.on('click', (p) => {
      if (p.componentType === 'series') click.current?.({ seriesIndex: p.seriesIndex ?? 0, dataIndex: p.dataIndex });
    });
    chart.current = made;
    const observer = new ResizeObserver(() => made.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      made.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    // The page's own background shows through (the dark theme's would be a navy box).
    chart.current?.setOption({ backgroundColor: 'transparent', ...option, aria: { enabled: true, label: { description } } }, true);
  }, [option, description, dark]);

  return <div ref={host} className={['report-chart', className].filter(Boolean).join(' ')} data-testid={testId} data-clickable={onClick ? 'true' : undefined} />;
}
