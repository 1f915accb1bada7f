// Signed decimal text as Postgres prints `numeric` ("-12.50", "100", "0.000000000001"), added
// exactly: a scaled BigInt per value, so sums of money never pass through a binary double. A sum keeps
// the largest number of decimals of its terms, as `numeric` does, so it prints as the database would.

const SIGNED_DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

function read(text: string): Scaled {
  const match = SIGNED_DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`${JSON.stringify(text)} is not a decimal number`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function write({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${text}` : text;
}

/** Whether `text` is a signed plain decimal these functions read. */
export function isSignedDecimal(text: string): boolean {
  return SIGNED_DECIMAL.test(text.trim());
}

/** The exact sum of decimal texts, printed with the most decimals any term has ("0" for none). */
export function addDecimals(...terms: readonly string[]): string {
  const values = terms.map(read);
  const scale = Math.max(0, ...values.map((value) => value.scale));
  const units = values.reduce((sum, value) => sum + rescale(value, scale), 0n);
  return write({ units, scale });
}

/** `a − b`, exactly. */
export function subtractDecimal(a: string, b: string): string {
  return addDecimals(a, negateDecimal(b));
}

/** The same amount with the other sign; zero stays unsigned. */
export function negateDecimal(text: string): string {
  const value = read(text);
  return write({ units: -value.units, scale: value.scale });
}

/** -1, 0 or 1 by the sign of the value. */
export function signOfDecimal(text: string): -1 | 0 | 1 {
  const { units } = read(text);
  return units < 0n ? -1 : units > 0n ? 1 : 0;
}
