// A series as the text the calculators' price field reads: a CSV of date,open,high,low,close.
import type { PriceBar } from './bars.ts';

const MIDNIGHT = 'T00:00:00Z';

/** Daily and weekly bars at midnight UTC keep just their date, which reads back as the same instant. */
export function barsToCsv(bars: readonly PriceBar[]): string {
  const datesOnly = bars.length > 0 && bars.every((bar) => bar.time.endsWith(MIDNIGHT));
  const lines = bars.map((bar) =>
    [datesOnly ? bar.time.slice(0, 10) : bar.time, bar.open, bar.high, bar.low, bar.close].join(','),
  );
  return ['date,open,high,low,close', ...lines].join('\n');
}
