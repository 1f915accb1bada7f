import {
  analyticsFilterToParams,
  DEFAULT_ANALYTICS_FILTER,
  resolveInstrument,
  statisticsSummary,
  thinCurve,
  type RuleSettings,
} from '@edgelog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChartLineIcon, SaveIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { countOf } from '@/lib/plural';
import { sessionKeys } from '../api/keys';
import { createSession, deleteSession, ensureBacktestAccount, saveSessionTrades } from '../api/sessions';
import type { RuleRunOutput } from '../worker/backtest-api';
import type { SweepResult } from './sweep-panel';

/** The dashboard filtered to one account: where a saved run's trades are studied. */
export function accountDashboardLink(accountId: string): string {
  const params = new URLSearchParams(
    analyticsFilterToParams({ ...DEFAULT_ANALYTICS_FILTER, accountIds: [accountId] }),
  );
  return `/dashboard?${params.toString()}`;
}

export interface RunToSave {
  output: RuleRunOutput;
  settings: RuleSettings;
  seriesId: string;
  symbol: string;
  timeframe: string;
  sweep: SweepResult | null;
}

async function saveRun(name: string, run: RunToSave): Promise<{ accountId: string; tradeCount: number }> {
  const account = await ensureBacktestAccount();
  const instrument = resolveInstrument(run.symbol);
  const { statistics } = run.output;
  const session = await createSession({
    kind: 'rule',
    name,
    seriesId: run.seriesId,
    symbol: run.symbol,
    timeframe: run.timeframe,
    accountId: account.id,
    settings: {
      ...run.settings,
      sweep: run.sweep === null ? null : { axes: run.sweep.axes, metric: run.sweep.metric },
    },
    results: {
      statistics: statisticsSummary(statistics),
      equity: thinCurve(statistics.equityCurve).map((point) => [point.time, point.equity]),
      startingBalance: run.settings.startingBalance,
      currency: account.currency,
      barCount: run.output.bars.length,
      ...(run.sweep === null ? {} : { sweep: run.sweep.rows }),
    },
  });
  try {
    // A position still open at the series' end has no result yet: the run's figures leave it out too.
    const closed = run.output.simulation.trades.filter((trade) => trade.derivation.status === 'closed');
    const ids = await saveSessionTrades(session.id, closed, {
      symbol: run.symbol,
      assetClass: instrument.assetClass,
      multiplier: run.settings.multiplier,
      currency: account.currency,
      notes: `Rule backtest: ${name}`,
    });
    return { accountId: account.id, tradeCount: ids.length };
  } catch (error) {
    // A run is its trades: without them the saved session would only mislead the runs list.
    await deleteSession(session.id).catch(() => undefined);
    throw error;
  }
}

/** Name the run and save it, with its trades, into the backtest account; then a way to study it. */
export function SaveRun({ run, defaultName }: { run: RunToSave; defaultName: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { handleError } = useErrorHandler();
  const [name, setName] = useState(defaultName);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? 'Give the run a name.'
      : trimmed.length > 120
        ? 'A name has at most 120 characters.'
        : undefined;
  const save = useMutation({
    mutationFn: () => saveRun(trimmed, run),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // The accounts list shows the new backtest account and its balance.
      await queryClient.invalidateQueries({ queryKey: ['accounts'] });
      toast.success(`Saved "${trimmed}" with ${countOf(saved.tradeCount, 'trade', 'trades')}`);
    },
    onError: (failure) => handleError(failure, { retry: () => save.mutate() }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-lg border p-3"
      data-testid="save-run"
      onSubmit={(event) => {
        event.preventDefault();
        if (error === undefined && !save.isPending) save.mutate();
      }}
    >
      <FormField
        id={`${id}-name`}
        label="Run name"
        error={name === defaultName ? undefined : error}
        className="min-w-56 flex-1"
      >
        {(a11y) => (
          <Input {...a11y} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <Button type="submit" disabled={error !== undefined || save.isPending || save.isSuccess}>
        <SaveIcon aria-hidden />
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : 'Save run'}
      </Button>
      {save.isSuccess && (
        <Button asChild variant="outline">
          <Link to={accountDashboardLink(save.data.accountId)} data-testid="open-in-analytics">
            <ChartLineIcon aria-hidden />
            Open in analytics
          </Link>
        </Button>
      )}
      <p className="basis-full text-xs text-muted-foreground">
        Its trades go into your backtest account, kept out of live statistics; choose that account in the
        analytics filter to study them.
      </p>
    </form>
  );
}
