// Days, market hours and time zones for the sample journal, without the clock and without the
// host's time zone: a day is a whole number of days since 1970-01-01 (UTC), an instant a number
// of milliseconds, and New York's offset follows the US daylight-saving rules (since 2007 from the
// second Sunday of March, 2:00, to the first Sunday of November, 2:00; from 1987 to 2006 from the
// first Sunday of April to the last Sunday of October).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const SUNDAY = 0;
export const MONDAY = 1;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of an ISO date (YYYY-MM-DD). */
export function dayOf(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`${isoDay} is not a date (YYYY-MM-DD)`);
  const [, year = '', month = '', day = ''] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const number = ms / DAY;
  if (isoDayOf(number) !== isoDay) throw new RangeError(`${isoDay} is not a date (YYYY-MM-DD)`);
  return number;
}

export function dayFromParts(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a day number. */
export function isoDayOf(day: number): string {
  const date = new Date(day * DAY);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 0 is Sunday, 6 Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function partsOf(day: number): { year: number; month: number; date: number } {
  const value = new Date(day * DAY);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, date: value.getUTCDate() };
}

/** The day of the `n`th (1-based) `weekday` of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = dayFromParts(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

/** The day of the last `weekday` of a month. */
export function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayFromParts(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

const AVERAGE_YEAR = 365.2425 * DAY;

/** The UTC year of an instant, without building a Date (this runs for every fill). */
function yearOf(ms: number): number {
  const year = 1970 + Math.floor(ms / AVERAGE_YEAR);
  if (ms < Date.UTC(year, 0, 1)) return year - 1;
  if (ms >= Date.UTC(year + 1, 0, 1)) return year + 1;
  return year;
}

const summerCache = new Map<string, readonly [number, number]>();

/** The instants a US zone with this standard offset goes onto and off daylight time in `year`. */
function summerOf(year: number, standardHours: number): readonly [number, number] {
  const key = `${year}/${standardHours}`;
  let summer = summerCache.get(key);
  if (!summer) {
    // Clocks change at 2:00 local time: standard time going into summer, daylight time coming out.
    // Before 2007 summer ran from the first Sunday of April to the last Sunday of October.
    const starts = year >= 2007 ? nthWeekday(year, 3, SUNDAY, 2) : nthWeekday(year, 4, SUNDAY, 1);
    const ends = year >= 2007 ? nthWeekday(year, 11, SUNDAY, 1) : lastWeekday(year, 10, SUNDAY);
    summer = [starts * DAY + (2 - standardHours) * HOUR, ends * DAY + (1 - standardHours) * HOUR];
    summerCache.set(key, summer);
  }
  return summer;
}

/** The offset from UTC, in minutes, of a US time zone whose standard offset is `standardHours`. */
function usOffset(ms: number, standardHours: number): number {
  const [starts, ends] = summerOf(yearOf(ms), standardHours);
  return (ms >= starts && ms < ends ? standardHours + 1 : standardHours) * 60;
}

/** New York's offset from UTC in minutes at an instant (-240 in summer, -300 in winter). */
export function newYorkOffset(ms: number): number {
  return usOffset(ms, -5);
}

/** Chicago's, where CME states its sessions (-300 in summer, -360 in winter). */
export function chicagoOffset(ms: number): number {
  return usOffset(ms, -6);
}

/** The instant of a wall-clock time in New York (`minutes` after midnight of `day`). */
export function newYorkTime(day: number, minutes: number): number {
  const wall = day * DAY + minutes * MINUTE;
  const summer = wall + 240 * MINUTE;
  return newYorkOffset(summer) === -240 ? summer : wall + 300 * MINUTE;
}

/** The New York calendar day of an instant. */
export function newYorkDay(ms: number): number {
  return Math.floor((ms + newYorkOffset(ms) * MINUTE) / DAY);
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));
const isoDays = new Map<number, string>();

/** ISO 8601 to the second, at the given offset from UTC (in minutes; 0 is written Z). */
export function isoAt(ms: number, offset: number): string {
  // Runs for every fill: the date text is kept per day and the time is built from whole numbers.
  const local = ms + offset * MINUTE;
  const day = Math.floor(local / DAY);
  let date = isoDays.get(day);
  if (date === undefined) {
    date = isoDayOf(day);
    isoDays.set(day, date);
  }
  const seconds = Math.floor((local - day * DAY) / 1000);
  const time = `${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
  if (offset === 0) return `${date}T${time}Z`;
  const size = Math.abs(offset);
  return `${date}T${time}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Easter Sunday (Gregorian), by the anonymous computus. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromParts(year, month, date);
}

/** A fixed-date holiday on a weekend is taken on the Friday before or the Monday after. */
function observed(day: number): number {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return day - 1;
  if (weekday === SUNDAY) return day + 1;
  return day;
}

const holidayCache = new Map<number, Set<number>>();

/** The days the New York Stock Exchange is closed for a regular holiday in `year` (one-off closures aside). */
function exchangeHolidays(year: number): Set<number> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const newYear = dayFromParts(year, 1, 1);
  const days = new Set<number>([
    // New Year's Day on a Saturday is not moved back into the old year.
    weekdayOf(newYear) === SATURDAY ? -1 : observed(newYear),
    nthWeekday(year, 1, MONDAY, 3),
    nthWeekday(year, 2, MONDAY, 3),
    easter(year) - 2,
    lastWeekday(year, 5, MONDAY),
    // Juneteenth closes the exchange since 2022.
    year >= 2022 ? observed(dayFromParts(year, 6, 19)) : -1,
    observed(dayFromParts(year, 7, 4)),
    nthWeekday(year, 9, MONDAY, 1),
    nthWeekday(year, 11, THURSDAY, 4),
    observed(dayFromParts(year, 12, 25)),
  ]);
  holidayCache.set(year, days);
  return days;
}

/** A weekday on which US exchanges are open (their holidays left out). */
export function isExchangeDay(day: number): boolean {
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY || weekday === SUNDAY) return false;
  return !exchangeHolidays(partsOf(day).year).has(day);
}
