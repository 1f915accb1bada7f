// Fill times: ISO 8601 text with an explicit UTC offset, read as an instant.
//
// Comparing the text would order "10:00+02:00" after "09:00Z" although it is an hour earlier, and
// `Date.parse` reads a time without an offset in the machine's zone, so the journal reads the text
// itself: the same instant whatever zone the browser or server runs in. PostgreSQL's own output
// ("2026-03-08 06:30:00.123456+00") is accepted too; its microseconds keep fills a fraction of a
// millisecond apart in order. Read by hand rather than by a regular expression: a journal has
// hundreds of thousands of fills.

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const CODE_0 = 48;

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The number written by `length` digits at `at`, or -1 when one of them is not a digit. */
function digits(text: string, at: number, length: number): number {
  let value = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - CODE_0;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Minutes east of UTC written at `at` ("Z", "+02:00", "-0500", "+00"), or NaN. */
function offsetAt(text: string, at: number): number {
  const rest = text.length - at;
  const mark = text[at];
  if (mark === 'Z' || mark === 'z') return rest === 1 ? 0 : NaN;
  if ((mark !== '+' && mark !== '-') || (rest !== 3 && rest !== 5 && rest !== 6)) return NaN;
  const hours = digits(text, at + 1, 2);
  const minutesAt = rest === 6 ? at + 4 : at + 3;
  if (rest === 6 && text[at + 3] !== ':') return NaN;
  const minutes = rest === 3 ? 0 : digits(text, minutesAt, 2);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return NaN;
  return (mark === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Milliseconds since the epoch (with a fraction for sub-millisecond digits), or NaN for text that
 * is not an ISO 8601 date and time (`T` or a space between; seconds and their fraction optional)
 * with a UTC offset ("Z", "+02:00", "-0500", "+00").
 */
export function instantOf(text: string): number {
  if (text.length < 17 || text[4] !== '-' || text[7] !== '-' || text[13] !== ':') return NaN;
  const separator = text[10];
  if (separator !== 'T' && separator !== 't' && separator !== ' ') return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  let second = 0;
  let subsecond = 0;
  let at = 16;
  if (text[at] === ':') {
    second = digits(text, at + 1, 2);
    at += 3;
    if (text[at] === '.' || text[at] === ',') {
      const start = at + 1;
      let end = start;
      while (end < text.length && end - start < 9 && digits(text, end, 1) >= 0) end++;
      if (end === start) return NaN;
      subsecond = (digits(text, start, end - start) / 10 ** (end - start)) * 1000;
      at = end;
    }
  }
  const offset = offsetAt(text, at);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return NaN;
  return Date.UTC(year, month - 1, day, hour, minute - offset, second) + subsecond;
}

const DAY_MS = 86_400_000;

function two(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

function three(value: number): string {
  return value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value);
}

/**
 * `new Date(ms).toISOString()` for whole milliseconds in years 0000-9999, computed directly: a
 * journal writes two per trade, and building a Date for each costs more than the trade's math.
 */
export function isoOf(ms: number): string {
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  // Days since 1970-01-01 to a civil date (proleptic Gregorian), by 400-year eras.
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(ms).toISOString();
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  const yyyy = year < 1000 ? String(year).padStart(4, '0') : String(year);
  return `${yyyy}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(millis)}Z`;
}
