// When each kind of account can trade on a given day: US equities 09:30-16:00 New York on exchange
// days; CME futures from 18:00 New York the evening before to 17:00 (the trader stops a minute
// early), Sunday evening to Friday; forex around the clock Monday to Friday (to the New York close
// on Friday) and crypto around the clock every day, in UTC.
import {
  chicagoOffset,
  DAY,
  FRIDAY,
  HOUR,
  isExchangeDay,
  MINUTE,
  newYorkOffset,
  newYorkTime,
  SATURDAY,
  SUNDAY,
  weekdayOf,
} from './calendar.ts';
import type { DemoSession } from './accounts.ts';
import type { Random } from './random.ts';

export interface TradingWindow {
  /** No fill before this instant ... */
  start: number;
  /** ... nor after this one. */
  end: number;
  /** When the trader usually starts the day. */
  open: number;
}

export function tradingWindow(session: DemoSession, day: number, random: Random): TradingWindow | null {
  const weekday = weekdayOf(day);
  const weekend = weekday === SATURDAY || weekday === SUNDAY;
  switch (session) {
    case 'us-equities': {
      if (!isExchangeDay(day)) return null;
      const start = newYorkTime(day, 9 * 60 + 30);
      return {
        start,
        end: newYorkTime(day, 16 * 60),
        open: start + random.int(0, 20 * 60) * 1000,
      };
    }
    case 'futures': {
      if (!isExchangeDay(day)) return null;
      // Most days begin with the US open; some begin during the London morning.
      const open = random.chance(0.85)
        ? newYorkTime(day, 8 * 60 + 30) + random.int(0, 45 * 60) * 1000
        : newYorkTime(day, 3 * 60) + random.int(0, 60 * 60) * 1000;
      return {
        start: newYorkTime(day - 1, 18 * 60),
        end: newYorkTime(day, 16 * 60 + 59),
        open,
      };
    }
    case 'forex': {
      if (weekend) return null;
      const midnight = day * DAY;
      // The week ends at 17:00 New York on Friday: 21:00 or 22:00 UTC.
      const close = weekday === FRIDAY ? 20 * HOUR + 55 * MINUTE : 23 * HOUR + 55 * MINUTE;
      return {
        start: midnight + 5 * MINUTE,
        end: midnight + close,
        // The London open.
        open: midnight + 6 * HOUR + 30 * MINUTE + random.int(0, 90) * MINUTE,
      };
    }
    case 'crypto': {
      const midnight = day * DAY;
      return {
        start: midnight + 5 * MINUTE,
        end: midnight + 23 * HOUR + 55 * MINUTE,
        open: weekend
          ? midnight + 9 * HOUR + random.int(0, 120) * MINUTE
          : midnight + 6 * HOUR + 30 * MINUTE + random.int(0, 90) * MINUTE,
      };
    }
  }
}

/** The offset the fills of an account are written in: New York, Chicago (CME) or UTC. */
export function offsetFor(session: DemoSession): (ms: number) => number {
  switch (session) {
    case 'us-equities':
      return newYorkOffset;
    case 'futures':
      return chicagoOffset;
    case 'forex':
    case 'crypto':
      return () => 0;
  }
}
