// The breakdown table of the reports: its columns, their sort, and the same rows as CSV. One list
// of columns serves the screen, the sort buttons and the export, so the file says what the table
// shows.
import type { BreakdownRow, SummaryStatistics } from '@edgelog/core';
import type { MetricKind } from './format';
import { tableToCsv, type CsvCell, type CsvColumn } from './reports-csv';

/** How a figure reads, in the analytics format's kinds (money with sign, R, %...). */
export type ReportUnit = Extract<MetricKind, 'money' | 'count' | 'pct' | 'ratio' | 'r'>;

export type NumericField =
  | 'tradeCount'
  | 'winRatePct'
  | 'netPnl'
  | 'expectancy'
  | 'profitFactor'
  | 'expectancyR'
  | 'avgWin'
  | 'avgLoss'
  | 'largestWin'
  | 'largestLoss';

export interface NumericColumn {
  id: NumericField;
  header: string;
  unit: ReportUnit;
}

export const BREAKDOWN_COLUMNS: readonly NumericColumn[] = [
  { id: 'tradeCount', header: 'Trades', unit: 'count' },
  { id: 'winRatePct', header: 'Win rate', unit: 'pct' },
  { id: 'netPnl', header: 'Net P&L', unit: 'money' },
  { id: 'expectancy', header: 'Expectancy', unit: 'money' },
  { id: 'profitFactor', header: 'Profit factor', unit: 'ratio' },
  { id: 'expectancyR', header: 'Avg R', unit: 'r' },
  { id: 'avgWin', header: 'Avg win', unit: 'money' },
  { id: 'avgLoss', header: 'Avg loss', unit: 'money' },
  { id: 'largestWin', header: 'Largest win', unit: 'money' },
  { id: 'largestLoss', header: 'Largest loss', unit: 'money' },
];

/** A table row: the engine's key and figures, with the label the trader reads. */
export interface ReportRow {
  key: string;
  label: string;
  statistics: SummaryStatistics;
}

export type SortColumn = 'label' | NumericField;
export interface TableSort {
  column: SortColumn;
  direction: 'ascending' | 'descending';
}

export function figure(statistics: SummaryStatistics, field: NumericField): number | null {
  return statistics[field];
}

/**
 * The rows in the chosen order; without a sort, the engine's (weekdays Mon..Sun, hours 00..23,
 * text keys alphabetical with the no-value row last). Unknown figures go last whichever the
 * direction, so sorting never buries the rows that have one; ties keep the engine's order.
 */
export function sortRows(rows: readonly ReportRow[], sort: TableSort | null): ReportRow[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const ranked = rows.map((row, index) => ({ row, index }));
  const { column } = sort;
  ranked.sort((a, b) => {
    if (column === 'label') {
      const byLabel = a.row.label.localeCompare(b.row.label, undefined, { numeric: true });
      return byLabel === 0 ? a.index - b.index : sign * byLabel;
    }
    const x = figure(a.row.statistics, column);
    const y = figure(b.row.statistics, column);
    if (x === null || y === null) {
      if (x === y) return a.index - b.index;
      return x === null ? 1 : -1;
    }
    // Infinity compares as the largest value; two of them tie.
    return x === y ? a.index - b.index : sign * (x < y ? -1 : 1);
  });
  return ranked.map(({ row }) => row);
}

/** A header click: a new column sorts descending first (the best rows on top), again flips it. */
export function nextSort(current: TableSort | null, column: SortColumn): TableSort {
  if (current?.column === column)
    return { column, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
  return { column, direction: column === 'label' ? 'ascending' : 'descending' };
}

export function ariaSort(sort: TableSort | null, column: SortColumn): 'ascending' | 'descending' | 'none' {
  return sort?.column === column ? sort.direction : 'none';
}

/** The decimals each unit shows on screen; the CSV rounds the same, so the file equals the table. */
export const UNIT_DECIMALS: Record<ReportUnit, number> = {
  money: 2,
  count: 0,
  pct: 1,
  ratio: 2,
  r: 2,
};

/** CSV columns of the table: money in the currency of the figures. */
export function csvColumns(keyHeader: string, currency: string): CsvColumn[] {
  return [
    { header: keyHeader },
    ...BREAKDOWN_COLUMNS.map((column): CsvColumn => ({
      header: column.header,
      decimals: UNIT_DECIMALS[column.unit],
      ...(column.unit === 'money' ? { currency } : {}),
    })),
  ];
}

/** The table as the trader sees it (sorted, labelled, with its totals row) as CSV text. */
export function breakdownToCsv(
  keyHeader: string,
  currency: string,
  rows: readonly ReportRow[],
  totals: SummaryStatistics | null,
): string {
  const line = (label: string, statistics: SummaryStatistics): CsvCell[] => [
    label,
    ...BREAKDOWN_COLUMNS.map((column) => figure(statistics, column.id)),
  ];
  const lines = rows.map((row) => line(row.label, row.statistics));
  if (totals !== null) lines.push(line('Total', totals));
  return tableToCsv(csvColumns(keyHeader, currency), lines);
}

export function labelledRows(
  rows: readonly BreakdownRow[],
  label: (row: BreakdownRow) => string,
): ReportRow[] {
  return rows.map((row) => ({ key: row.key, label: label(row), statistics: row.statistics }));
}
