import { describe, expect, it } from 'vitest';
import {
  historicalVolatility,
  type HistoricalVolatilityInput,
  type HistoricalVolatilityResult,
} from './historicalVolatility.ts';
import { thrownBy, untyped } from './test-support.ts';

// Hull, Options, Futures, and Other Derivatives, "Estimating volatility from historical data"
// (Table 15.1): 21 daily closes, sum of log returns 0.09531, s = 0.01216, annualised 0.193 (19.3%)
const hull = [
  20.0, 20.1, 19.9, 20.0, 20.5, 20.25, 20.9, 20.9, 20.9, 20.75, 20.75, 21.0, 21.1, 20.9, 20.9, 21.25, 21.4,
  21.4, 21.25, 21.75, 22.0,
];
const ln11 = Math.log(1.1);

const cases: {
  name: string;
  input: HistoricalVolatilityInput;
  expected: Partial<Record<keyof HistoricalVolatilityResult, unknown>>;
}[] = [
  {
    name: 'Hull Table 15.1',
    input: { closes: hull },
    expected: {
      nReturns: 20,
      meanLogReturn: expect.closeTo(0.09531 / 20, 6),
      stdevSample: expect.closeTo(0.01216, 5),
      annualizedVol: expect.closeTo(0.193, 3),
      annualizedVolPct: expect.closeTo(19.3, 1),
    },
  },
  {
    // the same prices annualised over 365 days, as for a coin that trades every day
    name: 'Hull prices, crypto year',
    input: { closes: hull, periodsPerYear: 365 },
    expected: { annualizedVol: expect.closeTo(0.01216 * Math.sqrt(365), 3) },
  },
  {
    // definition of the sample (n - 1) and population (n) standard deviation: returns of +/- ln 1.1
    // around a zero mean
    name: 'alternating prices',
    input: { closes: [100, 110, 100, 110, 100] },
    expected: {
      nReturns: 4,
      meanLogReturn: 0,
      stdevSample: expect.closeTo(ln11 * Math.sqrt(4 / 3), 12),
      stdevPopulation: expect.closeTo(ln11, 12),
      annualizedVolPopulation: expect.closeTo(ln11 * Math.sqrt(252), 12),
    },
  },
  {
    name: 'flat prices have no volatility',
    input: { closes: [50, 50, 50, 50] },
    expected: { stdevSample: 0, stdevPopulation: 0, annualizedVol: 0, annualizedVolPct: 0 },
  },
  {
    // float trap: 100, 101, 102.01, 103.0301 grow exactly 1% a day, so every return is the same
    name: 'steady growth',
    input: { closes: [100, 101, 102.01, 103.0301] },
    expected: { meanLogReturn: expect.closeTo(Math.log(1.01), 15), stdevSample: expect.closeTo(0, 15) },
  },
  {
    // a single return has no sample standard deviation
    name: 'two closes',
    input: { closes: [100, 105] },
    expected: {
      nReturns: 1,
      stdevSample: null,
      annualizedVol: null,
      annualizedVolPct: null,
      stdevPopulation: 0,
    },
  },
];

describe('historicalVolatility', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(historicalVolatility(input)).toMatchObject(expected);
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    ['one close', { closes: [100] }, 'VALIDATION-009', 'closes'],
    ['no closes', {}, 'VALIDATION-001', 'closes'],
    ['closes not a list', { closes: '100,101' }, 'VALIDATION-010', 'closes'],
    ['a zero close', { closes: [100, 0, 101] }, 'TRADE-002', 'closes[1]'],
    ['a NaN close', { closes: [100, 101, Number.NaN] }, 'VALIDATION-010', 'closes[2]'],
    [
      'zero periods a year',
      { closes: [100, 101, 102], periodsPerYear: 0 },
      'VALIDATION-009',
      'periodsPerYear',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => historicalVolatility(untyped(input)))).toEqual({ code, field });
  });
});
