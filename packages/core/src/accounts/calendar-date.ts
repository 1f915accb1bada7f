// Dates and wall-clock times as the browser's date inputs give them, checked without a clock or a
// time zone: only whether the day exists on the calendar.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` naming a day that exists (2026-02-29 does not). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** `YYYY-MM-DDTHH:mm` (seconds optional), a datetime-local input's value, on a day that exists. */
export function isLocalDateTime(text: string): boolean {
  const match = LOCAL_DATE_TIME.exec(text);
  return match !== null && isCalendarDate(match[1] ?? '');
}
