import { reconcileEquity, tradePnlCurve, type EquityPoint } from '@edgelog/core';
import {
  BaselineSeries,
  ColorType,
  CrosshairMode,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/format';
import { equityTickLabel, withinOneDay } from '../../lib/axis-ticks';
import { equityLineData, type EquityLinePoint } from '../../lib/chart-options';
import { markerRoom } from '../../lib/marker-room';
import { accountCaption, accountSummary, tradesCaption, type CurveKind } from '../../lib/equity-caption';
import { formatMoney, formatMoneyCompact, formatMoneyWhole, toneLabel, toneOf } from '../../lib/format';
import { useChartPalette, withAlpha } from './chart-palette';
import type { ChartHandle } from './echart';

export interface EquityChartProps {
  curve: readonly EquityPoint[];
  /** The equity the curve starts from: the baseline above which the area is a gain. */
  startingEquity: number;
  currency: string;
  /**
   * 'account' (default): the accounts' equity, cash flows marked as steps and the caption adding
   * start, P&L and cash flows up to the end. 'trades': the cumulative net P&L of the curve's trades
   * alone, from zero (a playbook, a tag, a filter on trades).
   */
  kind?: CurveKind;
  /** The trader's zone: the time axis and the tooltip tell their wall clock. */
  timeZone: string;
  ariaLabel?: string;
  height?: number;
  className?: string;
  ref?: Ref<ChartHandle>;
}

interface Hover {
  x: number;
  y: number;
  point: EquityLinePoint;
}

/** The equity curve over time with the starting equity as its baseline, themed and resizing. */
export function EquityChart({
  curve,
  startingEquity,
  currency,
  kind = 'account',
  timeZone,
  ariaLabel = 'Equity over time',
  height = 300,
  className,
  ref,
}: EquityChartProps) {
  const palette = useChartPalette();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Baseline'> | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const summaryId = useId();
  // The axis and tooltip formatters read the trader's formats when called: a change applies them again.
  const format = useFormat();
  const shown = useMemo(() => (kind === 'trades' ? tradePnlCurve(curve) : curve), [curve, kind]);
  const base = kind === 'trades' ? 0 : startingEquity;
  const story = useMemo(() => (kind === 'account' ? reconcileEquity(curve) : null), [curve, kind]);
  const data = useMemo(() => equityLineData(shown, timeZone), [shown, timeZone]);
  // The cash flows by the chart slot they landed on: marked on the line and named in the tooltip.
  const flowAt = useMemo(() => {
    const slots = new Map<number, number>();
    if (story === null || story.flows.length === 0) return slots;
    const times = equityLineData(
      story.flows.map((flow) => ({ time: flow.time, equity: flow.amount })),
      timeZone,
    );
    for (const point of times) slots.set(point.time, (slots.get(point.time) ?? 0) + point.value);
    return slots;
  }, [story, timeZone]);
  const byTime = useMemo(() => new Map(data.map((point) => [point.time, point])), [data]);
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [timeZone],
  );

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = createChart(element, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Magnet },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      handleScroll: { vertTouchDrag: false },
    });
    chart.current = instance;
    series.current = instance.addSeries(BaselineSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: true,
    });
    return () => {
      instance.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.muted,
        fontFamily: 'Inter Variable, ui-sans-serif, system-ui, sans-serif',
        attributionLogo: false,
      },
      grid: {
        vertLines: { visible: false },
        horzLines: { color: withAlpha(palette.border, 0.8), style: LineStyle.Dashed },
      },
      // Whole units up to a million: "$10.1K" four times over would not tell the ticks apart.
      localization: {
        priceFormatter: (value: number) =>
          Math.abs(value) < 1_000_000
            ? formatMoneyWhole(value, currency)
            : formatMoneyCompact(value, currency),
      },
    });
    series.current?.applyOptions({
      baseValue: { type: 'price', price: base },
      topLineColor: palette.profit,
      topFillColor1: withAlpha(palette.profit, 0.28),
      topFillColor2: withAlpha(palette.profit, 0.04),
      bottomLineColor: palette.loss,
      bottomFillColor1: withAlpha(palette.loss, 0.04),
      bottomFillColor2: withAlpha(palette.loss, 0.28),
      priceFormat: { type: 'custom', formatter: (value: number) => formatMoney(value, currency) },
    });
  }, [palette, currency, base, format]);

  useEffect(() => {
    const target = series.current;
    if (target === null) return;
    // With deposit and withdrawal labels on the curve, empty bars at both ends keep an edge's label
    // whole.
    const room = flowAt.size > 0 ? markerRoom(data.map((point) => point.time)) : { before: [], after: 0 };
    target.setData([
      ...room.before.map((time) => ({ time: time as UTCTimestamp })),
      ...data.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })),
    ]);
    // The starting equity drawn and labelled: the line the area is a gain above and a loss below.
    const start = target.createPriceLine({
      price: base,
      color: palette.muted,
      lineWidth: 1,
      lineStyle: LineStyle.Dotted,
      axisLabelVisible: true,
      title: kind === 'trades' ? 'Zero' : 'Start',
    });
    // Deposits and withdrawals as labelled steps: a deposit is not a profit spike. The labels carry
    // no amount, so privacy mode has nothing to hide on the canvas.
    const markers = createSeriesMarkers(
      target,
      [...flowAt.entries()].map(([time, amount]) => ({
        time: time as UTCTimestamp,
        position: amount > 0 ? ('belowBar' as const) : ('aboveBar' as const),
        shape: amount > 0 ? ('arrowUp' as const) : ('arrowDown' as const),
        color: palette.muted,
        text: amount > 0 ? 'Deposit' : 'Withdrawal',
      })),
    );
    // Days, months and years on a curve over days; clock times only when the curve is one day long.
    const withTimes = withinOneDay(data.map((point) => point.time));
    chart.current?.applyOptions({
      timeScale: {
        rightOffset: room.after,
        timeVisible: withTimes,
        tickMarkFormatter: (time: Time, kind: TickMarkType) =>
          typeof time === 'number' ? equityTickLabel(time, kind, withTimes) : null,
      },
    });
    chart.current?.timeScale().fitContent();
    // On unmount the chart is removed first (its effect was declared first); a removed chart
    // throws on any call, so its lines go with it.
    return () => {
      if (series.current === target) {
        target.removePriceLine(start);
        markers.detach();
      }
    };
  }, [data, base, kind, flowAt, palette.muted]);

  useEffect(() => {
    const instance = chart.current;
    if (instance === null) return;
    const move = (event: MouseEventParams<Time>) => {
      const point = typeof event.time === 'number' ? byTime.get(event.time) : undefined;
      if (event.point === undefined || point === undefined) setHover(null);
      else setHover({ x: event.point.x, y: event.point.y, point });
    };
    instance.subscribeCrosshairMove(move);
    return () => {
      if (chart.current === instance) instance.unsubscribeCrosshairMove(move);
    };
  }, [byTime]);

  useImperativeHandle(
    ref,
    () => ({
      getDataURL: () => {
        const instance = chart.current;
        if (instance === null) return null;
        const shot = instance.takeScreenshot();
        // The chart is transparent on the card: the PNG gets the card's colour behind it.
        const canvas = document.createElement('canvas');
        canvas.width = shot.width;
        canvas.height = shot.height;
        const context = canvas.getContext('2d');
        if (context === null) return shot.toDataURL('image/png');
        context.fillStyle = palette.card;
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(shot, 0, 0);
        return canvas.toDataURL('image/png');
      },
    }),
    [palette.card],
  );

  const last = data[data.length - 1];
  const caption =
    kind === 'trades'
      ? tradesCaption(shown, currency)
      : story === null
        ? 'No closed trades.'
        : accountCaption(story, currency);
  const hoverFlow = hover === null ? undefined : flowAt.get(hover.point.time);
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <div
        ref={box}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={summaryId}
        data-chart="equity"
        style={{ height }}
        className="w-full"
      />
      <p id={summaryId} className="sr-only">
        {last === undefined
          ? 'No closed trades.'
          : kind === 'trades'
            ? `${caption}.`
            : accountSummary(story, currency)}
      </p>
      {last !== undefined && (
        <p
          aria-hidden
          data-testid="equity-caption"
          data-kind={kind}
          className="mt-1 text-xs text-muted-foreground tabular-nums"
        >
          {caption}
        </p>
      )}
      {hover && (
        <div
          aria-hidden
          data-numeric
          className="pointer-events-none absolute z-10 rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground tabular-nums shadow-md"
          style={{
            left: Math.min(hover.x + 12, (box.current?.clientWidth ?? 0) - 170),
            top: Math.max(hover.y - 48, 0),
          }}
        >
          <div className="text-muted-foreground">{when.format(new Date(hover.point.iso))}</div>
          <div className="font-medium">
            {kind === 'trades' ? 'Net P&L ' : ''}
            {formatMoney(hover.point.value, currency, kind === 'trades')}
          </div>
          {hoverFlow !== undefined ? (
            <div>
              {hoverFlow > 0 ? 'Deposit' : 'Withdrawal'} {formatMoney(hoverFlow, currency, true)} (not P&L)
            </div>
          ) : (
            kind === 'account' && (
              <div>
                {formatMoney(hover.point.value - startingEquity, currency, true)} since the start (
                {toneLabel(toneOf(hover.point.value - startingEquity))})
              </div>
            )
          )}
        </div>
      )}
    </div>
  );
}
