// Scaled decimals for the journal's sums and products: a value is `units / 10^scale`, both exact.
//
// A trade's figures are sums of quantity x price, which never need division, so they are kept as
// BigInt integers at a power-of-ten scale instead of reduced fractions: no gcd on every operation,
// which keeps deriving a 100k-trade journal well inside its time budget. The few quotients (average
// prices, return %, R) are divided once, at the end, into the nearest double.

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const POWERS: bigint[] = [1n];

export function tenTo(exponent: number): bigint {
  for (let k = POWERS.length; k <= exponent; k++) POWERS.push((POWERS[k - 1] ?? 1n) * 10n);
  return POWERS[exponent] ?? 10n ** BigInt(exponent);
}

const EXPONENT_FORM = /^([+-]?)(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/;
const CODE_0 = 48;
const CODE_9 = 57;
const CODE_DOT = 46;
const CODE_MINUS = 45;
const CODE_PLUS = 43;

// Up to 15 digits a double holds exactly, so short text is read without building a BigInt string.
const EXACT_DIGITS = 15;

/**
 * A decimal read into a double-held integer and its scale by `readSmall` (and the scanners under
 * it): one shared slot rather than an object per number, since the journal reads millions.
 */
export const small = { units: 0, scale: 0 };

const INVALID = 0;
const SHORT = 1;
const LONG = 2;

/**
 * Scans plain decimal text (optional sign, digits, at most one dot, at least one digit). SHORT:
 * `small` holds it exactly; LONG: valid but beyond 15 digits (`small.scale` is still right);
 * INVALID otherwise. Trailing zeros after the dot do not count: "100.50" has scale 1.
 */
function scanPlain(text: string): number {
  let start = 0;
  const first = text.charCodeAt(0);
  if (first === CODE_MINUS || first === CODE_PLUS) start = 1;
  let dot = -1;
  let digits = 0;
  let value = 0;
  let scale = 0;
  let pendingZeros = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= CODE_0 && code <= CODE_9) {
      digits++;
      if (dot < 0) value = value * 10 + (code - CODE_0);
      else if (code === CODE_0) pendingZeros++;
      else {
        value = value * 10 ** (pendingZeros + 1) + (code - CODE_0);
        scale += pendingZeros + 1;
        pendingZeros = 0;
      }
    } else if (code === CODE_DOT && dot < 0) dot = i;
    else return INVALID;
  }
  if (digits === 0) return INVALID;
  small.scale = scale;
  if (digits - pendingZeros > EXACT_DIGITS) return LONG;
  small.units = first === CODE_MINUS ? -value : value;
  return SHORT;
}

function readPlain(text: string): Decimal | undefined {
  const scanned = scanPlain(text);
  if (scanned === INVALID) return undefined;
  if (scanned === SHORT) return { units: BigInt(small.units), scale: small.scale };
  const dot = text.indexOf('.');
  if (dot < 0) return { units: BigInt(text), scale: 0 };
  const { scale } = small;
  return { units: BigInt(`${text.slice(0, dot)}${text.slice(dot + 1, dot + 1 + scale)}`), scale };
}

function readExponent(text: string): Decimal | undefined {
  const match = EXPONENT_FORM.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${sign}${whole === '' ? '0' : whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units: digits, scale } : { units: digits * tenTo(-scale), scale: 0 };
}

const FAST_PLACES = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10];
// Below 2^50 the k-place decimals are more than four doubles apart, so at most one of them reads
// back as the value, and value x 10^k rounds to it: it is the decimal String(value) prints.
const FAST_LIMIT = 2 ** 50;

/** A number with up to 10 decimal places into `small`, read without text; false otherwise. */
function fewDecimals(value: number): boolean {
  for (let scale = 1; scale < FAST_PLACES.length; scale++) {
    const power = FAST_PLACES[scale] ?? 1;
    const units = Math.round(value * power);
    if (units >= FAST_LIMIT || units <= -FAST_LIMIT) return false;
    if (units / power === value) {
      small.units = units;
      small.scale = scale;
      return true;
    }
  }
  return false;
}

/**
 * `value` into `small` when a double holds its units exactly (the common case: prices, sizes and
 * fees of up to 15 digits); false otherwise, and for what is not a decimal (readDecimal says which).
 */
export function readSmall(value: number | string): boolean {
  if (typeof value === 'string') return scanPlain(value) === SHORT;
  if (Number.isSafeInteger(value)) {
    small.units = value;
    small.scale = 0;
    return true;
  }
  return Number.isFinite(value) && fewDecimals(value);
}

/**
 * The exact value of a number (the shortest decimal it prints as: 0.1 is one tenth) or of decimal
 * text as the database hands it out ("1250.50", "-3", "1e-7"); undefined when it is neither.
 */
export function readDecimal(value: number | string): Decimal | undefined {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
    if (!Number.isFinite(value)) return undefined;
    if (fewDecimals(value)) return { units: BigInt(small.units), scale: small.scale };
    const text = String(value);
    return text.includes('e') ? readExponent(text) : readPlain(text);
  }
  return readPlain(value) ?? readExponent(value);
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  if (a.scale === b.scale) return [a.units, b.units, a.scale];
  return a.scale > b.scale
    ? [a.units, b.units * tenTo(a.scale - b.scale), a.scale]
    : [a.units * tenTo(b.scale - a.scale), b.units, b.scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  if (b.units === 0n) return a;
  if (a.units === 0n) return b;
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function absolute(a: Decimal): Decimal {
  return a.units < 0n ? { units: -a.units, scale: a.scale } : a;
}

export function sign(a: Decimal): -1 | 0 | 1 {
  return a.units < 0n ? -1 : a.units > 0n ? 1 : 0;
}

// Integers below 2^53 and powers of ten up to 10^22 are exact doubles, and IEEE division of two
// exact doubles is correctly rounded: the common case needs no text.
const SAFE = 2n ** 53n;
const EXACT_POWERS = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
];

function isSafe(n: bigint): boolean {
  return n < SAFE && n > -SAFE;
}

/** Rounded once to the nearest double. */
export function toNumber(a: Decimal): number {
  if (a.units === 0n) return 0;
  const power = EXACT_POWERS[a.scale];
  if (power !== undefined && isSafe(a.units)) return Number(a.units) / power;
  return a.scale === 0 ? Number(a.units) : (quotientToNumber(a.units, tenTo(a.scale)) ?? 0);
}

/** Rounded half away from zero to `places` decimal places: 0.125 -> 0.13, -0.125 -> -0.13. */
export function roundHalfAwayFromZero(a: Decimal, places: number): Decimal {
  if (a.scale <= places) return a;
  const divisor = tenTo(a.scale - places);
  let quotient = a.units / divisor;
  const rest = a.units - quotient * divisor;
  const twice = rest < 0n ? -2n * rest : 2n * rest;
  if (twice >= divisor) quotient += a.units < 0n ? -1n : 1n;
  return { units: quotient, scale: places };
}

/** Plain decimal text without trailing zeros, as `numeric` reads it: 1.50 -> "1.5", 2.000 -> "2". */
export function toText(a: Decimal): string {
  if (a.scale === 0) return String(a.units);
  const negative = a.units < 0n;
  const digits = String(negative ? -a.units : a.units).padStart(a.scale + 1, '0');
  const whole = digits.slice(0, digits.length - a.scale);
  const fraction = digits.slice(digits.length - a.scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

function bitLength(n: bigint): number {
  return n.toString(2).length;
}

// Quotient bits computed: a double keeps 53, so the rest decides the rounding.
const QUOTIENT_BITS = 56;
// Beyond this a power of two is no longer a normal double; such ratios do not come up in a journal.
const MAX_SHIFT = 1000;

/**
 * numerator / denominator rounded once to the nearest double (ties to even); null when the
 * denominator is 0. Done in binary: a decimal quotient cut after a fixed number of digits can land
 * on the wrong side of the midpoint between two doubles (-30558 / 225101 is within 10^-21 of one).
 */
export function quotientToNumber(numerator: bigint, denominator: bigint): number | null {
  if (denominator === 0n) return null;
  if (numerator === 0n) return 0;
  if (isSafe(numerator) && isSafe(denominator)) return Number(numerator) / Number(denominator);
  const negative = numerator < 0n !== denominator < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  // 2^shift x top / bottom has 56 to 57 bits: the 53 kept, a rounding bit and at least two more.
  const shift = QUOTIENT_BITS - (bitLength(top) - bitLength(bottom));
  if (shift > MAX_SHIFT || shift < -MAX_SHIFT) {
    const value = Number(top) / Number(bottom);
    return negative ? -value : value;
  }
  const scaledTop = shift >= 0 ? top << BigInt(shift) : top;
  const scaledBottom = shift >= 0 ? bottom : bottom << BigInt(-shift);
  let quotient = scaledTop / scaledBottom;
  // A remainder set into the lowest bit (below the rounding bit) keeps a value just past a midpoint
  // past it, so Number() (correctly rounded, ties to even) rounds the true quotient.
  if (quotient * scaledBottom !== scaledTop) quotient |= 1n;
  const value = Number(quotient) * 2 ** -shift;
  return negative ? -value : value;
}

/** a / b rounded once to the nearest double; null when b is 0. */
export function divideToNumber(a: Decimal, b: Decimal): number | null {
  const [x, y] = aligned(a, b);
  return quotientToNumber(x, y);
}

/** a / b rounded half away from zero to `places` decimal places; b must not be 0. */
export function divideRounded(a: Decimal, b: Decimal, places: number): Decimal {
  // a / b x 10^places = a.units x 10^(b.scale + places) / (b.units x 10^a.scale)
  let numerator = a.units * tenTo(b.scale + places);
  let denominator = b.units * tenTo(a.scale);
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  let quotient = numerator / denominator;
  const rest = numerator - quotient * denominator;
  const twice = rest < 0n ? -2n * rest : 2n * rest;
  if (twice >= denominator) quotient += numerator < 0n ? -1n : 1n;
  return { units: quotient, scale: places };
}
