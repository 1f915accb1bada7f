// How sure a figure is: a seeded bootstrap interval of a group's mean (its expectancy), and whether
// that interval leaves out a reference (the journal's overall expectancy, or the other trades').
//
// Resampling costs one draw per trade per resample. Small groups, where the shape of the results
// matters most, always get the bootstrap; a group too large for what is left of the budget gets the
// normal interval, which the bootstrap of a mean converges to at that size anyway.
import { quantileSorted } from '../analytics/numbers.ts';
import { SeededRandom } from './random.ts';

export const DEFAULT_RESAMPLES = 1000;
/** Draws (resamples x trades) one analysis may spend on bootstrap intervals. */
export const DEFAULT_DRAW_BUDGET = 20_000_000;
const LEVEL = 0.95;
const Z = 1.959964;

export interface Confidence {
  /** 0.95: the interval's coverage. */
  level: number;
  /** Bounds of the mean, in the values' unit (money per trade). */
  low: number;
  high: number;
  method: 'bootstrap' | 'normal';
  resamples: number;
  /** The value the interval was held against, and whether it lies outside the interval. */
  reference: number;
  excludesReference: boolean;
}

export interface BootstrapBudget {
  seed: number;
  resamples: number;
  /** Draws left; taken from as intervals are computed. */
  draws: number;
}

export function bootstrapBudget(
  seed: number,
  resamples = DEFAULT_RESAMPLES,
  draws = DEFAULT_DRAW_BUDGET,
): BootstrapBudget {
  return { seed, resamples, draws };
}

function bootstrapMeans(values: Float64Array, resamples: number, random: SeededRandom): Float64Array {
  const m = values.length;
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let j = 0; j < m; j++) sum += values[Math.floor(random.next() * m)] ?? 0;
    means[r] = sum / m;
  }
  return means.sort();
}

function meanAndStdev(values: Float64Array): { mean: number; stdev: number } {
  const m = values.length;
  let sum = 0;
  for (let i = 0; i < m; i++) sum += values[i] ?? 0;
  const mean = m === 0 ? 0 : sum / m;
  let squares = 0;
  for (let i = 0; i < m; i++) squares += ((values[i] ?? 0) - mean) ** 2;
  return { mean, stdev: m > 1 ? Math.sqrt(squares / (m - 1)) : 0 };
}

/**
 * The 95 % interval of the mean of `values`, held against `reference`. `label` names the group so
 * its resamples do not depend on which other groups were resampled before it.
 */
export function meanConfidence(
  values: Float64Array,
  reference: number,
  budget: BootstrapBudget,
  label: string,
): Confidence {
  const m = values.length;
  const cost = m * budget.resamples;
  let low: number;
  let high: number;
  let method: Confidence['method'];
  if (m > 0 && cost <= budget.draws) {
    budget.draws -= cost;
    const means = bootstrapMeans(values, budget.resamples, new SeededRandom(budget.seed, label));
    low = quantileSorted(means, (1 - LEVEL) / 2);
    high = quantileSorted(means, 1 - (1 - LEVEL) / 2);
    method = 'bootstrap';
  } else {
    const { mean, stdev } = meanAndStdev(values);
    const half = m > 0 ? (Z * stdev) / Math.sqrt(m) : Infinity;
    low = mean - half;
    high = mean + half;
    method = 'normal';
  }
  return {
    level: LEVEL,
    low,
    high,
    method,
    resamples: method === 'bootstrap' ? budget.resamples : 0,
    reference,
    excludesReference: reference < low || reference > high,
  };
}
