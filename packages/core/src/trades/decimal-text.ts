// Prices, quantities and fees of a trade travel as decimal text from the form to a `numeric`
// column: they are checked and compared exactly here and never pass through a binary double.
import { Exact } from '../calculators/exact.ts';

export const MAX_INTEGER_DIGITS = 15;
export const MAX_FRACTION_DIGITS = 12;

export type DecimalText = { ok: true; value: string | null } | { ok: false; reason: 'format' | 'too-long' };

// Commas, spaces and underscores are thousands separators, as in the calculators' fields.
const SEPARATORS = /[,\s_]/g;
const PLAIN = /^(\d*)(?:\.(\d*))?$/;

/**
 * A non-negative decimal typed by a trader, as the plain text Postgres reads into `numeric`:
 * "1,250.50" becomes "1250.50" and "007.5" "7.5"; trailing zeros stay (they are the trader's
 * precision). Empty text is `null`; a sign, an exponent or other characters are a format error.
 */
export function readDecimalText(text: string): DecimalText {
  const compact = text.replace(SEPARATORS, '');
  if (compact === '') return { ok: true, value: null };
  const match = PLAIN.exec(compact);
  if (!match) return { ok: false, reason: 'format' };
  const [, whole = '', fraction] = match;
  if (whole === '' && (fraction === undefined || fraction === '')) return { ok: false, reason: 'format' };
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  if (integer.length > MAX_INTEGER_DIGITS || (fraction?.length ?? 0) > MAX_FRACTION_DIGITS)
    return { ok: false, reason: 'too-long' };
  return { ok: true, value: fraction ? `${integer}.${fraction}` : integer };
}

/** The exact value of a plain decimal text from `readDecimalText`. */
export function exactOf(plain: string): Exact {
  const [whole = '0', fraction = ''] = plain.split('.');
  return Exact.fraction(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

/**
 * An exact value as plain decimal text with at most `maxFractionDigits` digits after the point,
 * rounded half away from zero, trailing zeros dropped: 1/3 to 4 digits is "0.3333", 2.50 is "2.5".
 */
export function exactToText(value: Exact, maxFractionDigits: number): string {
  const scale = 10n ** BigInt(maxFractionDigits);
  const negative = value.numerator < 0n;
  const magnitude = negative ? -value.numerator : value.numerator;
  const scaled = magnitude * scale;
  let units = scaled / value.denominator;
  if ((scaled % value.denominator) * 2n >= value.denominator) units += 1n;
  const digits = units.toString().padStart(maxFractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxFractionDigits);
  const fraction = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = negative && units !== 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}
