// Words and guesses for the price data the calculators keep and read.
import {
  TIMEFRAMES,
  TIMEFRAME_LABELS,
  TIMEFRAME_MS,
  isTimeframe,
  type ReadBar,
  type Timeframe,
} from '@edgelog/core';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A day in the trader's time zone, like "3 Mar 2025". */
export const formatDay = (epochMs: number): string => DAY.format(epochMs);

export const timeframeLabel = (timeframe: string): string =>
  isTimeframe(timeframe) ? TIMEFRAME_LABELS[timeframe] : timeframe;

export const TIMEFRAME_CHOICES = TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }));

/**
 * The timeframe the bars look like: the usual gap between neighbouring bars, matched to the
 * nearest on the list (weekends and holidays make daily gaps longer now and then, not usually).
 */
export function guessTimeframe(bars: readonly ReadBar[]): Timeframe {
  const gaps: number[] = [];
  for (let index = 1; index < Math.min(bars.length, 101); index++) {
    const gap = Math.abs((bars[index]?.time ?? 0) - (bars[index - 1]?.time ?? 0));
    if (Number.isFinite(gap) && gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return '1d';
  gaps.sort((a, b) => a - b);
  const usual = gaps[Math.floor(gaps.length / 2)] ?? 0;
  let best: Timeframe = '1d';
  for (const timeframe of TIMEFRAMES)
    if (Math.abs(Math.log(TIMEFRAME_MS[timeframe] / usual)) < Math.abs(Math.log(TIMEFRAME_MS[best] / usual)))
      best = timeframe;
  return best;
}
