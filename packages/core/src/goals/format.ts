// Amounts and periods in the words of a goal's result: plain and the same in every locale, as the
// page puts them in sentences and tests read them.

/** A whole amount as is, any other to the cent: 500, 612.50, -12.30. */
export function plainAmount(value: number): string {
  const cents = Math.round(value * 100);
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'March 2025' of '2025-03-..'. */
export function monthLabel(dayKey: string): string {
  return `${MONTHS[Number(dayKey.slice(5, 7)) - 1] ?? ''} ${dayKey.slice(0, 4)}`;
}

/** '3 Mar 2025' of '2025-03-03'. */
export function dayLabel(dayKey: string): string {
  const month = MONTHS[Number(dayKey.slice(5, 7)) - 1] ?? '';
  return `${Number(dayKey.slice(8, 10))} ${month.slice(0, 3)} ${dayKey.slice(0, 4)}`;
}

/** 'Q1 2025' of a day in it. */
export function quarterLabel(dayKey: string): string {
  return `Q${Math.floor((Number(dayKey.slice(5, 7)) - 1) / 3) + 1} ${dayKey.slice(0, 4)}`;
}
