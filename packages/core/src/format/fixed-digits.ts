// A value rounded to a number of decimals as plain digits, before any separator is chosen. Text
// (numerics as the database sends them) is rounded exactly; numbers through Intl, which rounds the
// shortest decimal that reads back as the double (1.005 is 1.01, as a trader expects).

export interface FixedDigits {
  negative: boolean;
  whole: string;
  fraction: string;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const plainFormats = new Map<string, Intl.NumberFormat>();

function plainFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = plainFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    plainFormats.set(key, format);
  }
  return format;
}

function split(text: string): FixedDigits {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, whole, fraction };
}

/** Rounds decimal text half away from zero, keeping between min and max decimals. */
function roundText(text: string, min: number, max: number): FixedDigits | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', rawWhole = '', rawFraction = ''] = match;
  if (rawWhole === '' && rawFraction === '') return null;
  let units = BigInt(`${rawWhole || '0'}${rawFraction.slice(0, max)}`);
  // The first dropped digit decides: 5 or more rounds away from zero.
  if (rawFraction.length > max && rawFraction.charCodeAt(max) >= 53) units += 1n;
  const scale = Math.min(rawFraction.length, max);
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let kept = digits.slice(digits.length - scale).replace(/0+$/, '');
  kept = kept.padEnd(min, '0');
  return { negative: sign === '-', whole, fraction: kept };
}

/**
 * Digits of a finite value with between min and max decimals (max defaults to min); null when the
 * value is not a number. A value that rounds to zero loses its sign: "-0.00" never shows.
 */
export function fixedDigits(value: number | string, min: number, max = min): FixedDigits | null {
  let digits: FixedDigits | null;
  if (typeof value === 'number') {
    digits = Number.isFinite(value) ? split(plainFormat(min, max).format(value)) : null;
  } else {
    digits = roundText(value, min, max);
  }
  if (digits === null) return null;
  if (/^0*$/.test(digits.whole + digits.fraction)) digits.negative = false;
  return digits;
}
