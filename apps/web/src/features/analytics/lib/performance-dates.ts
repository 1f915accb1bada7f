// Instants as the performance and risk pages write them: in the trader's time zone, never the
// browser's, so a chart's tooltip and a table agree with the calendar and the trade log; in the
// trader's date format.
import { formatDate, formatDateTime } from '@edgelog/core';
import { currentDisplay } from '@/lib/format/current-display';

/** "2025-03-03" (or the chosen date format) in the zone. */
export function formatDay(iso: string, timeZone: string): string {
  return formatDate(iso, { dateFormat: currentDisplay().dateFormat, timeZone });
}

/** "2025-03-03 09:30" in the zone. */
export function formatInstant(iso: string, timeZone: string): string {
  return formatDateTime(iso, { dateFormat: currentDisplay().dateFormat, timeZone });
}
