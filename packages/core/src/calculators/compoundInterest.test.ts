import { describe, expect, it } from 'vitest';
import {
  compoundInterest,
  type CompoundInterestInput,
  type CompoundInterestResult,
  type DailyGainInput,
  type DailyGainResult,
} from './compoundInterest.ts';
import { Exact } from './exact.ts';
import { thrownBy, untyped } from './test-support.ts';

const cents = (value: number) => expect.closeTo(value, 2);

const periodic: {
  name: string;
  input: CompoundInterestInput;
  expected: Partial<Record<keyof CompoundInterestResult, unknown>>;
}[] = [
  {
    // cs.selu.edu "Regular compound interest" (also Wikipedia, Compound interest): $1,500 at 4.3%
    // compounded quarterly for 6 years is about $1,938.84
    name: 'quarterly',
    input: { principal: 1500, annualRatePct: 4.3, years: 6, compoundsPerYear: 4 },
    expected: {
      futureValue: cents(1938.84),
      fvPrincipal: cents(1938.84),
      fvContributions: 0,
      totalContributions: 0,
      totalInterest: cents(438.84),
      effectiveAnnualRatePct: expect.closeTo(4.369836, 6),
    },
  },
  {
    // the same deposit compounded continuously: 1500 e^(0.043 x 6) (Wikipedia, continuous compounding)
    name: 'continuous',
    input: { principal: 1500, annualRatePct: 4.3, years: 6, compounding: 'continuous' },
    expected: { futureValue: cents(1941.51), effectiveAnnualRatePct: expect.closeTo(4.393789, 6) },
  },
  {
    // wizedu.com future value of an annuity: 1000 x [(1.05^5 - 1) / 0.05] = 5,525.63
    name: 'ordinary annuity',
    input: { principal: 0, annualRatePct: 5, years: 5, contribution: 1000 },
    expected: {
      futureValue: cents(5525.63),
      fvContributions: cents(5525.63),
      totalContributions: 5000,
      totalInterest: cents(525.63),
    },
  },
  {
    // gauthmath.com: an annuity due is the ordinary annuity's value x (1 + r): 5,525.63 x 1.05
    name: 'annuity due',
    input: { principal: 0, annualRatePct: 5, years: 5, contribution: 1000, contributionTiming: 'start' },
    expected: { futureValue: cents(5801.91), totalContributions: 5000 },
  },
  {
    // Investopedia, effective annual rate: 10% compounded monthly is an EAR of 10.47%
    name: 'effective annual rate, monthly',
    input: { principal: 1000, annualRatePct: 10, years: 1, compoundsPerYear: 12 },
    expected: { futureValue: cents(1104.71), effectiveAnnualRatePct: expect.closeTo(10.471307, 6) },
  },
  {
    // ordinary-annuity formula with monthly periods: $100 a month at 6% for 10 years = $16,387.93,
    // on top of $1,000 growing to 1000 x 1.005^120 = $1,819.40
    name: 'monthly contributions',
    input: {
      principal: 1000,
      annualRatePct: 6,
      years: 10,
      compoundsPerYear: 12,
      contribution: 100,
      contributionsPerYear: 12,
    },
    expected: {
      fvContributions: cents(16_387.93),
      fvPrincipal: cents(1819.4),
      futureValue: cents(18_207.33),
      totalContributions: 12_000,
      totalInterest: cents(5207.33),
    },
  },
  {
    // float trap: $1,000 at 10% a year for 2 years is exactly $1,210 (floats: 1210.0000000000002)
    name: 'exact yearly',
    input: { principal: 1000, annualRatePct: 10, years: 2 },
    expected: { futureValue: 1210, totalInterest: 210, effectiveAnnualRatePct: 10 },
  },
  {
    // zero rate: the future value is what was paid in
    name: 'zero rate',
    input: {
      principal: 1000,
      annualRatePct: 0,
      years: 2,
      compoundsPerYear: 12,
      contribution: 100,
      contributionsPerYear: 12,
    },
    expected: { futureValue: 3400, totalContributions: 2400, totalInterest: 0, effectiveAnnualRatePct: 0 },
  },
  {
    // 2.5 years of monthly compounding and contributions: 30 periods of 0.5%
    name: 'fractional years',
    input: { principal: 1000, annualRatePct: 6, years: 2.5, compoundsPerYear: 12, contribution: 50 },
    expected: { futureValue: cents(2775.4), totalContributions: 1500 },
  },
];

describe('compoundInterest', () => {
  it.each(periodic)('$name', ({ input, expected }) => {
    const result = compoundInterest(input);
    expect(result).toMatchObject(expected);
    // the parts add up to the last digit
    expect(result.futureValue).toBe(Exact.of(result.fvPrincipal).plus(result.fvContributions).toNumber());
  });

  it('grows contributions more frequent than compounding at the effective rate', () => {
    // $100 a month, 12% compounded yearly: contribution k earns 1.12^((12 - k) / 12) by year end
    let expected = 0;
    for (let k = 1; k <= 12; k++) expected += 100 * 1.12 ** ((12 - k) / 12);
    const result = compoundInterest({
      principal: 0,
      annualRatePct: 12,
      years: 1,
      contribution: 100,
      contributionsPerYear: 12,
    });
    expect(result.fvContributions).toBeCloseTo(expected, 8);
    expect(result.totalContributions).toBe(1200);
  });

  const daily: {
    name: string;
    input: DailyGainInput;
    expected: DailyGainResult | Record<string, unknown>;
  }[] = [
    {
      // compounding 1% a day over a 252-day trading year: 10,000 x 1.01^252
      name: '1% a day for a trading year',
      input: { mode: 'dailyGain', startingBalance: 10_000, dailyGainPct: 1, tradingDays: 252 },
      expected: {
        finalBalance: cents(122_740.02),
        totalProfit: cents(112_740.02),
        totalReturnPct: expect.closeTo(1127.40021, 5),
      },
    },
    {
      // float trap: 1,000 x 1.01^2 is exactly 1,020.10
      name: 'two days',
      input: { mode: 'dailyGain', startingBalance: 1000, dailyGainPct: 1, tradingDays: 2 },
      expected: { finalBalance: 1020.1, totalProfit: 20.1, totalReturnPct: 2.01 },
    },
    {
      name: 'a losing day',
      input: { mode: 'dailyGain', startingBalance: 1000, dailyGainPct: -1, tradingDays: 1 },
      expected: { finalBalance: 990, totalProfit: -10, totalReturnPct: -1 },
    },
    {
      name: 'no days',
      input: { mode: 'dailyGain', startingBalance: 1000, dailyGainPct: 5, tradingDays: 0 },
      expected: { finalBalance: 1000, totalProfit: 0, totalReturnPct: 0 },
    },
  ];
  it.each(daily)('daily gain: $name', ({ input, expected }) => {
    expect(compoundInterest(input)).toMatchObject(expected);
  });

  const base = { principal: 1000, annualRatePct: 5, years: 10 };
  const errors: [string, Record<string, unknown>, string, string | undefined][] = [
    ['negative principal', { ...base, principal: -1 }, 'VALIDATION-009', 'principal'],
    ['rate of -100%', { ...base, annualRatePct: -100 }, 'VALIDATION-009', 'annualRatePct'],
    ['no years', { ...base, years: undefined }, 'VALIDATION-001', 'years'],
    ['zero compounds a year', { ...base, compoundsPerYear: 0 }, 'VALIDATION-009', 'compoundsPerYear'],
    ['fractional compounds a year', { ...base, compoundsPerYear: 2.5 }, 'VALIDATION-010', 'compoundsPerYear'],
    [
      'continuous and periodic',
      { ...base, compounding: 'continuous', compoundsPerYear: 12 },
      'VALIDATION-002',
      'compoundsPerYear',
    ],
    [
      'unknown timing',
      { ...base, contribution: 10, contributionTiming: 'middle' },
      'VALIDATION-002',
      'contributionTiming',
    ],
    ['negative contribution', { ...base, contribution: -10 }, 'VALIDATION-009', 'contribution'],
    ['unknown mode', { ...base, mode: 'weekly' }, 'VALIDATION-002', 'mode'],
    ['overflow', { ...base, annualRatePct: 1e6, years: 1e6 }, 'TRADE-006', undefined],
    [
      'daily: zero balance',
      { mode: 'dailyGain', startingBalance: 0, dailyGainPct: 1, tradingDays: 5 },
      'VALIDATION-009',
      'startingBalance',
    ],
    [
      'daily: fractional days',
      { mode: 'dailyGain', startingBalance: 10, dailyGainPct: 1, tradingDays: 1.5 },
      'VALIDATION-010',
      'tradingDays',
    ],
    [
      'daily: losing it all',
      { mode: 'dailyGain', startingBalance: 10, dailyGainPct: -100, tradingDays: 1 },
      'VALIDATION-009',
      'dailyGainPct',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => compoundInterest(untyped<CompoundInterestInput>(input)))).toEqual({ code, field });
  });
});
