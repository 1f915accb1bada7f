import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChartLineIcon, FolderOpenIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricValue } from '@/features/analytics';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { sessionKeys } from '../api/keys';
import { sessionsListQuery, type BacktestSession } from '../api/sessions';
import { accountDashboardLink } from '../rules/save-run';
import { CompareRuns } from './compare-runs';
import { DeleteRunDialog, RenameRunDialog } from './run-dialogs';
import { MAX_COMPARED, runSummary, toggleCompared } from './run-summary';

const KIND_LABEL = { replay: 'Replay', rule: 'Rule backtest' } as const;

/** Saved replay sessions and rule runs: open, compare two to four side by side, rename, delete. */
export function RunsPanel() {
  const id = useId();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const format = useFormat();
  const queryClient = useQueryClient();
  const runs = useQuery({ ...sessionsListQuery(userId), enabled: userId !== '' });
  const retry = useCallback(() => void runs.refetch(), [runs]);
  const loadError = useLoadError(runs.error, retry);
  const [compared, setCompared] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<BacktestSession | null>(null);
  const [deleting, setDeleting] = useState<BacktestSession | null>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['accounts'] });
  };

  const list = runs.data ?? [];
  const chosen = compared.flatMap((runId) => list.filter((run) => run.id === runId));
  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby={`${id}-heading`} data-testid="runs-panel">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Saved runs
        </h2>
        <p className="text-sm text-muted-foreground">
          Tick two to four runs to compare their figures side by side. Deleting a run deletes its trades too.
        </p>
      </div>
      {runs.isPending ? (
        <div className="grid gap-2" aria-busy aria-label="Loading saved runs">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : loadError !== null || runs.isError ? (
        <LoadFailed
          title="Saved runs could not be loaded"
          record={loadError}
          fallback="The list of saved runs could not be read."
          onRetry={retry}
          testId="runs-failed"
        />
      ) : list.length === 0 ? (
        <p
          className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="runs-empty"
        >
          No saved runs yet. Run a rule backtest and save it, or save a replay session.
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="runs-list">
          {list.map((run) => {
            const summary = runSummary(run);
            const checked = compared.includes(run.id);
            const full = !checked && compared.length >= MAX_COMPARED;
            return (
              <li
                key={run.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3"
                data-testid="run-row"
              >
                <Checkbox
                  id={`${id}-${run.id}`}
                  checked={checked}
                  disabled={full}
                  onCheckedChange={() => setCompared((current) => toggleCompared(current, run.id))}
                  aria-label={`Compare ${run.name}${full ? ` (at most ${MAX_COMPARED})` : ''}`}
                />
                <div className="grid min-w-40 flex-1 gap-0.5">
                  <span className="font-medium break-words">{run.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {KIND_LABEL[run.kind]}
                    {run.symbol ? ` · ${run.symbol}` : ''}
                    {run.timeframe ? ` ${run.timeframe}` : ''} · {format.dateTime(run.createdAt)}
                  </span>
                </div>
                <dl className="grid grid-cols-2 gap-x-4 text-right text-sm">
                  <dt className="text-xs text-muted-foreground">Trades</dt>
                  <dt className="text-xs text-muted-foreground">Net P&amp;L</dt>
                  <dd className="tabular-nums">
                    <MetricValue value={summary.statistics.tradeCount ?? null} kind="count" />
                  </dd>
                  <dd>
                    <MetricValue
                      value={summary.statistics.netPnl ?? null}
                      kind="money"
                      signed
                      currency={summary.currency}
                    />
                  </dd>
                </dl>
                <div className="flex flex-wrap gap-1">
                  <Button asChild variant="ghost" size="sm">
                    <Link to={`?tab=${run.kind === 'rule' ? 'rules' : 'replay'}&run=${run.id}`}>
                      <FolderOpenIcon aria-hidden />
                      Open<span className="sr-only"> {run.name}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={accountDashboardLink(run.accountId)}>
                      <ChartLineIcon aria-hidden />
                      Analytics<span className="sr-only"> of the backtest account</span>
                    </Link>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(run)}>
                    <PencilIcon aria-hidden />
                    Rename<span className="sr-only"> {run.name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    onClick={() => setDeleting(run)}
                  >
                    <Trash2Icon aria-hidden />
                    Delete<span className="sr-only"> {run.name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {chosen.length >= 2 ? (
        <CompareRuns runs={chosen} />
      ) : (
        list.length > 1 && (
          <p className="text-sm text-muted-foreground">Tick at least two runs to compare them.</p>
        )
      )}
      <RenameRunDialog run={renaming} onClose={() => setRenaming(null)} onDone={refresh} />
      <DeleteRunDialog
        run={deleting}
        userId={userId}
        onClose={() => setDeleting(null)}
        onDone={async () => {
          setCompared((current) => current.filter((runId) => runId !== deleting?.id));
          await refresh();
        }}
      />
    </section>
  );
}
