// Dates and times in the trader's date format and time zone. Times are on a 24-hour clock so they
// read the same whichever date format is chosen.
import { NOT_AVAILABLE, type DateFormat, type DisplayFormat } from './format-options.ts';

/** What a date's text depends on (a whole DisplayFormat fits). */
export type DateDisplay = Pick<DisplayFormat, 'dateFormat' | 'timeZone'>;
export type Instant = Date | string | number | null | undefined;

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const zoned = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoned.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoned.set(timeZone, format);
  }
  return format;
}

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock parts of an instant in a zone. */
export function partsIn(value: Instant, timeZone: string): DateParts | null {
  const date = toDate(value);
  if (date === null) return null;
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

function dayText(year: string, month: string, day: string, format: DateFormat): string {
  switch (format) {
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD.MM.YYYY':
      return `${day}.${month}.${year}`;
  }
}

/** An instant's date in the trader's zone: "2026-11-24", "24/11/2026", ... */
export function formatDate(value: Instant, display: DateDisplay): string {
  const parts = partsIn(value, display.timeZone);
  return parts === null ? NOT_AVAILABLE : dayText(parts.year, parts.month, parts.day, display.dateFormat);
}

/** An instant's date and time in the trader's zone: "2026-11-24 21:05" ("21:05:09" with seconds). */
export function formatDateTime(
  value: Instant,
  display: DateDisplay,
  options: { seconds?: boolean } = {},
): string {
  const parts = partsIn(value, display.timeZone);
  if (parts === null) return NOT_AVAILABLE;
  const time = `${parts.hour}:${parts.minute}${options.seconds === true ? `:${parts.second}` : ''}`;
  return `${dayText(parts.year, parts.month, parts.day, display.dateFormat)} ${time}`;
}

/** An instant's time of day in the trader's zone: "21:05". */
export function formatTime(value: Instant, display: Pick<DisplayFormat, 'timeZone'>): string {
  const parts = partsIn(value, display.timeZone);
  return parts === null ? NOT_AVAILABLE : `${parts.hour}:${parts.minute}`;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day ("2026-11-24", no zone: it is already the trader's day) in the date format. */
export function formatDay(
  day: string | null | undefined,
  display: Pick<DisplayFormat, 'dateFormat'>,
): string {
  const match = day === null || day === undefined ? null : CALENDAR_DAY.exec(day);
  if (match === null) return NOT_AVAILABLE;
  const [, year = '', month = '', dayOfMonth = ''] = match;
  return dayText(year, month, dayOfMonth, display.dateFormat);
}
