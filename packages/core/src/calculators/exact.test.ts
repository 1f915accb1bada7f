import { describe, expect, it } from 'vitest';
import { Exact, decimalDifference, decimalRatio, floorToStep, tidy } from './exact.ts';
import { thrownBy } from './test-support.ts';

describe('Exact', () => {
  it.each([
    // [a, op, b, result]: sums and differences that floats get wrong
    [0.1, 'plus', 0.2, 0.3], // floats: 0.30000000000000004
    [1.105, 'minus', 1.1, 0.005], // floats: 0.004999999999999893
    [0.3, 'div', 0.1, 3], // floats: 2.9999999999999996
    [1.1, 'times', 3, 3.3], // floats: 3.3000000000000003
    [1, 'div', 3, 1 / 3],
    [2, 'div', 3, 2 / 3],
    [1e-7, 'times', 3, 3e-7],
    [1.5e21, 'plus', 1, 1.5e21 + 1],
    [-2.5, 'times', 4, -10],
  ] as const)('%d %s %d = %d', (a, op, b, result) => {
    expect(Exact.of(a)[op](b).toNumber()).toBe(result);
  });

  it('rounds the final value to the nearest double', () => {
    // 0.1 + 0.7 is 0.8 exactly, where floats say 0.7999999999999999
    expect(Exact.of(0.1).plus(0.7).toNumber()).toBe(0.8);
    // a value far beyond double precision still rounds correctly
    expect(Exact.fraction(10n ** 40n + 1n, 3n).toNumber()).toBe(Number(10n ** 40n / 3n));
    expect(Exact.fraction(1n, 10n ** 30n).toNumber()).toBe(1e-30);
  });

  it('floors toward minus infinity', () => {
    expect(Exact.of(2.5).floor().toNumber()).toBe(2);
    expect(Exact.of(-2.5).floor().toNumber()).toBe(-3);
    expect(Exact.of(-3).floor().toNumber()).toBe(-3);
  });

  it('compares exactly', () => {
    expect(Exact.of(0.1).plus(0.2).cmp(0.3)).toBe(0);
    expect(Exact.of(0.1).cmp(0.2)).toBe(-1);
    expect(Exact.of(-1).abs().sign()).toBe(1);
  });

  it('refuses non-finite numbers and division by zero', () => {
    expect(thrownBy(() => Exact.of(Number.NaN)).code).toBe('TRADE-006');
    expect(thrownBy(() => Exact.of(1).div(0)).code).toBe('TRADE-006');
  });
});

describe('floorToStep', () => {
  it.each([
    [0.29, 0.01, 0.29], // floats: 0.29 / 0.01 = 28.999999999999996
    [0.57, 0.01, 0.57], // floats: 56.99999999999999
    [0.3, 0.1, 0.3],
    [1.23456789, 0.00000001, 1.23456789],
    [166.666, 1, 166],
    [0.0349, 0.001, 0.034],
    [7, 2.5, 5],
    [0, 0.01, 0],
  ])('floorToStep(%d, %d) = %d', (value, step, result) => {
    expect(floorToStep(value, step)).toBe(result);
  });

  it('needs a positive step', () => {
    expect(thrownBy(() => floorToStep(1, 0)).code).toBe('VALIDATION-009');
  });
});

describe('tidy', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1000 * 1.1 ** 2, 1210],
    [-0, 0],
    [1 / 3, 0.333333333333333],
    [123456789012.34, 123456789012.34],
  ])('tidy(%d) = %d', (value, result) => {
    expect(Object.is(tidy(value), result)).toBe(true);
  });
});

describe('decimalDifference and decimalRatio', () => {
  it.each([
    [1.105, 1.1, 0.005], // floats: 0.004999999999999893
    [48.72, 48.14, 0.58], // floats: 0.5799999999999983
    [0.3, 0.1, 0.2], // floats: 0.19999999999999998
    [3e-20, 1e-20, 2e-20], // too many decimals for the fast path
    [1e20, 1, 1e20 - 1], // too large for the fast path
    [-1.5, 2.25, -3.75],
  ])('%d - %d = %d', (a, b, difference) => {
    expect(decimalDifference(a, b)).toBe(difference);
    expect(decimalDifference(a, b)).toBe(Exact.of(a).minus(b).toNumber());
  });

  it.each([
    [110, 100, 1.1],
    [0.3, 0.1, 3], // floats: 2.9999999999999996
    [102.01, 101, 1.01],
    [1, 3, 1 / 3],
    [3e-20, 1e-20, 3],
  ])('%d / %d = %d', (a, b, ratio) => {
    expect(decimalRatio(a, b)).toBe(ratio);
    expect(decimalRatio(a, b)).toBe(Exact.of(a).div(b).toNumber());
  });
});
