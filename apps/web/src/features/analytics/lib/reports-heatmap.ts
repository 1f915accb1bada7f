// A cross table (rows x columns of two dimensions) as a heatmap: which figure each cell shows, the
// scale its colour follows, and the option ECharts draws. Each cell also carries its value as text
// and the tooltip says it exactly: the colour is never the only way to read it.
import type { HeatmapSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CrossBreakdown, SummaryStatistics } from '@edgelog/core';
import { formatCount, formatMetric, formatMoneyCompact, formatPct, type MetricKind } from './format';
import { tableToCsv, type CsvCell, type CsvColumn } from './reports-csv';

export type HeatmapOption = ComposeOption<
  HeatmapSeriesOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

export type HeatmapMetric = 'netPnl' | 'tradeCount' | 'winRatePct' | 'expectancy';

export const HEATMAP_METRICS: readonly { id: HeatmapMetric; label: string; kind: MetricKind }[] = [
  { id: 'netPnl', label: 'Net P&L', kind: 'money' },
  { id: 'tradeCount', label: 'Trades', kind: 'count' },
  { id: 'winRatePct', label: 'Win rate', kind: 'pct' },
  { id: 'expectancy', label: 'Expectancy', kind: 'money' },
];

export function heatmapMetric(id: HeatmapMetric): { id: HeatmapMetric; label: string; kind: MetricKind } {
  return (
    HEATMAP_METRICS.find((metric) => metric.id === id) ?? { id: 'netPnl', label: 'Net P&L', kind: 'money' }
  );
}

export interface HeatmapCell {
  row: number;
  column: number;
  value: number | null;
  tradeCount: number;
}

export interface HeatmapGrid {
  rows: { key: string; label: string }[];
  columns: { key: string; label: string }[];
  cells: HeatmapCell[];
  /** The colour scale's ends: symmetric around 0 for money, 0..100 for win rate, 0..max for counts. */
  min: number;
  max: number;
}

/**
 * The cells of a cross table for one figure, indexed into its rows and columns. Only cells with
 * trades are listed (an empty cell stays blank, not a zero).
 */
export function heatmapGrid(
  cross: CrossBreakdown,
  metric: HeatmapMetric,
  label: (side: 'row' | 'column', key: string, engineLabel: string) => string,
): HeatmapGrid {
  const rowIndex = new Map(cross.rows.map((row, index) => [row.key, index]));
  const columnIndex = new Map(cross.columns.map((column, index) => [column.key, index]));
  const cells: HeatmapCell[] = [];
  let largest = 0;
  for (const cell of cross.cells) {
    const row = rowIndex.get(cell.row);
    const column = columnIndex.get(cell.column);
    if (row === undefined || column === undefined) continue;
    const value = valueOf(cell.statistics, metric);
    if (value !== null && Number.isFinite(value)) largest = Math.max(largest, Math.abs(value));
    cells.push({ row, column, value, tradeCount: cell.statistics.tradeCount });
  }
  const scale =
    metric === 'winRatePct'
      ? { min: 0, max: 100 }
      : metric === 'tradeCount'
        ? { min: 0, max: Math.max(1, largest) }
        : { min: -Math.max(1, largest), max: Math.max(1, largest) };
  return {
    rows: cross.rows.map((row) => ({ key: row.key, label: label('row', row.key, row.label) })),
    columns: cross.columns.map((column) => ({
      key: column.key,
      label: label('column', column.key, column.label),
    })),
    cells,
    ...scale,
  };
}

function valueOf(statistics: SummaryStatistics, metric: HeatmapMetric): number | null {
  return statistics[metric];
}

/** A cell's short text: compact money with its sign, % without decimals, counts as is. */
export function cellText(value: number | null, metric: HeatmapMetric, currency: string): string {
  if (value === null) return '—';
  switch (metric) {
    case 'tradeCount':
      return formatCount(value);
    case 'winRatePct':
      return `${Math.round(value)}%`;
    default: {
      const text = formatMoneyCompact(value, currency);
      return Math.round(value * 100) > 0 ? `+${text}` : text;
    }
  }
}

function scaleText(value: number, metric: HeatmapMetric, currency: string): string {
  return metric === 'winRatePct' ? formatPct(value) : cellText(value, metric, currency);
}

export interface HeatmapColors {
  /** Gains, losses and the middle of the scale (zero, or a 50 % win rate). */
  positive: string;
  negative: string;
  neutral: string;
  /** Cell text, on every shade. */
  text: string;
  muted: string;
}

interface CellParams {
  dataIndex?: number;
}

// Series data lists the cells in grid order, so ECharts' data index is the cell's index.
function cellOf(params: CellParams | CellParams[], grid: HeatmapGrid): HeatmapCell | undefined {
  const first = Array.isArray(params) ? params[0] : params;
  return first?.dataIndex === undefined ? undefined : grid.cells[first.dataIndex];
}

/** The heatmap: columns along the top axis, rows down the side, one labelled square per cell. */
export function heatmapOption(
  grid: HeatmapGrid,
  metric: HeatmapMetric,
  currency: string,
  colors: HeatmapColors,
  axisNames: { rows: string; columns: string },
): HeatmapOption {
  const { label, kind } = heatmapMetric(metric);
  const colorScale =
    metric === 'tradeCount'
      ? [colors.neutral, colors.positive]
      : [colors.negative, colors.neutral, colors.positive];
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 40, bottom: 48, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const cell = cellOf(params as CellParams | CellParams[], grid);
        if (cell === undefined) return '';
        const row = grid.rows[cell.row]?.label ?? '';
        const column = grid.columns[cell.column]?.label ?? '';
        const value = formatMetric(cell.value, kind, { currency, signed: kind === 'money' });
        return `${row} · ${column}<br/>${label}: ${value}<br/>Trades: ${formatCount(cell.tradeCount)}`;
      },
    },
    xAxis: {
      type: 'category',
      position: 'top',
      name: axisNames.columns,
      nameLocation: 'middle',
      nameGap: 28,
      data: grid.columns.map((column) => column.label),
      splitArea: { show: false },
      axisLabel: { color: colors.muted, interval: 0, hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      name: axisNames.rows,
      nameLocation: 'middle',
      nameGap: 0,
      nameTextStyle: { opacity: 0 },
      data: grid.rows.map((row) => row.label),
      splitArea: { show: false },
      axisLabel: { color: colors.muted },
    },
    visualMap: {
      type: 'continuous',
      min: grid.min,
      max: grid.max,
      dimension: 2,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      calculable: false,
      // The scale's ends in words: what the darkest colours at each side stand for.
      text: [scaleText(grid.max, metric, currency), scaleText(grid.min, metric, currency)],
      inRange: { color: colorScale },
      textStyle: { color: colors.muted },
    },
    series: [
      {
        type: 'heatmap',
        name: label,
        data: grid.cells.map((cell) => [cell.column, cell.row, cell.value === null ? '-' : cell.value]),
        label: {
          show: true,
          fontSize: 10,
          color: colors.text,
          formatter: (params) => {
            const cell = cellOf(params as CellParams, grid);
            return cell === undefined ? '' : cellText(cell.value, metric, currency);
          },
        },
        // Cells apart by a hairline of the card's colour, so neighbours of one shade still read as two.
        itemStyle: { borderColor: colors.neutral, borderWidth: 1 },
        emphasis: { itemStyle: { borderColor: colors.text, borderWidth: 1 } },
      },
    ],
  };
}

/**
 * The heatmap's figure as a CSV matrix: one line per row key, one column per column key, empty
 * where no trade falls; the corner names both dimensions and the figure (with its currency).
 */
export function heatmapToCsv(
  grid: HeatmapGrid,
  metric: HeatmapMetric,
  currency: string,
  axisNames: { rows: string; columns: string },
): string {
  const { label, kind } = heatmapMetric(metric);
  const decimals = kind === 'count' ? 0 : kind === 'pct' ? 1 : 2;
  const corner: CsvColumn = {
    header: `${axisNames.rows} / ${axisNames.columns}: ${label}`,
    ...(kind === 'money' ? { currency } : {}),
  };
  const columns: CsvColumn[] = [
    corner,
    ...grid.columns.map((column) => ({ header: column.label, decimals })),
  ];
  const lines: CsvCell[][] = grid.rows.map((row) => [row.label, ...grid.columns.map((): CsvCell => null)]);
  for (const cell of grid.cells) {
    const line = lines[cell.row];
    if (line !== undefined) line[cell.column + 1] = cell.value;
  }
  return tableToCsv(columns, lines);
}
