import { STATISTIC_DEFINITIONS, type Statistics, type SummaryStatistics } from '@edgelog/core';
import { EquityChart, MetricHelp, MetricValue } from '@/features/analytics';

const KEY_FIGURES: readonly (keyof SummaryStatistics)[] = [
  'netPnl',
  'tradeCount',
  'winRatePct',
  'profitFactor',
  'expectancy',
  'expectancyR',
  'maxDrawdown',
  'largestLoss',
];

function Figure({
  name,
  stats,
  currency,
  testId,
}: {
  name: keyof SummaryStatistics;
  stats: Statistics;
  currency: string;
  testId: string;
}) {
  const definition = STATISTIC_DEFINITIONS[name];
  const value = stats[name];
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-md border p-2" data-testid={testId}>
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        {definition.label}
        <MetricHelp metric={name} />
      </dt>
      <dd className="text-right text-sm font-medium">
        {definition.kind === 'flag' ? (
          value ? (
            'Yes'
          ) : (
            'No'
          )
        ) : (
          <MetricValue
            value={typeof value === 'number' ? value : null}
            kind={definition.kind}
            currency={currency}
            signed={definition.signed}
            metric={name}
          />
        )}
      </dd>
    </div>
  );
}

/**
 * The session's statistics from the analytics engine (the closed replayed trades, as the journal
 * would figure them), key figures first and every figure with its definition below.
 */
export function ReplayStats({
  stats,
  equityCurve,
  startingBalance,
  currency,
  timeZone,
}: {
  stats: Statistics;
  equityCurve: readonly { time: number; equity: number }[];
  startingBalance: number;
  currency: string;
  timeZone: string;
}) {
  const curve = equityCurve.map((point) => ({
    time: new Date(point.time).toISOString(),
    equity: point.equity,
  }));
  const names = Object.keys(STATISTIC_DEFINITIONS).filter((name): name is keyof SummaryStatistics =>
    Object.hasOwn(stats, name),
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby="replay-stats-title" data-testid="replay-stats">
      <h3 id="replay-stats-title" className="text-sm font-medium">
        Session statistics
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {KEY_FIGURES.map((name) => (
          <Figure key={name} name={name} stats={stats} currency={currency} testId={`replay-stat-${name}`} />
        ))}
      </dl>
      {curve.length > 1 && (
        <EquityChart
          curve={curve}
          startingEquity={startingBalance}
          currency={currency}
          timeZone={timeZone}
          height={180}
          ariaLabel="Session equity, open trades marked at each close"
        />
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Every figure, with its definition</summary>
        <dl className="grid grid-cols-2 gap-2 pt-2 sm:grid-cols-4">
          {names.map((name) => (
            <Figure
              key={name}
              name={name}
              stats={stats}
              currency={currency}
              testId={`replay-figure-${name}`}
            />
          ))}
        </dl>
      </details>
    </section>
  );
}
