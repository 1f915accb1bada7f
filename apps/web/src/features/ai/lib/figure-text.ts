import type { Formatter } from '@/lib/format';

// The analysis pages name their counts as every page does ("1 trade", "1.204 trades").
export { counted as countText } from '@/lib/format';

/** A plain evidence figure (a ratio, a count of minutes): up to 4 decimals, trailing zeros dropped. */
export function evidenceNumberText(format: Pick<Formatter, 'number'>, value: number): string {
  return format.number(value, { decimals: 0, maxDecimals: 4 });
}

const SMALLEST_P = 0.0001;

/**
 * A p-value to two significant digits; one this small is written as a bound, since its digits
 * past that say nothing more.
 */
export function pValueText(format: Pick<Formatter, 'number'>, value: number): string {
  if (value < SMALLEST_P) return `< ${format.number(SMALLEST_P, { decimals: 4 })}`;
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(value)));
  return format.number(value, { decimals });
}
