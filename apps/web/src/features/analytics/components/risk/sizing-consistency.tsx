import type { Consistency, PositionSizeConsistency } from '@edgelog/core';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';

function verdict(cv: number | null): string {
  if (cv === null) return '';
  if (cv < 20) return 'Steady: close to the same amount each time.';
  if (cv < 50) return 'Varies: some trades carry noticeably more than others.';
  return 'Erratic: a few trades carry far more than the rest, and they decide the results.';
}

function Row({
  title,
  metric,
  consistency,
  currency,
  missing,
}: {
  title: string;
  metric: 'riskConsistencyCvPct' | 'positionSizeCvPct';
  consistency: Consistency | null;
  currency: string;
  missing: string;
}) {
  return (
    <div className="flex flex-col gap-1 border-b pb-3 last:border-b-0 last:pb-0">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-0.5 font-medium">
          {title}
          <MetricHelp metric={metric} />
        </span>
        <MetricValue
          value={consistency?.cvPct ?? null}
          kind="pct"
          metric={metric}
          reason={consistency === null ? missing : 'The average is 0'}
          className="text-lg font-semibold"
        />
      </div>
      {consistency && (
        <p className="text-xs text-muted-foreground">
          Average <MetricValue value={consistency.mean} kind="money" currency={currency} />, from{' '}
          <MetricValue value={consistency.min} kind="money" currency={currency} /> to{' '}
          <MetricValue value={consistency.max} kind="money" currency={currency} /> over{' '}
          <MetricValue value={consistency.count} kind="count" /> trades. {verdict(consistency.cvPct)}
        </p>
      )}
    </div>
  );
}

/** How steady the money at risk and the position sizes are, as coefficients of variation. */
export function SizingConsistency({
  sizing,
  currency,
}: {
  sizing: PositionSizeConsistency;
  currency: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted-foreground">
        The coefficient of variation is the spread of the amounts over their average: 0 % means the same
        amount every trade, 100 % a spread as large as the average itself. Lower is steadier.
      </p>
      <Row
        title="Initial risk"
        metric="riskConsistencyCvPct"
        consistency={sizing.initialRisk}
        currency={currency}
        missing="No trades with a stop: set a stop on your trades to see it"
      />
      <Row
        title="Position size"
        metric="positionSizeCvPct"
        consistency={sizing.positionSize}
        currency={currency}
        missing="No trades with an entry price and quantity"
      />
    </div>
  );
}
