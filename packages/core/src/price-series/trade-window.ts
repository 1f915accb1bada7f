// A trade's window of a series: the bars leading into its open, then the trade itself.
import type { PriceBar } from './bars.ts';
import { barDuration, tradeEnd, tradeStart, type CoverageProblem, type TradeForChart } from './coverage.ts';

export const DEFAULT_BARS_BEFORE = 20;

export interface TradeWindow {
  bars: PriceBar[];
  /** Bars before the one the trade opened in (fewer than asked when the series starts later). */
  barsBeforeOpen: number;
  /** The trade closed after the series ends: the window stops at its last bar. */
  endsEarly: boolean;
}

export type TradeWindowResult = { ok: true; window: TradeWindow } | { ok: false; problem: CoverageProblem };

/** The index of the bar holding `at`: the last bar starting at or before it. */
function barAt(bars: readonly PriceBar[], at: number): number {
  let low = 0;
  let high = bars.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (Date.parse(bars[middle]?.time ?? '') <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * From `barsBefore` bars before the trade's open to its close; an open or planned trade runs to
 * the end of the series, and a plan not opened yet takes the series' last bars.
 */
export function tradeWindow(
  bars: readonly PriceBar[],
  timeframe: string,
  trade: TradeForChart,
  barsBefore: number = DEFAULT_BARS_BEFORE,
): TradeWindowResult {
  const before = Math.max(0, Math.floor(barsBefore));
  const first = bars[0];
  const last = bars[bars.length - 1];
  const start = tradeStart(trade);
  if (!first || !last) return { ok: false, problem: { code: 'no-series', symbol: trade.symbol, at: start } };
  const seriesEnd = Date.parse(last.time) + barDuration(timeframe);
  let openIndex = bars.length - 1;
  if (start !== null) {
    if (start < Date.parse(first.time) || start >= seriesEnd)
      return {
        ok: false,
        problem: {
          code: 'not-covered',
          symbol: trade.symbol,
          at: start,
          firstAt: Date.parse(first.time),
          lastAt: Date.parse(last.time),
        },
      };
    openIndex = barAt(bars, start);
  }
  const end = tradeEnd(trade);
  const endsEarly = end !== null && end >= seriesEnd;
  const endIndex = end === null || endsEarly ? bars.length - 1 : Math.max(openIndex, barAt(bars, end));
  const from = Math.max(0, openIndex - before);
  return {
    ok: true,
    window: { bars: bars.slice(from, endIndex + 1), barsBeforeOpen: openIndex - from, endsEarly },
  };
}
