import { formatDateTime, formatDate, formatDay as formatCalendarDay, formatTime } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';
import { browserTimeZone } from '@/lib/time-zone';

// A transaction's time travels as an instant; the form shows and takes it as wall-clock time in the
// browser's time zone, the trader's own.

const pad = (value: number) => String(value).padStart(2, '0');

/** A datetime-local value (`YYYY-MM-DDTHH:mm`) for the instant, in this browser's time zone. */
export function localInputOf(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/** The instant a checked datetime-local value names in this browser's time zone, as ISO 8601. */
export function instantOfLocalInput(local: string): string {
  return new Date(local).toISOString();
}

/** The choices a transaction's time is written with: the date format, in this browser's zone. */
const here = () => ({ dateFormat: currentDisplay().dateFormat, timeZone: browserTimeZone() });

/** An instant as the trader reads it, in their time zone and date format: "2026-01-05 09:30". */
export function formatWhen(instant: string): string {
  return formatDateTime(instant, here());
}

/** An instant's day and time apart, for a narrow column, in the trader's time zone. */
export function formatDayAndTime(instant: string): { day: string; time: string } {
  const display = here();
  return { day: formatDate(instant, display), time: formatTime(instant, display) };
}

/** A calendar date (`YYYY-MM-DD`), the same day wherever the browser is, in the date format. */
export function formatDay(day: string): string {
  return formatCalendarDay(day, currentDisplay());
}
