// Numbers, percentages and R multiples in the trader's number format.
import { fixedDigits, type FixedDigits } from './fixed-digits.ts';
import { INFINITE, MINUS, NOT_AVAILABLE, type DisplayFormat, type NumberFormat } from './format-options.ts';

/** What a number's text depends on (a whole DisplayFormat fits). */
export type NumberDisplay = Pick<DisplayFormat, 'numberFormat'>;

export type Figure = number | string | null | undefined;

interface Separators {
  group: string;
  decimal: string;
}

// The space is a no-break one so a figure never wraps between its groups.
const SEPARATORS: Record<NumberFormat, Separators> = {
  '1,234.56': { group: ',', decimal: '.' },
  '1.234,56': { group: '.', decimal: ',' },
  '1 234,56': { group: '\u00a0', decimal: ',' },
  "1'234.56": { group: "'", decimal: '.' },
};

export function separatorsOf(format: NumberFormat): Separators {
  return SEPARATORS[format];
}

export interface NumberOptions {
  /** Decimals shown (default 2); with maxDecimals, the fewest shown. */
  decimals?: number;
  /** The most decimals shown, trailing zeros beyond `decimals` dropped. */
  maxDecimals?: number;
  /** "+" before a gain (P&L, R, changes); "−" is always shown and zero has no sign. */
  signed?: boolean;
}

/** The number part of a figure with the format's separators, without any sign. */
export function groupedDigits(digits: FixedDigits, format: NumberFormat): string {
  const { group, decimal } = SEPARATORS[format];
  const { whole } = digits;
  let text = whole.slice(0, whole.length % 3 || 3);
  for (let at = text.length; at < whole.length; at += 3) text += `${group}${whole.slice(at, at + 3)}`;
  return digits.fraction === '' ? text : `${text}${decimal}${digits.fraction}`;
}

export function signOf(digits: FixedDigits, signed: boolean): string {
  if (digits.negative) return MINUS;
  return signed && /[1-9]/.test(digits.whole + digits.fraction) ? '+' : '';
}

/** The number of a figure, or null when there is none: null, undefined, NaN, unreadable text. */
export function toFigure(value: Figure): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  return value.trim() === '' ? null : value;
}

export function infinite(value: number | string): string | null {
  if (value === Infinity) return INFINITE;
  if (value === -Infinity) return `${MINUS}${INFINITE}`;
  return null;
}

/** "1,234.56", "−0.50", "+3.20" (signed); "—" for nothing, "∞" for an unbounded ratio. */
export function formatNumber(value: Figure, display: NumberDisplay, options: NumberOptions = {}): string {
  const figure = toFigure(value);
  if (figure === null) return NOT_AVAILABLE;
  const unbounded = infinite(figure);
  if (unbounded !== null) return unbounded;
  const min = options.decimals ?? 2;
  const digits = fixedDigits(figure, min, Math.max(min, options.maxDecimals ?? min));
  if (digits === null) return NOT_AVAILABLE;
  return `${signOf(digits, options.signed ?? false)}${groupedDigits(digits, display.numberFormat)}`;
}

/** A whole count: "10,000". */
export function formatCount(value: Figure, display: NumberDisplay): string {
  return formatNumber(value, display, { decimals: 0 });
}

/** "55.0%" (one decimal by default); signed for changes: "+3.2%". */
export function formatPercent(value: Figure, display: NumberDisplay, options: NumberOptions = {}): string {
  const text = formatNumber(value, display, { decimals: 1, ...options });
  return text === NOT_AVAILABLE ? text : `${text}%`;
}

/** "+1.25R", "−0.50R": R multiples are signed unless told otherwise. */
export function formatR(value: Figure, display: NumberDisplay, options: NumberOptions = {}): string {
  const text = formatNumber(value, display, { decimals: 2, signed: true, ...options });
  return text === NOT_AVAILABLE ? text : `${text}R`;
}
