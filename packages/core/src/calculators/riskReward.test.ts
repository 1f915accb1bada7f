import { describe, expect, it } from 'vitest';
import { riskReward, riskRewardInfo, type RiskRewardInput, type RiskRewardResult } from './riskReward.ts';
import { thrownBy, untyped } from './test-support.ts';

const cases: {
  name: string;
  input: RiskRewardInput;
  expected: Partial<Record<keyof RiskRewardResult, unknown>>;
}[] = [
  {
    // Investopedia, "Risk/Reward Ratio": 100 shares of XYZ at $20, stop $15, target $30: risk $5 to
    // make $10 a share, "a 1:2 risk-reward ratio"; $500 at risk
    name: 'Investopedia long stock',
    input: { side: 'long', entry: 20, stop: 15, target: 30, quantity: 100 },
    expected: {
      riskPerUnit: 5,
      rewardPerUnit: 10,
      rewardToRisk: 2,
      riskToReward: 0.5,
      breakevenWinRatePct: expect.closeTo(33.333333, 5),
      totalRisk: 500,
      totalReward: 1000,
      riskPips: null,
      rewardPips: null,
    },
  },
  {
    // the same trade mirrored as a short: stop above, target below
    name: 'short stock',
    input: { side: 'short', entry: 30, stop: 35, target: 20, quantity: 10 },
    expected: { riskPerUnit: 5, rewardPerUnit: 10, rewardToRisk: 2, totalRisk: 50, totalReward: 100 },
  },
  {
    // Babypips pips (0.0001 for EUR/USD); float trap: 1.1000 - 1.0950 is 50 pips exactly (floats:
    // 0.005000000000000115)
    name: 'EUR/USD in pips',
    input: { side: 'long', entry: 1.1, stop: 1.095, target: 1.11, pair: 'EUR/USD' },
    expected: {
      riskPerUnit: 0.005,
      rewardPerUnit: 0.01,
      riskPips: 50,
      rewardPips: 100,
      rewardToRisk: 2,
      totalRisk: null,
    },
  },
  {
    // Babypips: the pip of a yen-quoted pair is 0.01
    name: 'USD/JPY short in pips',
    input: { side: 'short', entry: 150, stop: 150.5, target: 149, pair: 'USD/JPY' },
    expected: { riskPips: 50, rewardPips: 100, riskToReward: 0.5 },
  },
  {
    // break-even win rate = risk / (risk + reward): 1:3 breaks even winning 25% of trades
    name: 'one to three',
    input: { side: 'long', entry: 100, stop: 99, target: 103 },
    expected: { rewardToRisk: 3, riskToReward: expect.closeTo(0.333333, 6), breakevenWinRatePct: 25 },
  },
  {
    // float trap: (0.6 - 0.3) / (0.3 - 0.1) is 1.5 exactly (floats: 1.5000000000000002)
    name: 'float-noise prices',
    input: { side: 'long', entry: 0.3, stop: 0.1, target: 0.6, quantity: 3 },
    expected: { riskPerUnit: 0.2, rewardPerUnit: 0.3, rewardToRisk: 1.5, totalRisk: 0.6, totalReward: 0.9 },
  },
];

describe('riskReward', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(riskReward(input)).toMatchObject(expected);
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    ['stop equal to entry', { side: 'long', entry: 20, stop: 20, target: 30 }, 'TRADE-002', 'stop'],
    ['target equal to entry', { side: 'long', entry: 20, stop: 15, target: 20 }, 'TRADE-002', 'target'],
    ['long target below entry', { side: 'long', entry: 20, stop: 15, target: 18 }, 'TRADE-002', 'target'],
    ['short stop below entry', { side: 'short', entry: 20, stop: 15, target: 10 }, 'TRADE-002', 'stop'],
    ['no side', { entry: 20, stop: 15, target: 30 }, 'VALIDATION-001', 'side'],
    [
      'negative quantity',
      { side: 'long', entry: 20, stop: 15, target: 30, quantity: -1 },
      'TRADE-003',
      'quantity',
    ],
    ['bad pair', { side: 'long', entry: 20, stop: 15, target: 30, pair: 'EUR-USD' }, 'TRADE-001', 'pair'],
    ['NaN target', { side: 'long', entry: 20, stop: 15, target: Number.NaN }, 'VALIDATION-010', 'target'],
    ['zero price', { side: 'long', entry: 0, stop: 15, target: 30 }, 'TRADE-002', 'entry'],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => riskReward(untyped(input)))).toEqual({ code, field });
  });

  it('states which ratio is the headline', () => {
    expect(riskRewardInfo.convention).toMatch(/reward to risk/);
  });
});
