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

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const LOCAL_DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** An instant as the trader reads it, in their time zone. */
export function formatWhen(instant: string): string {
  return WHEN.format(new Date(instant));
}

/** An instant's day and time apart, for a narrow column, in the trader's time zone. */
export function formatDayAndTime(instant: string): { day: string; time: string } {
  const date = new Date(instant);
  return { day: LOCAL_DAY.format(date), time: LOCAL_TIME.format(date) };
}

/** A calendar date (`YYYY-MM-DD`), the same day wherever the browser is. */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}
