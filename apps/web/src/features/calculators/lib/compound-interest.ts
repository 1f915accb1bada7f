import {
  compoundInterest,
  type CompoundInterestInput,
  type CompoundInterestResult,
  type DailyGainInput,
  type DailyGainResult,
} from '@edgelog/core';
import { formInput, type ResultView } from './common';
import { formatMoney, formatPercent } from './format';
import { readNumbers } from './number-input';
import { compute, type Outcome } from './outcome';

export const COMPOUND_DEFAULTS = {
  mode: 'periodic',
  currency: 'USD',
  principal: '10,000',
  annualRatePct: '8',
  years: '10',
  compounding: '12',
  contribution: '0',
  contributionsPerYear: '',
  contributionTiming: 'end',
  startingBalance: '10,000',
  dailyGainPct: '0.5',
  tradingDays: '252',
};

export type CompoundForm = typeof COMPOUND_DEFAULTS;

export const COMPOUNDING_CHOICES = [
  { value: '1', label: 'Yearly' },
  { value: '2', label: 'Half-yearly' },
  { value: '4', label: 'Quarterly' },
  { value: '12', label: 'Monthly' },
  { value: '52', label: 'Weekly' },
  { value: '365', label: 'Daily' },
  { value: 'continuous', label: 'Continuously' },
] as const;

/** A daily gain above this compounds into figures no track record supports; the page says so. */
const DAILY_GAIN_WARNING_PCT = 1;

export type CompoundResult =
  { mode: 'periodic'; result: CompoundInterestResult } | { mode: 'dailyGain'; result: DailyGainResult };

export function computeCompound(form: CompoundForm): Outcome<CompoundResult> {
  if (form.mode === 'dailyGain') {
    const { numbers: n, errors } = readNumbers(form, ['startingBalance', 'dailyGainPct', 'tradingDays']);
    const input = formInput<DailyGainInput>({
      mode: 'dailyGain',
      startingBalance: n.startingBalance,
      dailyGainPct: n.dailyGainPct,
      tradingDays: n.tradingDays,
    });
    return compute(() => ({ mode: 'dailyGain' as const, result: compoundInterest(input) }), {
      fields: ['startingBalance', 'dailyGainPct', 'tradingDays'],
      parseErrors: errors,
    });
  }
  const { numbers: n, errors } = readNumbers(form, [
    'principal',
    'annualRatePct',
    'years',
    'contribution',
    'contributionsPerYear',
  ]);
  // Whatever was stored, compute with the option the select shows.
  const compounding = COMPOUNDING_CHOICES.find((choice) => choice.value === form.compounding)?.value ?? '12';
  const continuous = compounding === 'continuous';
  const input = formInput<CompoundInterestInput>({
    principal: n.principal,
    annualRatePct: n.annualRatePct,
    years: n.years,
    compounding: continuous ? 'continuous' : 'periodic',
    compoundsPerYear: continuous ? undefined : Number(compounding),
    contribution: n.contribution,
    contributionsPerYear: n.contributionsPerYear,
    contributionTiming: form.contributionTiming === 'start' ? 'start' : 'end',
  });
  return compute(() => ({ mode: 'periodic' as const, result: compoundInterest(input) }), {
    fields: ['principal', 'annualRatePct', 'years', 'contribution', 'contributionsPerYear'],
    parseErrors: errors,
  });
}

export function compoundView(form: CompoundForm, outcome: CompoundResult): ResultView {
  const ccy = form.currency;
  if (outcome.mode === 'dailyGain') {
    const { result } = outcome;
    const warnings: string[] = [];
    const gain = readNumbers(form, ['dailyGainPct']).numbers.dailyGainPct;
    if (gain !== undefined && gain > DAILY_GAIN_WARNING_PCT) {
      warnings.push(
        `A steady ${formatPercent(gain)} every trading day is far beyond what traders sustain; treat this as arithmetic, not a forecast.`,
      );
    }
    return {
      headline: { id: 'final-balance', label: 'Final balance', value: formatMoney(result.finalBalance, ccy) },
      lines: [
        {
          id: 'total-profit',
          label: 'Total profit',
          value: formatMoney(result.totalProfit, ccy, { sign: true }),
        },
        {
          id: 'total-return',
          label: 'Total return',
          value: formatPercent(result.totalReturnPct, { sign: true }),
        },
      ],
      warnings,
    };
  }
  const { result } = outcome;
  return {
    headline: { id: 'future-value', label: 'Future value', value: formatMoney(result.futureValue, ccy) },
    lines: [
      { id: 'fv-principal', label: 'Grown from the principal', value: formatMoney(result.fvPrincipal, ccy) },
      {
        id: 'fv-contributions',
        label: 'Grown from the contributions',
        value: formatMoney(result.fvContributions, ccy),
      },
      {
        id: 'total-contributions',
        label: 'Contributions paid in',
        value: formatMoney(result.totalContributions, ccy),
      },
      {
        id: 'total-interest',
        label: 'Total interest',
        value: formatMoney(result.totalInterest, ccy, { sign: true }),
      },
      {
        id: 'effective-rate',
        label: 'Effective annual rate',
        value: formatPercent(result.effectiveAnnualRatePct, { digits: 3 }),
      },
    ],
    warnings: [],
  };
}
