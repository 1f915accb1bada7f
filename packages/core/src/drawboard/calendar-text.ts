// Dates as a board writes them ("Mon 5 Jan 2026"), the same in every browser and language: the
// board is a document, its title should not change with the reader's locale.
import { civilFromDays, daysFromKey, weekdayOfDay, WEEKDAYS, zoneClock } from '../analytics/zone-clock.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

export const isDayKey = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);

/** The calendar day of an instant, in a time zone when one is given (else UTC), as a day count. */
export function dayOf(ms: number, timeZone?: string): number {
  return timeZone === undefined ? Math.floor(ms / DAY_MS) : zoneClock(timeZone).day(ms);
}

/** 'Mon 5 Jan 2026' for a day count since 1970-01-01. */
export function dayText(day: number): string {
  const { year, month, day: date } = civilFromDays(day);
  return `${WEEKDAYS[weekdayOfDay(day)] ?? ''} ${date} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The Monday of the week holding `day` (weeks run Monday to Sunday, as the calendar shows). */
export const weekStart = (day: number): number => day - weekdayOfDay(day);

export { daysFromKey };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '5 Jan 2026 14:30' for an ISO instant, in the time zone when one is given (else UTC). */
export function instantText(iso: string, timeZone?: string): string | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const local = timeZone === undefined ? ms : zoneClock(timeZone).local(ms);
  const day = Math.floor(local / DAY_MS);
  const { year, month, day: date } = civilFromDays(day);
  const minutes = Math.floor((local - day * DAY_MS) / 60_000);
  return `${date} ${MONTHS[month - 1] ?? ''} ${year} ${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
