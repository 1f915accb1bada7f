// Local dates, weekdays and hours of instants in one IANA time zone, fast enough for 100k trades.
//
// Intl.DateTimeFormat is the only source of the zone's rules, but one formatToParts call costs
// microseconds. A zone changes its offset at most a few times a year, so the offset is asked once
// per UTC day (at both ends of it) and cached; only a day holding a change asks per instant. The
// local fields then come from plain arithmetic on "local epoch" days.
import { CalculatorInputError } from '../calculators/errors.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Mon = 0 .. Sun = 6, the order the pages list weekdays in. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 1970-01-01, local day 0, was a Thursday. */
export const weekdayOfDay = (day: number): number => (((day + 3) % 7) + 7) % 7;

/** Year, month (1-12) and day of a day count since 1970-01-01 (Hinnant's civil_from_days). */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The day count of 'YYYY-MM-DD' (a calendar date, no zone). */
export function daysFromKey(key: string): number {
  return Math.floor(
    Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10))) / DAY_MS,
  );
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

export class ZoneClock {
  readonly timeZone: string;
  readonly #format: Intl.DateTimeFormat;
  /** UTC day -> the zone's offset all that day, or NaN when the offset changes during it. */
  readonly #dayOffsets = new Map<number, number>();
  readonly #dayKeys = new Map<number, string>();
  readonly #monthKeys = new Map<number, string>();

  constructor(timeZone: string) {
    this.timeZone = timeZone;
    try {
      this.#format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new CalculatorInputError('VALIDATION-002', `${timeZone} is not a time zone`, 'timeZone');
    }
  }

  /** The zone's offset from UTC at an instant, in ms, straight from Intl. */
  exactOffset(ms: number): number {
    const whole = Math.floor(ms / 1000) * 1000;
    const f = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    for (const part of this.#format.formatToParts(whole)) {
      if (part.type in f) f[part.type as keyof typeof f] = Number(part.value);
    }
    return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - whole;
  }

  // Trades in exit order mostly fall on the day before them: check that one before the map.
  #lastDay = NaN;
  #lastOffset = NaN;

  offset(ms: number): number {
    const utcDay = Math.floor(ms / DAY_MS);
    if (utcDay === this.#lastDay)
      return Number.isNaN(this.#lastOffset) ? this.exactOffset(ms) : this.#lastOffset;
    let cached = this.#dayOffsets.get(utcDay);
    if (cached === undefined) {
      const start = this.exactOffset(utcDay * DAY_MS);
      cached = start === this.exactOffset((utcDay + 1) * DAY_MS - 1000) ? start : NaN;
      this.#dayOffsets.set(utcDay, cached);
    }
    this.#lastDay = utcDay;
    this.#lastOffset = cached;
    return Number.isNaN(cached) ? this.exactOffset(ms) : cached;
  }

  /** Local wall-clock time as if it were UTC: its day and hour are the local ones. */
  local(ms: number): number {
    return ms + this.offset(ms);
  }

  /** The local date of an instant as a day count since 1970-01-01. */
  day(ms: number): number {
    return Math.floor(this.local(ms) / DAY_MS);
  }

  hourOfLocal(localMs: number): number {
    return Math.floor((localMs - Math.floor(localMs / DAY_MS) * DAY_MS) / HOUR_MS);
  }

  dayKey(day: number): string {
    let key = this.#dayKeys.get(day);
    if (key === undefined) {
      const { year, month, day: d } = civilFromDays(day);
      key = `${year}-${pad2(month)}-${pad2(d)}`;
      this.#dayKeys.set(day, key);
    }
    return key;
  }

  monthKey(day: number): string {
    let key = this.#monthKeys.get(day);
    if (key === undefined) {
      key = this.dayKey(day).slice(0, 7);
      this.#monthKeys.set(day, key);
    }
    return key;
  }
}

const clocks = new Map<string, ZoneClock>();

/** One clock per zone for the life of the worker: its caches are what makes it fast. */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

export const hourKey = (hour: number): string => pad2(hour);
