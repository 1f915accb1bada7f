// Risk figures: historical VaR and CVaR of daily P&L, risk of ruin, position-size consistency.
import { CalculatorInputError } from '../calculators/errors.ts';
import { meanAndSampleStdev, toCents } from './numbers.ts';
import type { AnalyticsTrade, DailyReturn } from './types.ts';

export interface TailRisk {
  /** The confidence, 0.95 or 0.99. */
  confidence: number;
  /** The loss not exceeded on that share of days (a positive number is a loss). */
  valueAtRisk: number;
  /** The average loss on the days at or beyond the VaR. */
  conditionalValueAtRisk: number;
}

export interface DailyRisk {
  days: number;
  var95: TailRisk | null;
  var99: TailRisk | null;
}

/**
 * Historical VaR and CVaR of the daily P&L (the days of `dailyReturns`, days without exits
 * included as 0). With the n daily P&L sorted from the worst, the tail is the worst
 * k = ceil(n x (1 - confidence)) days: VaR is minus the k-th worst, CVaR minus the tail's mean.
 */
export function tailRisk(daily: readonly DailyReturn[], confidence: number): TailRisk | null {
  if (!(confidence > 0 && confidence < 1))
    throw new CalculatorInputError('VALIDATION-009', 'The confidence must be between 0 and 1', 'confidence');
  const n = daily.length;
  if (n === 0) return null;
  const cents = Float64Array.from(daily, (day) => toCents(day.pnl)).sort();
  // Rounded first: 100 x (1 - 0.99) is 1.0000000000000009 in binary, not a reason for a second day.
  const k = Math.max(1, Math.ceil(Math.round(n * (1 - confidence) * 1e9) / 1e9));
  let tail = 0;
  for (let i = 0; i < k; i++) tail += cents[i] ?? 0;
  return {
    confidence,
    valueAtRisk: -(cents[k - 1] ?? 0) / 100,
    conditionalValueAtRisk: -tail / k / 100,
  };
}

export function dailyRisk(daily: readonly DailyReturn[]): DailyRisk {
  return { days: daily.length, var95: tailRisk(daily, 0.95), var99: tailRisk(daily, 0.99) };
}

export interface RiskOfRuin {
  /** Chance of ever losing `lossThreshold` from here, trading on as the closed trades did. */
  probability: number;
  /** The Lundberg coefficient R (per unit of money); null when the probability is 0 or 1 outright. */
  adjustmentCoefficient: number | null;
  trades: number;
}

/**
 * Risk of ruin: the chance that the equity ever falls by `lossThreshold` (money) if future trades
 * are drawn from the closed trades' net P&L. With the trades' mean above 0 and some losses, the
 * Cramer-Lundberg bound gives it as exp(-R x threshold), R > 0 solving mean(exp(-R x pnl)) = 1;
 * for normally distributed results that is exp(-2 x mean x threshold / variance). A mean of 0 or
 * less is ruin with certainty in the long run (1); no losing trade, never (0).
 */
export function riskOfRuin(trades: readonly AnalyticsTrade[], lossThreshold: number): RiskOfRuin | null {
  if (!(lossThreshold > 0))
    throw new CalculatorInputError('VALIDATION-009', 'The loss threshold must be above 0', 'lossThreshold');
  const pnl = trades.filter((trade) => trade.closedAt !== null).map((trade) => toCents(trade.netPnl) / 100);
  const n = pnl.length;
  if (n === 0) return null;
  // In units of the threshold, so the coefficient sought is of order 1 whatever the currency.
  const y = pnl.map((value) => value / lossThreshold);
  const mean = y.reduce((a, b) => a + b, 0) / n;
  if (mean <= 0) return { probability: 1, adjustmentCoefficient: null, trades: n };
  if (!y.some((value) => value < 0)) return { probability: 0, adjustmentCoefficient: null, trades: n };
  const excess = (r: number): number => {
    let sum = 0;
    for (const value of y) sum += Math.exp(-r * value);
    return sum / n - 1;
  };
  let low = 0;
  let high = 1;
  while (excess(high) <= 0 && high < 1e6) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12 * high; step++) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) high = middle;
    else low = middle;
  }
  const r = (low + high) / 2;
  return { probability: Math.exp(-r), adjustmentCoefficient: r / lossThreshold, trades: n };
}

export interface Consistency {
  count: number;
  mean: number;
  stdev: number;
  /** Coefficient of variation: sample stdev / mean x 100; null when the mean is 0. */
  cvPct: number | null;
  min: number;
  max: number;
}

function consistencyOf(values: number[]): Consistency | null {
  if (values.length === 0) return null;
  const { mean, stdev } = meanAndSampleStdev(values);
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return {
    count: values.length,
    mean,
    stdev,
    cvPct: mean === 0 ? null : (stdev / mean) * 100,
    min,
    max,
  };
}

export interface PositionSizeConsistency {
  /** Over closed trades with an initial risk above 0. */
  initialRisk: Consistency | null;
  /** Over closed trades with a position size above 0. */
  positionSize: Consistency | null;
}

/** How steady the trader's sizing is: a low CV of initial risk means the same money at risk each time. */
export function positionSizeConsistency(trades: readonly AnalyticsTrade[]): PositionSizeConsistency {
  const closed = trades.filter((trade) => trade.closedAt !== null);
  const positive = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  return {
    initialRisk: consistencyOf(closed.map((trade) => trade.initialRisk).filter(positive)),
    positionSize: consistencyOf(closed.map((trade) => trade.positionSize).filter(positive)),
  };
}
