// The dashboard's daily P&L bars as an ECharts option: one bar per day with exits, around zero,
// in money (R mode too: R is per trade) or in percent of the previous close's equity. Losses carry
// a hatched pattern and every tooltip a signed value, so a gain and a loss read apart without colour.
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { LOSS_DECAL } from './chart-options';
import { barValue, type DailyBar, type SeriesPoint } from './dashboard-series';
import type { DashboardUnit } from './dashboard-unit';
import {
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatPct,
  formatR,
  NOT_AVAILABLE,
  toneOf,
} from './format';

export type DailyBarsOption = ComposeOption<
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
  | AriaComponentOption
>;

export interface DailyBarsColors {
  profit: string;
  loss: string;
  muted: string;
}

/** More days than this and the chart opens on the latest ones, the rest a zoom away. */
export const DAILY_BARS_VISIBLE = 90;

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

// Day keys are the trader's calendar days already: read as UTC midnights they print as themselves.
const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const shortDay = (day: string): string => SHORT_DAY.format(dayDate(day));
export const longDay = (day: string): string => LONG_DAY.format(dayDate(day));

export function dailyBarsAxisName(unit: DashboardUnit, currency: string): string {
  return unit === 'pct' ? 'Daily return (%)' : `Daily net P&L (${currency})`;
}

/** A day in words, for the tooltip and the chart's hidden summary. */
export function describeDailyBar(bar: DailyBar, currency: string): string {
  const pnl = formatMoney(bar.pnl, currency, true);
  const ret = bar.returnPct === null ? NOT_AVAILABLE : formatPct(bar.returnPct, true);
  const trades = `${formatCount(bar.trades)} ${bar.trades === 1 ? 'trade' : 'trades'}`;
  return `${longDay(bar.day)}: ${pnl} (${ret}), ${trades}`;
}

interface TooltipParams {
  dataIndex?: number;
}

export function dailyBarsOption(
  bars: readonly DailyBar[],
  unit: DashboardUnit,
  currency: string,
  colors: DailyBarsColors,
): DailyBarsOption {
  const zoomed = bars.length > DAILY_BARS_VISIBLE;
  const axisLabel =
    unit === 'pct'
      ? (value: number) => formatPct(value, true)
      : (value: number) => formatMoneyCompact(value, currency);
  return {
    animation: false,
    aria: { enabled: true, decal: { show: false } },
    grid: { left: 8, right: 12, top: 32, bottom: zoomed ? 56 : 28, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const first = Array.isArray(params)
          ? (params[0] as TooltipParams | undefined)
          : (params as TooltipParams);
        const bar = first?.dataIndex === undefined ? undefined : bars[first.dataIndex];
        return bar === undefined ? '' : describeDailyBar(bar, currency);
      },
    },
    ...(zoomed
      ? {
          dataZoom: [
            { type: 'inside', startValue: bars.length - DAILY_BARS_VISIBLE, endValue: bars.length - 1 },
            { type: 'slider', height: 18, bottom: 8, startValue: bars.length - DAILY_BARS_VISIBLE },
          ],
        }
      : {}),
    xAxis: {
      type: 'category',
      data: bars.map((bar) => shortDay(bar.day)),
      axisTick: { show: false },
      // The last day's label is kept whole inside the chart, not cut at its right edge.
      axisLabel: { color: colors.muted, hideOverlap: true, alignMinLabel: 'left', alignMaxLabel: 'right' },
    },
    yAxis: {
      type: 'value',
      name: dailyBarsAxisName(unit, currency),
      nameTextStyle: { color: colors.muted, align: 'left' },
      axisLabel: { color: colors.muted, formatter: axisLabel },
    },
    series: [
      {
        type: 'bar',
        name: unit === 'pct' ? 'Daily return' : 'Daily net P&L',
        barMaxWidth: 16,
        large: bars.length > 2000,
        data: bars.map((bar) => {
          const value = barValue(bar, unit);
          const tone = toneOf(bar.pnl);
          const color = tone === 'profit' ? colors.profit : tone === 'loss' ? colors.loss : colors.muted;
          return {
            value: value ?? 0,
            itemStyle: {
              color,
              // Hatched losses: a pattern as well as a colour.
              ...(tone === 'loss' ? { decal: LOSS_DECAL } : {}),
            },
          };
        }),
      },
    ],
  };
}

export type EquityLineOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface EquityLineColors {
  primary: string;
  muted: string;
}

export function equityLineAxisName(unit: 'r' | 'pct'): string {
  return unit === 'r' ? 'Cumulative R' : 'Return on starting equity (%)';
}

const formatLineValue = (unit: 'r' | 'pct', value: number): string =>
  unit === 'r' ? formatR(value, true) : formatPct(value, true);

/**
 * Cumulative R, or the return in percent, after each exit, drawn over the trades in exit order:
 * R is counted per trade, and the trade number keeps days without trades from stretching the line.
 */
export function equityLineOption(
  points: readonly SeriesPoint[],
  unit: 'r' | 'pct',
  timeZone: string,
  colors: EquityLineColors,
): EquityLineOption {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 32, bottom: 28, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const first = Array.isArray(params)
          ? (params[0] as TooltipParams | undefined)
          : (params as TooltipParams);
        const point = first?.dataIndex === undefined ? undefined : points[first.dataIndex];
        if (point === undefined) return '';
        return `${when.format(new Date(point.time))}<br/>${equityLineAxisName(unit)}: ${formatLineValue(unit, point.value)}`;
      },
    },
    xAxis: {
      type: 'category',
      name: unit === 'r' ? 'Trades with R' : 'Exits',
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { color: colors.muted },
      data: points.map((point, index) => String(point.at ?? index)),
      axisTick: { show: false },
      axisLabel: { color: colors.muted, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: equityLineAxisName(unit),
      nameTextStyle: { color: colors.muted, align: 'left' },
      axisLabel: { color: colors.muted, formatter: (value: number) => formatLineValue(unit, value) },
    },
    series: [
      {
        type: 'line',
        name: equityLineAxisName(unit),
        showSymbol: false,
        sampling: 'lttb',
        lineStyle: { width: 2, color: colors.primary },
        itemStyle: { color: colors.primary },
        areaStyle: { opacity: 0.08, color: colors.primary },
        data: points.map((point) => point.value),
      },
    ],
  };
}

/**
 * The line's start, end and extremes in words, for screen readers; `exits` when the line is drawn
 * from a thinned curve (fewer points than exits).
 */
export function equityLineSummary(
  points: readonly SeriesPoint[],
  unit: 'r' | 'pct',
  exits: number = points.length,
): string {
  const last = points[points.length - 1];
  if (last === undefined) return 'No trades to draw.';
  let low = last.value;
  let high = last.value;
  for (const point of points) {
    low = Math.min(low, point.value);
    high = Math.max(high, point.value);
  }
  return `${equityLineAxisName(unit)} over ${formatCount(exits)} ${exits === 1 ? 'exit' : 'exits'}: ends at ${formatLineValue(unit, last.value)}, lowest ${formatLineValue(unit, low)}, highest ${formatLineValue(unit, high)}.`;
}
