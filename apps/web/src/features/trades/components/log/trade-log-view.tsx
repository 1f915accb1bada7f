import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useErrorHandler } from '@/features/errors/use-error-handler';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { accountLookupQuery, strategyLookupQuery, tagLookupQuery } from '../../api/lookups';
import { logTotalsQuery, sampleCountQuery } from '../../api/trade-log';
import { useLogActions } from '../../hooks/log-actions';
import { useLogKeyboard } from '../../hooks/log-keyboard';
import { useLogLayout } from '../../hooks/log-layout';
import { useLogLiveUpdates } from '../../hooks/log-live-updates';
import { useLogPages } from '../../hooks/log-pages';
import { visibleColumns, type LogColumnId } from '../../lib/log-columns';
import {
  hasFilters,
  logParams,
  nextSort,
  parseFilters,
  parseSort,
  withParam,
  type LogFilterKey,
} from '../../lib/log-params';
import { describeLogQuery } from '../../lib/log-query';
import { useLogTimeZone } from '../../lib/log-zone';
import { ColumnChooser } from './column-chooser';
import { LogBulkBar } from './log-bulk-bar';
import { LogFiltersBar } from './log-filters';
import { ExportMenu } from './export-menu';
import { EmptyJournal, LogError, LogSkeleton, NoArchivedTrades, NoMatch } from './log-states';
import { LogSummary } from './log-summary';
import { LOG_PAGE_SIZE } from '../../api/trade-log';
import { LogCards } from './log-cards';
import { LogTable, type LogTableHandle, type LogTableProps } from './log-table';
import { SampleBanner, TrySampleButton } from './sample-banner';
import { formatCount } from '../../lib/log-format';

const NONE: readonly never[] = [];

/** `{ loadSample: true, returnTo }` in a history entry's state (see the dashboard's empty state). */
function sampleRequestOf(state: unknown): { returnTo: string } | null {
  if (typeof state !== 'object' || state === null || !('loadSample' in state) || state.loadSample !== true)
    return null;
  const returnTo = 'returnTo' in state && typeof state.returnTo === 'string' ? state.returnTo : '/trades';
  // Only a path inside the app.
  return { returnTo: returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/trades' };
}

/** The table where there is room for it; below 768 px, cards that keep the money in view. */
function LogList(props: LogTableProps) {
  return useIsMobile() ? <LogCards {...props} /> : <LogTable {...props} />;
}

/** The trade log, or with `archived` the archive: the same list with restore; both delete to the trash. */
export function TradeLogView({ archived }: { archived: boolean }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const zone = useLogTimeZone();
  const format = useFormat();
  const filters = useMemo(() => parseFilters(search), [search]);
  const sort = useMemo(() => parseSort(search), [search]);
  const params = useMemo(
    () => ({ ...logParams(filters, sort), ...(archived ? { view: 'archived' } : {}) }),
    [filters, sort, archived],
  );
  const paramsKey = JSON.stringify(params);
  const query = useMemo(
    () => describeLogQuery(filters, sort, { archived, zone }),
    [filters, sort, archived, zone],
  );

  const [layout, setLayout] = useLogLayout();
  const columns = useMemo(() => visibleColumns(layout), [layout]);
  const enabled = userId !== '';
  const accounts = useQuery({ ...accountLookupQuery(userId), enabled });
  const tags = useQuery({ ...tagLookupQuery(userId), enabled });
  const strategies = useQuery({ ...strategyLookupQuery(userId), enabled });
  const sampleCount = useQuery({ ...sampleCountQuery(userId), enabled: enabled && !archived });
  useLogLiveUpdates(enabled ? userId : null);

  const tableRef = useRef<LogTableHandle>(null);
  const [range, setRange] = useState({ start: 0, end: 0 });
  const onPagesInView = useCallback(
    (first: number, last: number) => setRange({ start: first * LOG_PAGE_SIZE, end: last * LOG_PAGE_SIZE }),
    [],
  );
  const pages = useLogPages(userId, params, query, range);
  // Asked once the view's first rows are in, so adding up the whole view never delays them.
  const totals = useQuery({
    ...logTotalsQuery(userId, params, query),
    enabled: enabled && pages.firstCount !== null,
    placeholderData: (previous) => previous,
  });
  const refetchTotals = totals.refetch;
  const retryTotals = useCallback(() => void refetchTotals(), [refetchTotals]);
  // The totals count every trade of the view; until they arrive, the first page is what there is.
  const count = totals.data && !totals.isPlaceholderData ? totals.data.trades : (pages.firstCount ?? 0);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(-1);
  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const actions = useLogActions(userId, clearSelection);
  const hidden = actions.pendingDelete;

  // A new view starts at the top with nothing selected.
  const [seenKey, setSeenKey] = useState(paramsKey);
  if (seenKey !== paramsKey) {
    setSeenKey(paramsKey);
    setSelected(new Set());
    setActive(-1);
  }

  const { handleError } = useErrorHandler();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const firstError = pages.firstPage.error;
  useEffect(() => {
    if (firstError) setErrorMessage(handleError(firstError).userMessage);
  }, [firstError, handleError]);

  const searchRef = useRef<HTMLInputElement>(null);
  // The search params this page last asked for. A change is built on them, not on those of the
  // last render: a filter typed while another one's navigation is still on its way keeps both.
  const intended = useRef(search);
  useEffect(() => {
    intended.current = search;
  }, [search]);
  const goTo = useCallback(
    (next: URLSearchParams) => {
      intended.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  const setFilter = useCallback(
    (key: LogFilterKey, value: string) => goTo(withParam(intended.current, key, value)),
    [goTo],
  );
  const clearFilters = useCallback(() => {
    const next = new URLSearchParams();
    const kept = intended.current.get('sort');
    if (kept) next.set('sort', kept);
    goTo(next);
  }, [goTo]);
  const sortBy = useCallback(
    (column: LogColumnId) => {
      const next = nextSort(parseSort(intended.current), column);
      goTo(withParam(intended.current, 'sort', `${next.column}.${next.ascending ? 'asc' : 'desc'}`));
    },
    [goTo],
  );

  const loadedRows = useMemo(() => pages.loaded.filter((row) => !hidden.has(row.id)), [pages.loaded, hidden]);

  const move = (by: 1 | -1) => {
    if (count === 0) return;
    let next = Math.min(count - 1, Math.max(0, active + by));
    // Step over rows waiting for their delete.
    while (next > 0 && next < count - 1 && hidden.has(pages.rowAt(next)?.id ?? '')) next += by;
    setActive(next);
    tableRef.current?.scrollToIndex(next);
  };
  const openTrade = useCallback((id: string) => void navigate(`/trades/${id}`), [navigate]);
  const activeRow = active >= 0 ? pages.rowAt(active) : undefined;
  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  useLogKeyboard({
    next: () => move(1),
    previous: () => move(-1),
    open: () => activeRow && void navigate(`/trades/${activeRow.id}`),
    newTrade: () => void navigate('/trades/new'),
    focusSearch: () => searchRef.current?.focus(),
    toggleSelection: () => activeRow && toggle(activeRow.id),
  });

  const names = useMemo(() => {
    const accountNames = new Map((accounts.data ?? []).map((account) => [account.id, account.name]));
    const strategyNames = new Map((strategies.data ?? []).map((strategy) => [strategy.id, strategy.name]));
    return {
      zone,
      format,
      accountName: (id: string | null) => (id === null ? '—' : (accountNames.get(id) ?? '—')),
      strategyName: (id: string | null) => (id === null ? '—' : (strategyNames.get(id) ?? '—')),
    };
  }, [accounts.data, strategies.data, zone, format]);

  const lookups = useMemo(
    () => ({ accounts: accounts.data ?? NONE, strategies: strategies.data ?? NONE, tags: tags.data ?? NONE }),
    [accounts.data, strategies.data, tags.data],
  );
  const isSample =
    !archived && ((sampleCount.data ?? 0) > 0 || (accounts.data ?? []).some((account) => account.is_sample));
  // "Load the sample journal" from another page's empty state (the dashboard) arrives here with the
  // request in the history entry: the sample is written once, then the trader goes back to that page.
  const location = useLocation();
  const queryClient = useQueryClient();
  // Read once per history entry: a new object every render would run the effect below every render.
  const sampleRequest = useMemo(() => sampleRequestOf(location.state), [location.state]);
  const filtered = hasFilters(filters);
  const ready = !pages.firstPage.isPending && !pages.firstPage.isError;
  const emptyJournal = !archived && ready && count === 0 && !filtered;
  const { mutate: startSample } = actions.addSample;
  const takenRequest = useRef<string | null>(null);
  useEffect(() => {
    if (!sampleRequest || !ready || takenRequest.current === location.key) return;
    takenRequest.current = location.key;
    // Taken once, whatever happens next: a reload or Back must not write the sample again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if (!emptyJournal) return;
    startSample(undefined, {
      onSuccess: async () => {
        // The figures of the page it goes back to were computed on the empty journal: they are read
        // again (loaded only now, so the log never carries the analytics code).
        const { journalChanged } = await import('@/features/analytics');
        await journalChanged(queryClient, userId);
        void navigate(sampleRequest.returnTo);
      },
    });
  }, [sampleRequest, ready, emptyJournal, startSample, navigate, location, queryClient, userId]);

  const selectedIds = [...selected];

  let body;
  if (pages.firstPage.isPending) body = <LogSkeleton />;
  else if (pages.firstPage.isError)
    body = <LogError message={errorMessage ?? 'Something went wrong.'} onRetry={pages.firstPage.refetch} />;
  else if (count === 0 && filtered) body = <NoMatch onClear={clearFilters} />;
  else if (count === 0 && archived) body = <NoArchivedTrades />;
  else if (count === 0)
    body = (
      <EmptyJournal
        sample={
          <TrySampleButton progress={actions.sampleProgress} onStart={() => actions.addSample.mutate()} />
        }
      />
    );
  else
    body = (
      <LogList
        handle={tableRef}
        viewKey={paramsKey}
        onPagesInView={onPagesInView}
        columns={columns}
        rowAt={pages.rowAt}
        count={count}
        sort={sort}
        onSort={sortBy}
        selected={selected}
        onToggle={toggle}
        allSelected={loadedRows.length > 0 && loadedRows.every((row) => selected.has(row.id))}
        onToggleAll={(select) => setSelected(select ? new Set(loadedRows.map((row) => row.id)) : new Set())}
        hidden={hidden}
        active={active}
        onActivate={setActive}
        onOpen={openTrade}
        context={names}
        totals={totals.data}
        shownKey={pages.shownParams ? paramsKey : ''}
      />
    );

  // Kept while a filtered view loads, so a filter being typed is never unmounted.
  const showFilters = filtered || (ready && count > 0);
  return (
    <div className="grid gap-4" data-testid="trade-log">
      {isSample && (
        <SampleBanner
          removing={actions.removeSample.isPending}
          onRemove={() => actions.removeSample.mutate()}
        />
      )}
      {showFilters && (
        <>
          <LogSummary totals={totals.data} failed={totals.isError} onRetry={retryTotals} />
          <div className="flex flex-wrap items-start gap-3">
            <div className="min-w-0 grow basis-full md:basis-0">
              <LogFiltersBar
                filters={filters}
                lookups={lookups}
                onChange={setFilter}
                onClear={clearFilters}
                searchRef={searchRef}
              />
            </div>
            <ExportMenu query={query} />
            <ColumnChooser layout={layout} onChange={setLayout} />
          </div>
        </>
      )}
      {selected.size > 0 && (
        <LogBulkBar
          count={selected.size}
          archived={archived}
          tags={tags.data ?? NONE}
          busy={actions.archive.isPending || actions.tag.isPending}
          actions={{
            onArchiveToggle: () =>
              actions.archive.mutate({
                ids: selectedIds,
                archivedAt: archived ? null : new Date().toISOString(),
              }),
            onTag: (tag) => actions.tag.mutate({ ids: selectedIds, tag }),
            onDelete: () => actions.deleteWithUndo(selectedIds),
            onClear: clearSelection,
          }}
        />
      )}
      {body}
      <p className="sr-only" aria-live="polite">
        {ready ? `${formatCount(count)} trades${pages.isFetching ? ', updating' : ''}` : ''}
      </p>
    </div>
  );
}
