import { lotSize, type LotSizeInput, type LotSizeResult } from '@edgelog/core';
import { RISK_WARNING_PCT, formInput, type ResultView } from './common';
import { formatLots, formatMoney, formatNumber, formatPercent } from './format';
import { readNumbers } from './number-input';
import { needsConversion, pairCurrencies } from './options';
import { compute, type Outcome } from './outcome';
import { defaultFields } from './trading-defaults';
import type { TradingDefaults } from '@edgelog/core';

export const LOT_SIZE_DEFAULTS = {
  accountCurrency: 'USD',
  accountBalance: '10,000',
  riskPct: '1',
  pair: 'EUR/USD',
  stopPips: '',
  pairPrice: '',
  conversionPair: '',
  conversionPrice: '',
  lotStep: '0.01',
};

export type LotSizeForm = typeof LOT_SIZE_DEFAULTS;

export function lotSizeFromDefaults(defaults: TradingDefaults): Partial<LotSizeForm> {
  return defaultFields(defaults, { currency: true, balance: true, risk: true });
}

/** The pair price matters when the account is the pair's base, or the conversion goes through the base. */
export function asksPairPrice(form: { pair: string; accountCurrency: string }): boolean {
  return (
    pairCurrencies(form.pair)?.base === form.accountCurrency ||
    needsConversion(form.pair, form.accountCurrency)
  );
}

export function lotSizeFields(form: LotSizeForm): string[] {
  const fields = ['accountBalance', 'riskPct', 'pair', 'stopPips', 'lotStep', 'accountCurrency'];
  if (asksPairPrice(form)) fields.push('pairPrice');
  if (needsConversion(form.pair, form.accountCurrency)) fields.push('conversionPair', 'conversionPrice');
  return fields;
}

export function computeLotSize(form: LotSizeForm): Outcome<LotSizeResult> {
  const fields = lotSizeFields(form);
  const numeric = (
    ['accountBalance', 'riskPct', 'stopPips', 'pairPrice', 'conversionPrice', 'lotStep'] as const
  ).filter((name) => fields.includes(name));
  const { numbers: n, errors } = readNumbers(form, numeric);
  const conversion =
    fields.includes('conversionPair') && n.conversionPrice !== undefined
      ? { pair: form.conversionPair, price: n.conversionPrice }
      : undefined;
  const input = formInput<LotSizeInput>({
    accountCurrency: form.accountCurrency,
    accountBalance: n.accountBalance,
    riskPct: n.riskPct,
    stopPips: n.stopPips,
    pair: form.pair,
    pairPrice: n.pairPrice,
    conversion,
    lotStep: n.lotStep,
  });
  return compute(() => lotSize(input), { fields, parseErrors: errors });
}

export function lotSizeView(form: LotSizeForm, result: LotSizeResult): ResultView {
  const ccy = form.accountCurrency;
  const warnings: string[] = [];
  const riskPct = readNumbers(form, ['riskPct']).numbers.riskPct;
  if (riskPct !== undefined && riskPct > RISK_WARNING_PCT) {
    warnings.push(
      `Risk exceeds ${RISK_WARNING_PCT}% of the balance (${formatPercent(riskPct)}). Many traders keep each trade at 1–2%.`,
    );
  }
  if (result.lotsFloored === 0 && result.standardLots > 0) {
    warnings.push(
      `Below the minimum lot: ${formatLots(result.standardLots)} lots rounds down to 0 at a lot step of ${form.lotStep || '0.01'}. Risk more or use a tighter stop.`,
    );
  }
  return {
    headline: {
      id: 'lots',
      label: 'Lot size',
      value: `${formatLots(result.lotsFloored)} lots`,
      detail: `Rounded down to the lot step of ${form.lotStep || '0.01'}`,
    },
    lines: [
      { id: 'standard-lots', label: 'Standard lots (100,000 units)', value: formatLots(result.standardLots) },
      { id: 'mini-lots', label: 'Mini lots (10,000 units)', value: formatLots(result.miniLots) },
      { id: 'micro-lots', label: 'Micro lots (1,000 units)', value: formatLots(result.microLots) },
      { id: 'units', label: 'Units', value: formatNumber(result.units, { max: 2 }) },
      { id: 'risk-amount', label: 'Amount at risk', value: formatMoney(result.riskAmount, ccy) },
      {
        id: 'pip-value-lot',
        label: 'Pip value per standard lot',
        value: formatMoney(result.pipValuePerStandardLot, ccy, { extra: 2 }),
      },
    ],
    warnings,
  };
}
