// Bars as the backtester reads them: plain numbers (epoch ms and prices as doubles), so a pass over a
// million bars stays in the budget; the stored series keeps the trader's decimal text.
import { zoneClock } from '../analytics/zone-clock.ts';

export interface OhlcvBar {
  /** Start of the bar, epoch ms UTC: the bar covers [time, time + timeframe). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export const BACKTEST_TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1D'] as const;
export type BacktestTimeframe = (typeof BACKTEST_TIMEFRAMES)[number];

const MINUTE = 60_000;
const DAY_MS = 1440 * MINUTE;

export const BACKTEST_TIMEFRAME_MS: Readonly<Record<BacktestTimeframe, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1D': DAY_MS,
};

/**
 * A market's trading hours in its own zone. A session opens at `open` on each of `days` (0 is
 * Sunday) and lasts until `close`; a close at or before the open ends the next day (a future that
 * opens Sunday 18:00 and closes Monday 17:00), and equal times mean 24 hours.
 */
export interface TradingSession {
  /** Local "HH:MM". */
  open: string;
  close: string;
  /** Days of the week a session opens on, 0 = Sunday; every day when left out. */
  days?: readonly number[];
}

function minutesOf(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`A session time is HH:MM, not "${text}"`);
  return hours * 60 + minutes;
}

/** A session read once into the numbers the per-bar checks use. */
export interface SessionClock {
  /** Local start (wall time as if UTC, ms) of the session holding local time `local`, or NaN outside any session. */
  startOf(local: number): number;
  /** Local start of the first session opening after local time `local`. */
  nextOpen(local: number): number;
  /** Session length, ms. */
  length: number;
  /** Whether a session opens on the local day `day` (days since 1970-01-01). */
  opensOn(day: number): boolean;
}

/** 1970-01-01 was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function sessionClock(session: TradingSession): SessionClock {
  const openMs = minutesOf(session.open) * MINUTE;
  const closeMs = minutesOf(session.close) * MINUTE;
  const length = closeMs > openMs ? closeMs - openMs : closeMs - openMs + DAY_MS;
  const days = new Set(session.days ?? [0, 1, 2, 3, 4, 5, 6]);
  const opensOn = (day: number): boolean => days.has(weekdayOf(day));
  return {
    length,
    opensOn,
    startOf(local) {
      let day = Math.floor(local / DAY_MS);
      if (local < day * DAY_MS + openMs) day -= 1;
      const start = day * DAY_MS + openMs;
      return opensOn(day) && local < start + length ? start : NaN;
    },
    nextOpen(local) {
      let day = Math.floor(local / DAY_MS);
      if (local >= day * DAY_MS + openMs) day += 1;
      for (let i = 0; i < 8 && !opensOn(day); i++) day += 1;
      return day * DAY_MS + openMs;
    },
  };
}

/** Wall time in `timeZone` as if it were UTC, ms. */
export function localTime(timeZone: string, ms: number): number {
  return zoneClock(timeZone).local(ms);
}

/** Bars of the stored series (decimal text, ISO times) as numbers; volume 0 where the file had none. */
export function ohlcvFromPriceBars(
  bars: readonly { time: string; open: string; high: string; low: string; close: string; volume?: string }[],
): OhlcvBar[] {
  return bars.map((bar) => ({
    time: Date.parse(bar.time),
    open: Number(bar.open),
    high: Number(bar.high),
    low: Number(bar.low),
    close: Number(bar.close),
    volume: bar.volume === undefined ? 0 : Number(bar.volume),
  }));
}
