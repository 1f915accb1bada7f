import { describe, expect, it } from 'vitest';
import { profitLoss, type ProfitLossInput, type ProfitLossResult } from './profitLoss.ts';
import { thrownBy, untyped } from './test-support.ts';

const cases: {
  name: string;
  input: ProfitLossInput;
  expected: Partial<Record<keyof ProfitLossResult, unknown>>;
}[] = [
  {
    // Investopedia, profit = (sell price - buy price) x shares; R multiple = profit / initial risk
    // (Van Tharp, as described by Investopedia): 100 shares 50 -> 55 with a 48 stop is 2.5R gross
    name: 'stock long with fees and a stop',
    input: {
      instrument: 'stock',
      side: 'long',
      entry: 50,
      exit: 55,
      quantity: 100,
      feeEntry: 1,
      feeExit: 1,
      stop: 48,
    },
    expected: {
      grossPnl: 500,
      totalFees: 2,
      netPnl: 498,
      returnPct: 9.96,
      grossReturnPct: 10,
      initialRisk: 200,
      rMultiple: 2.49,
      rMultipleGross: 2.5,
      pips: null,
      ticks: null,
    },
  },
  {
    // a short loses when the price rises: 100 shares shorted at 50, covered at 52
    name: 'stock short loss',
    input: { side: 'short', entry: 50, exit: 52, quantity: 100, stop: 53 },
    expected: {
      grossPnl: -200,
      netPnl: -200,
      returnPct: -4,
      initialRisk: 300,
      rMultiple: expect.closeTo(-0.666667, 6),
    },
  },
  {
    // CME E-mini S&P 500: $50 x index, tick 0.25 = $12.50; 2 contracts 4500 -> 4510.25 = 41 ticks = $1,025
    name: 'ES futures',
    input: {
      instrument: 'futures',
      side: 'long',
      entry: 4500,
      exit: 4510.25,
      contracts: 2,
      multiplier: 50,
      tickSize: 0.25,
      feeEntry: 2.25,
      feeExit: 2.25,
    },
    expected: {
      grossPnl: 1025,
      ticks: 41,
      totalFees: 4.5,
      netPnl: 1020.5,
      grossReturnPct: expect.closeTo(0.227778, 6),
    },
  },
  {
    // Babypips: 1 standard lot of EUR/USD, 1.1000 -> 1.1050 = 50 pips x $10 = $500 (floats: 499.9999999999893)
    name: 'EUR/USD long in pips',
    input: { instrument: 'forex', side: 'long', entry: 1.1, exit: 1.105, units: 100_000, pair: 'EUR/USD' },
    expected: { grossPnl: 500, pips: 50, netPnl: 500 },
  },
  {
    // Babypips: yen pip 0.01; 10,000 USD/JPY shorted at 150.00, closed at 149.25 = 75 pips = JPY 7,500
    name: 'USD/JPY short in pips',
    input: {
      instrument: 'forex',
      side: 'short',
      entry: 150,
      exit: 149.25,
      units: 10_000,
      pair: 'USD/JPY',
      stop: 150.5,
    },
    expected: { grossPnl: 7500, pips: 75, initialRisk: 5000, rMultiple: 1.5 },
  },
  {
    // float trap: fees of 0.1 and 0.2 total exactly 0.3 (floats: 0.30000000000000004)
    name: 'fees that add to 0.3',
    input: { side: 'long', entry: 10, exit: 10.5, quantity: 1, feeEntry: 0.1, feeExit: 0.2 },
    expected: { totalFees: 0.3, grossPnl: 0.5, netPnl: 0.2, returnPct: 2 },
  },
  {
    // crypto: 0.5 BTC 30,000 -> 31,000 with taker fees of 15 and 15.50
    name: 'crypto with fractional size',
    input: {
      instrument: 'crypto',
      side: 'long',
      entry: 30_000,
      exit: 31_000,
      quantity: 0.5,
      feeEntry: 15,
      feeExit: 15.5,
    },
    expected: { grossPnl: 500, totalFees: 30.5, netPnl: 469.5, returnPct: 3.13 },
  },
  {
    // a scratch trade loses its fees: net -2 on a 1R of 100 is -0.02R
    name: 'scratch trade',
    input: { side: 'long', entry: 20, exit: 20, quantity: 50, feeEntry: 1, feeExit: 1, stop: 18 },
    expected: { grossPnl: 0, netPnl: -2, rMultiple: -0.02, rMultipleGross: 0, returnPct: -0.2 },
  },
];

describe('profitLoss', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(profitLoss(input)).toMatchObject(expected);
  });

  const trade = { side: 'long', entry: 50, exit: 55, quantity: 100 };
  const errors: [string, Record<string, unknown>, string, string][] = [
    ['no side', { ...trade, side: undefined }, 'VALIDATION-001', 'side'],
    ['negative quantity', { ...trade, quantity: -100 }, 'TRADE-003', 'quantity'],
    ['no size', { ...trade, quantity: undefined }, 'VALIDATION-001', 'quantity'],
    ['two sizes', { ...trade, units: 100 }, 'VALIDATION-002', 'units'],
    ['negative fee', { ...trade, feeExit: -1 }, 'VALIDATION-009', 'feeExit'],
    ['stop above a long entry', { ...trade, stop: 51 }, 'TRADE-002', 'stop'],
    ['stop equal to entry', { ...trade, stop: 50 }, 'TRADE-002', 'stop'],
    ['zero exit', { ...trade, exit: 0 }, 'TRADE-002', 'exit'],
    ['unknown instrument', { ...trade, instrument: 'option' }, 'VALIDATION-002', 'instrument'],
    [
      'Infinity multiplier',
      { ...trade, multiplier: Number.POSITIVE_INFINITY },
      'VALIDATION-010',
      'multiplier',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => profitLoss(untyped(input)))).toEqual({ code, field });
  });
});
