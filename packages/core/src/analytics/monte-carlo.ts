// A Monte Carlo projection of the next N trades: each run draws N results, with replacement, from
// the closed trades' net P&L (a bootstrap) and adds them to the equity. A seeded generator makes the
// same journal and seed give the same bands every time.
import { CalculatorInputError } from '../calculators/errors.ts';
import { quantileSorted, toCents } from './numbers.ts';
import type { AnalyticsTrade } from './types.ts';

export const MONTE_CARLO_PERCENTILES = [5, 25, 50, 75, 95] as const;
/** runs x trades above this would hold too many numbers in a browser tab's worker. */
const MAX_CELLS = 5_000_000;

export interface MonteCarloOptions {
  /** How many trades ahead. */
  trades: number;
  runs?: number;
  seed?: number;
  startingEquity: number;
  /** A run "hits the limit" when its drawdown from its own running peak reaches this % ... */
  drawdownLimitPct?: number;
  /** ... or this much money. */
  drawdownLimit?: number;
}

export interface MonteCarloBand {
  /** Trades from now: 0 is the starting equity. */
  step: number;
  p5: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
}

export interface MonteCarloProjection {
  runs: number;
  seed: number;
  bands: MonteCarloBand[];
  /** Share of runs whose drawdown reached a limit; null when no limit is set. */
  probabilityOfDrawdownLimit: number | null;
  /** Share of runs that ended below the starting equity. */
  probabilityOfLoss: number;
}

/** mulberry32: a small, fast, seeded 32-bit generator; numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function monteCarlo(
  trades: readonly AnalyticsTrade[],
  options: MonteCarloOptions,
): MonteCarloProjection | null {
  const steps = options.trades;
  const runs = options.runs ?? 1000;
  const seed = options.seed ?? 1;
  if (!Number.isInteger(steps) || steps < 1)
    throw new CalculatorInputError(
      'VALIDATION-009',
      'The number of trades must be a whole number, 1 or more',
      'trades',
    );
  if (!Number.isInteger(runs) || runs < 1)
    throw new CalculatorInputError(
      'VALIDATION-009',
      'The number of runs must be a whole number, 1 or more',
      'runs',
    );
  if (runs * steps > MAX_CELLS)
    throw new CalculatorInputError('VALIDATION-009', `Runs x trades must stay within ${MAX_CELLS}`, 'runs');
  // Sorted, so the projection depends on the results only, not on the order the trades came in.
  const pool = Float64Array.from(
    trades.filter((trade) => trade.closedAt !== null),
    (trade) => toCents(trade.netPnl),
  ).sort();
  if (pool.length === 0) return null;
  const start = toCents(options.startingEquity);
  const limitPct = options.drawdownLimitPct;
  const limitCents = options.drawdownLimit === undefined ? undefined : toCents(options.drawdownLimit);
  const random = seededRandom(seed);
  // equity[step * runs + run], so each step's values sit together for the percentiles.
  const equity = new Float64Array((steps + 1) * runs);
  let hits = 0;
  let losses = 0;
  for (let run = 0; run < runs; run++) {
    let value = start;
    let peak = start;
    let hit = false;
    equity[run] = start;
    for (let step = 1; step <= steps; step++) {
      value += pool[Math.floor(random() * pool.length)] ?? 0;
      equity[step * runs + run] = value;
      if (value > peak) peak = value;
      const depth = peak - value;
      if (
        !hit &&
        ((limitCents !== undefined && depth >= limitCents) ||
          (limitPct !== undefined && peak > 0 && (depth / peak) * 100 >= limitPct))
      )
        hit = true;
    }
    if (hit) hits++;
    if (value < start) losses++;
  }
  const bands: MonteCarloBand[] = [];
  for (let step = 0; step <= steps; step++) {
    const column = equity.subarray(step * runs, (step + 1) * runs).sort();
    const at = (p: (typeof MONTE_CARLO_PERCENTILES)[number]): number => quantileSorted(column, p / 100) / 100;
    bands.push({ step, p5: at(5), p25: at(25), p50: at(50), p75: at(75), p95: at(95) });
  }
  return {
    runs,
    seed,
    bands,
    probabilityOfDrawdownLimit: limitPct === undefined && limitCents === undefined ? null : hits / runs,
    probabilityOfLoss: losses / runs,
  };
}
