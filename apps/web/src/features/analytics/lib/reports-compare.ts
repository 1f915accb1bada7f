// Two periods or two filters side by side: the same breakdown over each, row by row, with the
// difference. Rows are matched by key (a symbol traded in one period only still gets its row).
import type { SummaryStatistics } from '@edgelog/core';
import type { MetricKind } from './format';
import { tableToCsv, type CsvCell, type CsvColumn } from './reports-csv';
import type { ReportRow } from './reports-table';

export type CompareField = 'tradeCount' | 'winRatePct' | 'netPnl' | 'expectancy';

export const COMPARE_FIELDS: readonly {
  id: CompareField;
  header: string;
  kind: MetricKind;
  decimals: number;
}[] = [
  { id: 'tradeCount', header: 'Trades', kind: 'count', decimals: 0 },
  { id: 'winRatePct', header: 'Win rate', kind: 'pct', decimals: 1 },
  { id: 'netPnl', header: 'Net P&L', kind: 'money', decimals: 2 },
  { id: 'expectancy', header: 'Expectancy', kind: 'money', decimals: 2 },
];

export interface CompareRow {
  key: string;
  label: string;
  left: SummaryStatistics | null;
  right: SummaryStatistics | null;
}

/** Every key of either side, in the left side's order, then the right side's new keys. */
export function compareRows(left: readonly ReportRow[], right: readonly ReportRow[]): CompareRow[] {
  const rightByKey = new Map(right.map((row) => [row.key, row]));
  const rows: CompareRow[] = left.map((row) => ({
    key: row.key,
    label: row.label,
    left: row.statistics,
    right: rightByKey.get(row.key)?.statistics ?? null,
  }));
  const seen = new Set(left.map((row) => row.key));
  for (const row of right)
    if (!seen.has(row.key)) rows.push({ key: row.key, label: row.label, left: null, right: row.statistics });
  return rows;
}

/**
 * One side's figure; a side without trades in a row has none, except its trade count and net P&L,
 * which are 0 (no trades made nothing), so the difference still reads.
 */
export function sideValue(statistics: SummaryStatistics | null, field: CompareField): number | null {
  if (statistics === null) return field === 'tradeCount' || field === 'netPnl' ? 0 : null;
  return statistics[field];
}

/** Right minus left; none when either side has no value. Win rates differ in points. */
export function difference(row: CompareRow, field: CompareField): number | null {
  const a = sideValue(row.left, field);
  const b = sideValue(row.right, field);
  if (a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  // Rounded to the cent or tenth shown, so 0.1 + 0.2 never reads as a change.
  const decimals = COMPARE_FIELDS.find((f) => f.id === field)?.decimals ?? 2;
  const factor = 10 ** decimals;
  const delta = Math.round((b - a) * factor) / factor;
  return delta === 0 ? 0 : delta;
}

/** The comparison table as CSV: per figure, the left, the right and the change; totals last. */
export function compareToCsv(
  keyHeader: string,
  names: { left: string; right: string },
  currency: string,
  rows: readonly CompareRow[],
  totals: CompareRow | null = null,
): string {
  const columns: CsvColumn[] = [{ header: keyHeader }];
  for (const field of COMPARE_FIELDS) {
    const money = field.kind === 'money' ? { currency } : {};
    columns.push(
      { header: `${field.header} ${names.left}`, decimals: field.decimals, ...money },
      { header: `${field.header} ${names.right}`, decimals: field.decimals, ...money },
      { header: `${field.header} change`, decimals: field.decimals, ...money },
    );
  }
  const lines = [...rows, ...(totals === null ? [] : [totals])].map((row): CsvCell[] => [
    row.label,
    ...COMPARE_FIELDS.flatMap((field) => [
      sideValue(row.left, field.id),
      sideValue(row.right, field.id),
      difference(row, field.id),
    ]),
  ]);
  return tableToCsv(columns, lines);
}
