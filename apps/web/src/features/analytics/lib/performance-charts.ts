// Chart options for the performance and risk pages, built from the engine's outputs. Pure: the
// chart component themes and draws them; these decide what is plotted, on which axis, in which
// unit, and what a tooltip says (exact values, never colour alone).
import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { EquityPoint, ExcursionPoint, RDistribution, RollingPoint } from '@edgelog/core';
import type { ChartPalette } from './chart-options-theme';
import { formatCount, formatMetric, formatMoney, formatMoneyCompact, formatPct, formatR } from './format';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | MarkLineComponentOption
>;

export interface UnderwaterPoint {
  time: string;
  equity: number;
  /** Equity below its running peak, money, 0 or less. */
  drawdown: number;
  /** The same over the peak, in percent, 0 or less; null under a peak of 0 or less. */
  drawdownPct: number | null;
}

/**
 * The equity curve's distance below its running peak. As the engine counts it, the starting
 * balance is the first peak and a deposit or withdrawal (a point without a trade) moves the peak
 * by the same amount as the equity, so money moved in or out is never a drawdown or a recovery.
 */
export function underwater(curve: readonly EquityPoint[]): UnderwaterPoint[] {
  const points: UnderwaterPoint[] = [];
  let peak = 0;
  let previous: number | null = null;
  for (const point of curve) {
    if (previous === null) peak = point.equity;
    else if (point.tradeId === undefined) peak += point.equity - previous;
    else if (point.equity > peak) peak = point.equity;
    previous = point.equity;
    const depth = Math.round((point.equity - peak) * 100) / 100;
    points.push({
      time: point.time,
      equity: point.equity,
      drawdown: depth === 0 ? 0 : depth,
      drawdownPct: peak > 0 ? (depth === 0 ? 0 : (depth / peak) * 100) : null,
    });
  }
  return points;
}

type Params = { dataIndex: number } | { dataIndex: number }[];
const firstIndex = (params: Params): number =>
  Array.isArray(params) ? (params[0]?.dataIndex ?? 0) : params.dataIndex;

const DAY_MS = 86_400_000;

const axisName = { nameLocation: 'middle' as const, nameGap: 44 };
const grid: GridComponentOption = { left: 64, right: 24, top: 24, bottom: 56, containLabel: false };

/** The underwater chart: drawdown % below the running peak over time. */
export function underwaterOption(
  points: readonly UnderwaterPoint[],
  currency: string,
  colors: ChartPalette,
  formatTime: (iso: string) => string,
): ChartOption {
  return {
    grid,
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const point = points[firstIndex(params as Params)];
        if (!point) return '';
        return [
          formatTime(point.time),
          `Drawdown: ${formatMetric(point.drawdownPct, 'pct', { signed: true })} (${formatMoney(point.drawdown, currency, true)})`,
          `Equity: ${formatMoney(point.equity, currency, false)}`,
        ].join('<br>');
      },
    },
    xAxis: {
      type: 'time',
      name: 'Date',
      ...axisName,
      nameGap: 32,
      // Days at the finest: between two days' exits the axis would print the exits' clock times.
      minInterval: DAY_MS,
      axisLabel: {
        hideOverlap: true,
        // The first and last labels sit inside the chart rather than being cut at its edges.
        alignMinLabel: 'left',
        alignMaxLabel: 'right',
        formatter: {
          year: '{yyyy}',
          month: '{MMM}',
          day: '{d} {MMM}',
          hour: '',
          minute: '',
          second: '',
          millisecond: '',
        },
      },
    },
    yAxis: {
      type: 'value',
      name: 'Drawdown (%)',
      ...axisName,
      max: 0,
      axisLabel: { formatter: (value: number) => formatPct(value, true) },
    },
    series: [
      {
        type: 'line',
        name: 'Drawdown',
        step: 'end',
        showSymbol: false,
        data: points.map((p) => [p.time, p.drawdownPct ?? 0]),
        lineStyle: { color: colors.loss, width: 1.5 },
        itemStyle: { color: colors.loss },
        areaStyle: { color: colors.loss, opacity: 0.2 },
      },
    ],
  };
}

/** Rolling win rate (left axis, %) and expectancy (right axis, money) by trade number. */
export function rollingOption(
  points: readonly RollingPoint[],
  window: number,
  currency: string,
  colors: ChartPalette,
  formatTime: (iso: string) => string,
): ChartOption {
  const start = window;
  return {
    grid: { ...grid, right: 72, top: 40 },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const index = firstIndex(params as Params);
        const point = points[index];
        if (!point) return '';
        return [
          `Trade ${formatCount(start + index)}, closed ${formatTime(point.time)}`,
          `Win rate (last ${window}): ${formatPct(point.winRatePct)}`,
          `Expectancy (last ${window}): ${formatMoney(point.expectancy, currency, true)}`,
          `Expectancy R: ${point.expectancyR === null ? '— (no trade with a stop)' : formatR(point.expectancyR)}`,
        ].join('<br>');
      },
    },
    xAxis: {
      type: 'category',
      name: 'Trade number',
      ...axisName,
      nameGap: 32,
      data: points.map((_, index) => String(start + index)),
    },
    yAxis: [
      { type: 'value', name: 'Win rate (%)', ...axisName, min: 0, max: 100 },
      {
        type: 'value',
        name: `Expectancy (${currency})`,
        ...axisName,
        nameGap: 56,
        axisLabel: { formatter: (value: number) => formatMoneyCompact(value, currency) },
      },
    ],
    series: [
      {
        type: 'line',
        name: 'Win rate',
        showSymbol: false,
        data: points.map((p) => p.winRatePct),
        lineStyle: { color: colors.primary },
        itemStyle: { color: colors.primary },
      },
      {
        type: 'line',
        name: 'Expectancy',
        yAxisIndex: 1,
        showSymbol: false,
        data: points.map((p) => p.expectancy),
        lineStyle: { color: colors.muted, type: 'dashed' },
        itemStyle: { color: colors.muted },
        markLine: { silent: true, symbol: 'none', data: [{ yAxis: 0 }], label: { show: false } },
      },
    ],
  };
}

export function rBinLabel(from: number, to: number): string {
  return `${formatR(from)} to ${formatR(to)}`;
}

/** The R histogram: trades per R bin, losing bins (below 0R) apart from winning ones. */
export function rHistogramOption(distribution: RDistribution, colors: ChartPalette): ChartOption {
  const bins = distribution.bins;
  return {
    grid,
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const bin = bins[firstIndex(params as Params)];
        if (!bin) return '';
        const share = distribution.tradesWithR === 0 ? 0 : (bin.count / distribution.tradesWithR) * 100;
        return `${rBinLabel(bin.from, bin.to)}<br>${formatCount(bin.count)} trades (${formatPct(share)})`;
      },
    },
    xAxis: {
      type: 'category',
      name: 'R multiple (bins of the trade result over its initial risk)',
      ...axisName,
      nameGap: 32,
      data: bins.map((bin) => formatR(bin.from)),
    },
    yAxis: { type: 'value', name: 'Trades', ...axisName, minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: 'Trades',
        barCategoryGap: '8%',
        data: bins.map((bin) => ({
          value: bin.count,
          itemStyle: { color: bin.from < 0 ? colors.loss : colors.profit },
        })),
      },
    ],
  };
}

/**
 * MAE (x) against MFE (y) per trade, in money: winners and losers as two series with their own
 * marker shapes, so the split reads without colour.
 */
export function excursionOption(
  points: readonly ExcursionPoint[],
  currency: string,
  colors: ChartPalette,
): ChartOption {
  const wins = points.filter((p) => p.netPnl > 0);
  const others = points.filter((p) => p.netPnl <= 0);
  const tooltipOf = (list: readonly ExcursionPoint[]) => (params: unknown) => {
    const point = list[(params as { dataIndex: number }).dataIndex];
    if (!point) return '';
    return [
      `MAE: ${formatMoney(point.mae, currency, false)}`,
      `MFE: ${formatMoney(point.mfe, currency, false)}`,
      `Net P&L: ${formatMoney(point.netPnl, currency, true)}`,
      `R: ${point.rMultiple === null ? '—' : formatR(point.rMultiple)}`,
    ].join('<br>');
  };
  const moneyAxis = { axisLabel: { formatter: (value: number) => formatMoneyCompact(value, currency) } };
  return {
    grid: { ...grid, left: 80, top: 40 },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'item' },
    xAxis: {
      type: 'value',
      name: `Maximum adverse excursion (${currency})`,
      ...axisName,
      nameGap: 32,
      min: 0,
      ...moneyAxis,
    },
    yAxis: {
      type: 'value',
      name: `Maximum favourable excursion (${currency})`,
      ...axisName,
      nameGap: 64,
      min: 0,
      ...moneyAxis,
    },
    series: [
      {
        type: 'scatter',
        name: 'Winners (●)',
        symbol: 'circle',
        symbolSize: 7,
        data: wins.map((p) => [p.mae, p.mfe]),
        itemStyle: { color: colors.profit, opacity: 0.75 },
        tooltip: { formatter: tooltipOf(wins) },
      },
      {
        type: 'scatter',
        name: 'Losers and break-evens (▲)',
        symbol: 'triangle',
        symbolSize: 8,
        data: others.map((p) => [p.mae, p.mfe]),
        itemStyle: { color: colors.loss, opacity: 0.75 },
        tooltip: { formatter: tooltipOf(others) },
      },
    ],
  };
}
