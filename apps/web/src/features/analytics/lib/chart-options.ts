// Chart options the analytics pages share, built from the engine's outputs. Pure: the chart
// component themes and draws them; these decide what is plotted, in which unit, and what a tooltip
// says (exact values, and a gain or a loss told by its sign, its label and a pattern, never colour
// alone).
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CrossBreakdown, EquityPoint, PeriodPnl, SummaryStatistics } from '@edgelog/core';
import type { ChartPalette } from './chart-options-theme';
import {
  formatCount,
  formatMetric,
  formatMoney,
  formatMoneyCompact,
  formatPct,
  toneLabel,
  toneOf,
  type MetricKind,
} from './format';

export type SharedChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | MarkLineComponentOption
  | VisualMapComponentOption
>;

type Params = { dataIndex: number } | { dataIndex: number }[];
const firstIndex = (params: unknown): number => {
  const given = params as Params;
  return Array.isArray(given) ? (given[0]?.dataIndex ?? 0) : given.dataIndex;
};

// Room at the top for the value axis's name (its unit).
const GRID: GridComponentOption = { left: 12, right: 16, top: 32, bottom: 8, containLabel: true };

/** The diagonal hatch on losing bars: a loss reads as a loss in grey print and to colour-blind eyes. */
type DecalObject = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

export const LOSS_DECAL: DecalObject = {
  symbol: 'rect',
  symbolSize: 1,
  dashArrayX: [1, 0],
  dashArrayY: [2, 5],
  rotation: Math.PI / 4,
  color: 'rgba(255, 255, 255, 0.45)',
};

// ---------------------------------------------------------------- equity (lightweight-charts)

export interface EquityLinePoint {
  /** Seconds since the epoch, shifted so the chart's UTC axis shows the trader's wall clock. */
  time: number;
  value: number;
  /** The instant the point stands for, for the tooltip. */
  iso: string;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The zone's offset from UTC at an instant, in seconds. A 100k-trade curve must not make 100k
 * formatter calls: offsets change at most once a week (daylight saving), so each week is read at
 * its two ends and, when they differ, the minute of the change is found by bisection.
 */
const readers = new Map<string, (ms: number) => number>();

/** One reader per zone for the page's life: a filter change reads no week twice. */
function offsetReader(timeZone: string): (ms: number) => number {
  let reader = readers.get(timeZone);
  if (reader === undefined) {
    reader = newOffsetReader(timeZone);
    readers.set(timeZone, reader);
  }
  return reader;
}

function newOffsetReader(timeZone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsetAt = (ms: number): number => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
    const wall = Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return Math.round((wall - Math.floor(ms / 1000) * 1000) / 1000);
  };
  const weeks = new Map<number, { before: number; after: number; switchAt: number }>();
  return (ms) => {
    const week = Math.floor(ms / WEEK_MS);
    let found = weeks.get(week);
    if (found === undefined) {
      const start = week * WEEK_MS;
      // A curve is read in time order: the week before ended on the offset this one starts with.
      const before = weeks.get(week - 1)?.after ?? offsetAt(start);
      const after = offsetAt(start + WEEK_MS - 60_000);
      let switchAt = start + WEEK_MS;
      if (before !== after) {
        // The first minute of the week with the later offset.
        let low = start;
        let high = start + WEEK_MS - 60_000;
        while (high - low > 60_000) {
          const middle = low + Math.floor((high - low) / 120_000) * 60_000;
          if (offsetAt(middle) === after) high = middle;
          else low = middle;
        }
        switchAt = high;
      }
      found = { before, after, switchAt };
      weeks.set(week, found);
    }
    return ms < found.switchAt ? found.before : found.after;
  };
}

/**
 * The equity curve as lightweight-charts points: one per second at most (the chart needs strictly
 * rising times; of points in the same second the last, the equity after all of them, is kept),
 * times shifted into the trader's zone when one is given.
 */
export function equityLineData(curve: readonly EquityPoint[], timeZone?: string): EquityLinePoint[] {
  const offset = timeZone === undefined ? () => 0 : offsetReader(timeZone);
  const points: EquityLinePoint[] = [];
  for (const point of curve) {
    const ms = Date.parse(point.time);
    if (!Number.isFinite(ms)) continue;
    const time = Math.floor(ms / 1000) + offset(ms);
    const last = points[points.length - 1];
    if (last !== undefined && time <= last.time) {
      // Same second, or a clock turned back (DST): keep the later equity on the earlier slot.
      last.value = point.equity;
      last.iso = point.time;
      continue;
    }
    points.push({ time, value: point.equity, iso: point.time });
  }
  return points;
}

// ---------------------------------------------------------------- daily P&L bars

/** Above this many bars ECharts draws them in its fast mode. */
const LARGE_SERIES = 2000;

/** Daily (or weekly, monthly) P&L as bars around zero: green up, red and hatched down. */
export function dailyPnlBarOption(
  series: readonly PeriodPnl[],
  currency: string,
  palette: ChartPalette,
): SharedChartOption {
  return {
    grid: GRID,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const day = series[firstIndex(params)];
        if (!day) return '';
        const tone = toneOf(day.pnl);
        return [
          `<b>${day.period}</b>`,
          `${formatMoney(day.pnl, currency, true)} (${toneLabel(tone)})`,
          `${formatCount(day.trades)} ${day.trades === 1 ? 'trade' : 'trades'}: ${day.wins} won, ${day.losses} lost, ${day.breakevens} even`,
        ].join('<br>');
      },
    },
    xAxis: {
      type: 'category',
      data: series.map((day) => day.period),
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      name: currency,
      axisLabel: { formatter: (value: number) => formatMoneyCompact(value, currency) },
    },
    // Gains and losses as two series stacked on one bar slot: each keeps its colour and the losses
    // their hatch at any length (a per-bar style is dropped by ECharts' large mode).
    series: [
      {
        type: 'bar',
        name: 'Gain',
        stack: 'pnl',
        barMaxWidth: 18,
        large: series.length > LARGE_SERIES,
        data: series.map((day) => (toneOf(day.pnl) === 'loss' ? '-' : day.pnl)),
        itemStyle: { color: palette.profit },
        markLine: {
          silent: true,
          symbol: 'none',
          data: [{ yAxis: 0 }],
          label: { show: false },
          lineStyle: { color: palette.muted, type: 'solid' },
        },
      },
      {
        type: 'bar',
        name: 'Loss',
        stack: 'pnl',
        barMaxWidth: 18,
        large: series.length > LARGE_SERIES,
        data: series.map((day) => (toneOf(day.pnl) === 'loss' ? day.pnl : '-')),
        itemStyle: { color: palette.loss, decal: LOSS_DECAL },
      },
    ],
  };
}

/** What the daily bars show, for screen readers. */
export function dailyPnlSummary(series: readonly PeriodPnl[], currency: string): string {
  if (series.length === 0) return 'No days with closed trades.';
  let best = series[0];
  let worst = series[0];
  let up = 0;
  let down = 0;
  for (const day of series) {
    const tone = toneOf(day.pnl);
    if (tone === 'profit') up++;
    if (tone === 'loss') down++;
    if (best === undefined || day.pnl > best.pnl) best = day;
    if (worst === undefined || day.pnl < worst.pnl) worst = day;
  }
  const parts = [`${formatCount(series.length)} days: ${up} with a gain, ${down} with a loss.`];
  if (best) parts.push(`Best ${best.period}: ${formatMoney(best.pnl, currency, true)}.`);
  if (worst) parts.push(`Worst ${worst.period}: ${formatMoney(worst.pnl, currency, true)}.`);
  return parts.join(' ');
}

// ---------------------------------------------------------------- win / loss split

export interface OutcomeBar {
  outcome: 'win' | 'loss' | 'breakeven';
  label: string;
  count: number;
  sharePct: number;
}

export function outcomeBars(
  statistics: Pick<SummaryStatistics, 'wins' | 'losses' | 'breakevens' | 'tradeCount'>,
) {
  const share = (count: number) => (statistics.tradeCount === 0 ? 0 : (count / statistics.tradeCount) * 100);
  const bars: OutcomeBar[] = [
    { outcome: 'win', label: 'Wins', count: statistics.wins, sharePct: share(statistics.wins) },
    { outcome: 'loss', label: 'Losses', count: statistics.losses, sharePct: share(statistics.losses) },
    {
      outcome: 'breakeven',
      label: 'Break-evens',
      count: statistics.breakevens,
      sharePct: share(statistics.breakevens),
    },
  ];
  return bars;
}

/** Wins, losses and break-evens as labelled bars: each with its count and its share of the trades. */
export function winLossOption(
  statistics: Pick<SummaryStatistics, 'wins' | 'losses' | 'breakevens' | 'tradeCount'>,
  palette: ChartPalette,
): SharedChartOption {
  const bars = outcomeBars(statistics);
  const colour = { win: palette.profit, loss: palette.loss, breakeven: palette.muted };
  return {
    grid: { ...GRID, right: 96 },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const bar = bars[firstIndex(params)];
        return bar ? `${bar.label}: ${formatCount(bar.count)} (${formatPct(bar.sharePct)})` : '';
      },
    },
    xAxis: { type: 'value', show: false, max: (extent: { max: number }) => Math.max(1, extent.max) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: bars.map((bar) => bar.label),
      axisLine: { show: false },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        data: bars.map((bar) => ({
          value: bar.count,
          itemStyle: {
            color: colour[bar.outcome],
            borderRadius: 3,
            ...(bar.outcome === 'loss' ? { decal: LOSS_DECAL } : {}),
          },
        })),
        label: {
          show: true,
          position: 'right',
          color: palette.foreground,
          formatter: (params: unknown) => {
            const bar = bars[firstIndex(params)];
            return bar ? `${formatCount(bar.count)} · ${formatPct(bar.sharePct)}` : '';
          },
        },
      },
    ],
  };
}

// ---------------------------------------------------------------- histogram

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * A histogram: one bar per bin [from, to), labelled by `formatBound`. Bins below zero are losses
 * (colour and hatch), bins from zero up gains.
 */
export function histogramOption(
  bins: readonly HistogramBin[],
  formatBound: (value: number) => string,
  axisName: string,
  palette: ChartPalette,
): SharedChartOption {
  const total = bins.reduce((sum, bin) => sum + bin.count, 0);
  return {
    grid: GRID,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const bin = bins[firstIndex(params)];
        if (!bin) return '';
        const share = total === 0 ? 0 : (bin.count / total) * 100;
        return `${formatBound(bin.from)} to ${formatBound(bin.to)}<br>${formatCount(bin.count)} ${
          bin.count === 1 ? 'trade' : 'trades'
        } (${formatPct(share)})`;
      },
    },
    xAxis: {
      type: 'category',
      name: axisName,
      nameLocation: 'middle',
      nameGap: 28,
      data: bins.map((bin) => formatBound(bin.from)),
    },
    yAxis: { type: 'value', name: 'Trades', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barCategoryGap: '8%',
        data: bins.map((bin) => ({
          value: bin.count,
          itemStyle: bin.to <= 0 ? { color: palette.loss, decal: LOSS_DECAL } : { color: palette.profit },
        })),
      },
    ],
  };
}

// ---------------------------------------------------------------- heatmap

export interface HeatmapFigure {
  field: keyof SummaryStatistics;
  label: string;
  kind: MetricKind;
  signed: boolean;
}

function statisticValue(statistics: SummaryStatistics, field: keyof SummaryStatistics): number | null {
  const value = statistics[field];
  return typeof value === 'number' ? value : null;
}

/**
 * A cross table as a heatmap: rows down, columns across, each cell's figure written in it. A
 * signed figure diverges around zero (loss colour below, profit above); a count ramps from the
 * card colour to the primary.
 */
export function crossHeatmapOption(
  cross: CrossBreakdown,
  figure: HeatmapFigure,
  currency: string,
  palette: ChartPalette,
): SharedChartOption {
  const rowIndex = new Map(cross.rows.map((row, index) => [row.key, index]));
  const columnIndex = new Map(cross.columns.map((column, index) => [column.key, index]));
  const cells: { value: [number, number, number]; text: string; short: string; trades: number }[] = [];
  let extreme = 0;
  let high = 0;
  for (const cell of cross.cells) {
    const x = columnIndex.get(cell.column);
    const y = rowIndex.get(cell.row);
    const value = statisticValue(cell.statistics, figure.field);
    if (x === undefined || y === undefined || value === null || !Number.isFinite(value)) continue;
    extreme = Math.max(extreme, Math.abs(value));
    high = Math.max(high, value);
    cells.push({
      value: [x, y, value],
      text: formatMetric(value, figure.kind, { currency, signed: figure.signed }),
      // Money in a cell is shortened ("+$1.2K"); the tooltip has the exact figure.
      short:
        figure.kind === 'money'
          ? `${figure.signed && value > 0 ? '+' : ''}${formatMoneyCompact(value, currency)}`
          : formatMetric(value, figure.kind, { currency, signed: figure.signed }),
      trades: cell.statistics.tradeCount,
    });
  }
  const diverging = figure.signed;
  const visualMap: VisualMapComponentOption = diverging
    ? {
        type: 'continuous',
        min: -Math.max(extreme, 0.01),
        max: Math.max(extreme, 0.01),
        calculable: false,
        show: false,
        inRange: { color: [palette.loss, palette.card, palette.profit] },
      }
    : {
        type: 'continuous',
        min: 0,
        max: Math.max(high, 1),
        show: false,
        inRange: { color: [palette.card, palette.primary] },
      };
  return {
    grid: { ...GRID, top: 8 },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const cell = cells[firstIndex(params)];
        if (!cell) return '';
        const [x, y] = cell.value;
        const row = cross.rows[y]?.label ?? '';
        const column = cross.columns[x]?.label ?? '';
        const tone = figure.signed ? ` (${toneLabel(toneOf(cell.value[2]))})` : '';
        return `${row} · ${column}<br>${figure.label}: ${cell.text}${tone}<br>${formatCount(cell.trades)} trades`;
      },
    },
    xAxis: {
      type: 'category',
      data: cross.columns.map((column) => column.label),
      splitArea: { show: false },
    },
    yAxis: { type: 'category', data: cross.rows.map((row) => row.label), inverse: true },
    visualMap,
    series: [
      {
        type: 'heatmap',
        name: figure.label,
        data: cells.map((cell) => cell.value),
        label: {
          show: cross.columns.length <= 12,
          fontSize: 10,
          color: palette.foreground,
          formatter: (params: unknown) => cells[firstIndex(params)]?.short ?? '',
        },
        itemStyle: { borderColor: palette.card, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: palette.foreground, borderWidth: 1 } },
      },
    ],
  };
}

// ---------------------------------------------------------------- underwater

export interface UnderwaterSample {
  time: string;
  /** Percent below the running peak: 0 or less; null under a peak of 0 or less. */
  drawdownPct: number | null;
  equity: number;
}

/**
 * How far the equity is below its running peak at each point. As the engine counts it, the start
 * is the first peak and a deposit or withdrawal (a point without a trade) moves the peak with the
 * equity, so money moved in or out is neither a drawdown nor a recovery.
 */
export function underwaterSamples(curve: readonly EquityPoint[]): UnderwaterSample[] {
  const samples: UnderwaterSample[] = [];
  let peak = 0;
  let previous: number | null = null;
  for (const point of curve) {
    if (previous === null) peak = point.equity;
    else if (point.tradeId === undefined) peak += point.equity - previous;
    else if (point.equity > peak) peak = point.equity;
    previous = point.equity;
    const below = Math.round((peak - point.equity) * 100) / 100;
    samples.push({
      time: point.time,
      equity: point.equity,
      drawdownPct: peak > 0 ? (below <= 0 ? 0 : -(below / peak) * 100) : null,
    });
  }
  return samples;
}

/** The underwater chart: drawdown % below the running peak, an area under zero. */
export function underwaterOption(
  curve: readonly EquityPoint[],
  currency: string,
  palette: ChartPalette,
  formatTime: (iso: string) => string,
): SharedChartOption {
  const samples = underwaterSamples(curve);
  return {
    grid: GRID,
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const sample = samples[firstIndex(params)];
        if (!sample) return '';
        return [
          formatTime(sample.time),
          `Drawdown: ${sample.drawdownPct === null ? '— (equity at or below 0)' : formatPct(sample.drawdownPct)}`,
          `Equity: ${formatMoney(sample.equity, currency)}`,
        ].join('<br>');
      },
    },
    xAxis: { type: 'time' },
    yAxis: {
      type: 'value',
      name: 'Below peak (%)',
      max: 0,
      axisLabel: { formatter: (value: number) => formatPct(value) },
    },
    series: [
      {
        type: 'line',
        name: 'Drawdown',
        step: 'end',
        showSymbol: false,
        sampling: 'lttb',
        data: samples.map((sample) => [sample.time, sample.drawdownPct ?? 0]),
        lineStyle: { color: palette.loss, width: 1.5 },
        itemStyle: { color: palette.loss },
        areaStyle: { color: palette.loss, opacity: 0.18 },
      },
    ],
  };
}
