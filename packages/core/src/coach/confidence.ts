// How sure a figure is: a seeded bootstrap interval of a group's mean (its expectancy), and whether
// that interval leaves out a reference (the journal's overall expectancy, or the other trades').
//
// Resampling costs one draw per trade per resample. Groups up to a few hundred trades, where the
// shape of the results matters most, get the bootstrap while the analysis's draw budget lasts
// (smaller groups are asked first); larger ones get the normal interval, which the bootstrap of a
// mean converges to at that size anyway.
import { quantileSorted } from '../analytics/numbers.ts';
import { mix } from './random.ts';

export const DEFAULT_RESAMPLES = 1000;
/** Draws (resamples x trades) one analysis may spend on bootstrap intervals. */
export const DEFAULT_DRAW_BUDGET = 20_000_000;
/** Beyond this many trades the normal interval stands in for the bootstrap: they agree there. */
export const BOOTSTRAP_MAX_TRADES = 400;
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

/**
 * The sorted means of `resamples` resamples. The xorshift32 step of SeededRandom is written out
 * here: this loop runs millions of times per analysis and a method call per draw doubled its cost.
 */
function bootstrapMeans(values: Float64Array, resamples: number, state: number): Float64Array {
  const m = values.length;
  const scale = m / 4_294_967_296;
  const means = new Float64Array(resamples);
  let x = state;
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let j = 0; j < m; j++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      sum += values[Math.floor((x >>> 0) * scale)] ?? 0;
    }
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
  if (m > 0 && m <= BOOTSTRAP_MAX_TRADES && cost <= budget.draws) {
    budget.draws -= cost;
    const means = bootstrapMeans(values, budget.resamples, mix(budget.seed, label));
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
