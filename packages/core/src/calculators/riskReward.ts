// Risk/reward of a planned trade from its entry, stop and target.
//
// Rounding: exact arithmetic on the inputs' decimal values, each result the nearest double to its
// exact value (a 1:3 trade's riskToReward is 0.3333333333333333); nothing is rounded for display.
import { checkedResult } from './errors.ts';
import { Exact } from './exact.ts';
import { parsePair, pipSizeFor } from './forex.ts';
import type { CalculatorInfo } from './info.ts';
import { checkSideOfEntry, readEntryAndStop, readSide, type Side } from './trade.ts';
import { isGiven, readFields, readPrice, readQuantity } from './validate.ts';

export interface RiskRewardInput {
  side: Side;
  entry: number;
  stop: number;
  target: number;
  /** Shares, coins, units or contracts; totals are null without it. */
  quantity?: number | null;
  /** Forex `BASE/QUOTE`: adds the distances in pips. */
  pair?: string | null;
}

export interface RiskRewardResult {
  riskPerUnit: number;
  rewardPerUnit: number;
  /** reward / risk: 2 for a trade that aims to make twice what it risks ("1:2" risk:reward). */
  rewardToRisk: number;
  /** risk / reward: 0.5 for the same trade. */
  riskToReward: number;
  /** risk / (risk + reward) x 100: the win rate at which the trade breaks even, before fees. */
  breakevenWinRatePct: number;
  totalRisk: number | null;
  totalReward: number | null;
  riskPips: number | null;
  rewardPips: number | null;
}

export const riskRewardInfo: CalculatorInfo = {
  formula:
    'risk = |entry - stop|, reward = |target - entry|; reward:risk = reward / risk; break-even win rate = risk / (risk + reward) x 100',
  convention:
    'The headline figure is reward to risk (2 means the target pays twice the risk, written 1:2 as risk:reward); both ratios are shown. Fees and slippage are not included.',
  alternatives: [
    'Many sites state the ratio as risk:reward (1:2, or 0.5), others as reward:risk (2:1, or 2).',
    'Some include commissions in risk and reward, which lowers the ratio.',
  ],
};

export function riskReward(input: RiskRewardInput): RiskRewardResult {
  const fields = readFields(input);
  const side = readSide(fields, true);
  const { entry, distance: risk } = readEntryAndStop(fields, side);
  const target = Exact.of(readPrice(fields, 'target', true));
  checkSideOfEntry(entry, target, side, 'target', 'profit');
  const reward = target.minus(entry).abs();
  const quantity = readQuantity(fields, 'quantity');
  const pip = isGiven(fields, 'pair') ? pipSizeFor(parsePair(fields.pair)) : undefined;

  return checkedResult({
    riskPerUnit: risk.toNumber(),
    rewardPerUnit: reward.toNumber(),
    rewardToRisk: reward.div(risk).toNumber(),
    riskToReward: risk.div(reward).toNumber(),
    breakevenWinRatePct: risk.div(risk.plus(reward)).times(100).toNumber(),
    totalRisk: quantity === undefined ? null : risk.times(quantity).toNumber(),
    totalReward: quantity === undefined ? null : reward.times(quantity).toNumber(),
    riskPips: pip === undefined ? null : risk.div(pip).toNumber(),
    rewardPips: pip === undefined ? null : reward.div(pip).toNumber(),
  });
}
