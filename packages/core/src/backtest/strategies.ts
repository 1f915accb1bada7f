// The strategy library: each a pure function of bars and parameters giving orders, deciding on a
// bar's close from that bar and the ones before it only. docs/metrics.md says how each trades.
import type { OhlcvBar } from './bars.ts';
import { rsi, sma } from './indicators.ts';
import type { BacktestOrder } from './orders.ts';
import { StrategyOrderBook, sessionMarks, withSessions, type StrategyRules } from './strategy-rules.ts';

export interface MovingAverageCrossParams extends StrategyRules {
  fast: number;
  slow: number;
}

/** Long when the fast average closes above the slow one, short (or flat) when below; each cross exits the other side. */
export function movingAverageCross(
  bars: readonly OhlcvBar[],
  params: MovingAverageCrossParams,
): BacktestOrder[] {
  const fast = sma(bars, params.fast);
  const slow = sma(bars, params.slow);
  const book = new StrategyOrderBook(bars, params);
  return withSessions(bars, params, book, (i) => {
    const before = (fast[i - 1] ?? NaN) - (slow[i - 1] ?? NaN);
    const now = (fast[i] ?? NaN) - (slow[i] ?? NaN);
    if (before <= 0 && now > 0) {
      book.exit(i, 'short');
      book.enter(i, 'long');
    } else if (before >= 0 && now < 0) {
      book.exit(i, 'long');
      book.enter(i, 'short');
    }
  });
}

export interface RangeBreakoutParams extends StrategyRules {
  /** The range is the highest high and lowest low of the `bars` bars before the signal bar. */
  bars: number;
}

/** Long on a close above the range, short on a close below it; a break the other way exits. */
export function rangeBreakout(bars: readonly OhlcvBar[], params: RangeBreakoutParams): BacktestOrder[] {
  const book = new StrategyOrderBook(bars, params);
  return withSessions(bars, params, book, (i) => {
    if (i < params.bars) return;
    let high = -Infinity;
    let low = Infinity;
    for (let j = i - params.bars; j < i; j++) {
      const bar = bars[j];
      if (bar === undefined) continue;
      if (bar.high > high) high = bar.high;
      if (bar.low < low) low = bar.low;
    }
    const close = bars[i]?.close ?? NaN;
    if (close > high) {
      book.exit(i, 'short');
      book.enter(i, 'long');
    } else if (close < low) {
      book.exit(i, 'long');
      book.enter(i, 'short');
    }
  });
}

export interface RsiReversionParams extends StrategyRules {
  period: number;
  /** Long when the RSI closes below this. */
  oversold: number;
  /** Short when the RSI closes above this. */
  overbought: number;
  /** Out when the RSI closes back across this (50 by default). */
  exitLevel?: number;
}

/** Buys weakness and sells strength: in when the RSI crosses into an extreme, out when it crosses back over the middle. */
export function rsiReversion(bars: readonly OhlcvBar[], params: RsiReversionParams): BacktestOrder[] {
  const values = rsi(bars, params.period);
  const middle = params.exitLevel ?? 50;
  const book = new StrategyOrderBook(bars, params);
  let side: 'long' | 'short' | null = null;
  return withSessions(bars, params, book, (i) => {
    const before = values[i - 1] ?? NaN;
    const now = values[i] ?? NaN;
    if (side === 'long' && now >= middle) {
      book.exit(i, 'long');
      side = null;
    } else if (side === 'short' && now <= middle) {
      book.exit(i, 'short');
      side = null;
    }
    if (before >= params.oversold && now < params.oversold) {
      book.enter(i, 'long');
      side = 'long';
    } else if (before <= params.overbought && now > params.overbought) {
      book.enter(i, 'short');
      side = 'short';
    }
  });
}

export interface OpeningRangeParams extends StrategyRules {
  /** Minutes from the session's open that make the range. */
  minutes: number;
  session: NonNullable<StrategyRules['session']>;
}

/** One trade a session at most: the first close above the opening range's high (long) or below its low (short). */
export function openingRangeBreakout(bars: readonly OhlcvBar[], params: OpeningRangeParams): BacktestOrder[] {
  const marks = sessionMarks(bars, params.session);
  const book = new StrategyOrderBook(bars, params);
  const rangeMs = params.minutes * 60_000;
  const barMs = (bars[1]?.time ?? 0) - (bars[0]?.time ?? 0) || 60_000;
  let session = NaN;
  let high = -Infinity;
  let low = Infinity;
  let done = false;
  return withSessions(bars, params, book, (i) => {
    const bar = bars[i];
    const start = marks.start[i] ?? NaN;
    if (bar === undefined) return;
    if (start !== session) {
      session = start;
      high = -Infinity;
      low = Infinity;
      done = false;
    }
    if (bar.time + barMs <= start + rangeMs) {
      if (bar.high > high) high = bar.high;
      if (bar.low < low) low = bar.low;
      return;
    }
    if (done || high === -Infinity) return;
    if (bar.close > high) {
      book.enter(i, 'long');
      done = true;
    } else if (bar.close < low) {
      book.enter(i, 'short');
      done = true;
    }
  });
}
