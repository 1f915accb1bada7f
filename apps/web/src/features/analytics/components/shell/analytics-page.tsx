import type { AnalyticsFilter, DatasetSummary, ErrorRecord } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { ChartLineIcon, FilterXIcon, PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useAuth } from '@/lib/auth-context';
import { journalHasTradesQuery } from '../../api/journal-has-trades';
import { useAnalyticsDataset } from '../../hooks/use-analytics-dataset';
import { useAnalyticsFilter } from '../../hooks/use-analytics-filter';
import { CurrencyNotice } from './currency-notice';
import { FilterBar } from './filter-bar';
import { CLEARED, narrowsTrades } from './filter-summary';
import { useFormat } from '@/lib/format';

export interface DatasetShown {
  /** The last filter's dataset, kept on screen while the next one loads (with `datasetFilter`). */
  previous: boolean;
}

export interface AnalyticsPageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The page's figures: rendered only once the filter's dataset has closed trades. */
  children: ReactNode | ((dataset: DatasetSummary, shown: DatasetShown) => ReactNode);
  /**
   * The trades the page loads when it shows only part of the URL filter's period (the calendar's
   * month): a part without trades then shows the page, unless the journal has none at all.
   */
  datasetFilter?: AnalyticsFilter;
  /**
   * What the page can show before the journal is in (the AI analysis, computed by the server):
   * drawn in place of the loading skeleton, the frame not marked busy for it.
   */
  whileLoading?: ReactNode;
}

/** A failed load reported once (toast and error log), its catalogue record kept for the page. */
function useReported(error: Error | null, retry: () => void): ErrorRecord | null {
  const { handleError } = useErrorHandler();
  const [reported, setReported] = useState<{ error: Error; record: ErrorRecord } | null>(null);
  useEffect(() => {
    if (error === null || reported?.error === error) return;
    setReported({ error, record: handleError(error, { retry }) });
  }, [error, reported, handleError, retry]);
  return error !== null && reported?.error === error ? reported.record : null;
}

/** The page's shape while the journal loads: KPI cards and two charts. */
function LoadingState() {
  return (
    <div className="grid gap-4" data-testid="analytics-loading">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

function EmptyState({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid={testId}
    >
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/**
 * The frame of every analytics page: title, the shared filter, the currency notice, and the
 * dataset's states (loading, error, no trades, no trades in the filter) before the page's figures.
 */
export function AnalyticsPage({
  title,
  description,
  actions,
  children,
  datasetFilter,
  whileLoading,
}: AnalyticsPageProps) {
  const dataset = useAnalyticsDataset(datasetFilter, datasetFilter !== undefined);
  const { filter, setFilter } = useAnalyticsFilter();
  // Every figure below follows the trader's formats and privacy mode: a change renders the page again.
  useFormat();
  const { refetch } = dataset;
  const retry = useCallback(() => void refetch(), [refetch]);
  const record = useReported(dataset.error, retry);
  const loading = dataset.isPending && dataset.fetchStatus !== 'idle';
  const summary = dataset.data;
  const shown: DatasetShown = { previous: dataset.isPlaceholderData };
  const { user } = useAuth();
  const partEmpty =
    datasetFilter !== undefined &&
    summary !== undefined &&
    summary.closedTradeCount + summary.openTradeCount === 0;
  // Asked beside the first part, so a move to an empty part later finds the answer there.
  const hasTrades = useQuery({
    ...journalHasTradesQuery(user?.id ?? ''),
    enabled: datasetFilter !== undefined && user !== null,
  });

  // What the page shows before the journal is in is not waiting for it.
  const drawnEarly = summary === undefined && whileLoading !== undefined && !dataset.isError;
  let body: ReactNode;
  if (dataset.isError) {
    body = (
      <Alert variant="destructive" data-testid="analytics-error">
        <AlertTitle>{record?.title ?? 'Your figures could not be computed'}</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          <span>{record ? `${record.userMessage} (${record.code})` : dataset.error.message}</span>
          <Button variant="outline" size="sm" onClick={retry}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (summary === undefined || (partEmpty && hasTrades.isPending)) {
    body = whileLoading ?? <LoadingState />;
  } else if (partEmpty && hasTrades.data === true) {
    body = typeof children === 'function' ? children(summary, shown) : children;
  } else if (summary.closedTradeCount === 0 && narrowsTrades(filter)) {
    body = (
      <EmptyState
        testId="analytics-no-match"
        title="No trades match these filters"
        icon={<FilterXIcon aria-hidden className="size-8 text-muted-foreground" />}
      >
        <p className="max-w-md text-sm text-muted-foreground">
          No closed trade falls in this period with these accounts, strategies, tags and asset classes.
        </p>
        <Button onClick={() => setFilter(CLEARED)}>Clear filters</Button>
      </EmptyState>
    );
  } else if (summary.closedTradeCount === 0) {
    body = (
      <EmptyState
        testId="analytics-no-trades"
        title={summary.openTradeCount > 0 ? 'No closed trades yet' : 'No trades yet'}
        icon={<ChartLineIcon aria-hidden className="size-8 text-muted-foreground" />}
      >
        <p className="max-w-md text-sm text-muted-foreground">
          {summary.openTradeCount > 0
            ? `Your ${summary.openTradeCount} open ${summary.openTradeCount === 1 ? 'trade counts' : 'trades count'} once closed. `
            : ''}
          Your equity curve, win rate, profit factor, drawdown and every other figure appear here from your
          closed trades. Add a trade, or load the sample journal in one click to look around.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/trades/new">
              <PlusIcon aria-hidden />
              Add a trade
            </Link>
          </Button>
          <Button asChild variant="outline">
            {/* One click: the trade log writes the sample journal into an empty journal and comes back here. */}
            <Link
              to="/trades"
              state={{ loadSample: true, returnTo: `${window.location.pathname}${window.location.search}` }}
            >
              Try sample data
            </Link>
          </Button>
        </div>
      </EmptyState>
    );
  } else {
    body = typeof children === 'function' ? children(summary, shown) : children;
  }

  return (
    <PageFrame title={title} description={description} actions={actions}>
      <FilterBar dataset={summary} />
      {summary && <CurrencyNotice dataset={summary} />}
      <section
        aria-label={title}
        aria-busy={(loading || dataset.isFetching) && !drawnEarly ? true : undefined}
        data-analytics-main
        className="flex min-w-0 flex-col gap-4"
      >
        {body}
      </section>
    </PageFrame>
  );
}
