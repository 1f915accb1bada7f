import type { BreakdownRow, SummaryStatistics } from '@edgelog/core';
import { missingReason, type StatisticField } from '../../lib/performance-statistics';
import { STATISTIC_DEFINITIONS } from '@edgelog/core';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

// The figures that tell whether one side carries the other.
const FIELDS: readonly StatisticField[] = [
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

/** Long and short trades side by side, one row per figure. */
export function SideComparison({ rows, currency }: { rows: readonly BreakdownRow[]; currency: string }) {
  const sides = (['long', 'short'] as const).map((side) => ({
    side,
    statistics: rows.find((row) => row.key === side)?.statistics ?? null,
  }));
  const cell = (side: string, statistics: SummaryStatistics | null, field: StatisticField) => {
    const definition = STATISTIC_DEFINITIONS[field];
    const kind = definition.kind === 'flag' ? 'count' : definition.kind;
    if (statistics === null)
      return <MetricValue value={null} kind={kind} reason={`No ${side} trades in this period`} />;
    const value = statistics[field];
    return (
      <MetricValue
        value={value}
        kind={kind}
        currency={currency}
        signed={definition.signed}
        metric={`${side}.${field}`}
        reason={value === null ? missingReason(field, statistics) : undefined}
      />
    );
  };
  // Relative, so the visually hidden labels of the figures (absolutely placed) scroll with the
  // table instead of widening the page on a phone.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 text-left font-medium">
              Figure
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Long
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-medium">
              Short
            </th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => (
            <tr key={field} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                <span className="inline-flex items-center gap-0.5">
                  {STATISTIC_DEFINITIONS[field].label}
                  <MetricHelp metric={field} />
                </span>
              </th>
              {sides.map(({ side, statistics }) => (
                <td key={side} className="py-1.5 pl-3 text-right">
                  {cell(side, statistics, field)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
