import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';

const draws = (seed: number, n = 1000) => {
  const random = new Random(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('Random', () => {
  it('repeats its stream for a seed and differs between seeds', () => {
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).not.toEqual(draws(2));
    expect(draws(2 ** 40)).not.toEqual(draws(0));
  });

  it('draws uniformly in [0, 1)', () => {
    const values = draws(99, 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const deciles = Array.from(
      { length: 10 },
      (_, d) => values.filter((v) => Math.floor(v * 10) === d).length,
    );
    for (const count of deciles) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('gives integers in range with both ends, and picks by weight', () => {
    const random = new Random(5);
    const ints = new Set(Array.from({ length: 500 }, () => random.int(1, 5)));
    expect(ints).toEqual(new Set([1, 2, 3, 4, 5]));
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    );
    expect(picks.filter((p) => p === 'a').length / picks.length).toBeCloseTo(0.75, 1);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('draws factors around 1', () => {
    const random = new Random(3);
    const factors = Array.from({ length: 5000 }, () => random.factor(0.5)).sort((a, b) => a - b);
    expect(factors[2500]).toBeCloseTo(1, 1);
    expect(factors[0]).toBeGreaterThan(0);
  });
});
