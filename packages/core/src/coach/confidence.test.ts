import { describe, expect, it } from 'vitest';
import { bootstrapBudget, meanConfidence } from './confidence.ts';
import { SeededRandom } from './random.ts';
import { normalCdf, rankTest } from './rank-test.ts';

/** `n` values, uniform on [mean - 100, mean + 100] (standard deviation 57.7). */
function sample(n: number, mean: number, seed = 1): Float64Array {
  const random = new SeededRandom(seed, 'sample');
  return Float64Array.from({ length: n }, () => mean + (random.next() * 2 - 1) * 100);
}

describe('bootstrap interval of a mean', () => {
  it('is the same for the same seed and label, and moves with another seed', () => {
    const values = sample(50, 10);
    const a = meanConfidence(values, 0, bootstrapBudget(3), 'g');
    expect(meanConfidence(values, 0, bootstrapBudget(3), 'g')).toEqual(a);
    expect(meanConfidence(values, 0, bootstrapBudget(4), 'g').low).not.toBe(a.low);
    expect(a.method).toBe('bootstrap');
    expect(a.resamples).toBe(1000);
  });

  it('is wide on a small sample and cannot tell it from the reference', () => {
    const small = meanConfidence(sample(8, 30), 0, bootstrapBudget(1), 'small');
    expect(small.high - small.low).toBeGreaterThan(50);
    expect(small.excludesReference).toBe(false);
  });

  it('is narrow on a large sample, holds the true mean, and excludes a reference outside it', () => {
    const large = meanConfidence(sample(400, 30), 0, bootstrapBudget(1), 'large');
    expect(large.method).toBe('bootstrap');
    expect(large.low).toBeLessThan(30);
    expect(large.high).toBeGreaterThan(30);
    // 2 x 1.96 x 57.7 / sqrt(400) = 11.3
    expect(large.high - large.low).toBeGreaterThan(9.6);
    expect(large.high - large.low).toBeLessThan(13);
    expect(large.excludesReference).toBe(true);
  });

  it('gives a larger group the normal interval, as wide as the bootstrap would be', () => {
    const values = sample(2000, 30);
    const normal = meanConfidence(values, 30.5, bootstrapBudget(1), 'larger');
    expect(normal.method).toBe('normal');
    // 2 x 1.96 x 57.7 / sqrt(2000) = 5.06
    expect(normal.high - normal.low).toBeGreaterThan(4.5);
    expect(normal.high - normal.low).toBeLessThan(5.6);
    expect(normal.excludesReference).toBe(false);
  });

  it('turns to the normal interval once the draw budget is spent', () => {
    const budget = bootstrapBudget(1, 1000, 60_000);
    expect(meanConfidence(sample(50, 5), 0, budget, 'a').method).toBe('bootstrap');
    const normal = meanConfidence(sample(50, 5), 0, budget, 'b');
    expect(normal.method).toBe('normal');
    expect(normal.resamples).toBe(0);
    expect(budget.draws).toBe(10_000);
  });
});

describe('rank test', () => {
  it('reads the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 5);
  });

  it('tells a set of larger values from a smaller one, and not from itself', () => {
    const smaller = Array.from({ length: 20 }, (_, k) => k);
    const larger = smaller.map((v) => v + 15);
    expect(rankTest(larger, smaller).p).toBeLessThan(0.001);
    expect(rankTest(smaller, larger).p).toBeGreaterThan(0.999);
    expect(rankTest(smaller, [...smaller]).p).toBeCloseTo(0.5, 6);
    expect(rankTest([5, 5, 5], [5, 5, 5])).toEqual({ z: 0, p: 1 });
  });
});
