import type { DatasetSummary } from '@edgelog/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { useAnalyticsDataset } from '../../hooks/use-analytics-dataset';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel';

/**
 * The performance and risk pages' frame: the dataset's loading, error and empty states, then the
 * page's panels over it.
 */
export function DatasetGate({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (dataset: DatasetSummary) => ReactNode;
}) {
  const dataset = useAnalyticsDataset();
  return (
    <PageFrame title={title} description={description}>
      <div aria-busy={dataset.isPending || undefined} className="flex flex-col gap-4" data-analytics-main>
        {dataset.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <PanelSkeleton height="h-64" />
            <PanelSkeleton height="h-64" />
          </div>
        ) : dataset.isError ? (
          <PanelError error={dataset.error} onRetry={() => void dataset.refetch()} />
        ) : dataset.data.closedTradeCount === 0 ? (
          <PanelEmpty>
            <p>No closed trades match these filters yet. These figures start with your first closed trade.</p>
            <Button asChild size="sm">
              <Link to="/trades/new">Add a trade</Link>
            </Button>
          </PanelEmpty>
        ) : (
          children(dataset.data)
        )}
      </div>
    </PageFrame>
  );
}
