// What the calendar shows, as kept in the URL (`view=month|year`, `month=YYYY-MM`), and how the
// keyboard moves between its days.
import { monthKeyText, parseMonthKey, shiftDay, type MonthKey } from './calendar-grid';

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
