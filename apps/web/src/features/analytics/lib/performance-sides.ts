// Long against short: the same figures for each side, from the side breakdown, each missing one
// with the reason a trader can act on.
import { STATISTIC_DEFINITIONS, type BreakdownRow } from '@edgelog/core';
import type { MetricKind } from './format';
import { missingReason, type StatisticField } from './performance-statistics';

// The figures that tell whether one side carries the other.
export const SIDE_FIELDS: readonly StatisticField[] = [
  'tradeCount',
  'netPnl',
  'winRatePct',
  'profitFactor',
  'expectancy',
  'expectancyR',
  'avgWin',
  'avgLoss',
  'payoffRatio',
  'maxDrawdown',
  'avgHoldingMinutes',
];

export const SIDES = ['long', 'short'] as const;
export type Side = (typeof SIDES)[number];

export interface SideCell {
  value: number | null;
  missing: string | null;
}

export interface SideRow {
  field: StatisticField;
  label: string;
  kind: MetricKind;
  signed: boolean;
  long: SideCell;
  short: SideCell;
}

export function sideRows(rows: readonly BreakdownRow[]): SideRow[] {
  const bySide = new Map(rows.map((row) => [row.key, row.statistics]));
  return SIDE_FIELDS.map((field) => {
    const definition = STATISTIC_DEFINITIONS[field];
    const cell = (side: Side): SideCell => {
      const statistics = bySide.get(side);
      if (statistics === undefined) return { value: null, missing: `No ${side} trades in this period` };
      const value = statistics[field];
      return { value, missing: value === null ? missingReason(field, statistics) : null };
    };
    return {
      field,
      label: definition.label,
      kind: definition.kind === 'flag' ? 'count' : definition.kind,
      signed: definition.signed,
      long: cell('long'),
      short: cell('short'),
    };
  });
}
