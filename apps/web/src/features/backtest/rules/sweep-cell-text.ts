import { PRIVACY_LABEL, PRIVACY_MASK, type SweepCell } from '@edgelog/core';
import { counted, type Formatter } from '@/lib/format';

/** How a sweep's metric is written. */
export type SweepFigureKind = 'money' | 'ratio' | 'pct' | 'r' | 'count';

/** A cell's figure as the grid shows it: money masked under privacy mode, R and % as they are. */
export function sweepFigure(
  value: number | null,
  kind: SweepFigureKind,
  currency: string,
  format: Formatter,
): string {
  if (value === null) return '—';
  if (kind === 'money') return format.money(value, { currency, signed: true });
  if (kind === 'pct') return format.percent(value, { decimals: 1 });
  if (kind === 'r') return format.r(value, { signed: true });
  if (kind === 'count') return format.count(value);
  return format.number(value, { decimals: 2 });
}

/** A parameter value as the grid's headings write it. */
export const sweepParamText = (value: number, format: Formatter): string =>
  format.number(value, { decimals: 0, maxDecimals: 4 });

/**
 * A cell's accessible name: its parameters and its figure as shown, in words where the eye gets a
 * symbol (the privacy mask reads "hidden", an empty cell "no result").
 */
export function sweepCellName(
  cell: SweepCell,
  grid: {
    param: string;
    param2: string | null;
    metricLabel: string;
    kind: SweepFigureKind;
    currency: string;
    best: boolean;
  },
  format: Formatter,
): string {
  const params =
    `${grid.param} ${sweepParamText(cell.value, format)}` +
    (grid.param2 === null || cell.value2 === null
      ? ''
      : `, ${grid.param2} ${sweepParamText(cell.value2, format)}`);
  const shown = sweepFigure(cell.metric, grid.kind, grid.currency, format);
  const figure = cell.metric === null ? 'no result' : shown === PRIVACY_MASK ? PRIVACY_LABEL : shown;
  const trades = counted(format, cell.tradeCount, 'trade', 'trades');
  return `${params}: ${grid.metricLabel} ${figure}, ${trades}${grid.best ? ', best cell' : ''}. Open this run`;
}
