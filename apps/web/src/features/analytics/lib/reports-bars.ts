// The bar chart beside a breakdown table: net P&L per key, bars around zero. Each bar carries its
// signed value as a label and losses are hatched, so a gain and a loss read apart without their
// colours.
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { LOSS_DECAL } from './chart-options';
import { formatCount, formatMoney, formatMoneyCompact, toneOf } from './format';
import type { ReportRow } from './reports-table';

export type BarsOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface BarColors {
  positive: string;
  negative: string;
  neutral: string;
  text: string;
  muted: string;
}

/** Pixels per bar: the chart grows with its keys so a long list of symbols stays readable. */
export const BAR_ROW_HEIGHT = 28;
const CHROME_HEIGHT = 64;

export function barsHeight(rows: number): number {
  return Math.max(160, CHROME_HEIGHT + rows * BAR_ROW_HEIGHT);
}

function signedCompact(value: number, currency: string): string {
  const text = formatMoneyCompact(value, currency);
  return toneOf(value) === 'profit' ? `+${text}` : text;
}

interface BarParams {
  dataIndex?: number;
}

function rowOf(params: BarParams | BarParams[], rows: readonly ReportRow[]): ReportRow | undefined {
  const first = Array.isArray(params) ? params[0] : params;
  return first?.dataIndex === undefined ? undefined : rows[first.dataIndex];
}

/** Horizontal bars, one per row in the table's order (top to bottom), keys on the side axis. */
export function netPnlBarsOption(
  rows: readonly ReportRow[],
  currency: string,
  colors: BarColors,
): BarsOption {
  return {
    animation: false,
    grid: { left: 8, right: 56, top: 8, bottom: 32, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const row = rowOf(params as BarParams | BarParams[], rows);
        if (row === undefined) return '';
        const { netPnl, tradeCount } = row.statistics;
        return `${row.label}<br/>Net P&L: ${formatMoney(netPnl, currency, true)}<br/>Trades: ${formatCount(tradeCount)}`;
      },
    },
    xAxis: {
      type: 'value',
      name: `Net P&L (${currency})`,
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { color: colors.muted },
      axisLabel: {
        color: colors.muted,
        hideOverlap: true,
        formatter: (value: number) => formatMoneyCompact(value, currency),
      },
      splitNumber: 4,
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((row) => row.label),
      axisLabel: { color: colors.muted, width: 120, overflow: 'truncate' },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        name: 'Net P&L',
        barMaxWidth: 18,
        data: rows.map((row) => {
          const value = row.statistics.netPnl;
          const tone = toneOf(value);
          return {
            value,
            itemStyle:
              tone === 'loss'
                ? { color: colors.negative, decal: LOSS_DECAL }
                : { color: tone === 'profit' ? colors.positive : colors.neutral },
          };
        }),
        label: {
          show: true,
          position: 'right',
          color: colors.text,
          fontSize: 11,
          formatter: (params) => {
            const row = rowOf(params as BarParams, rows);
            return row === undefined ? '' : signedCompact(row.statistics.netPnl, currency);
          },
        },
      },
    ],
  };
}
