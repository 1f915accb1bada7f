import { describe, expect, it } from 'vitest';
import { positionSize, positionSizeInfo, type PositionSizeInput, type PositionSizeResult } from './positionSize.ts';
import { thrownBy, untyped } from './test-support.ts';

interface Case {
  name: string;
  input: PositionSizeInput;
  expected: Partial<Record<keyof PositionSizeResult, unknown>>;
}

const close = (value: number, digits = 6) => expect.closeTo(value, digits);

const stockAndCrypto: Case[] = [
  {
    // peaknewsdaily.com "How to manage risk per trade": $10,000, 1% = $100, entry 50, stop 48 -> 50 shares
    name: 'stock, long inferred from the stop',
    input: { instrument: 'stock', accountBalance: 10_000, riskPct: 1, entry: 50, stop: 48 },
    expected: { riskAmount: 100, riskPerUnit: 2, sizeRaw: 50, size: 50, positionValue: 2500, actualRisk: 100 },
  },
  {
    // kulkalotar.com stock position size: $50,000, 1% = $500, entry 42, stop 39 -> 166 shares, $6,972
    name: 'stock, size floored to whole shares',
    input: { instrument: 'stock', side: 'long', accountBalance: 50_000, riskPct: 1, entry: 42, stop: 39 },
    expected: { riskAmount: 500, riskPerUnit: 3, sizeRaw: close(166.666667), size: 166, positionValue: 6972, actualRisk: 498 },
  },
  {
    // phucnguyenvan.com "Stop-loss and position sizing": A$50,000, 2%, buy 40, stop 37 -> 333 shares;
    // the same risk short (stop above entry) mirrors it
    name: 'stock, short',
    input: { instrument: 'stock', side: 'short', accountBalance: 50_000, riskPct: 2, entry: 37, stop: 40 },
    expected: { riskAmount: 1000, riskPerUnit: 3, size: 333, positionValue: 12_321, actualRisk: 999, units: null, stopTicks: null },
  },
  {
    // yogicalc.com position sizing formula (risk / (entry - stop)) applied to a coin; default step 1e-8
    name: 'crypto, floored to 0.00000001',
    input: { instrument: 'crypto', accountBalance: 10_000, riskPct: 1, entry: 30_000, stop: 29_400 },
    expected: { riskAmount: 100, riskPerUnit: 600, size: 0.16666666, positionValue: 4999.9998, actualRisk: 99.999996 },
  },
  {
    // same formula with an exchange step of 0.001 BTC; float noise trap: 0.7% of 10,000 is exactly 70
    name: 'crypto, sizeStep and a fractional risk percent',
    input: { instrument: 'crypto', accountBalance: 10_000, riskPct: 0.7, entry: 2.5, stop: 2.4, sizeStep: 0.001 },
    expected: { riskAmount: 70, riskPerUnit: 0.1, sizeRaw: 700, size: 700, actualRisk: 70 },
  },
  {
    // same formula with the risk in money; float trap: 0.3 / (1.1 - 1) is 3 exactly (floats say
    // 2.9999999999999973, floored to 2) and 3 x 1.1 is 3.3 (floats: 3.3000000000000003)
    name: 'riskAmount, float-noise floor',
    input: { instrument: 'crypto', riskAmount: 0.3, entry: 1.1, stop: 1, sizeStep: 1 },
    expected: { riskAmount: 0.3, riskPerUnit: 0.1, sizeRaw: 3, size: 3, positionValue: 3.3, actualRisk: 0.3 },
  },
];

const futures: Case[] = [
  {
    // CME E-mini S&P 500 contract specs: tick 0.25 index points = $12.50; 10 points = 40 ticks = $500
    name: 'ES, whole contracts',
    input: { instrument: 'futures', accountBalance: 100_000, riskPct: 1, entry: 4500, stop: 4490, tickSize: 0.25, tickValue: 12.5 },
    expected: { riskAmount: 1000, stopTicks: 40, riskPerUnit: 500, sizeRaw: 2, size: 2, positionValue: 450_000, actualRisk: 1000 },
  },
  {
    // CME Micro E-mini S&P 500: tick 0.25 = $1.25; 10.5 points = 42 ticks = $52.50 -> 5.71 -> 5 contracts
    name: 'MES, floored',
    input: { instrument: 'futures', side: 'short', riskAmount: 300, entry: 5000, stop: 5010.5, tickSize: 0.25, tickValue: 1.25 },
    expected: { stopTicks: 42, riskPerUnit: 52.5, sizeRaw: close(5.714286), size: 5, positionValue: 125_000, actualRisk: 262.5 },
  },
];

const forex: Case[] = [
  {
    // Babypips School, Position Sizing: USD 5,000 account, 1% = USD 50, EUR/USD, 200-pip stop
    // -> USD 0.25 a pip -> 2,500 units (2.5 micro lots)
    name: 'EUR/USD, account = quote',
    input: { instrument: 'forex', accountCurrency: 'USD', accountBalance: 5000, riskPct: 1, pair: 'EUR/USD', stopPips: 200 },
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
    input: { instrument: 'forex', accountCurrency: 'USD', accountBalance: 5000, riskPct: 1, pair: 'USD/CHF', pairPrice: 1.5, stopPips: 200 },
    expected: { riskAmountInQuote: 75, units: 3750, lots: 0.0375, lotsFloored: 0.03, size: 3000, positionValue: 3000, actualRisk: 40 },
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
    expected: { riskAmountInQuote: close(28.571429), units: close(1428.571429), lotsFloored: 0.01, pipValuePerStandardLot: 17.5 },
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
    expected: { riskAmountInQuote: 4250, units: 4250, lots: 0.0425, lotsFloored: 0.04, size: 4000, actualRisk: close(47.058824) },
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
    input: { instrument: 'forex', accountCurrency: 'USD', accountBalance: 2900, riskPct: 1, pair: 'EUR/USD', stopPips: 10 },
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
    input: { instrument: 'forex', accountCurrency: 'USD', riskAmount: 100, pair: 'USD/JPY', entry: 150, stop: 149.5 },
    expected: { units: 30_000, lots: 0.3, lotsFloored: 0.3, pipValuePerStandardLot: close(6.666667), riskAmountInQuote: 15_000 },
  },
  {
    // exobeacon.com pip value: USD/JPY 1 standard lot pip = 1,000 JPY; a JPY account needs no conversion
    name: 'USD/JPY in a JPY account (default account = quote)',
    input: { instrument: 'forex', riskAmount: 10_000, pair: 'USD/JPY', stopPips: 20, lotStep: 0.1 },
    expected: { pipValuePerStandardLot: 1000, lots: 0.5, lotsFloored: 0.5, size: 50_000, actualRisk: 10_000 },
  },
];

describe('positionSize', () => {
  it.each([...stockAndCrypto, ...futures, ...forex])('$name', ({ input, expected }) => {
    expect(positionSize(input)).toMatchObject(expected);
  });

  it('never risks more than the amount at risk', () => {
    for (const stop of [47.13, 48.01, 49.99]) {
      const r = positionSize({ instrument: 'stock', accountBalance: 12_345.67, riskPct: 1.5, entry: 50, stop });
      expect(r.actualRisk).toBeLessThanOrEqual(r.riskAmount);
      expect(Number.isInteger(r.size)).toBe(true);
    }
  });

  const errors: [string, Record<string, unknown>, string, string?][] = [
    ['stop equal to entry', { instrument: 'stock', riskAmount: 100, entry: 50, stop: 50 }, 'TRADE-002', 'stop'],
    ['long with the stop above entry', { instrument: 'stock', side: 'long', riskAmount: 100, entry: 50, stop: 51 }, 'TRADE-002', 'stop'],
    ['short with the stop below entry', { instrument: 'crypto', side: 'short', riskAmount: 100, entry: 50, stop: 49 }, 'TRADE-002', 'stop'],
    ['zero balance', { instrument: 'stock', accountBalance: 0, riskPct: 1, entry: 50, stop: 48 }, 'VALIDATION-009', 'accountBalance'],
    ['negative balance', { instrument: 'stock', accountBalance: -5, riskPct: 1, entry: 50, stop: 48 }, 'VALIDATION-009', 'accountBalance'],
    ['risk above 100%', { instrument: 'stock', accountBalance: 1000, riskPct: 150, entry: 50, stop: 48 }, 'VALIDATION-009', 'riskPct'],
    ['riskPct and riskAmount', { instrument: 'stock', accountBalance: 1000, riskPct: 1, riskAmount: 5, entry: 50, stop: 48 }, 'VALIDATION-002'],
    ['NaN entry', { instrument: 'stock', riskAmount: 100, entry: Number.NaN, stop: 48 }, 'VALIDATION-010', 'entry'],
    ['Infinity stop', { instrument: 'stock', riskAmount: 100, entry: 50, stop: Number.POSITIVE_INFINITY }, 'VALIDATION-010', 'stop'],
    ['price as text', { instrument: 'stock', riskAmount: 100, entry: '50', stop: 48 }, 'VALIDATION-010', 'entry'],
    ['negative entry', { instrument: 'stock', riskAmount: 100, entry: -50, stop: 48 }, 'TRADE-002', 'entry'],
    ['no instrument', { riskAmount: 100, entry: 50, stop: 48 }, 'VALIDATION-001', 'instrument'],
    ['unknown instrument', { instrument: 'bond', riskAmount: 100, entry: 50, stop: 48 }, 'VALIDATION-002', 'instrument'],
    ['negative size step', { instrument: 'crypto', riskAmount: 100, entry: 50, stop: 48, sizeStep: -1 }, 'VALIDATION-009', 'sizeStep'],
    ['futures without tick value', { instrument: 'futures', riskAmount: 100, entry: 50, stop: 48, tickSize: 0.25 }, 'VALIDATION-001', 'tickValue'],
    ['pair without slash', { instrument: 'forex', riskAmount: 100, pair: 'EURUSD', stopPips: 20 }, 'TRADE-001', 'pair'],
    ['cross without conversion', { instrument: 'forex', accountCurrency: 'USD', riskAmount: 100, pair: 'EUR/GBP', stopPips: 20 }, 'VALIDATION-001', 'conversion'],
    [
      'conversion that does not join the currencies',
      { instrument: 'forex', accountCurrency: 'USD', riskAmount: 100, pair: 'EUR/GBP', stopPips: 20, conversion: { pair: 'AUD/NZD', price: 1.1 } },
      'TRADE-001',
      'conversion.pair',
    ],
    ['account = base without a price', { instrument: 'forex', accountCurrency: 'USD', riskAmount: 100, pair: 'USD/JPY', stopPips: 20 }, 'VALIDATION-001', 'pairPrice'],
    ['stopPips and a stop price', { instrument: 'forex', riskAmount: 100, pair: 'EUR/USD', stopPips: 20, entry: 1.1, stop: 1.09 }, 'VALIDATION-002', 'stop'],
    ['negative stopPips', { instrument: 'forex', riskAmount: 100, pair: 'EUR/USD', stopPips: -20 }, 'VALIDATION-009', 'stopPips'],
    ['not an object', [], 'VALIDATION-010'],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    const thrown = thrownBy(() => positionSize(untyped(input)));
    expect(thrown.code).toBe(code);
    if (field) expect(thrown.field).toBe(field);
  });

  it('describes its formula and convention', () => {
    expect(positionSizeInfo.formula).toContain('floor');
    expect(positionSizeInfo.alternatives.length).toBeGreaterThan(0);
  });
});
