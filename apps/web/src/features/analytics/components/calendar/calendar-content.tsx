import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { journalDaysInRangeQuery } from '../../api/journal-days';
import { CalendarToolbar } from './calendar-toolbar';
import { DayPanel } from './day-panel';
import type { DayTradesState } from './day-trades';
import type { JournalDrafts } from './journal-day-form';
import { MonthView } from './month-view';
import { useCatalogueMessage } from './use-catalogue-message';
import { YearView } from './year-view';
import { useAnalytics } from '../../hooks/use-analytics';
import {
  addMonths,
  byDay,
  monthGrid,
  monthOfDay,
  monthTotal,
  totalOf,
  type MonthKey,
} from '../../lib/calendar-grid';
import { monthTitle } from '../../lib/calendar-text';
import { dayIn, readPlace, writePlace, type CalendarPlace } from '../../lib/calendar-view';

const NO_DAY = 'none';

import type { DatasetSummary } from '@edgelog/core';

/** The calendar over a loaded dataset: its days are the dataset's, in the trader's zone. */
export function CalendarContent({
  dataset,
  previous = false,
}: {
  dataset: DatasetSummary;
  /** The dataset of the place shown before, kept while this one's loads: its figures are not shown. */
  previous?: boolean;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  // Over this page's dataset: the days it shows, not the URL filter's whole period.
  const series = useAnalytics({ kind: 'pnl-series', period: 'day' }, { dataset });
  const [params, setParams] = useSearchParams();
  // Days are the trader's, in their zone, whatever the browser's.
  const { timeZone, weekStartsOn, currency } = dataset;
  const today = dayIn(timeZone, new Date());
  const place = readPlace(params, today);
  const [focusedDay, setFocusedDay] = useState<string | null>(null);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const drafts = useRef<JournalDrafts>(new Map()).current;
  const calendar = useRef<HTMLElement>(null);

  // While the place's own dataset loads, the last place's figures stay off this one's days.
  const shownSeries = previous ? undefined : series.data;
  const pending = previous || series.isPending;
  // Placeholders only before the first figures: later a move to another month keeps the grid
  // (and the keyboard's place in it) while that month's figures load.
  const drawnOnce = useRef(false);
  if (!pending) drawnOnce.current = true;
  const days = useMemo(() => byDay(shownSeries ?? []), [shownSeries]);
  const grid = useMemo(() => monthGrid(place.month, weekStartsOn), [place.month, weekStartsOn]);
  const rangeFrom = place.view === 'month' ? (grid[0]?.start ?? today) : `${place.month.year}-01-01`;
  const rangeTo =
    place.view === 'month' ? (grid.at(-1)?.days.at(-1)?.day ?? today) : `${place.month.year}-12-31`;
  const journalDays = useQuery({
    ...journalDaysInRangeQuery(userId, rangeFrom, rangeTo),
    enabled: userId !== '' && place.view === 'month',
  });

  const dayTrades = useAnalytics(
    { kind: 'trades', day: openDay ?? NO_DAY, limit: 500, order: 'recent' },
    { enabled: openDay !== null, dataset },
  );

  const { refetch: refetchSeries } = series;
  const retrySeries = useCallback(() => void refetchSeries(), [refetchSeries]);
  const seriesMessage = useCatalogueMessage(series.error, retrySeries);
  const { refetch: refetchTrades } = dayTrades;
  const retryTrades = useCallback(() => void refetchTrades(), [refetchTrades]);
  const tradesMessage = useCatalogueMessage(dayTrades.error, retryTrades);

  const go = (next: CalendarPlace) => setParams((current) => writePlace(current, next), { replace: false });
  const inShownMonth = (day: string | null): day is string =>
    day !== null && day.startsWith(`${place.month.year}-${String(place.month.month).padStart(2, '0')}-`);
  const keyboardDay = inShownMonth(focusedDay)
    ? focusedDay
    : inShownMonth(today)
      ? today
      : `${place.month.year}-${String(place.month.month).padStart(2, '0')}-01`;

  const moveTo = (day: string) => {
    setFocusedDay(day);
    const month = monthOfDay(day);
    if (month.year !== place.month.year || month.month !== place.month.month) go({ view: 'month', month });
  };
  const step = (count: number) =>
    go({ view: place.view, month: addMonths(place.month, place.view === 'month' ? count : count * 12) });
  const openMonth = (month: MonthKey) => go({ view: 'month', month });

  const total =
    shownSeries === undefined
      ? null
      : place.view === 'month'
        ? monthTotal(place.month, days)
        : totalOf(
            [...days.keys()].filter((day) => day.startsWith(`${place.month.year}-`)),
            days,
          );

  const tradesState: DayTradesState = {
    status: dayTrades.status,
    trades: dayTrades.data,
    error: tradesMessage ?? dayTrades.error?.message ?? null,
    retry: retryTrades,
  };

  const failed = series.error;
  return (
    <>
      <section
        ref={calendar}
        className="grid gap-4"
        aria-busy={pending ? 'true' : undefined}
        data-widget="calendar"
        data-state={failed ? 'error' : pending ? 'loading' : 'ready'}
      >
        <CalendarToolbar
          title={
            place.view === 'month'
              ? monthTitle(place.month.year, place.month.month)
              : String(place.month.year)
          }
          view={place.view}
          total={total}
          currency={currency}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onToday={() => {
            setFocusedDay(today);
            go({ view: place.view, month: monthOfDay(today) });
          }}
          onView={(view) => go({ view, month: place.month })}
        />
        {failed ? (
          <Alert variant="destructive">
            <AlertTitle>The calendar could not be loaded</AlertTitle>
            <AlertDescription className="grid justify-items-start gap-2">
              <span>{seriesMessage ?? failed.message}</span>
              <Button variant="outline" size="sm" onClick={retrySeries}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : pending && !drawnOnce.current ? (
          <div className="grid gap-1" aria-label="Loading the calendar">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full sm:h-20" />
            ))}
          </div>
        ) : place.view === 'month' ? (
          <MonthView
            dataset={dataset}
            month={place.month}
            weekStartsOn={weekStartsOn}
            days={days}
            journalDays={journalDays.data ?? new Set()}
            today={today}
            currency={currency}
            focusedDay={keyboardDay}
            onMoveTo={moveTo}
            onOpenDay={(day) => {
              setFocusedDay(day);
              setOpenDay(day);
            }}
          />
        ) : (
          <YearView
            year={place.month.year}
            weekStartsOn={weekStartsOn}
            days={days}
            currency={currency}
            onOpenMonth={openMonth}
          />
        )}
      </section>
      <DayPanel
        dataset={dataset}
        day={openDay}
        total={openDay === null ? undefined : days.get(openDay)}
        trades={tradesState}
        userId={userId}
        timeZone={timeZone}
        currency={currency}
        drafts={drafts}
        onClose={() => setOpenDay(null)}
        returnFocus={() =>
          calendar.current?.querySelector<HTMLElement>(`[data-day="${focusedDay ?? ''}"]`)?.focus()
        }
      />
    </>
  );
}
