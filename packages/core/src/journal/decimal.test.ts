import { describe, expect, it } from 'vitest';
import {
  add,
  divideRounded,
  divideToNumber,
  multiply,
  quotientToNumber,
  readDecimal,
  roundHalfAwayFromZero,
  subtract,
  toNumber,
  toText,
  type Decimal,
} from './decimal.ts';

function read(value: number | string): Decimal {
  const decimal = readDecimal(value);
  if (decimal === undefined) throw new Error(`unreadable ${String(value)}`);
  return decimal;
}

describe('readDecimal', () => {
  it.each([
    [0.1, 1n, 1],
    [100, 100n, 0],
    [-2.5, -25n, 1],
    [1e-7, 1n, 7],
    [1.5e21, 1500000000000000000000n, 0],
    ['1250.50', 12505n, 1], // trailing zeros dropped
    ['100.00', 100n, 0],
    ['-3', -3n, 0],
    ['.5', 5n, 1],
    ['-.5', -5n, 1],
    ['+7.', 7n, 0],
    ['0.00012345', 12345n, 8],
    ['1e-7', 1n, 7],
    ['2.5E3', 2500n, 0],
    ['123456789012345678.50', 1234567890123456785n, 1], // beyond a double's digits
    ['-0.12345678901234567890', -1234567890123456789n, 19],
    ['100000000000000000000', 100000000000000000000n, 0],
    ['999999999999999.9', 9999999999999999n, 1],
  ])('reads %s exactly', (value, units, scale) => {
    expect(read(value)).toEqual({ units, scale });
  });

  it.each([NaN, Infinity, '', '-', '.', '1.2.3', '0x10', '1,000', ' 5', 'abc', '1e'])(
    'refuses %s',
    (value) => {
      expect(readDecimal(value)).toBeUndefined();
    },
  );
});

describe('readDecimal of a number', () => {
  it('reads the decimal the number prints as, whatever its size', () => {
    // a fixed linear congruential sequence: prices, quantities and fees of every magnitude
    let seed = 12345;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20000; i++) {
      const places = Math.floor(next() * 12);
      const magnitude = 10 ** Math.floor(next() * 16 - 6);
      const value = Number((next() * magnitude).toFixed(places)) * (next() < 0.2 ? -1 : 1);
      const computed = value * (1 + next()); // a double with all its digits, as arithmetic leaves it
      for (const number of [value, computed]) expect(read(number)).toEqual(read(String(number)));
    }
  });
});

describe('arithmetic', () => {
  it('adds across scales and multiplies exactly', () => {
    expect(toNumber(add(read(0.1), read(0.2)))).toBe(0.3); // floats: 0.30000000000000004
    expect(subtract(add(read(0.1), read(0.2)), read(0.3)).units).toBe(0n);
    expect(toNumber(multiply(read(1.1), read(3)))).toBe(3.3); // floats: 3.3000000000000003
    expect(toText(multiply(read('0.00012345'), read('43210.5')))).toBe('5.334336225');
  });

  it('rounds half away from zero', () => {
    expect(toText(roundHalfAwayFromZero(read('0.125'), 2))).toBe('0.13');
    expect(toText(roundHalfAwayFromZero(read('-0.125'), 2))).toBe('-0.13');
    expect(toText(roundHalfAwayFromZero(read('0.124999'), 2))).toBe('0.12');
    expect(toText(roundHalfAwayFromZero(read('-0.005'), 2))).toBe('-0.01');
    expect(toText(roundHalfAwayFromZero(read('7'), 2))).toBe('7');
  });

  it('divides with rounding half away from zero', () => {
    expect(toText(divideRounded(read(1), read(3), 10))).toBe('0.3333333333');
    expect(toText(divideRounded(read(2), read(3), 10))).toBe('0.6666666667');
    expect(toText(divideRounded(read(-2), read(3), 10))).toBe('-0.6666666667');
    expect(toText(divideRounded(read(1), read(-8), 2))).toBe('-0.13');
  });

  it('writes plain text without trailing zeros', () => {
    expect(toText({ units: 150n, scale: 2 })).toBe('1.5');
    expect(toText({ units: 2000n, scale: 3 })).toBe('2');
    expect(toText({ units: -5n, scale: 3 })).toBe('-0.005');
    expect(toText({ units: 0n, scale: 4 })).toBe('0');
  });
});

describe('conversion to a double, rounded once', () => {
  it('gives the nearest double', () => {
    expect(toNumber({ units: 123456789012345678901234n, scale: 30 })).toBe(
      Number('1.23456789012345678901234e-7'),
    );
    expect(divideToNumber(read(1), read(3))).toBe(1 / 3);
    expect(quotientToNumber(10n ** 40n + 1n, 3n)).toBe(Number(10n ** 40n / 3n));
    expect(quotientToNumber(-(10n ** 30n), 3n * 10n ** 10n)).toBe(-1e20 / 3);
    expect(divideToNumber(read('0.3'), read('0.1'))).toBe(3); // floats: 2.9999999999999996
  });

  it('rounds a quotient within 10^-21 of a midpoint between two doubles to the nearer one', () => {
    // -30558 / 225101 = -0.13575239559131234423658...; the midpoint of its two doubles is ...4423627...
    expect(quotientToNumber(-13139940000000000n, 96793430000000000n)).toBe(-30558 / 225101);
    expect(quotientToNumber(-30558n * 10n ** 20n, 225101n * 10n ** 20n)).toBe(-0.13575239559131236);
  });

  it('rounds every quotient of large integers as a double division of the reduced one does', () => {
    // n / d of integers below 2^53 is correctly rounded by IEEE division: a reference for the BigInt path
    let seed = 99;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 20000; i++) {
      const n = Math.floor(next() * 10 ** Math.floor(next() * 15)) * (next() < 0.5 ? -1 : 1);
      const d = 1 + Math.floor(next() * 10 ** Math.floor(next() * 15));
      const k = 10n ** BigInt(1 + Math.floor(next() * 30));
      expect(quotientToNumber(BigInt(n) * k, BigInt(d) * k)).toBe(n === 0 ? 0 : n / d);
    }
  });

  it('converts a long decimal through the same rounding', () => {
    expect(toNumber({ units: -13575239559131234423658713n, scale: 26 })).toBe(-0.13575239559131236);
  });

  it('is null for a zero divisor', () => {
    expect(divideToNumber(read(1), read(0))).toBeNull();
    expect(quotientToNumber(0n, 0n)).toBeNull();
  });
});
