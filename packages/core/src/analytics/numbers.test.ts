import { describe, expect, it } from 'vitest';
import { medianOf, quantileSorted, ratio, toCents } from './numbers.ts';

describe('toCents', () => {
  it.each([
    [1.005, 101], // 100.49999999999999 in binary: read as the decimal it prints as
    [-1.005, -101],
    [0.005, 1],
    [-0.005, -1],
    [-2.675, -268],
    [0.125, 13], // half away from zero
    [-0.125, -13],
    [123_456.785, 12_345_679],
    [0.29, 29],
    [0.004, 0],
    [-0.004, 0], // not -0
    [1e-9, 0],
    [99_999_999_999.99, 9_999_999_999_999],
  ])('%d is %i cents', (value, cents) => {
    expect(Object.is(toCents(value), cents)).toBe(true);
  });
});

describe('medianOf', () => {
  it('odd and even counts, and a window of a buffer', () => {
    expect(medianOf(Float64Array.from([5, 1, 3]), 3)).toBe(3);
    expect(medianOf(Float64Array.from([4, 1, 3, 2]), 4)).toBe(2.5);
    expect(medianOf(Float64Array.from([100, 9, 7, 8, -100]), 3, 1)).toBe(8);
    expect(medianOf(new Float64Array(0), 0)).toBeNull();
  });

  it('agrees with sorting on large buffers, duplicates and outliers included', () => {
    for (const [n, spread] of [
      [20_001, 1000],
      [50_000, 7],
      [30_000, 1e12],
    ] as const) {
      const values = Float64Array.from({ length: n }, (_, k) => (((k * 7919) % 10_007) - 5000) * spread);
      values[5] = 9e13; // one far outlier
      const sorted = [...values].sort((a, b) => a - b);
      const expected = n % 2 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] ?? 0) + (sorted[n / 2] ?? 0)) / 2;
      expect(medianOf(values.slice(), n)).toBe(expected);
      // A window of a larger buffer, as the wins and losses of one walk share one.
      const padded = new Float64Array(n + 10).fill(-1e15);
      padded.set(values, 10);
      expect(medianOf(padded, n, 10)).toBe(expected);
    }
  });

  it('agrees with sorting on many sizes', () => {
    for (let n = 1; n < 60; n++) {
      const values = Float64Array.from({ length: n }, (_, k) => ((k * 7919) % 101) - 50);
      const sorted = [...values].sort((a, b) => a - b);
      const expected = n % 2 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] ?? 0) + (sorted[n / 2] ?? 0)) / 2;
      expect(medianOf(values, n)).toBe(expected);
    }
  });
});

describe('ratio and quantileSorted', () => {
  it('null rather than NaN or a division by zero', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(3, 4)).toBe(0.75);
  });

  it('linear between ranks', () => {
    expect(quantileSorted([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantileSorted([10, 20, 30, 40], 0)).toBe(10);
    expect(quantileSorted([10, 20, 30, 40], 1)).toBe(40);
    expect(quantileSorted([7], 0.95)).toBe(7);
  });
});
