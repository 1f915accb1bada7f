// Export files are named for what they hold and the trader's day they were taken on, so a
// folder of them sorts by date.
import { partsIn } from '../format/date-format.ts';

export type ExportKind = 'trades' | 'fills';

/** "edgelog-trades-2026-11-24.csv": the day is `now` in the trader's zone. */
export function exportFileName(kind: ExportKind, now: Date, timeZone: string): string {
  const parts = partsIn(now, timeZone);
  const day = parts === null ? now.toISOString().slice(0, 10) : `${parts.year}-${parts.month}-${parts.day}`;
  return `edgelog-${kind}-${day}.csv`;
}
