import { describe, expect, it } from 'vitest';
import {
  positionSize,
  positionSizeInfo,
  type PositionSizeInput,
  type PositionSizeResult,
} from './positionSize.ts';
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
    expected: {
      riskAmount: 100,
      riskPerUnit: 2,
      sizeRaw: 50,
      size: 50,
      positionValue: 2500,
      actualRisk: 100,
    },
  },
  {
    // kulkalotar.com stock position size: $50,000, 1% = $500, entry 42, stop 39 -> 166 shares, $6,972
    name: 'stock, size floored to whole shares',
    input: { instrument: 'stock', side: 'long', accountBalance: 50_000, riskPct: 1, entry: 42, stop: 39 },
    expected: {
      riskAmount: 500,
      riskPerUnit: 3,
      sizeRaw: close(166.666667),
      size: 166,
      positionValue: 6972,
      actualRisk: 498,
    },
  },
  {
    // phucnguyenvan.com "Stop-loss and position sizing": A$50,000, 2%, buy 40, stop 37 -> 333 shares;
    // the same risk short (stop above entry) mirrors it
    name: 'stock, short',
    input: { instrument: 'stock', side: 'short', accountBalance: 50_000, riskPct: 2, entry: 37, stop: 40 },
    expected: {
      riskAmount: 1000,
      riskPerUnit: 3,
      size: 333,
      positionValue: 12_321,
      actualRisk: 999,
      units: null,
      stopTicks: null,
    },
  },
  {
    // yogicalc.com position sizing formula (risk / (entry - stop)) applied to a coin; default step 1e-8
    name: 'crypto, floored to 0.00000001',
    input: { instrument: 'crypto', accountBalance: 10_000, riskPct: 1, entry: 30_000, stop: 29_400 },
    expected: {
      riskAmount: 100,
      riskPerUnit: 600,
      size: 0.16666666,
      positionValue: 4999.9998,
      actualRisk: 99.999996,
    },
  },
  {
    // same formula with an exchange step of 0.001 BTC; float noise trap: 0.7% of 10,000 is exactly 70
    name: 'crypto, sizeStep and a fractional risk percent',
    input: {
      instrument: 'crypto',
      accountBalance: 10_000,
      riskPct: 0.7,
      entry: 2.5,
      stop: 2.4,
      sizeStep: 0.001,
    },
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
    input: {
      instrument: 'futures',
      accountBalance: 100_000,
      riskPct: 1,
      entry: 4500,
      stop: 4490,
      tickSize: 0.25,
      tickValue: 12.5,
    },
    expected: {
      riskAmount: 1000,
      stopTicks: 40,
      riskPerUnit: 500,
      sizeRaw: 2,
      size: 2,
      positionValue: 450_000,
      actualRisk: 1000,
    },
  },
  {
    // CME Micro E-mini S&P 500: tick 0.25 = $1.25; 10.5 points = 42 ticks = $52.50 -> 5.71 -> 5 contracts
    name: 'MES, floored',
    input: {
      instrument: 'futures',
      side: 'short',
      riskAmount: 300,
      entry: 5000,
      stop: 5010.5,
      tickSize: 0.25,
      tickValue: 1.25,
    },
    expected: {
      stopTicks: 42,
      riskPerUnit: 52.5,
      sizeRaw: close(5.714286),
      size: 5,
      positionValue: 125_000,
      actualRisk: 262.5,
    },
  },
];

describe('positionSize: stocks, crypto, futures', () => {
  it.each([...stockAndCrypto, ...futures])('$name', ({ input, expected }) => {
    expect(positionSize(input)).toMatchObject(expected);
  });

  it('never risks more than the amount at risk', () => {
    for (const stop of [47.13, 48.01, 49.99]) {
      const r = positionSize({
        instrument: 'stock',
        accountBalance: 12_345.67,
        riskPct: 1.5,
        entry: 50,
        stop,
      });
      expect(r.actualRisk).toBeLessThanOrEqual(r.riskAmount);
      expect(Number.isInteger(r.size)).toBe(true);
    }
  });

  // each case changes one thing in a valid stock input
  const stock = { instrument: 'stock', accountBalance: 10_000, riskPct: 1, entry: 50, stop: 48 };
  const errors: [string, Record<string, unknown>, string, string][] = [
    ['stop equal to entry', { stop: 50 }, 'TRADE-002', 'stop'],
    ['long with the stop above entry', { side: 'long', stop: 51 }, 'TRADE-002', 'stop'],
    ['short with the stop below entry', { side: 'short' }, 'TRADE-002', 'stop'],
    ['zero balance', { accountBalance: 0 }, 'VALIDATION-009', 'accountBalance'],
    ['negative balance', { accountBalance: -5 }, 'VALIDATION-009', 'accountBalance'],
    ['risk above 100%', { riskPct: 150 }, 'VALIDATION-009', 'riskPct'],
    ['no risk', { riskPct: null }, 'VALIDATION-001', 'riskPct'],
    ['riskPct and riskAmount', { riskAmount: 5 }, 'VALIDATION-002', 'riskPct'],
    ['NaN entry', { entry: Number.NaN }, 'VALIDATION-010', 'entry'],
    ['Infinity stop', { stop: Number.POSITIVE_INFINITY }, 'VALIDATION-010', 'stop'],
    ['price as text', { entry: '50' }, 'VALIDATION-010', 'entry'],
    ['negative entry', { entry: -50 }, 'TRADE-002', 'entry'],
    ['no instrument', { instrument: undefined }, 'VALIDATION-001', 'instrument'],
    ['unknown instrument', { instrument: 'bond' }, 'VALIDATION-002', 'instrument'],
    ['unknown side', { side: 'up' }, 'VALIDATION-002', 'side'],
    ['negative size step', { instrument: 'crypto', sizeStep: -1 }, 'VALIDATION-009', 'sizeStep'],
    ['futures without tick value', { instrument: 'futures', tickSize: 0.25 }, 'VALIDATION-001', 'tickValue'],
    [
      'futures with a zero tick',
      { instrument: 'futures', tickSize: 0, tickValue: 12.5 },
      'VALIDATION-009',
      'tickSize',
    ],
  ];
  it.each(errors)('rejects %s', (_name, change, code, field) => {
    expect(thrownBy(() => positionSize(untyped({ ...stock, ...change })))).toEqual({ code, field });
  });

  it('rejects an input that is not an object', () => {
    expect(thrownBy(() => positionSize(untyped([]))).code).toBe('VALIDATION-010');
  });

  it('describes its formula and convention', () => {
    expect(positionSizeInfo.formula).toContain('floor');
    expect(positionSizeInfo.alternatives.length).toBeGreaterThan(0);
  });
});
