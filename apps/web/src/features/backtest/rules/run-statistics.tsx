import { STATISTIC_DEFINITIONS, type SummaryStatistics } from '@edgelog/core';
import { KpiCard, type MetricValueProps } from '@/features/analytics';

/** The figures a run is judged by first; every one is the analytics engine's, with its definition. */
export const KEY_STATISTICS = [
  'netPnl',
  'tradeCount',
  'winRatePct',
  'profitFactor',
  'expectancy',
  'expectancyR',
  'maxDrawdown',
  'maxDrawdownPct',
  'avgWin',
  'avgLoss',
  'payoffRatio',
  'largestLoss',
  'maxConsecutiveLosses',
  'sharpe',
  'sqn',
  'costs',
] as const satisfies readonly (keyof SummaryStatistics)[];

export type KeyStatistic = (typeof KEY_STATISTICS)[number];

/** How a figure is written: its kind and whether it is a gain or loss, from core's definitions. */
export function statisticDisplay(metric: KeyStatistic): Pick<MetricValueProps, 'kind' | 'signed'> {
  const definition = STATISTIC_DEFINITIONS[metric];
  return { kind: definition.kind === 'flag' ? 'count' : definition.kind, signed: definition.signed };
}

export function statisticValue(statistics: Partial<SummaryStatistics>, metric: KeyStatistic): number | null {
  const value = statistics[metric];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The run's key figures as cards, each with its label and definition. */
export function RunStatistics({ statistics, currency }: { statistics: SummaryStatistics; currency: string }) {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-8"
      data-testid="run-statistics"
    >
      {KEY_STATISTICS.map((metric) => (
        <KpiCard
          key={metric}
          metric={metric}
          value={statisticValue(statistics, metric)}
          currency={currency}
          {...statisticDisplay(metric)}
          {...(metric === 'sqn' && statistics.sqnSampleSmall ? { sub: 'Fewer than 30 trades with R' } : {})}
        />
      ))}
    </div>
  );
}
