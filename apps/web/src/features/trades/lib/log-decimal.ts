// Exact decimal text as the database sends numerics (`net_pnl::text`): summed and rounded with
// BigInt so a total of thousands of trades loses no cent to binary fractions.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function parse(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function print({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** The exact sum of decimal texts; malformed ones count as nothing. */
export function sumDecimals(values: readonly (string | null)[]): string {
  const parsed = values.flatMap((value) => {
    const scaled = value === null ? null : parse(value);
    return scaled ? [scaled] : [];
  });
  const scale = Math.max(0, ...parsed.map((value) => value.scale));
  const units = parsed.reduce((total, value) => total + rescale(value, scale), 0n);
  return print({ units, scale });
}

/** Rounded to `places` decimals, halves away from zero; null for malformed text. */
export function roundDecimal(text: string, places: number): string | null {
  const value = parse(text);
  if (!value) return null;
  if (value.scale <= places) return print({ units: rescale(value, places), scale: places });
  const divisor = 10n ** BigInt(value.scale - places);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return print({ units: value.units < 0n ? -rounded : rounded, scale: places });
}

/** -1, 0 or 1 for the sign of a decimal text (0 for malformed text). */
export function decimalSign(text: string): -1 | 0 | 1 {
  const value = parse(text);
  if (!value || value.units === 0n) return 0;
  return value.units < 0n ? -1 : 1;
}
