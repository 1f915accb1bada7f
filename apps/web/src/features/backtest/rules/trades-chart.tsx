import { localTime, type BacktestTrade, type OhlcvBar } from '@edgelog/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useChartPalette } from '@/features/analytics';

// lightweight-charts draws times as UTC: bars and fills are shifted to the trader's wall clock.
const chartTime = (ms: number, timeZone: string) => (localTime(timeZone, ms) / 1000) as UTCTimestamp;

const LABELLED_TRADES = 30;
const VISIBLE_BARS = 300;

const REASON = { entry: 'In', stop: 'Stop', target: 'Target', exit: 'Out' } as const;

/** The run's bars as candles, each fill marked on its bar: buys below, sells above, with why. */
export function TradesChart({
  bars,
  trades,
  timeZone,
  height = 360,
}: {
  bars: readonly OhlcvBar[];
  trades: readonly BacktestTrade[];
  timeZone: string;
  height?: number;
}) {
  const palette = useChartPalette();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);

  const candles = useMemo(
    () =>
      bars.map((bar) => ({
        time: chartTime(bar.time, timeZone),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
      })),
    [bars, timeZone],
  );

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = createChart(element, {
      autoSize: true,
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      handleScroll: { vertTouchDrag: false },
    });
    chart.current = instance;
    const candlesSeries = instance.addSeries(CandlestickSeries, { priceLineVisible: false });
    series.current = candlesSeries;
    markers.current = createSeriesMarkers(candlesSeries, []);
    return () => {
      instance.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.muted,
        attributionLogo: false,
      },
      grid: {
        vertLines: { visible: false },
        horzLines: { color: palette.border, style: LineStyle.Dashed },
      },
    });
    series.current?.applyOptions({
      upColor: palette.profit,
      downColor: palette.loss,
      borderUpColor: palette.profit,
      borderDownColor: palette.loss,
      wickUpColor: palette.profit,
      wickDownColor: palette.loss,
    });
  }, [palette]);

  useEffect(() => {
    series.current?.setData(candles);
    const marks: SeriesMarker<Time>[] = [];
    const labelled = trades.length <= LABELLED_TRADES;
    for (const trade of trades)
      for (const fill of trade.executions) {
        const bar = bars[fill.barIndex];
        if (bar === undefined) continue;
        const buy = fill.side === 'buy';
        marks.push({
          time: chartTime(bar.time, timeZone),
          position: buy ? 'belowBar' : 'aboveBar',
          shape: buy ? 'arrowUp' : 'arrowDown',
          color:
            fill.reason === 'entry'
              ? palette.primary
              : fill.reason === 'stop'
                ? palette.loss
                : palette.profit,
          // Words beside every arrow would cover the candles of a busy run; the colours and the
          // table below tell the same.
          ...(labelled ? { text: `${buy ? 'Buy' : 'Sell'} ${REASON[fill.reason]}` } : {}),
        });
      }
    marks.sort((a, b) => Number(a.time) - Number(b.time));
    markers.current?.setMarkers(marks);
    // The latest bars first, wide enough to read; the trader scrolls and zooms back in time.
    const scale = chart.current?.timeScale();
    if (candles.length > VISIBLE_BARS)
      scale?.setVisibleLogicalRange({ from: candles.length - VISIBLE_BARS, to: candles.length + 2 });
    else scale?.fitContent();
  }, [candles, bars, trades, timeZone, palette]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={`Price chart with ${trades.length} trades marked: buys below the bars, sells above; entries in the accent colour, stops in red, targets and exits in green`}
      data-chart="backtest-trades"
      style={{ height }}
      className="w-full min-w-0"
    />
  );
}
