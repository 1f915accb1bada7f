import { riskReward, type RiskRewardInput, type RiskRewardResult } from '@edgelog/core';
import type { ResultLine } from '../components/result-panel';
import { formatMoney, formatNumber, formatPercent, formatPrice } from './format';
import { readNumbers } from './number-input';
import { pairCurrencies } from './options';
import { compute, type Outcome } from './outcome';
import { RISK_WARNING_PCT, formInput, instrumentOf, sideOf, type ResultView } from './common';
import type { TradePrefill } from './trade-prefill';
import { defaultFields } from './trading-defaults';
import type { TradingDefaults } from '@edgelog/core';

export const RISK_REWARD_DEFAULTS = {
  instrument: 'stock',
  side: 'long',
  symbol: '',
  pair: 'EUR/USD',
  accountCurrency: 'USD',
  entry: '',
  stop: '',
  target: '',
  quantity: '',
  accountBalance: '10,000',
};

export type RiskRewardForm = typeof RISK_REWARD_DEFAULTS;

/** The balance (for the risk warning) and its currency from the user's trading defaults. */
export function riskRewardFromDefaults(defaults: TradingDefaults): Partial<RiskRewardForm> {
  return defaultFields(defaults, { currency: true, balance: true });
}

const NUMERIC = ['entry', 'stop', 'target', 'quantity', 'accountBalance'] as const;

export function computeRiskReward(form: RiskRewardForm): Outcome<RiskRewardResult> {
  const { numbers: n, errors } = readNumbers(form, NUMERIC);
  const forex = instrumentOf(form) === 'forex';
  const fields = ['entry', 'stop', 'target', 'quantity', 'accountBalance', ...(forex ? ['pair'] : [])];
  return compute(
    () =>
      riskReward(
        formInput<RiskRewardInput>({
          side: sideOf(form),
          entry: n.entry,
          stop: n.stop,
          target: n.target,
          quantity: n.quantity,
          pair: forex ? form.pair : undefined,
        }),
      ),
    { fields, parseErrors: errors },
  );
}

/** Money is in the account currency, or for a currency pair in its quote currency. */
export function moneyCurrency(form: { instrument: string; pair: string; accountCurrency: string }): string {
  if (form.instrument !== 'forex') return form.accountCurrency;
  return pairCurrencies(form.pair)?.quote ?? form.accountCurrency;
}

export function riskRewardView(form: RiskRewardForm, result: RiskRewardResult): ResultView {
  const instrument = instrumentOf(form);
  const ccy = moneyCurrency(form);
  const ratio = (value: number) => formatNumber(value, { min: 2, max: 2 });
  const warnings: string[] = [];
  if (result.rewardToRisk < 1) {
    warnings.push(
      `The target pays less than the stop risks: such trades must win more than ${formatPercent(result.breakevenWinRatePct, { digits: 1 })} of the time to break even.`,
    );
  }
  const balance = readNumbers(form, ['accountBalance']).numbers.accountBalance;
  if (balance && result.totalRisk !== null && instrument !== 'forex') {
    const share = (result.totalRisk / balance) * 100;
    if (share > RISK_WARNING_PCT)
      warnings.push(`Risk exceeds ${RISK_WARNING_PCT}% of the balance (${formatPercent(share)}).`);
  }
  const lines: ResultLine[] = [
    { id: 'risk-to-reward', label: 'Risk : reward', value: `1 : ${ratio(result.rewardToRisk)}` },
    { id: 'breakeven', label: 'Break-even win rate', value: formatPercent(result.breakevenWinRatePct) },
    {
      id: 'risk-per-unit',
      label: 'Risk per unit (entry to stop)',
      value: formatPrice(result.riskPerUnit, instrument, form.pair),
    },
    {
      id: 'reward-per-unit',
      label: 'Reward per unit (entry to target)',
      value: formatPrice(result.rewardPerUnit, instrument, form.pair),
    },
  ];
  if (result.riskPips !== null) {
    lines.push({
      id: 'risk-pips',
      label: 'Stop distance',
      value: `${formatNumber(result.riskPips, { max: 1 })} pips`,
    });
    lines.push({
      id: 'reward-pips',
      label: 'Target distance',
      value: `${formatNumber(result.rewardPips, { max: 1 })} pips`,
    });
  }
  if (result.totalRisk !== null) {
    lines.push({ id: 'total-risk', label: 'Total risk', value: formatMoney(result.totalRisk, ccy) });
    lines.push({ id: 'total-reward', label: 'Total reward', value: formatMoney(result.totalReward, ccy) });
  }
  return {
    headline: {
      id: 'reward-to-risk',
      label: 'Reward to risk',
      value: ratio(result.rewardToRisk),
      detail: `The target pays ${ratio(result.rewardToRisk)} times what the stop risks`,
    },
    lines,
    warnings,
  };
}

export function riskRewardPrefill(
  form: RiskRewardForm,
  result: RiskRewardResult | null,
): TradePrefill | null {
  if (!result) return null;
  const instrument = instrumentOf(form);
  const { numbers } = readNumbers(form, ['entry', 'stop', 'target', 'quantity']);
  return {
    from: 'risk-reward',
    instrument,
    symbol: (instrument === 'forex' ? form.pair : form.symbol).trim().toUpperCase() || undefined,
    side: sideOf(form),
    entry: numbers.entry,
    stop: numbers.stop,
    target: numbers.target,
    quantity: numbers.quantity,
  };
}
