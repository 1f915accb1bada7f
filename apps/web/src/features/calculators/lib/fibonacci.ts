import {
  fibonacci,
  parsePriceSeries,
  swingOf,
  type FibonacciInput,
  type FibonacciLevel,
  type FibonacciResult,
} from '@edgelog/core';
import { formInput, type ResultView } from './common';
import { formatNumber, formatPrice } from './format';
import { readNumbers } from './number-input';
import { compute, type Outcome } from './outcome';

export const FIBONACCI_DEFAULTS = {
  trend: 'up',
  swingHigh: '',
  swingLow: '',
  pointC: '',
  priceFormat: 'stock',
  series: '',
};

export type FibonacciForm = typeof FIBONACCI_DEFAULTS;

export const PRICE_FORMAT_CHOICES = [
  { value: 'stock', label: '2 decimals (stocks)' },
  { value: 'forex', label: '5 decimals (forex)' },
  { value: 'forex-jpy', label: '3 decimals (yen pairs)' },
  { value: 'crypto', label: 'Up to 8 (crypto)' },
] as const;

export function formatLevelPrice(value: number | null, priceFormat: string): string {
  if (priceFormat === 'forex') return formatPrice(value, 'forex', 'EUR/USD');
  if (priceFormat === 'forex-jpy') return formatPrice(value, 'forex', 'USD/JPY');
  if (priceFormat === 'crypto') return formatPrice(value, 'crypto');
  return formatPrice(value, 'stock');
}

export function computeFibonacci(form: FibonacciForm): Outcome<FibonacciResult> {
  const { numbers: n, errors } = readNumbers(form, ['swingHigh', 'swingLow', 'pointC']);
  const input = formInput<FibonacciInput>({
    trend: form.trend === 'down' ? 'down' : 'up',
    swingHigh: n.swingHigh,
    swingLow: n.swingLow,
    pointC: n.pointC,
  });
  return compute(() => fibonacci(input), {
    fields: ['swingHigh', 'swingLow', 'pointC'],
    parseErrors: errors,
  });
}

/** The swing of the pasted or uploaded series, or the reason it cannot be read. */
export function seriesSwing(form: FibonacciForm) {
  const parsed = parsePriceSeries(form.series);
  if (parsed === null) return { swing: null, error: undefined, series: null };
  if (!parsed.ok) return { swing: null, error: parsed.error, series: null };
  return { swing: swingOf(parsed.series), error: undefined, series: parsed.series };
}

export const levelLabel = (level: number) => `${formatNumber(level, { max: 1 })}%`;

export function fibonacciView(form: FibonacciForm, result: FibonacciResult): ResultView {
  const tableCopy = (title: string, levels: FibonacciLevel[]) =>
    levels.length === 0
      ? []
      : [
          '',
          title,
          ...levels.map(
            (level) => `${levelLabel(level.level)}: ${formatLevelPrice(level.price, form.priceFormat)}`,
          ),
        ];
  return {
    headline: {
      id: 'range',
      label: 'Swing range',
      value: formatLevelPrice(result.range, form.priceFormat),
      detail:
        form.trend === 'down'
          ? 'A down swing: from the high to the low'
          : 'An up swing: from the low to the high',
    },
    lines: [],
    warnings: [],
    copy: [
      ...tableCopy('Retracements', result.retracements),
      ...tableCopy('Extensions', result.extensions),
      ...tableCopy('Projections from C', result.projectionsFromC),
    ],
  };
}
