// The risk page's Monte Carlo bands and drawdown periods table, from the engine's outputs.
import type { DrawdownPeriod, MonteCarloBand } from '@edgelog/core';
import type { ChartPalette } from './chart-options-theme';
import { formatCount, formatMoney, formatMoneyCompact } from './format';
import type { ChartOption } from './performance-charts';

type Params = { dataIndex: number }[] | { dataIndex: number };
const firstIndex = (params: Params): number =>
  Array.isArray(params) ? (params[0]?.dataIndex ?? 0) : params.dataIndex;

/**
 * The 5-95 and 25-75 percentile bands as stacked areas (a transparent base at the lower edge and
 * the band's width on top) and the median as a line; the tooltip lists the five exact values.
 */
export function monteCarloOption(
  bands: readonly MonteCarloBand[],
  currency: string,
  colors: ChartPalette,
  startingEquity: number,
): ChartOption {
  const steps = bands.map((band) => String(band.step));
  const area = (stack: string, name: string, values: number[], opacity: number) => ({
    type: 'line' as const,
    name,
    stack,
    showSymbol: false,
    silent: true,
    data: values,
    lineStyle: { opacity: 0 },
    itemStyle: { color: colors.primary },
    areaStyle: { color: colors.primary, opacity },
  });
  const base = (stack: string, values: number[]) => ({
    ...area(stack, `${stack} base`, values, 0),
    areaStyle: { opacity: 0 },
  });
  return {
    grid: { left: 88, right: 24, top: 40, bottom: 56 },
    legend: { top: 0, type: 'scroll', data: ['5th-95th percentile', '25th-75th percentile', 'Median'] },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const band = bands[firstIndex(params as Params)];
        if (!band) return '';
        const row = (label: string, value: number) => `${label}: ${formatMoney(value, currency, false)}`;
        return [
          `After ${formatCount(band.step)} trades`,
          row('95th percentile', band.p95),
          row('75th percentile', band.p75),
          row('Median', band.p50),
          row('25th percentile', band.p25),
          row('5th percentile', band.p5),
        ].join('<br>');
      },
    },
    xAxis: {
      type: 'category',
      name: 'Trades from now',
      nameLocation: 'middle',
      nameGap: 32,
      boundaryGap: false,
      data: steps,
    },
    yAxis: {
      type: 'value',
      name: `Equity (${currency})`,
      nameLocation: 'middle',
      nameGap: 72,
      scale: true,
      axisLabel: { formatter: (value: number) => formatMoneyCompact(value, currency) },
    },
    series: [
      base(
        'outer',
        bands.map((b) => b.p5),
      ),
      area(
        'outer',
        '5th-95th percentile',
        bands.map((b) => b.p95 - b.p5),
        0.15,
      ),
      base(
        'inner',
        bands.map((b) => b.p25),
      ),
      area(
        'inner',
        '25th-75th percentile',
        bands.map((b) => b.p75 - b.p25),
        0.3,
      ),
      {
        type: 'line',
        name: 'Median',
        showSymbol: false,
        data: bands.map((b) => b.p50),
        lineStyle: { color: colors.primary, width: 2 },
        itemStyle: { color: colors.primary },
        markLine: {
          silent: true,
          symbol: 'none',
          data: [{ yAxis: startingEquity }],
          lineStyle: { color: colors.muted, type: 'dashed' },
          label: { formatter: 'Now', position: 'insideStartTop' },
        },
      },
    ],
  };
}

export interface DrawdownRow {
  startTime: string;
  troughTime: string;
  /** null: not recovered yet. */
  endTime: string | null;
  depth: number;
  depthPct: number | null;
  durationMs: number;
  recoveryMs: number | null;
  trades: number;
}

/** The drawdown periods, deepest first (by money, then the earliest), at most `limit` of them. */
export function drawdownRows(periods: readonly DrawdownPeriod[], limit: number): DrawdownRow[] {
  return [...periods]
    .sort((a, b) => b.depth - a.depth || a.startTime.localeCompare(b.startTime))
    .slice(0, limit)
    .map((period) => ({ ...period }));
}
