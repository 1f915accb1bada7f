// Historical (close-to-close) volatility from a series of closing prices.
//
// Rounding: logs and square roots in floats (two passes: mean, then squared deviations); each
// result tidied to 15 significant digits. Nothing is rounded to a display precision.
import { checkedResult, fail } from './errors.ts';
import { decimalRatio, tidy } from './exact.ts';
import type { CalculatorInfo } from './info.ts';
import { readFields, readNumber, readNumberList } from './validate.ts';

export interface HistoricalVolatilityInput {
  /** Closing prices, oldest first; at least two, all above zero. */
  closes: readonly number[];
  /** Periods a year to annualise with: 252 trading days (default), 365 for crypto, 52 weekly. */
  periodsPerYear?: number | null;
}

export interface HistoricalVolatilityResult {
  nReturns: number;
  meanLogReturn: number;
  /** Sample standard deviation (n - 1) of the log returns; null with a single return. */
  stdevSample: number | null;
  /** Population standard deviation (n). */
  stdevPopulation: number;
  /** stdevSample x sqrt(periodsPerYear): the headline figure, as a fraction (0.193). */
  annualizedVol: number | null;
  /** The same in percent (19.3). */
  annualizedVolPct: number | null;
  /** stdevPopulation x sqrt(periodsPerYear). */
  annualizedVolPopulation: number;
}

export const historicalVolatilityInfo: CalculatorInfo = {
  formula:
    'r_i = ln(close_i / close_(i-1)); s = sqrt(sum((r_i - mean)^2) / (n - 1)); annualised volatility = s x sqrt(periods per year)',
  convention:
    'Close-to-close log returns, sample standard deviation (n - 1), mean return subtracted, 252 trading days a year unless told (365 for crypto).',
  alternatives: [
    'Some use the population standard deviation (n), shown as annualizedVolPopulation.',
    'Some use simple (percentage) returns instead of log returns.',
    'Some assume a zero mean return, as RiskMetrics does.',
    'Range-based estimators (Parkinson, Garman-Klass) also use highs and lows.',
  ],
};

export function historicalVolatility(input: HistoricalVolatilityInput): HistoricalVolatilityResult {
  const fields = readFields(input);
  const closes = readNumberList(fields, 'closes');
  if (closes.length < 2) fail('VALIDATION-009', 'closes needs at least two prices', 'closes');
  closes.forEach((close, index) => {
    if (close <= 0) fail('TRADE-002', `closes[${index}] must be greater than 0`, `closes[${index}]`);
  });
  const periodsPerYear = readNumber(fields, 'periodsPerYear', { min: 0 }) ?? 252;

  // Ratios of the prices as typed (110 / 100 is 1.1 exactly), then logs.
  const logRatio = (to: number, from: number) => Math.log(decimalRatio(to, from));
  const returns = closes.slice(1).map((close, index) => logRatio(close, closes[index] ?? close));
  const n = returns.length;
  // The log returns telescope: their mean is ln(last / first) / n, which is exactly 0 when the
  // series ends where it began (summing the returns would leave float noise).
  const mean = logRatio(closes[n] ?? 1, closes[0] ?? 1) / n;
  const squares = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0);
  const stdevSample = n > 1 ? Math.sqrt(squares / (n - 1)) : null;
  const stdevPopulation = Math.sqrt(squares / n);
  const annualise = Math.sqrt(periodsPerYear);

  return checkedResult({
    nReturns: n,
    meanLogReturn: tidy(mean),
    stdevSample: stdevSample === null ? null : tidy(stdevSample),
    stdevPopulation: tidy(stdevPopulation),
    annualizedVol: stdevSample === null ? null : tidy(stdevSample * annualise),
    annualizedVolPct: stdevSample === null ? null : tidy(stdevSample * annualise * 100),
    annualizedVolPopulation: tidy(stdevPopulation * annualise),
  });
}
