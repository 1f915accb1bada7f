// Instants as the performance and risk pages write them: in the trader's time zone, never the
// browser's, so a chart's tooltip and a table agree with the calendar and the trade log.
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime ? 't' : 'd'}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

/** "Mar 3, 2025" in the zone. */
export function formatDay(iso: string, timeZone: string): string {
  return format(timeZone, false).format(new Date(iso));
}

/** "Mar 3, 2025, 09:30" in the zone. */
export function formatInstant(iso: string, timeZone: string): string {
  return format(timeZone, true).format(new Date(iso));
}
