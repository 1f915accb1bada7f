import { LoadFailed } from '@/components/load-failed';
import type { AnalyticsFilter } from '@edgelog/core';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CurrencyNotice, FilterBar, useAnalyticsFilter, useDatasetOf } from '@/features/analytics';
import type { PlaybookRow } from '../api/playbooks';
import { useLoadError } from '@/features/errors/use-load-error';
import { AdherenceSection } from './adherence-section';
import { ExamplesSection } from './examples-section';
import { PlaybookDetails } from './playbook-details';
import { PlaybookFigures } from './playbook-figures';
import { PlaybookMenu, playbookFacts, type PlaybookActions } from './playbook-card';

/** The page's analytics filter narrowed to one playbook's trades. */
function usePlaybookDataset(strategyId: string) {
  const { filter } = useAnalyticsFilter();
  const scoped = useMemo<AnalyticsFilter>(
    () => ({ ...filter, strategyIds: [strategyId] }),
    [filter, strategyId],
  );
  return useDatasetOf(scoped, true);
}

function Body({ playbook, userId }: { playbook: PlaybookRow; userId: string }) {
  const dataset = usePlaybookDataset(playbook.id);
  const retry = () => void dataset.refetch();
  const record = useLoadError(dataset.error, retry);
  const summary = dataset.data;
  return (
    <>
      <FilterBar dataset={summary} without={['strategies']} />
      {summary && <CurrencyNotice dataset={summary} />}
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <PlaybookDetails playbook={playbook} />
        {dataset.isError ? (
          <LoadFailed
            title="The figures could not be computed"
            record={record}
            fallback={dataset.error.message}
            onRetry={retry}
            testId="figures-error"
            className="self-start"
          />
        ) : summary === undefined ? (
          <div className="grid content-start gap-4" aria-label="Loading figures" aria-busy>
            <Skeleton className="h-24" />
            <Skeleton className="h-64" />
          </div>
        ) : (
          <PlaybookFigures dataset={summary} />
        )}
      </div>
      {summary && <AdherenceSection playbook={playbook} dataset={summary} />}
      <ExamplesSection userId={userId} strategyId={playbook.id} timeZone={summary?.timeZone ?? 'UTC'} />
    </>
  );
}

/** One playbook in full: what it says, its performance, how well its rules are kept, its examples. */
export function PlaybookPage({
  playbook,
  userId,
  listHref,
  actions,
}: {
  /** Null while the playbooks load. */
  playbook: PlaybookRow | null;
  userId: string;
  listHref: string;
  actions: PlaybookActions;
}) {
  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to={listHref}>
        <ArrowLeftIcon aria-hidden />
        All playbooks
      </Link>
    </Button>
  );
  if (playbook === null)
    return (
      <PageFrame title="Strategies">
        {back}
        <Skeleton className="h-64" aria-label="Loading the playbook" />
      </PageFrame>
    );
  return (
    <PageFrame
      title={playbook.name}
      description={`${playbookFacts(playbook)}${playbook.archived_at !== null ? ' · Archived' : ''}`}
      actions={
        <>
          <Button variant="outline" onClick={() => actions.onEdit(playbook)}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
          <PlaybookMenu playbook={playbook} actions={actions} />
        </>
      }
    >
      {back}
      <Body playbook={playbook} userId={userId} />
    </PageFrame>
  );
}
