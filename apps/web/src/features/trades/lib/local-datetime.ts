// `datetime-local` fields hold a wall-clock time with no zone; the browser reads it in the user's
// own time zone, which is the zone the trader means.

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone, to the minute (or second). */
export function toLocalInput(moment: Date): string {
  const minute = `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
  return moment.getSeconds() === 0 ? minute : `${minute}:${pad(moment.getSeconds())}`;
}

/** A stored instant as a `datetime-local` value. */
export function isoToLocalInput(iso: string): string {
  return toLocalInput(new Date(iso));
}

/** A `datetime-local` value as an ISO instant; null when the text is not a date and time. */
export function localInputToIso(local: string): string | null {
  const moment = new Date(local);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}
