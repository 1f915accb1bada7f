import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { CurrencyNotice, FilterBar, useAnalytics, useAnalyticsDataset } from '@/features/analytics';
import { useAuth } from '@/lib/auth-context';
import { tagsListQuery } from '../api/tags';
import { DeleteTagDialog } from '../components/delete-tag-dialog';
import { MergeTagDialog } from '../components/merge-tag-dialog';
import { MistakesCost } from '../components/mistakes-cost';
import { TagEditDialog } from '../components/tag-edit-dialog';
import type { TagAction } from '../components/tag-parts';
import { TagCards, TagsTable } from '../components/tags-table';
import { LoadFailed } from '@/components/load-failed';
import { NoMatch, NoTags, TagsLoading } from '../components/tags-states';
import { TagsToolbar } from '../components/tags-toolbar';
import { useLoadError } from '@/features/errors/use-load-error';
import { useTagActions } from '../components/use-tag-actions';
import { mistakeCosts } from '../lib/mistakes';
import {
  filterTagRows,
  groupCounts,
  nextTagSort,
  sortTagRows,
  tagRows,
  type GroupChoice,
  type TagRecord,
  type TagSort,
} from '../lib/tag-rows';

const NO_BREAKDOWN: never[] = [];

/**
 * Every tag with the engine's figures of its trades over the page's filter (one breakdown by tag,
 * so they equal the reports page's), its actions, and what the mistakes cost.
 */
export function TagsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const tags = useQuery({ ...tagsListQuery(userId), enabled: userId !== '' });
  const dataset = useAnalyticsDataset();
  const summary = dataset.data;
  const breakdown = useAnalytics({ kind: 'breakdown', dimension: 'tag' });
  const actions = useTagActions(userId);

  const [group, setGroup] = useState<GroupChoice>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TagSort | null>(null);
  const [action, setAction] = useState<{ kind: TagAction; tag: TagRecord } | null>(null);

  const retryTags = useCallback(() => void tags.refetch(), [tags]);
  const retryFigures = useCallback(() => {
    void dataset.refetch();
    void breakdown.refetch();
  }, [dataset, breakdown]);
  const tagsError = useLoadError(tags.error, retryTags);
  const figuresFailed = dataset.isError || breakdown.isError;
  const figuresError = useLoadError(dataset.error ?? breakdown.error, retryFigures);
  const figuresPending = !figuresFailed && breakdown.data === undefined;

  const all = tags.data;
  const rows = useMemo(() => tagRows(all ?? [], breakdown.data ?? NO_BREAKDOWN), [all, breakdown.data]);
  const shown = useMemo(
    () => sortTagRows(filterTagRows(rows, group, search), sort),
    [rows, group, search, sort],
  );
  const counts = useMemo(() => groupCounts(rows), [rows]);
  const costs = useMemo(() => mistakeCosts(rows), [rows]);
  const currency = summary?.currency ?? null;

  const onAction = useCallback((kind: TagAction, tag: TagRecord) => setAction({ kind, tag }), []);
  const close = (open: boolean) => {
    if (!open) setAction(null);
  };
  const editing = action?.kind === 'edit' ? action.tag : null;
  const otherNames = useMemo(
    () => (all ?? []).filter((tag) => tag.id !== editing?.id).map((tag) => tag.name),
    [all, editing],
  );

  let body;
  if (tags.isError)
    body = (
      <LoadFailed
        title="Your tags could not be loaded"
        record={tagsError}
        fallback={tags.error.message}
        onRetry={retryTags}
        testId="tags-error"
      />
    );
  else if (all === undefined) body = <TagsLoading />;
  else if (all.length === 0) body = <NoTags />;
  else {
    const list = { rows: shown, currency, figuresPending, onAction };
    body = (
      <>
        <TagsToolbar group={group} onGroup={setGroup} counts={counts} search={search} onSearch={setSearch} />
        {figuresFailed && (
          <LoadFailed
            title="The figures could not be computed"
            record={figuresError}
            fallback="The tags are listed without their figures."
            onRetry={retryFigures}
            testId="tags-figures-error"
          />
        )}
        {shown.length === 0 ? (
          <NoMatch
            onClear={() => {
              setGroup('all');
              setSearch('');
            }}
          />
        ) : (
          <>
            <div className="hidden sm:block">
              <TagsTable
                {...list}
                sort={sort}
                onSort={(column) => setSort((current) => nextTagSort(current, column))}
              />
            </div>
            <div className="sm:hidden">
              <TagCards {...list} />
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <PageFrame
      title="Tags"
      description="Labels for setups, mistakes and emotions, and how the trades carrying each perform."
    >
      <FilterBar dataset={summary} />
      {summary && <CurrencyNotice dataset={summary} />}
      <section
        aria-label="Your tags"
        aria-busy={tags.isPending || figuresPending ? true : undefined}
        className="flex min-w-0 flex-col gap-4"
      >
        {body}
      </section>
      {all !== undefined && all.length > 0 && (
        <MistakesCost costs={costs} dataset={summary} pending={figuresPending} />
      )}
      <TagEditDialog
        tag={editing}
        otherNames={otherNames}
        save={(draft) => (editing ? actions.save(editing, draft) : Promise.resolve())}
        onSaved={() => setAction(null)}
        onOpenChange={close}
      />
      <MergeTagDialog
        source={action?.kind === 'merge' ? action.tag : null}
        tags={all ?? []}
        merge={async (source, target) => {
          await actions.merge(source, target);
          setAction(null);
        }}
        onOpenChange={close}
      />
      <DeleteTagDialog
        tag={action?.kind === 'delete' ? action.tag : null}
        remove={async (tag) => {
          await actions.remove(tag);
          setAction(null);
        }}
        onOpenChange={close}
      />
    </PageFrame>
  );
}
