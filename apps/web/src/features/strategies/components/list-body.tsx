import { LoadFailed } from '@/components/load-failed';
import type { SummaryStatistics } from '@edgelog/core';
import { useMemo } from 'react';
import { CurrencyNotice, FilterBar, useAnalytics, useAnalyticsDataset } from '@/features/analytics';
import type { PlaybookRow } from '../api/playbooks';
import { useLoadError } from '@/features/errors/use-load-error';
import type { PlaybookActions } from './playbook-card';
import { PlaybookList, type ListFigures } from './playbook-list';

/**
 * The list with each playbook's figures over the page's filter: one breakdown by strategy from the
 * analytics engine, so a card shows what the analytics pages show for that playbook.
 */
export function ListBody({
  playbooks,
  hrefOf,
  actions,
}: {
  playbooks: readonly PlaybookRow[];
  hrefOf: (playbook: PlaybookRow) => string;
  actions: PlaybookActions;
}) {
  const dataset = useAnalyticsDataset();
  const breakdown = useAnalytics({ kind: 'breakdown', dimension: 'strategy' });
  const failure = dataset.error ?? breakdown.error;
  const retry = () => void (dataset.isError ? dataset.refetch() : breakdown.refetch());
  const record = useLoadError(failure, retry);
  const byId = useMemo(() => {
    const map = new Map<string, SummaryStatistics>();
    for (const row of breakdown.data ?? []) if (row.key !== '') map.set(row.key, row.statistics);
    return map;
  }, [breakdown.data]);
  const figures: ListFigures = {
    state: failure !== null ? 'error' : breakdown.data === undefined ? 'loading' : 'ready',
    byId,
    currency: dataset.data?.currency ?? 'USD',
  };
  return (
    <>
      <FilterBar dataset={dataset.data} />
      {dataset.data && <CurrencyNotice dataset={dataset.data} />}
      {failure !== null && (
        <LoadFailed
          title="The figures could not be computed"
          record={record}
          fallback={failure.message}
          onRetry={retry}
          testId="figures-error"
        />
      )}
      <PlaybookList playbooks={playbooks} figures={figures} hrefOf={hrefOf} actions={actions} />
    </>
  );
}
