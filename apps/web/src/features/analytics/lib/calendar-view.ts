// What the calendar shows, as kept in the URL (`view=month|year`, `month=YYYY-MM`), and how the
// keyboard moves between its days.
import type { AnalyticsFilter } from '@edgelog/core';
import { daysInMonth, monthKeyText, parseMonthKey, shiftDay, type MonthKey } from './calendar-grid';

export type CalendarView = 'month' | 'year';

export interface CalendarPlace {
  view: CalendarView;
  month: MonthKey;
}

/** The trader's calendar day at an instant, 'YYYY-MM-DD' in their zone. */
export function dayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The view and month in the URL; the current month of the trader's zone when absent or malformed. */
export function readPlace(params: URLSearchParams, today: string): CalendarPlace {
  const month = parseMonthKey(params.get('month')) ??
    parseMonthKey(today.slice(0, 7)) ?? { year: 1970, month: 1 };
  return { view: params.get('view') === 'year' ? 'year' : 'month', month };
}

/** The place in the URL, the current month of `timeZone` when it names none. */
export function calendarPlaceNow(params: URLSearchParams, timeZone: string): CalendarPlace {
  return readPlace(params, dayIn(timeZone, new Date()));
}

/** The URL's parameters with the place written in; every other parameter (the filter) kept. */
export function writePlace(params: URLSearchParams, place: CalendarPlace): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('view', place.view);
  next.set('month', monthKeyText(place.month));
  return next;
}

const MOVES: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** The day an arrow key moves to from `day` (a row is a week), or null for any other key. */
export function dayAfterKey(day: string, key: string): string | null {
  const move = MOVES[key];
  return move === undefined ? null : shiftDay(day, move);
}

/**
 * The trades the calendar loads for a place: with the whole journal chosen, only the days it can
 * show (the month with the six days either side a week row may hold, or the year), so a first
 * visit reads a month of trades, not the journal. Any other period is the filter's own.
 */
export function calendarDatasetFilter(filter: AnalyticsFilter, place: CalendarPlace): AnalyticsFilter {
  if (filter.preset !== 'all') return filter;
  const { year } = place.month;
  if (place.view === 'year')
    return { ...filter, preset: 'custom', from: `${year}-01-01`, to: `${year}-12-31` };
  const first = `${monthKeyText(place.month)}-01`;
  const last = `${monthKeyText(place.month)}-${String(daysInMonth(place.month)).padStart(2, '0')}`;
  return { ...filter, preset: 'custom', from: shiftDay(first, -6), to: shiftDay(last, 6) };
}
