import type { DatasetSummary } from '@edgelog/core';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useAnalytics } from '../../hooks/use-analytics';
import { checkRuinThreshold, DEFAULT_RUIN_THRESHOLD_PCT } from '../../lib/risk-inputs';
import { MetricHelp } from '../metrics/metric-help';
import { MetricValue } from '../metrics/metric-value';
import { Panel, PanelEmpty, PanelError, PanelSkeleton, panelState } from '../performance/panel';

/** Risk of ruin for a loss the trader chooses, as a % of the starting equity, checked as typed. */
export function RuinPanel({ dataset }: { dataset: DatasetSummary }) {
  const [text, setText] = useState(String(DEFAULT_RUIN_THRESHOLD_PCT));
  const checked = checkRuinThreshold(text, dataset.startingEquity);
  const amount = checked.ok ? checked.value.amount : 1;
  const ruin = useAnalytics({ kind: 'risk-of-ruin', lossThreshold: amount }, { enabled: checked.ok });
  const state = !checked.ok ? 'ready' : panelState(ruin, (data) => data === null);
  return (
    <Panel
      widget="risk-of-ruin"
      title="Risk of ruin"
      description="The chance of ever losing this much from here, trading on as your closed trades did."
      state={state}
    >
      <FormField
        id="ruin-threshold"
        label="Loss threshold (% of starting equity)"
        error={checked.ok ? undefined : checked.error}
        hint={
          checked.ok ? (
            <>
              A loss of <MetricValue value={checked.value.amount} kind="money" currency={dataset.currency} />{' '}
              from <MetricValue value={dataset.startingEquity} kind="money" currency={dataset.currency} />
            </>
          ) : undefined
        }
        className="max-w-64"
      >
        {(a11y) => (
          <Input
            {...a11y}
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      {checked.ok &&
        (ruin.isPending ? (
          <PanelSkeleton height="h-10" />
        ) : ruin.isError ? (
          <PanelError error={ruin.error} onRetry={() => void ruin.refetch()} />
        ) : ruin.data === null ? (
          <PanelEmpty>No closed trades in this period: risk of ruin needs your trade results.</PanelEmpty>
        ) : (
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-1">
              <MetricValue
                value={ruin.data.probability * 100}
                kind="pct"
                metric="riskOfRuin"
                className="text-2xl font-semibold"
              />
              <MetricHelp metric="riskOfRuin" />
            </div>
            <p className="text-xs text-muted-foreground">
              From <MetricValue value={ruin.data.trades} kind="count" /> closed trades.{' '}
              {ruin.data.probability >= 1
                ? 'Your average trade loses money (or breaks even): in the long run any loss limit is reached.'
                : ruin.data.probability === 0
                  ? 'No losing trade in this period: no loss can be drawn from it.'
                  : 'An upper bound over an unlimited number of trades.'}
            </p>
          </div>
        ))}
    </Panel>
  );
}
