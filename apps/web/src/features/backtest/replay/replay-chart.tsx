import type { BacktestFill, OhlcvBar } from '@edgelog/core';
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useChartPalette } from '@/features/analytics';

export type LevelKind = 'limit' | 'stop' | 'target' | 'entry';

export interface ChartLevel {
  kind: LevelKind;
  price: number;
  title: string;
  /** A level of the order being written: the trader may drag it. */
  draggable: boolean;
}

export interface ReplayChartHandle {
  /** The chart as a PNG data URL. */
  screenshot: () => string | null;
}

const seconds = (ms: number): UTCTimestamp => Math.floor(ms / 1000) as UTCTimestamp;
const GRAB_PX = 8;

/**
 * Candlesticks up to the last bar shown (the future is never handed to the chart), fills as
 * markers, and the order's levels as price lines; a draggable line follows the pointer.
 */
export function ReplayChart({
  bars,
  cursor,
  fills,
  levels,
  tickSize,
  timeZone,
  onDrag,
  ref,
}: {
  bars: readonly OhlcvBar[];
  cursor: number;
  fills: readonly BacktestFill[];
  levels: readonly ChartLevel[];
  tickSize: number;
  timeZone: string;
  onDrag: (kind: LevelKind, price: number) => void;
  ref?: Ref<ReplayChartHandle>;
}) {
  const palette = useChartPalette();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const shown = useRef<{ bars: readonly OhlcvBar[]; cursor: number } | null>(null);
  const lines = useRef<IPriceLine[]>([]);
  const levelsRef = useRef(levels);
  const dragRef = useRef({ onDrag, tickSize });
  levelsRef.current = levels;
  dragRef.current = { onDrag, tickSize };

  useImperativeHandle(ref, () => ({
    screenshot: () => chart.current?.takeScreenshot().toDataURL('image/png') ?? null,
  }));

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = createChart(element, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false, rightOffset: 6 },
      handleScroll: { vertTouchDrag: false },
    });
    chart.current = instance;
    const candles = instance.addSeries(CandlestickSeries, { priceLineVisible: false });
    series.current = candles;
    markers.current = createSeriesMarkers(candles, []);

    // Dragging a level: caught before the chart's own handlers, which pan while it lasts.
    let dragging: LevelKind | null = null;
    const yOf = (event: PointerEvent) => event.clientY - element.getBoundingClientRect().top;
    const near = (event: PointerEvent): ChartLevel | undefined =>
      levelsRef.current.find((level) => {
        if (!level.draggable) return false;
        const y = candles.priceToCoordinate(level.price);
        return y !== null && Math.abs(y - yOf(event)) <= GRAB_PX;
      });
    const down = (event: PointerEvent) => {
      const level = near(event);
      if (!level) return;
      dragging = level.kind;
      instance.applyOptions({ handleScroll: false, handleScale: false });
      element.setPointerCapture(event.pointerId);
      event.preventDefault();
      event.stopPropagation();
    };
    const move = (event: PointerEvent) => {
      if (dragging === null) {
        element.style.cursor = near(event) ? 'ns-resize' : '';
        return;
      }
      const price = candles.coordinateToPrice(yOf(event));
      if (price === null) return;
      const { onDrag: report, tickSize: tick } = dragRef.current;
      report(dragging, Number((Math.round(price / tick) * tick).toFixed(10)));
    };
    const up = (event: PointerEvent) => {
      if (dragging === null) return;
      dragging = null;
      if (element.hasPointerCapture(event.pointerId)) element.releasePointerCapture(event.pointerId);
      instance.applyOptions({ handleScroll: { vertTouchDrag: false }, handleScale: true });
    };
    element.addEventListener('pointerdown', down, { capture: true });
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down, { capture: true });
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      instance.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
      shown.current = null;
      lines.current = [];
    };
  }, []);

  useEffect(() => {
    const clock = new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(undefined, { timeZone, month: 'short', day: 'numeric' });
    const full = new Intl.DateTimeFormat(undefined, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.muted,
        fontFamily: 'Inter Variable, ui-sans-serif, system-ui, sans-serif',
        attributionLogo: false,
      },
      grid: {
        vertLines: { visible: false },
        horzLines: { color: palette.border, style: LineStyle.Dashed },
      },
      // The axis tells the trader's wall clock, not UTC.
      localization: { timeFormatter: (time: Time) => full.format(Number(time) * 1000) },
      timeScale: {
        tickMarkFormatter: (time: Time, type: number) =>
          (type <= 2 ? day : clock).format(Number(time) * 1000),
      },
    });
    series.current?.applyOptions({
      upColor: palette.profit,
      downColor: palette.loss,
      borderUpColor: palette.profit,
      borderDownColor: palette.loss,
      wickUpColor: palette.profit,
      wickDownColor: palette.loss,
      priceFormat: {
        type: 'price',
        minMove: tickSize,
        precision: Math.max(0, Math.round(-Math.log10(tickSize))),
      },
    });
  }, [palette, timeZone, tickSize]);

  // One new bar is an update; anything else (a restart, another series) is the data again.
  useEffect(() => {
    const candles = series.current;
    if (candles === null) return;
    const toCandle = (bar: OhlcvBar) => ({
      time: seconds(bar.time),
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
    });
    const previous = shown.current;
    const next = bars[cursor];
    if (previous && previous.bars === bars && cursor === previous.cursor + 1 && next) {
      candles.update(toCandle(next));
    } else {
      candles.setData(bars.slice(0, cursor + 1).map(toCandle));
      chart.current?.timeScale().scrollToRealTime();
    }
    shown.current = { bars, cursor };
  }, [bars, cursor]);

  useEffect(() => {
    const list: SeriesMarker<Time>[] = fills.map((fill) => {
      const buy = fill.side === 'buy';
      return {
        time: seconds(bars[fill.barIndex]?.time ?? Date.parse(fill.time)),
        position: buy ? 'belowBar' : 'aboveBar',
        shape: buy ? 'arrowUp' : 'arrowDown',
        color: buy ? palette.profit : palette.loss,
        text: `${buy ? 'Buy' : 'Sell'} ${fill.quantity} @ ${fill.price}${fill.reason === 'entry' ? '' : ` (${fill.reason})`}`,
      };
    });
    markers.current?.setMarkers(list);
  }, [fills, bars, palette]);

  useEffect(() => {
    const candles = series.current;
    if (candles === null) return;
    for (const line of lines.current) candles.removePriceLine(line);
    const colour = {
      entry: palette.foreground,
      limit: palette.primary,
      stop: palette.loss,
      target: palette.profit,
    };
    lines.current = levels.map((level) =>
      candles.createPriceLine({
        price: level.price,
        color: colour[level.kind],
        lineWidth: level.draggable ? 2 : 1,
        lineStyle: level.draggable ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
        title: level.title,
      }),
    );
  }, [levels, palette]);

  return (
    <div
      ref={box}
      className="h-[360px] w-full touch-none sm:h-[420px]"
      role="img"
      aria-label="Candlestick chart of the bars shown so far; later bars are hidden"
      data-testid="replay-chart"
    />
  );
}
