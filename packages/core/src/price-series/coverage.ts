// Which saved price data covers a trade, and how to say so when none does. Times are compared as
// instants; dates in messages come from the caller's formatter (the trader's time zone).
import { TIMEFRAME_MS, isTimeframe } from './bars.ts';

export interface TradeForChart {
  symbol: string;
  status: 'planned' | 'open' | 'closed';
  /** ISO instants, as the trades table returns them. */
  openedAt: string | null;
  closedAt: string | null;
}

/** What a list of saved series shows: enough to choose one without reading its bars. */
export interface SeriesSpan {
  symbol: string;
  timeframe: string;
  firstAt: string;
  lastAt: string;
}

export type CoverageProblem =
  | { code: 'no-series'; symbol: string; at: number | null }
  | { code: 'not-covered'; symbol: string; at: number; firstAt: number; lastAt: number };

export const barDuration = (timeframe: string): number =>
  isTimeframe(timeframe) ? TIMEFRAME_MS[timeframe] : 0;

/** The instant after the series' last bar ends. */
export function seriesEnd(span: Pick<SeriesSpan, 'timeframe' | 'lastAt'>): number {
  return Date.parse(span.lastAt) + barDuration(span.timeframe);
}

export function covers(span: SeriesSpan, at: number): boolean {
  return Date.parse(span.firstAt) <= at && at < seriesEnd(span);
}

/** Where the trade's chart starts: its open, or for a plan not opened yet, the latest bars. */
export function tradeStart(trade: TradeForChart): number | null {
  if (trade.openedAt === null) return null;
  const at = Date.parse(trade.openedAt);
  return Number.isFinite(at) ? at : null;
}

export function tradeEnd(trade: TradeForChart): number | null {
  if (trade.status !== 'closed' || trade.closedAt === null) return null;
  const at = Date.parse(trade.closedAt);
  return Number.isFinite(at) ? at : null;
}

export type DayFormat = (epochMs: number) => string;

const isoDay: DayFormat = (epochMs) => new Date(epochMs).toISOString().slice(0, 10);

/** The reason and the way forward: which bars to upload and save. */
export function coverageMessage(problem: CoverageProblem, formatDay: DayFormat = isoDay): string {
  const fix =
    problem.at === null
      ? `Upload recent ${problem.symbol} bars and save them as price data.`
      : `Upload ${problem.symbol} bars covering ${formatDay(problem.at)} and save them as price data.`;
  if (problem.code === 'no-series') return `There is no saved price data for ${problem.symbol}. ${fix}`;
  const span = `${formatDay(problem.firstAt)} to ${formatDay(problem.lastAt)}`;
  return `The saved ${problem.symbol} price data runs from ${span}, which does not include the trade's open on ${formatDay(problem.at)}. ${fix}`;
}
