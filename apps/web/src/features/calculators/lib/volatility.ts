import {
  averageTrueRange,
  historicalVolatility,
  parsePriceSeries,
  type AverageTrueRangeResult,
  type HistoricalVolatilityResult,
  type PriceSeries,
} from '@edgelog/core';
import type { ResultLine } from '../components/result-panel';
import type { ResultView } from './common';
import { formatNumber, formatPercent } from './format';
import { readNumbers } from './number-input';
import { compute, type Outcome } from './outcome';

export const VOLATILITY_DEFAULTS = {
  series: '',
  periodsPerYear: '252',
  atrPeriod: '14',
};

export type VolatilityForm = typeof VOLATILITY_DEFAULTS;

export const PERIOD_CHOICES = [
  { value: '252', label: 'Daily bars, trading days (252 a year)' },
  { value: '365', label: 'Daily bars, every day (365 a year, crypto)' },
  { value: '52', label: 'Weekly bars (52 a year)' },
  { value: '12', label: 'Monthly bars (12 a year)' },
] as const;

/** Fewer returns than this give a rough estimate; the page says so. */
const FEW_RETURNS = 20;

export interface VolatilityResult {
  series: PriceSeries;
  volatility: HistoricalVolatilityResult;
  atr: AverageTrueRangeResult | null;
  atrPeriod: number;
}

export function computeVolatility(form: VolatilityForm): Outcome<VolatilityResult> {
  const parsed = parsePriceSeries(form.series);
  const { numbers, errors } = readNumbers(form, ['atrPeriod']);
  if (parsed === null)
    return {
      result: null,
      fieldErrors: {},
      formError: null,
      missing: 'Paste prices or load a CSV file to see the volatility',
    };
  // The ATR period matters only for bars with highs and lows; a bad one must not hide the volatility.
  const usesAtr = parsed.ok && parsed.series.highs !== null;
  const parseErrors = {
    atrPeriod: usesAtr ? errors.atrPeriod : undefined,
    series: parsed.ok ? undefined : parsed.error,
  };
  const periodsPerYear = Number(
    PERIOD_CHOICES.find((choice) => choice.value === form.periodsPerYear)?.value ?? '252',
  );
  const atrPeriod = numbers.atrPeriod ?? 14;
  return compute(
    () => {
      if (!parsed.ok) throw new Error(parsed.error);
      const { series } = parsed;
      const volatility = historicalVolatility({ closes: series.closes, periodsPerYear });
      const atr =
        series.highs && series.lows
          ? averageTrueRange({
              highs: series.highs,
              lows: series.lows,
              closes: series.closes,
              period: atrPeriod,
            })
          : null;
      return { series, volatility, atr, atrPeriod };
    },
    { fields: ['series', 'atrPeriod'], parseErrors },
    { period: 'atrPeriod' },
  );
}

export function volatilityView(result: VolatilityResult): ResultView {
  const { volatility: v, atr, atrPeriod } = result;
  const pct = (fraction: number | null) =>
    formatPercent(fraction === null ? null : fraction * 100, { digits: 3 });
  const lines: ResultLine[] = [
    {
      id: 'annualized-population',
      label: 'Annualised, population deviation',
      value: pct(v.annualizedVolPopulation),
    },
    { id: 'stdev-sample', label: 'Per bar (sample deviation)', value: pct(v.stdevSample) },
    { id: 'mean-return', label: 'Mean log return per bar', value: pct(v.meanLogReturn) },
    { id: 'returns', label: 'Returns used', value: formatNumber(v.nReturns) },
  ];
  const warnings: string[] = [];
  if (v.nReturns < FEW_RETURNS)
    warnings.push(
      `Only ${v.nReturns} return${v.nReturns === 1 ? '' : 's'}: the estimate is rough. ${FEW_RETURNS} or more bars are usual.`,
    );
  if (atr) {
    lines.push({
      id: 'atr',
      label: `Average true range (${atrPeriod})`,
      value:
        atr.atrLast === null
          ? `Needs more than ${atrPeriod} bars`
          : formatNumber(atr.atrLast, { min: 2, max: 6 }),
    });
  }
  return {
    headline: {
      id: 'annualized',
      label: 'Annualised volatility',
      value: pct(v.annualizedVol),
      detail:
        v.annualizedVol === null ? 'Needs at least three prices' : 'Sample standard deviation of log returns',
    },
    lines,
    warnings,
  };
}
