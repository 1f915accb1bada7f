// Money in the trader's number format, with its currency's symbol and minor units, masked under
// privacy mode. The symbol sits where English puts it ("$1,234.50", "CHF 1,234.50") whatever the
// separators: the trader chose how digits group, not a locale.
import { fixedDigits } from './fixed-digits.ts';
import { moneyDecimals } from './minor-units.ts';
import { NOT_AVAILABLE, PRIVACY_MASK, type DisplayFormat } from './format-options.ts';
import {
  groupedDigits,
  infinite,
  separatorsOf,
  signOf,
  toFigure,
  type Figure,
  type NumberOptions,
} from './number-format.ts';

/** What a money amount's text depends on (a whole DisplayFormat fits). */
export type MoneyDisplay = Pick<DisplayFormat, 'numberFormat' | 'privacy'>;

export interface MoneyOptions extends NumberOptions {
  /** ISO 4217 code; without one the amount is a plain number ("1,234.50"). */
  currency?: string | undefined;
}

interface CurrencyStyle {
  /** "$" before the digits, or "CHF " (a code, spaced). */
  prefix: string;
  /** After the digits: " ABC" for a code Intl does not know. */
  suffix: string;
  /** Minor units: 0 for JPY, 3 for KWD, 2 for most. */
  decimals: number;
}

const styles = new Map<string, CurrencyStyle>();

/** How a currency is written, read once from Intl's English names. */
export function currencyStyle(currency: string): CurrencyStyle {
  let style = styles.get(currency);
  if (style === undefined) {
    try {
      const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      const parts = format.formatToParts(1);
      const at = parts.findIndex((part) => part.type === 'currency');
      const symbol = parts[at]?.value ?? currency;
      const spaced = parts[at + 1]?.type === 'literal';
      style = {
        prefix: spaced ? `${symbol} ` : symbol,
        suffix: '',
        decimals: moneyDecimals(currency),
      };
    } catch {
      style = { prefix: '', suffix: ` ${currency}`, decimals: moneyDecimals(currency) };
    }
    styles.set(currency, style);
  }
  return style;
}

/**
 * "$1,234.50", "+€12.00" (signed), "−¥1,235", "KWD 1.250"; "—" for nothing; "•••" under privacy
 * mode (the caller gives screen readers PRIVACY_LABEL).
 */
export function formatMoney(value: Figure, display: MoneyDisplay, options: MoneyOptions = {}): string {
  const figure = toFigure(value);
  if (figure === null) return NOT_AVAILABLE;
  if (display.privacy) return PRIVACY_MASK;
  const style = options.currency === undefined ? undefined : currencyStyle(options.currency);
  const unbounded = infinite(figure);
  if (unbounded !== null) return unbounded;
  const min = options.decimals ?? style?.decimals ?? 2;
  const digits = fixedDigits(figure, min, Math.max(min, options.maxDecimals ?? min));
  if (digits === null) return NOT_AVAILABLE;
  const number = groupedDigits(digits, display.numberFormat);
  const sign = signOf(digits, options.signed ?? false);
  return `${sign}${style?.prefix ?? ''}${number}${style?.suffix ?? ''}`;
}

const UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** Short money for chart axes and tight cells: "$1.2K", "−$35K", "$950". */
export function formatMoneyCompact(value: Figure, display: MoneyDisplay, options: MoneyOptions = {}): string {
  const figure = toFigure(value);
  if (figure === null) return NOT_AVAILABLE;
  if (display.privacy) return PRIVACY_MASK;
  const amount = Number(figure);
  if (!Number.isFinite(amount)) return formatMoney(figure, display, options);
  const unit = UNITS.find((candidate) => Math.abs(amount) >= candidate.size * 0.9995);
  if (unit === undefined) return formatMoney(amount, display, { ...options, decimals: 0 });
  const text = formatMoney(amount / unit.size, display, { ...options, decimals: 0, maxDecimals: 1 });
  // The unit goes after the digits, before a trailing code: "1.2K ABC".
  const suffix = options.currency === undefined ? '' : currencyStyle(options.currency).suffix;
  const digitsEnd = text.length - suffix.length;
  return `${text.slice(0, digitsEnd)}${unit.suffix}${text.slice(digitsEnd)}`;
}

/** The decimal mark of a format, for inputs that echo the trader's format. */
export function decimalMarkOf(display: Pick<DisplayFormat, 'numberFormat'>): string {
  return separatorsOf(display.numberFormat).decimal;
}
