import { analyticsFilterKey } from '@edgelog/core';
import { useQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { useCallback } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { AnalyticsPage, useAnalyticsFilter } from '@/features/analytics';
import { useLoadError } from '@/features/errors/use-load-error';
import { useAuth } from '@/lib/auth-context';
import { analysisQuery } from '../api/analysis';
import { AnalysisSkeleton, AnalysisView } from '../components/analysis-view';

/**
 * The coach's analysis of the trader's own trades under the analytics filter (kept in the URL, so
 * a link shows the same analysis). The analytics frame brings the filter and the journal's own
 * states (loading, no trades, nothing in the filter); this page adds the analysis's.
 */
export function AiAnalysisPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { filter } = useAnalyticsFilter();
  const analysis = useQuery({ ...analysisQuery(userId, analyticsFilterKey(filter)), enabled: userId !== '' });
  const { refetch } = analysis;
  const retry = useCallback(() => void refetch(), [refetch]);
  const record = useLoadError(analysis.error, retry);

  return (
    <AnalyticsPage
      title="AI analysis"
      description="Your strengths, leaks and habits, computed from your own trades, each with the trades behind it."
      // The analysis comes from the server, kept there until the journal changes: it is drawn as
      // soon as it is in, without waiting for the browser's own copy of the journal. One of no
      // trades waits, for the frame to tell an empty journal from an empty filter.
      whileLoading={
        analysis.data !== undefined && analysis.data.tradeCount > 0 ? (
          <AnalysisView result={analysis.data} />
        ) : undefined
      }
      actions={
        <Button variant="outline" onClick={retry} disabled={analysis.isFetching} data-action="rerun">
          <RefreshCwIcon aria-hidden className={analysis.isFetching ? 'animate-spin' : undefined} />
          {analysis.isFetching ? 'Running…' : 'Run again'}
        </Button>
      }
    >
      {(dataset) =>
        analysis.isError ? (
          <LoadFailed
            title="The analysis could not be computed"
            record={record}
            fallback={analysis.error.message}
            onRetry={retry}
            testId="ai-error"
          />
        ) : analysis.data === undefined ? (
          <AnalysisSkeleton />
        ) : (
          <AnalysisView result={analysis.data} dataset={dataset} />
        )
      }
    </AnalyticsPage>
  );
}
