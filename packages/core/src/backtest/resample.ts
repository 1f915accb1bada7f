// Bars of one timeframe folded into a higher one, gaps found, and an upload merged into a series.
import { zoneClock } from '../analytics/zone-clock.ts';
import {
  BACKTEST_TIMEFRAME_MS,
  sessionClock,
  type BacktestTimeframe,
  type OhlcvBar,
  type TradingSession,
} from './bars.ts';

const DAY_MS = BACKTEST_TIMEFRAME_MS['1D'];

export interface ResampleOptions {
  from: BacktestTimeframe;
  to: BacktestTimeframe;
  /** The zone days and sessions are read in (New York for US stocks). */
  timeZone: string;
  /**
   * When given, bars outside it are left out, a 1D bar is one session (a future's Sunday-evening
   * open to Monday's close), and intraday buckets count from the session's open (09:30, 13:30).
   */
  session?: TradingSession;
}

/**
 * OHLCV of each bucket: first open, highest high, lowest low, last close, summed volume; a bar is
 * stamped with its bucket's start. An empty bucket gives no bar, so a gap stays a gap.
 */
export function resampleBars(bars: readonly OhlcvBar[], options: ResampleOptions): OhlcvBar[] {
  const fromMs = BACKTEST_TIMEFRAME_MS[options.from];
  const size = BACKTEST_TIMEFRAME_MS[options.to];
  if (size <= fromMs || size % fromMs !== 0)
    throw new RangeError(`${options.from} bars cannot be resampled to ${options.to}`);
  const clock = zoneClock(options.timeZone);
  const session = options.session === undefined ? undefined : sessionClock(options.session);
  const out: OhlcvBar[] = [];
  let current: OhlcvBar | undefined;
  let currentKey = NaN;
  for (const bar of bars) {
    const local = clock.local(bar.time);
    let key: number;
    if (session === undefined) {
      key = Math.floor(local / size) * size;
    } else {
      const start = session.startOf(local);
      if (Number.isNaN(start)) continue;
      key = options.to === '1D' ? start : start + Math.floor((local - start) / size) * size;
    }
    if (current !== undefined && key === currentKey) {
      if (bar.high > current.high) current.high = bar.high;
      if (bar.low < current.low) current.low = bar.low;
      current.close = bar.close;
      current.volume += bar.volume;
    } else {
      current = { ...bar, time: bar.time - (local - key) };
      currentKey = key;
      out.push(current);
    }
  }
  return out;
}

export interface BarGap {
  /** The last bar before the gap. */
  after: number;
  /** The first bar after it. */
  before: number;
  /** How many bars the timeframe (and the session) expected between the two. */
  missing: number;
}

export interface GapOptions {
  timeZone: string;
  /** Closed hours (nights, weekends) are no gap; a missing bar inside a session is. */
  session?: TradingSession;
}

/** Holes in a series: places where bars the timeframe and session expect are absent. */
export function detectGaps(
  bars: readonly OhlcvBar[],
  timeframe: BacktestTimeframe,
  options?: GapOptions,
): BarGap[] {
  const size = BACKTEST_TIMEFRAME_MS[timeframe];
  const gaps: BarGap[] = [];
  const clock = options === undefined ? undefined : zoneClock(options.timeZone);
  const session = options?.session === undefined ? undefined : sessionClock(options.session);
  for (let i = 1; i < bars.length; i++) {
    const prev = bars[i - 1];
    const next = bars[i];
    if (prev === undefined || next === undefined) continue;
    let missing: number;
    if (clock === undefined || session === undefined) {
      if (timeframe === '1D' && clock !== undefined) {
        missing =
          Math.floor(clock.local(next.time) / DAY_MS) - Math.floor(clock.local(prev.time) / DAY_MS) - 1;
      } else {
        missing = Math.round((next.time - prev.time) / size) - 1;
      }
    } else {
      missing = missingInSessions(clock.local(prev.time), clock.local(next.time), timeframe, session);
    }
    if (missing > 0) gaps.push({ after: prev.time, before: next.time, missing });
  }
  return gaps;
}

function missingInSessions(
  prevLocal: number,
  nextLocal: number,
  timeframe: BacktestTimeframe,
  session: ReturnType<typeof sessionClock>,
): number {
  const dayOf = (local: number): number => {
    const start = session.startOf(local);
    return Math.floor((Number.isNaN(start) ? local : start) / DAY_MS);
  };
  if (timeframe === '1D') {
    let missing = 0;
    for (let day = dayOf(prevLocal) + 1; day < dayOf(nextLocal); day++) if (session.opensOn(day)) missing++;
    return missing;
  }
  const size = BACKTEST_TIMEFRAME_MS[timeframe];
  let missing = 0;
  let slot = prevLocal;
  for (;;) {
    const start = session.startOf(slot);
    slot += size;
    if (Number.isNaN(start) || slot >= start + session.length) slot = session.nextOpen(slot - size);
    if (slot >= nextLocal) return missing;
    missing++;
  }
}

export interface MergedBars {
  bars: OhlcvBar[];
  /** Incoming bars that took the place of an existing bar at the same time. */
  replaced: number;
  /** Incoming bars at times the series did not have. */
  added: number;
}

/** An upload merged into a series: one bar per time, the incoming bar winning, in time order. */
export function mergeBars(existing: readonly OhlcvBar[], incoming: readonly OhlcvBar[]): MergedBars {
  const byTime = new Map<number, OhlcvBar>();
  for (const bar of existing) byTime.set(bar.time, bar);
  let replaced = 0;
  let added = 0;
  const seen = new Set<number>();
  for (const bar of incoming) {
    if (!seen.has(bar.time)) {
      if (byTime.has(bar.time)) replaced++;
      else added++;
      seen.add(bar.time);
    }
    byTime.set(bar.time, bar);
  }
  const bars = [...byTime.values()].sort((a, b) => a.time - b.time);
  return { bars, replaced, added };
}
