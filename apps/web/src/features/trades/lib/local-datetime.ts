// `datetime-local` fields hold a wall-clock time with no zone; the browser reads it in the user's
// own time zone, which is the zone the trader means.

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone, to the minute. */
export function toLocalInput(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A `datetime-local` value as an instant for a timestamptz column. */
export function localInputToIso(local: string): string {
  return new Date(local).toISOString();
}
