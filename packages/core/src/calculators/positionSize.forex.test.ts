import { describe, expect, it } from 'vitest';
import { positionSize, type PositionSizeInput, type PositionSizeResult } from './positionSize.ts';
import { thrownBy, untyped } from './test-support.ts';

interface Case {
  name: string;
  input: PositionSizeInput;
  expected: Partial<Record<keyof PositionSizeResult, unknown>>;
}

const close = (value: number, digits = 6) => expect.closeTo(value, digits);

const forex: Case[] = [
  {
    // Babypips School, Position Sizing: USD 5,000 account, 1% = USD 50, EUR/USD, 200-pip stop
    // -> USD 0.25 a pip -> 2,500 units (2.5 micro lots)
    name: 'EUR/USD, account = quote',
    input: {
      instrument: 'forex',
      accountCurrency: 'USD',
      accountBalance: 5000,
      riskPct: 1,
      pair: 'EUR/USD',
      stopPips: 200,
    },
    expected: {
      riskAmount: 50,
      units: 2500,
      sizeRaw: 2500,
      lots: 0.025,
      lotsFloored: 0.02,
      size: 2000,
      pipValuePerUnit: 0.0001,
      pipValuePerStandardLot: 10,
      riskPerUnit: 0.02,
      riskAmountInQuote: 50,
      actualRisk: 40,
      positionValue: null,
      stopTicks: null,
    },
  },
  {
    // Babypips School, Position Sizing: account = base; USD 50 x 1.5000 = CHF 75; / 200 pips = CHF 0.375
    // a pip -> 3,750 units of USD/CHF
    name: 'USD/CHF, account = base',
    input: {
      instrument: 'forex',
      accountCurrency: 'USD',
      accountBalance: 5000,
      riskPct: 1,
      pair: 'USD/CHF',
      pairPrice: 1.5,
      stopPips: 200,
    },
    expected: {
      riskAmountInQuote: 75,
      units: 3750,
      lots: 0.0375,
      lotsFloored: 0.03,
      size: 3000,
      positionValue: 3000,
      actualRisk: 40,
    },
  },
  {
    // Babypips School, Position Sizing: USD account, EUR/GBP, GBP/USD 1.7500: USD 50 = GBP 28.57,
    // / 200 pips = GBP 0.14285 a pip -> 1,428.57 units (conversion quoted quote/account)
    name: 'EUR/GBP in a USD account, conversion GBP/USD',
    input: {
      instrument: 'forex',
      accountCurrency: 'USD',
      accountBalance: 5000,
      riskPct: 1,
      pair: 'EUR/GBP',
      stopPips: 200,
      conversion: { pair: 'GBP/USD', price: 1.75 },
    },
    expected: {
      riskAmountInQuote: close(28.571429),
      units: close(1428.571429),
      lotsFloored: 0.01,
      pipValuePerStandardLot: 17.5,
    },
  },
  {
    // Babypips School, Position Sizing: CHF 5,000 account, 1%, USD/JPY, 100 pips, CHF/JPY 85.00:
    // CHF 50 = JPY 4,250 -> JPY 42.50 a pip -> 4,250 units (conversion quoted account/quote)
    name: 'USD/JPY in a CHF account, conversion CHF/JPY',
    input: {
      instrument: 'forex',
      accountCurrency: 'CHF',
      accountBalance: 5000,
      riskPct: 1,
      pair: 'USD/JPY',
      stopPips: 100,
      conversion: { pair: 'CHF/JPY', price: 85 },
    },
    expected: {
      riskAmountInQuote: 4250,
      units: 4250,
      lots: 0.0425,
      lotsFloored: 0.04,
      size: 4000,
      actualRisk: close(47.058824),
    },
  },
  {
    // theessentialsoftrading.com "Working out position size in forex": GBP 10,000, 1% = GBP 100, USD/CHF
    // at 1.05, 20-pip stop, GBP/USD 1.50 -> $78,750 (a conversion between the account and the base)
    name: 'USD/CHF in a GBP account, conversion GBP/USD via the base',
    input: {
      instrument: 'forex',
      accountCurrency: 'GBP',
      accountBalance: 10_000,
      riskPct: 1,
      pair: 'USD/CHF',
      entry: 1.05,
      stop: 1.048,
      conversion: { pair: 'GBP/USD', price: 1.5 },
    },
    expected: { units: 78_750, lots: 0.7875, lotsFloored: 0.78, size: 78_000, riskAmountInQuote: 157.5 },
  },
  {
    // float trap: USD 2,900 x 1% = 29 over 10 pips at $10 a lot is 0.29 lots, which 0.29 / 0.01 in
    // floats would floor to 0.28
    name: '0.29 lots stays 0.29',
    input: {
      instrument: 'forex',
      accountCurrency: 'USD',
      accountBalance: 2900,
      riskPct: 1,
      pair: 'EUR/USD',
      stopPips: 10,
    },
    expected: { lots: 0.29, lotsFloored: 0.29, size: 29_000, units: 29_000, actualRisk: 29 },
  },
  {
    // float trap: 1.1050 - 1.1000 is 50 pips exactly (floats: 49.99999999999893); Babypips $10 a lot
    name: 'EUR/USD stop from prices',
    input: { instrument: 'forex', side: 'long', riskAmount: 100, pair: 'eur/usd', entry: 1.105, stop: 1.1 },
    expected: { riskPerUnit: 0.005, units: 20_000, lots: 0.2, lotsFloored: 0.2, positionValue: 22_100 },
  },
  {
    // JPY pip 0.01: USD account, USD/JPY entry 150.00, stop 149.50 = 50 pips, pip value 0.01 / 150 a
    // unit: $100 risk -> 30,000 units exactly, though 1 / 150 has no finite decimal
    name: 'USD/JPY, account = base, pairPrice from entry',
    input: {
      instrument: 'forex',
      accountCurrency: 'USD',
      riskAmount: 100,
      pair: 'USD/JPY',
      entry: 150,
      stop: 149.5,
    },
    expected: {
      units: 30_000,
      lots: 0.3,
      lotsFloored: 0.3,
      pipValuePerStandardLot: close(6.666667),
      riskAmountInQuote: 15_000,
    },
  },
  {
    // exobeacon.com pip value: USD/JPY 1 standard lot pip = 1,000 JPY; a JPY account needs no conversion
    name: 'USD/JPY in a JPY account (default account = quote)',
    input: { instrument: 'forex', riskAmount: 10_000, pair: 'USD/JPY', stopPips: 20, lotStep: 0.1 },
    expected: { pipValuePerStandardLot: 1000, lots: 0.5, lotsFloored: 0.5, size: 50_000, actualRisk: 10_000 },
  },
];

describe('positionSize: forex', () => {
  it.each(forex)('$name', ({ input, expected }) => {
    expect(positionSize(input)).toMatchObject(expected);
  });

  // each case changes one thing in a valid EUR/USD input
  const eurusd = {
    instrument: 'forex',
    accountCurrency: 'USD',
    riskAmount: 100,
    pair: 'EUR/USD',
    stopPips: 20,
  };
  const errors: [string, Record<string, unknown>, string, string][] = [
    ['pair without slash', { pair: 'EURUSD' }, 'TRADE-001', 'pair'],
    ['no pair', { pair: undefined }, 'VALIDATION-001', 'pair'],
    ['cross without conversion', { pair: 'EUR/GBP' }, 'VALIDATION-001', 'conversion'],
    [
      'conversion that does not join the currencies',
      { pair: 'EUR/GBP', conversion: { pair: 'AUD/NZD', price: 1.1 } },
      'TRADE-001',
      'conversion.pair',
    ],
    [
      'conversion without a price',
      { pair: 'EUR/GBP', conversion: { pair: 'GBP/USD' } },
      'VALIDATION-001',
      'conversion.price',
    ],
    ['account = base without a price', { pair: 'USD/JPY' }, 'VALIDATION-001', 'pairPrice'],
    ['stopPips and a stop price', { entry: 1.1, stop: 1.09 }, 'VALIDATION-002', 'stop'],
    ['negative stopPips', { stopPips: -20 }, 'VALIDATION-009', 'stopPips'],
    ['no stop at all', { stopPips: undefined }, 'VALIDATION-001', 'stopPips'],
    [
      'a stop on the wrong side',
      { stopPips: undefined, side: 'short', entry: 1.1, stop: 1.09 },
      'TRADE-002',
      'stop',
    ],
    ['bad account currency', { accountCurrency: 'dollars' }, 'VALIDATION-002', 'accountCurrency'],
    ['zero lot step', { lotStep: 0 }, 'VALIDATION-009', 'lotStep'],
  ];
  it.each(errors)('rejects %s', (_name, change, code, field) => {
    expect(thrownBy(() => positionSize(untyped({ ...eurusd, ...change })))).toEqual({ code, field });
  });
});
