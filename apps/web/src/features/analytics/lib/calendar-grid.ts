// The calendar's month and year layouts: pure date arithmetic on calendar days (no zone: the days
// are already the trader's local days, as the engine keys them).
import { WEEKDAYS, type PeriodPnl, type Weekday } from '@edgelog/core';

const DAY_MS = 86_400_000;

export interface MonthKey {
  year: number;
  /** 1-12 */
  month: number;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export const monthKeyText = ({ year, month }: MonthKey): string => `${year}-${pad2(month)}`;

/** 'YYYY-MM' read strictly; anything else (or a year out of range) is null. */
export function parseMonthKey(text: string | null | undefined): MonthKey | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1970 || year > 9999 || month < 1 || month > 12) return null;
  return { year, month };
}

export function addMonths({ year, month }: MonthKey, count: number): MonthKey {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day count since 1970-01-01 of a calendar date. */
const dayNumber = (year: number, month: number, day: number): number =>
  Math.round(Date.UTC(year, month - 1, day) / DAY_MS);

function dayText(days: number): string {
  const date = new Date(days * DAY_MS);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

/** Mon = 0 .. Sun = 6, as WEEKDAYS lists them. */
const weekdayIndex = (days: number): number => (((days + 3) % 7) + 7) % 7;

export const daysInMonth = ({ year, month }: MonthKey): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export interface GridDay {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 1-31 */
  dayOfMonth: number;
  /** False for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
  weekday: Weekday;
}

export interface GridWeek {
  /** The first day of the week, 'YYYY-MM-DD'. */
  start: string;
  days: GridDay[];
}

/**
 * The weeks of a month, each seven days from the trader's first weekday; the first and last weeks
 * are completed with the neighbouring months' days, so a month spans four to six rows.
 */
export function monthGrid(month: MonthKey, weekStartsOn: Weekday): GridWeek[] {
  const first = dayNumber(month.year, month.month, 1);
  const last = first + daysInMonth(month) - 1;
  const startIndex = WEEKDAYS.indexOf(weekStartsOn);
  const gridStart = first - ((weekdayIndex(first) - startIndex + 7) % 7);
  const weeks: GridWeek[] = [];
  for (let weekStart = gridStart; weekStart <= last; weekStart += 7) {
    const days: GridDay[] = [];
    for (let d = weekStart; d < weekStart + 7; d++) {
      const text = dayText(d);
      days.push({
        day: text,
        dayOfMonth: Number(text.slice(8, 10)),
        inMonth: d >= first && d <= last,
        weekday: WEEKDAYS[weekdayIndex(d)] ?? 'Mon',
      });
    }
    weeks.push({ start: dayText(weekStart), days });
  }
  return weeks;
}

/** The weekday names in the order of the grid's columns. */
export function weekdayOrder(weekStartsOn: Weekday): Weekday[] {
  const start = WEEKDAYS.indexOf(weekStartsOn);
  return WEEKDAYS.map((_, i) => WEEKDAYS[(start + i) % 7] ?? 'Mon');
}

export interface PnlTotal {
  pnl: number;
  trades: number;
  wins: number;
  losses: number;
  breakevens: number;
}

export const EMPTY_TOTAL: PnlTotal = { pnl: 0, trades: 0, wins: 0, losses: 0, breakevens: 0 };

/** The engine's day rows by day, for the grid's cells. */
export function byDay(series: readonly PeriodPnl[]): ReadonlyMap<string, PeriodPnl> {
  return new Map(series.map((row) => [row.period, row]));
}

/**
 * Sums the given days' rows. Money is added in cents so a week of 0.1s totals exactly what the
 * engine's own weekly series says.
 */
export function totalOf(days: Iterable<string>, rows: ReadonlyMap<string, PeriodPnl>): PnlTotal {
  let cents = 0;
  const total = { ...EMPTY_TOTAL };
  for (const day of days) {
    const row = rows.get(day);
    if (row === undefined) continue;
    cents += Math.round(row.pnl * 100);
    total.trades += row.trades;
    total.wins += row.wins;
    total.losses += row.losses;
    total.breakevens += row.breakevens;
  }
  return { ...total, pnl: cents / 100 };
}

/**
 * A week's total over the days of the shown month only: the days of the neighbouring months are in
 * their own month's weeks, so the week totals add up to the month total.
 */
export function weekTotal(week: GridWeek, rows: ReadonlyMap<string, PeriodPnl>): PnlTotal {
  return totalOf(
    week.days.filter((day) => day.inMonth).map((day) => day.day),
    rows,
  );
}

export function monthTotal(month: MonthKey, rows: ReadonlyMap<string, PeriodPnl>): PnlTotal {
  const prefix = `${monthKeyText(month)}-`;
  return totalOf(
    [...rows.keys()].filter((day) => day.startsWith(prefix)),
    rows,
  );
}

/** The day `count` days after `day` ('YYYY-MM-DD'). */
export function shiftDay(day: string, count: number): string {
  return dayText(
    dayNumber(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))) + count,
  );
}

export const monthOfDay = (day: string): MonthKey => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

export interface YearMonth {
  month: MonthKey;
  weeks: GridWeek[];
  total: PnlTotal;
}

/** The twelve months of a year, each its grid and total, for the year view's small heatmaps. */
export function yearGrid(
  year: number,
  weekStartsOn: Weekday,
  rows: ReadonlyMap<string, PeriodPnl>,
): YearMonth[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = { year, month: i + 1 };
    return { month, weeks: monthGrid(month, weekStartsOn), total: monthTotal(month, rows) };
  });
}
