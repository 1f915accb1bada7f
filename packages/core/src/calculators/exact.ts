// Exact arithmetic for the calculators' money, price and size math.
//
// A number typed by a trader (0.29, 1.1050, 0.1) is read as the decimal it prints as, not as the
// binary fraction stored in a double, and kept as an exact fraction of two BigInts. Sums,
// differences, products, quotients and floors are then exact, so 0.1 + 0.2 is 0.3, 1.1050 - 1.1000
// is 0.005 and 0.29 lots floored to 0.01 stays 0.29. Only the final result is rounded, once, to the
// nearest double. Formulas that need exp, log or sqrt use floats and `tidy`.
import { fail } from './errors.ts';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;
// Significant digits computed before the final rounding to a double (which holds 15 to 17).
const TO_NUMBER_DIGITS = 21;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

const POWERS_OF_TEN: bigint[] = [1n];
function tenTo(exponent: number): bigint {
  for (let k = POWERS_OF_TEN.length; k <= exponent; k++)
    POWERS_OF_TEN.push((POWERS_OF_TEN[k - 1] ?? 1n) * 10n);
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

function digitCount(n: bigint): number {
  return n.toString().length;
}

export class Exact {
  static readonly ZERO = new Exact(0n, 1n);
  static readonly ONE = new Exact(1n, 1n);

  /** numerator / denominator in lowest terms, denominator > 0. */
  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  static fraction(numerator: bigint, denominator: bigint): Exact {
    if (denominator === 0n) fail('TRADE-006', 'Division by zero');
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = gcd(numerator, denominator);
    return new Exact((sign * numerator) / divisor, (sign * denominator) / divisor);
  }

  /** The exact value of the shortest decimal that prints as `value`. */
  static of(value: number | Exact): Exact {
    if (value instanceof Exact) return value;
    if (!Number.isFinite(value)) fail('TRADE-006', 'The result is too large to compute; check the inputs');
    if (Number.isSafeInteger(value)) return new Exact(BigInt(value), 1n);
    const match = DECIMAL.exec(String(value));
    if (!match) fail('TRADE-006', `${value} is not a decimal number`);
    const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
    const digits = BigInt(sign + whole + fraction);
    const scale = Number(exponent) - fraction.length;
    return scale >= 0 ? new Exact(digits * tenTo(scale), 1n) : Exact.fraction(digits, tenTo(-scale));
  }

  /** `of`, passing "not given" through. */
  static optional(value: number | undefined): Exact | undefined {
    return value === undefined ? undefined : Exact.of(value);
  }

  plus(other: number | Exact): Exact {
    const o = Exact.of(other);
    if (o.denominator === this.denominator)
      return Exact.fraction(this.numerator + o.numerator, this.denominator);
    return Exact.fraction(
      this.numerator * o.denominator + o.numerator * this.denominator,
      this.denominator * o.denominator,
    );
  }

  minus(other: number | Exact): Exact {
    return this.plus(Exact.of(other).neg());
  }

  times(other: number | Exact): Exact {
    const o = Exact.of(other);
    return Exact.fraction(this.numerator * o.numerator, this.denominator * o.denominator);
  }

  div(other: number | Exact): Exact {
    const o = Exact.of(other);
    return Exact.fraction(this.numerator * o.denominator, this.denominator * o.numerator);
  }

  neg(): Exact {
    return new Exact(-this.numerator, this.denominator);
  }

  abs(): Exact {
    return this.numerator < 0n ? this.neg() : this;
  }

  sign(): -1 | 0 | 1 {
    return this.numerator < 0n ? -1 : this.numerator > 0n ? 1 : 0;
  }

  cmp(other: number | Exact): -1 | 0 | 1 {
    const o = Exact.of(other);
    const difference = this.numerator * o.denominator - o.numerator * this.denominator;
    return difference < 0n ? -1 : difference > 0n ? 1 : 0;
  }

  isZero(): boolean {
    return this.numerator === 0n;
  }

  /** The largest integer not above this value. */
  floor(): Exact {
    let q = this.numerator / this.denominator; // BigInt division truncates toward zero
    if (this.numerator < 0n && q * this.denominator !== this.numerator) q -= 1n;
    return new Exact(q, 1n);
  }

  /** Rounded once to the nearest double. */
  toNumber(): number {
    if (this.numerator === 0n) return 0;
    const negative = this.numerator < 0n;
    const magnitude = negative ? -this.numerator : this.numerator;
    const shift = Math.max(0, TO_NUMBER_DIGITS - (digitCount(magnitude) - digitCount(this.denominator)));
    const scaled = magnitude * tenTo(shift);
    const quotient = scaled / this.denominator;
    // A trailing 1 for a non-zero remainder keeps a value just past a rounding midpoint past it.
    const inexact = quotient * this.denominator !== scaled;
    const text = `${negative ? '-' : ''}${quotient}${inexact ? '1' : ''}e-${shift + (inexact ? 1 : 0)}`;
    return Number(text);
  }
}

/** Largest multiple of `step` not above `value`, computed exactly. */
export function floorToStepExact(value: Exact, step: Exact): Exact {
  return value.div(step).floor().times(step);
}

/**
 * Largest multiple of `step` not above `value`, with both read as the decimals they print as:
 * floorToStep(0.29, 0.01) is 0.29 and floorToStep(0.3, 0.1) is 0.3, where float division says
 * 28.999999999999996 and 2.9999999999999996 steps.
 */
export function floorToStep(value: number, step: number): number {
  if (!(step > 0)) fail('VALIDATION-009', 'The step must be greater than 0', 'step');
  return floorToStepExact(Exact.of(value), Exact.of(step)).toNumber();
}

/**
 * Drops binary noise from a float result by keeping 15 significant digits, the most a double holds
 * for every decimal: 1210.0000000000002 becomes 1210, 0.30000000000000004 becomes 0.3. Used on the
 * results of exp/log/sqrt formulas, whose last digits are noise anyway. -0 becomes 0.
 */
export function tidy(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return value === 0 ? 0 : value;
  return Number(value.toPrecision(15));
}

// Fast paths for long price series, where a BigInt fraction per value would cost milliseconds:
// two decimals scaled by a shared power of ten become integers a double holds exactly, so their
// difference is exact and their ratio is rounded once, as `Exact` would round it.
const SCALES = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
// Below 2^50 a scaled double is within 1/8 of its integer, so rounding recovers the integer.
const EXACT_BELOW = 2 ** 50;

function decimalPlaces(value: number): number {
  const text = String(value);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf('.');
  const places = dot < 0 ? 0 : mantissa.length - dot - 1;
  return e < 0 ? places : places - Number(text.slice(e + 1));
}

/** a and b as integers x / factor and y / factor, when both fit a double exactly. */
function scaled(a: number, b: number): { x: number; y: number; factor: number } | undefined {
  const factor = SCALES[Math.max(0, decimalPlaces(a), decimalPlaces(b))];
  if (factor === undefined) return undefined;
  const x = Math.round(a * factor);
  const y = Math.round(b * factor);
  return Math.abs(x) < EXACT_BELOW && Math.abs(y) < EXACT_BELOW ? { x, y, factor } : undefined;
}

/** a - b on their decimal values, rounded once: 1.105 - 1.1 is 0.005 (floats: 0.004999999999999893). */
export function decimalDifference(a: number, b: number): number {
  const pair = scaled(a, b);
  return pair ? (pair.x - pair.y) / pair.factor : Exact.of(a).minus(b).toNumber();
}

/** a / b on their decimal values, rounded once. */
export function decimalRatio(a: number, b: number): number {
  const pair = scaled(a, b);
  return pair ? pair.x / pair.y : Exact.of(a).div(b).toNumber();
}
