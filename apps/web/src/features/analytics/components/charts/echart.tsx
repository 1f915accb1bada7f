import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { echartsTheme, type ChartPalette } from '../../lib/chart-options-theme';
import { init, type EChartsCoreOption, type EChartsType } from '../../lib/echarts';
import { useChartPalette } from './chart-palette';
import { useFormat } from '@/lib/format';

/** What a chart card can ask of the chart inside it. */
export interface ChartHandle {
  /** The chart as a PNG data URL (on the card's background), null before it is drawn. */
  getDataURL(): string | null;
}

export interface EChartProps {
  /**
   * The option, or a function of the theme's colours (called again when the theme changes). A new
   * value redraws the chart: keep it stable across renders (useMemo / useCallback) on big series.
   */
  option: EChartsCoreOption | ((palette: ChartPalette) => EChartsCoreOption);
  /** What the chart shows, for screen readers ("Daily net P&L, USD"). */
  ariaLabel: string;
  /** The data in words or as a small table, visually hidden: the chart's text alternative. */
  summary?: ReactNode;
  height?: number | string;
  className?: string;
  /** Called once, after the first option is drawn. */
  onReady?: (chart: EChartsType) => void;
  ref?: Ref<ChartHandle>;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** An ECharts chart: themed from the design tokens, re-themed with them, sized to its box. */
export function EChart({ option, ariaLabel, summary, height = 280, className, onReady, ref }: EChartProps) {
  const palette = useChartPalette();
  // Label callbacks read the trader's formats when called: a change of format or privacy mode
  // draws the option again so axes and labels follow at once.
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const ready = useRef(false);
  const latestPalette = useRef(palette);
  const onReadyRef = useRef(onReady);
  const summaryId = useId();

  useEffect(() => {
    latestPalette.current = palette;
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = init(element, echartsTheme(latestPalette.current), { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
      ready.current = false;
    };
  }, []);

  useEffect(() => {
    chart.current?.setTheme(echartsTheme(palette));
  }, [palette]);

  useEffect(() => {
    const instance = chart.current;
    if (instance === null) return;
    const resolved = typeof option === 'function' ? option(palette) : option;
    instance.setOption({ ...resolved, ...(reducedMotion() ? { animation: false } : {}) }, { notMerge: true });
    if (!ready.current) {
      ready.current = true;
      onReadyRef.current?.(instance);
    }
  }, [option, palette, format]);

  useImperativeHandle(
    ref,
    () => ({
      getDataURL: () =>
        chart.current?.getDataURL({
          type: 'png',
          pixelRatio: 2,
          backgroundColor: latestPalette.current.card,
        }) ?? null,
    }),
    [],
  );

  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <div
        ref={box}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={summary === undefined ? undefined : summaryId}
        data-chart="echarts"
        style={{ height }}
        className="w-full"
      />
      {summary !== undefined && (
        <div id={summaryId} className="sr-only">
          {summary}
        </div>
      )}
    </div>
  );
}
