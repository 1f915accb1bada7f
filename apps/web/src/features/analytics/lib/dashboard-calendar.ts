// The dashboard's mini calendar: the month the filter ends in (today's when the filter runs on to
// now), each day with its closed P&L, and the link that opens it on the calendar page.
import type { InstantRange, PeriodPnl, Weekday } from '@edgelog/core';
import { byDay, monthGrid, monthKeyText, parseMonthKey, type MonthKey } from './calendar-grid';
import { intensityScale, type Intensity } from './calendar-intensity';

/** 'YYYY-MM' of an instant in the trader's zone. */
export function monthIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(instant)
    .slice(0, 7);
}

/**
 * The month shown: the one holding the last instant of the range, or now's when the range is open
 * or ends after now (a "this year" filter shows this month, not December). When that month has no
 * trades but an earlier one does, the latest month with trades: an empty grid tells nothing.
 * `lastTradeDay` is the last 'YYYY-MM-DD' with closed trades in the range, if any.
 */
export function miniCalendarMonth(
  range: InstantRange,
  timeZone: string,
  now: Date,
  lastTradeDay?: string,
): MonthKey {
  let instant = now;
  if (range.to !== null) {
    // The range ends before `to`: its last instant is the millisecond before.
    const last = new Date(Date.parse(range.to) - 1);
    if (last.getTime() < now.getTime()) instant = last;
  }
  const shown = monthIn(timeZone, instant);
  const latest = lastTradeDay?.slice(0, 7);
  const month = latest !== undefined && latest < shown ? latest : shown;
  return parseMonthKey(month) ?? { year: 1970, month: 1 };
}

export interface MiniCalendarDay {
  day: string;
  dayOfMonth: number;
  inMonth: boolean;
  pnl: number | null;
  trades: number;
  intensity: Intensity;
}

export interface MiniCalendar {
  month: MonthKey;
  weeks: MiniCalendarDay[][];
  /** The month's closed P&L and trades. */
  pnl: number;
  trades: number;
}

export function miniCalendar(
  month: MonthKey,
  days: readonly PeriodPnl[],
  weekStartsOn: Weekday,
): MiniCalendar {
  const rows = byDay(days);
  const grid = monthGrid(month, weekStartsOn);
  const inMonth = grid.flatMap((week) => week.days.filter((day) => day.inMonth));
  const scale = intensityScale(inMonth.map((day) => rows.get(day.day)?.pnl ?? 0));
  let pnl = 0;
  let trades = 0;
  const weeks = grid.map((week) =>
    week.days.map((day): MiniCalendarDay => {
      const row = day.inMonth ? rows.get(day.day) : undefined;
      if (row !== undefined) {
        pnl += row.pnl;
        trades += row.trades;
      }
      return {
        day: day.day,
        dayOfMonth: day.dayOfMonth,
        inMonth: day.inMonth,
        pnl: row?.pnl ?? null,
        trades: row?.trades ?? 0,
        intensity: row === undefined ? { tone: 'neutral', level: 0 } : scale.of(row.pnl),
      };
    }),
  );
  return { month, weeks, pnl: Math.round(pnl * 100) / 100, trades };
}

/** The calendar page on this month, the filter kept. `filterSearch` is '' or '?...'. */
export function calendarLink(filterSearch: string, month: MonthKey): string {
  const params = new URLSearchParams(filterSearch);
  params.set('view', 'month');
  params.set('month', monthKeyText(month));
  return `/analytics/calendar?${params.toString()}`;
}
