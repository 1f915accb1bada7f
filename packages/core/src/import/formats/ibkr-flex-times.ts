// The dates and times of an Interactive Brokers Flex Query. The query's owner picks the date
// format (yyyyMMdd by default, yyyy-MM-dd, MM/dd/yyyy, MM/dd/yy, dd/MM/yyyy, dd/MM/yy, dd-MMM-yy),
// the time format (HHmmss or HH:mm:ss) and what joins them (";" by default, ",", a space or
// nothing; older files ", "), once for the whole query: so one layout is found for every date of the file, and a
// date without its time (a settle date, a trade date alone) is read in that layout's date part.
// Times are naive, in the zone the trader's IBKR settings name.
import { compileTimestampFormat, readTimestamp, type TimestampFormat } from '../timestamps.ts';

const DATES = ['YYYYMMDD', 'YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'MM/DD/YY', 'DD/MM/YY', 'DD-MMM-YY'];
const TIMES = ['HHmmss', 'HH:mm:ss'];
const JOINS = [';', ',', ', ', ' ', ''];

export interface FlexTimeLayout {
  /** The date and time together, and the date alone. */
  dateTime: TimestampFormat;
  date: TimestampFormat;
  warning?: string;
}

interface Candidate extends FlexTimeLayout {
  monthFirst: boolean | null;
}

const CANDIDATES: readonly Candidate[] = DATES.flatMap((date) =>
  TIMES.flatMap((time) =>
    JOINS.map((join) => ({
      dateTime: compileTimestampFormat(`${date}${join}${time}`),
      date: compileTimestampFormat(date),
      monthFirst: date.startsWith('MM/') ? true : date.startsWith('DD/') ? false : null,
    })),
  ),
);

function fits(candidate: Candidate, text: string): boolean {
  // Read in UTC: only whether the fields fit is asked here, not whether the zone skips the hour.
  return readTimestamp(text, candidate.dateTime, 'UTC').ok || readTimestamp(text, candidate.date, 'UTC').ok;
}

/**
 * The layout every value fits, or null when none does. When dd/MM and MM/dd both fit (no day above
 * 12 anywhere), month first is taken, IBKR's US default, and a warning says so.
 */
export function flexTimeLayout(values: Iterable<string>): FlexTimeLayout | null {
  let fitting = [...CANDIDATES];
  // A value fits the same layouts each time: a file repeats its dates thousands of times.
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) continue;
    seen.add(value);
    if (value.trim() === '') continue;
    fitting = fitting.filter((candidate) => fits(candidate, value));
    if (fitting.length === 0) return null;
  }
  const [first] = fitting;
  if (!first) return null;
  const orders = new Set(fitting.map((candidate) => candidate.monthFirst));
  if (orders.has(true) && orders.has(false)) {
    const monthFirst = fitting.find((candidate) => candidate.monthFirst === true) ?? first;
    return {
      dateTime: monthFirst.dateTime,
      date: monthFirst.date,
      warning:
        'No day in this Flex Query is above 12, so its dates could be day/month or month/day: they were read month first (MM/dd). Set the date format to yyyy-MM-dd in the Flex Query to be sure.',
    };
  }
  return { dateTime: first.dateTime, date: first.date };
}

/** The layout that reads `text`: with its time, or the date alone. */
export function flexFormatOf(layout: FlexTimeLayout, text: string): TimestampFormat {
  return layout.dateTime.regex.test(text) ? layout.dateTime : layout.date;
}
