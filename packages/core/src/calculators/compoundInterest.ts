// Compound interest, with optional regular contributions, and the trader's "compound a daily gain"
// projection (mode: 'dailyGain').
//
// Rounding: growth factors use exp/log1p/expm1 in floats (accurate where (1 + r)^n - 1 loses
// digits for small rates); each money result is then tidied to 15 significant digits, which drops
// binary noise (1000 x 1.1^2 is 1210, not 1210.0000000000002) but rounds nothing to cents. Sums
// and differences of results are exact, so futureValue = fvPrincipal + fvContributions and
// totalInterest = futureValue - principal - totalContributions hold to the last digit shown.
import { checkedResult, fail } from './errors.ts';
import { Exact, tidy } from './exact.ts';
import type { CalculatorInfo } from './info.ts';
import {
  isGiven,
  readChoice,
  readFields,
  readNonNegative,
  readNumber,
  readPositive,
  type Fields,
} from './validate.ts';

export interface CompoundInterestInput {
  mode?: 'periodic' | null;
  principal: number;
  /** Nominal annual rate in percent; above -100. */
  annualRatePct: number;
  years: number;
  /** Compounding periods a year (whole number); default 1 (yearly). Or `compounding: 'continuous'`. */
  compoundsPerYear?: number | null;
  compounding?: 'periodic' | 'continuous' | null;
  /** Amount added each contribution period; default 0. */
  contribution?: number | null;
  /** Default: compoundsPerYear (1 with continuous compounding). */
  contributionsPerYear?: number | null;
  /** Default 'end' (an ordinary annuity); 'start' is an annuity due. */
  contributionTiming?: 'start' | 'end' | null;
}

export interface CompoundInterestResult {
  futureValue: number;
  /** What the principal alone grows to. */
  fvPrincipal: number;
  /** What the contributions grow to. */
  fvContributions: number;
  /** Sum of the contributions paid in (the principal not included). */
  totalContributions: number;
  /** futureValue - principal - totalContributions. */
  totalInterest: number;
  /** The yearly rate with compounding included: (1 + r/n)^n - 1, or e^r - 1 when continuous. */
  effectiveAnnualRatePct: number;
}

export interface DailyGainInput {
  mode: 'dailyGain';
  startingBalance: number;
  /** Gain per trading day in percent, compounded; above -100. */
  dailyGainPct: number;
  tradingDays: number;
}

export interface DailyGainResult {
  finalBalance: number;
  totalProfit: number;
  totalReturnPct: number;
}

export const compoundInterestInfo: CalculatorInfo = {
  formula:
    'FV = P(1 + r/n)^(n t) + C x ((1 + i)^N - 1) / i, with i the growth over one contribution period and N = contributions a year x t; continuous: P e^(r t). Daily gain: B (1 + g)^days.',
  convention:
    'Compounds yearly unless told otherwise; contributions are paid at the end of each period (ordinary annuity) unless timing is "start" (annuity due), and when they are more or less frequent than the compounding, each grows at the effective rate for its exact time invested.',
  alternatives: [
    'Some calculators pay contributions at the start of each period by default.',
    'Some compound monthly by default.',
    'Some credit contributions made between compounding dates with simple interest until the next compounding date.',
  ],
};

export function compoundInterest(input: DailyGainInput): DailyGainResult;
export function compoundInterest(input: CompoundInterestInput): CompoundInterestResult;
export function compoundInterest(
  input: CompoundInterestInput | DailyGainInput,
): CompoundInterestResult | DailyGainResult {
  const fields = readFields(input);
  const mode = readChoice(fields, 'mode', ['periodic', 'dailyGain']) ?? 'periodic';
  return checkedResult(mode === 'dailyGain' ? dailyGain(fields) : periodic(fields));
}

function readRatePct(fields: Fields, field: string): number {
  return readNumber(fields, field, { required: true, min: -100 });
}

function periodic(fields: Fields): CompoundInterestResult {
  const principal = readNumber(fields, 'principal', { required: true, min: 0, minInclusive: true });
  const ratePct = readRatePct(fields, 'annualRatePct');
  const years = readNumber(fields, 'years', { required: true, min: 0, minInclusive: true });
  const compounding = readChoice(fields, 'compounding', ['periodic', 'continuous']) ?? 'periodic';
  if (compounding === 'continuous' && isGiven(fields, 'compoundsPerYear')) {
    fail('VALIDATION-002', 'Give compoundsPerYear or continuous compounding, not both', 'compoundsPerYear');
  }
  const perYear = readNumber(fields, 'compoundsPerYear', { min: 0, integer: true }) ?? 1;
  const contribution = readNonNegative(fields, 'contribution') ?? 0;
  const contributionsPerYear =
    readNumber(fields, 'contributionsPerYear', { min: 0, integer: true }) ??
    (compounding === 'continuous' ? 1 : perYear);
  const timing = readChoice(fields, 'contributionTiming', ['start', 'end']) ?? 'end';

  // Growth over t years is e^(L t), with L the log of one year's growth factor.
  const rate = Exact.of(ratePct).div(100);
  const logGrowthPerYear =
    compounding === 'continuous' ? rate.toNumber() : perYear * Math.log1p(rate.div(perYear).toNumber());
  const fvPrincipal = tidy(principal * Math.exp(logGrowthPerYear * years));

  // Contribution k is paid at k/m years (end) or (k-1)/m (start); there are floor(m t) of them.
  const count = Exact.of(contributionsPerYear).times(years).floor();
  const n = count.toNumber();
  let fvContributions = 0;
  if (contribution > 0 && n > 0) {
    const perPeriod = logGrowthPerYear / contributionsPerYear;
    const afterLast = Exact.of(years).minus(count.div(contributionsPerYear)).toNumber();
    const annuity = logGrowthPerYear === 0 ? n : Math.expm1(perPeriod * n) / Math.expm1(perPeriod);
    const lead = timing === 'start' ? perPeriod : 0;
    fvContributions = tidy(contribution * annuity * Math.exp(logGrowthPerYear * afterLast + lead));
  }

  const totalContributions = Exact.of(contribution).times(count);
  const futureValue = Exact.of(fvPrincipal).plus(fvContributions);
  return {
    futureValue: futureValue.toNumber(),
    fvPrincipal,
    fvContributions,
    totalContributions: totalContributions.toNumber(),
    totalInterest: futureValue.minus(principal).minus(totalContributions).toNumber(),
    effectiveAnnualRatePct: tidy(Math.expm1(logGrowthPerYear) * 100),
  };
}

function dailyGain(fields: Fields): DailyGainResult {
  const startingBalance = readPositive(fields, 'startingBalance', true);
  const gainPct = readRatePct(fields, 'dailyGainPct');
  const days = readNumber(fields, 'tradingDays', {
    required: true,
    min: 0,
    minInclusive: true,
    integer: true,
  });
  const logGrowth = days * Math.log1p(Exact.of(gainPct).div(100).toNumber());
  const finalBalance = tidy(startingBalance * Math.exp(logGrowth));
  return {
    finalBalance,
    totalProfit: Exact.of(finalBalance).minus(startingBalance).toNumber(),
    totalReturnPct: tidy(Math.expm1(logGrowth) * 100),
  };
}
