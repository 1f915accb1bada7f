import { describe, expect, it } from 'vitest';
import { lotSize, type LotSizeInput, type LotSizeResult } from './lotSize.ts';
import { thrownBy, untyped } from './test-support.ts';

const usd5000 = { accountCurrency: 'USD', accountBalance: 5000, riskPct: 1, stopPips: 200 };

const cases: {
  name: string;
  input: LotSizeInput;
  expected: Partial<Record<keyof LotSizeResult, unknown>>;
}[] = [
  {
    // Babypips School, Position Sizing: USD 5,000, 1%, EUR/USD, 200 pips -> 2,500 units = 2.5 micro lots
    name: 'EUR/USD, account = quote',
    input: { ...usd5000, pair: 'EUR/USD', pairPrice: 1.1 },
    expected: {
      riskAmount: 50,
      pipValuePerStandardLot: 10,
      standardLots: 0.025,
      miniLots: 0.25,
      microLots: 2.5,
      units: 2500,
      lotsFloored: 0.02,
    },
  },
  {
    // Babypips School, Position Sizing: USD/CHF at 1.5000, account = base -> 3,750 units
    name: 'USD/CHF, account = base',
    input: { ...usd5000, pair: 'USD/CHF', pairPrice: 1.5 },
    expected: {
      units: 3750,
      standardLots: 0.0375,
      microLots: 3.75,
      lotsFloored: 0.03,
      pipValuePerStandardLot: expect.closeTo(6.666667, 6),
    },
  },
  {
    // Babypips School, Position Sizing: EUR/GBP in a USD account with GBP/USD at 1.7500 -> 1,428.57 units
    name: 'cross, conversion quote/account',
    input: { ...usd5000, pair: 'EUR/GBP', pairPrice: 0.85, conversion: { pair: 'GBP/USD', price: 1.75 } },
    expected: { units: expect.closeTo(1428.571429, 6), pipValuePerStandardLot: 17.5, lotsFloored: 0.01 },
  },
  {
    // Babypips School, Pip Value: convert the quote-currency pip value at the account/quote rate;
    // USD/GBP 0.8: GBP 10 a lot = USD 12.50; USD 100 over 40 pips = 0.2 lots
    name: 'cross, conversion account/quote',
    input: {
      accountCurrency: 'USD',
      accountBalance: 10_000,
      riskPct: 1,
      stopPips: 40,
      pair: 'EUR/GBP',
      pairPrice: 0.85,
      conversion: { pair: 'USD/GBP', price: 0.8 },
    },
    expected: { pipValuePerStandardLot: 12.5, standardLots: 0.2, lotsFloored: 0.2, units: 20_000 },
  },
  {
    // Babypips School, Position Sizing: CHF 5,000, USD/JPY, 100 pips, CHF/JPY 85.00 -> 4,250 units
    name: 'JPY cross, conversion account/quote',
    input: {
      ...usd5000,
      accountCurrency: 'CHF',
      stopPips: 100,
      pair: 'USD/JPY',
      pairPrice: 110,
      conversion: { pair: 'CHF/JPY', price: 85 },
    },
    expected: { units: 4250, standardLots: 0.0425, lotsFloored: 0.04 },
  },
  {
    // JPY 1,000 a pip a lot (exobeacon.com pip value), converted at USD/JPY 150: USD 100 over 30 pips
    // is exactly 0.5 lots although USD 6.666... a pip has no finite decimal
    name: 'GBP/JPY in a USD account',
    input: {
      ...usd5000,
      accountBalance: 10_000,
      stopPips: 30,
      pair: 'GBP/JPY',
      pairPrice: 190,
      conversion: { pair: 'USD/JPY', price: 150 },
    },
    expected: {
      pipValuePerStandardLot: expect.closeTo(6.666667, 6),
      standardLots: 0.5,
      lotsFloored: 0.5,
      units: 50_000,
    },
  },
  {
    // float traps: 0.29 / 0.01 and 0.57 / 0.01 are 28.999999999999996 and 56.99999999999999 in floats
    name: '0.29 lots stays 0.29',
    input: { ...usd5000, accountBalance: 2900, stopPips: 10, pair: 'EUR/USD', pairPrice: 1.1 },
    expected: { standardLots: 0.29, lotsFloored: 0.29, microLots: 29 },
  },
  {
    name: '0.57 lots stays 0.57',
    input: { ...usd5000, accountBalance: 5700, stopPips: 10, pair: 'EUR/USD', pairPrice: 1.1 },
    expected: { standardLots: 0.57, lotsFloored: 0.57, units: 57_000 },
  },
  {
    // a broker allowing 0.001 lots keeps the Babypips 2.5 micro lots whole
    name: 'finer lot step',
    input: { ...usd5000, pair: 'EUR/USD', pairPrice: 1.1, lotStep: 0.001 },
    expected: { lotsFloored: 0.025 },
  },
];

describe('lotSize', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(lotSize(input)).toMatchObject(expected);
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    ['zero stop', { ...usd5000, stopPips: 0, pair: 'EUR/USD' }, 'VALIDATION-009', 'stopPips'],
    ['zero risk', { ...usd5000, riskPct: 0, pair: 'EUR/USD' }, 'VALIDATION-009', 'riskPct'],
    [
      'no account currency',
      { ...usd5000, accountCurrency: undefined, pair: 'EUR/USD' },
      'VALIDATION-001',
      'accountCurrency',
    ],
    [
      'bad account currency',
      { ...usd5000, accountCurrency: 'US', pair: 'EUR/USD' },
      'VALIDATION-002',
      'accountCurrency',
    ],
    ['zero lot step', { ...usd5000, pair: 'EUR/USD', lotStep: 0 }, 'VALIDATION-009', 'lotStep'],
    ['account = base without pairPrice', { ...usd5000, pair: 'USD/JPY' }, 'VALIDATION-001', 'pairPrice'],
    [
      'negative conversion price',
      { ...usd5000, pair: 'EUR/GBP', conversion: { pair: 'GBP/USD', price: -1 } },
      'TRADE-002',
      'conversion.price',
    ],
    ['same currency twice', { ...usd5000, pair: 'USD/USD' }, 'TRADE-001', 'pair'],
    [
      'balance missing',
      { ...usd5000, accountBalance: null, pair: 'EUR/USD' },
      'VALIDATION-001',
      'accountBalance',
    ],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => lotSize(untyped(input)))).toEqual({ code, field });
  });
});
