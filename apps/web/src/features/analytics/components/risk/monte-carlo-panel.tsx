import type { DatasetSummary, MonteCarloProjection } from '@edgelog/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAnalytics } from '../../hooks/use-analytics';
import {
  checkMonteCarlo,
  monteCarloFromSearch,
  writeMonteCarloSearch,
  type MonteCarloInputs,
  type MonteCarloText,
} from '../../lib/risk-inputs';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';
import { Panel, PanelEmpty, PanelError, PanelSkeleton, panelState } from '../performance/panel';

const FIELDS: { key: keyof MonteCarloInputs; label: string }[] = [
  { key: 'trades', label: 'Trades ahead' },
  { key: 'runs', label: 'Runs' },
  { key: 'seed', label: 'Seed' },
  { key: 'drawdownLimitPct', label: 'Drawdown limit (%)' },
];

/**
 * The Monte Carlo projection of the next trades: its inputs are checked as typed and kept in the
 * URL when run, so a reload or a shared link draws the same seeded bands.
 */
export function MonteCarloPanel({
  dataset,
  chart,
}: {
  dataset: DatasetSummary;
  chart: (projection: MonteCarloProjection) => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const applied = checkMonteCarlo(monteCarloFromSearch(search)).value;
  const [text, setText] = useState<MonteCarloText>(() => monteCarloFromSearch(search));
  const checked = checkMonteCarlo(text);
  const inputs = applied ?? checked.value;
  const projection = useAnalytics(
    {
      kind: 'monte-carlo',
      trades: inputs?.trades ?? 100,
      runs: inputs?.runs ?? 1000,
      seed: inputs?.seed ?? 1,
      drawdownLimitPct: inputs?.drawdownLimitPct ?? null,
    },
    { enabled: inputs !== null },
  );
  const run = (event: FormEvent) => {
    event.preventDefault();
    const value = checked.value;
    if (value) setSearch((current) => writeMonteCarloSearch(current, value), { replace: true });
  };
  return (
    <Panel
      widget="monte-carlo"
      title="Monte Carlo projection"
      description={
        <>
          Equity over the next trades, each drawn at random from your closed trades&apos; results, starting
          from today&apos;s equity (5th, 25th, 50th, 75th and 95th percentiles).{' '}
          <MetricHelp metric="monteCarloBands" />
        </>
      }
      state={panelState(projection, (data) => data === null)}
    >
      <form
        onSubmit={run}
        className="grid grid-cols-2 items-start gap-3 sm:grid-cols-5"
        aria-label="Projection inputs"
      >
        {FIELDS.map((field) => (
          <FormField
            key={field.key}
            id={`mc-${field.key}`}
            label={field.label}
            error={checked.errors[field.key]}
          >
            {(a11y) => (
              <Input
                {...a11y}
                inputMode="numeric"
                value={text[field.key]}
                placeholder={field.key === 'drawdownLimitPct' ? 'None' : undefined}
                onChange={(event) => setText((current) => ({ ...current, [field.key]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" className="self-end" disabled={checked.value === null}>
          Run projection
        </Button>
      </form>
      {projection.isPending ? (
        <PanelSkeleton height="h-72" />
      ) : projection.isError ? (
        <PanelError error={projection.error} onRetry={() => void projection.refetch()} />
      ) : projection.data === null ? (
        <PanelEmpty>
          No closed trades in this period: the projection draws from your trade results.
        </PanelEmpty>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="inline-flex items-center gap-0.5 text-muted-foreground">
                Chance of hitting the drawdown limit
                <MetricHelp metric="probabilityOfDrawdownLimit" />
              </dt>
              <dd className="text-lg font-semibold">
                <MetricValue
                  value={
                    projection.data.probabilityOfDrawdownLimit === null
                      ? null
                      : projection.data.probabilityOfDrawdownLimit * 100
                  }
                  kind="pct"
                  metric="probabilityOfDrawdownLimit"
                  reason="No drawdown limit set"
                />
              </dd>
            </div>
            <div>
              <dt className="inline-flex items-center gap-0.5 text-muted-foreground">
                Chance of ending below the start
                <MetricHelp metric="probabilityOfLoss" />
              </dt>
              <dd className="text-lg font-semibold">
                <MetricValue
                  value={projection.data.probabilityOfLoss * 100}
                  kind="pct"
                  metric="probabilityOfLoss"
                />
              </dd>
            </div>
            <div>
              <dt className="inline-flex items-center gap-0.5 text-muted-foreground">
                Median equity at the end
                <MetricHelp metric="monteCarloMedian" />
              </dt>
              <dd className="text-lg font-semibold">
                <MetricValue
                  value={projection.data.bands.at(-1)?.p50 ?? null}
                  kind="money"
                  currency={dataset.currency}
                  metric="monteCarloMedian"
                />
              </dd>
            </div>
          </dl>
          {chart(projection.data)}
        </>
      )}
    </Panel>
  );
}
