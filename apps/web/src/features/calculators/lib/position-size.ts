import { positionSize, type PositionSizeInput, type PositionSizeResult } from '@edgelog/core';
import type { ResultLine } from '../components/result-panel';
import { RISK_WARNING_PCT, instrumentOf, sideOf, type ResultView } from './common';
import { formatLots, formatMoney, formatNumber, formatPercent, formatQuantity } from './format';
import { readNumbers } from './number-input';
import { needsConversion, pairCurrencies, unitName } from './options';
import { compute, type Outcome } from './outcome';
import type { TradePrefill } from './trade-prefill';
import { defaultFields } from './trading-defaults';
import type { TradingDefaults } from '@edgelog/core';

export const POSITION_SIZE_DEFAULTS = {
  instrument: 'stock',
  side: 'long',
  symbol: '',
  accountCurrency: 'USD',
  accountBalance: '10,000',
  riskMode: 'percent',
  riskPct: '1',
  riskAmount: '',
  entry: '',
  stop: '',
  sizeStep: '',
  pair: 'EUR/USD',
  stopMode: 'prices',
  stopPips: '',
  pairPrice: '',
  conversionPair: '',
  conversionPrice: '',
  lotStep: '0.01',
  tickSize: '',
  tickValue: '',
};

export type PositionSizeForm = typeof POSITION_SIZE_DEFAULTS;

/** Balance, risk and currency from the user's trading defaults; a default risk is a percentage. */
export function positionSizeFromDefaults(defaults: TradingDefaults): Partial<PositionSizeForm> {
  const fields = defaultFields(defaults, { currency: true, balance: true, risk: true });
  return fields.riskPct === undefined ? fields : { ...fields, riskMode: 'percent' };
}

/** The form fields in use for the instrument and modes chosen, in the order they appear. */
export function visibleFields(form: PositionSizeForm): (keyof PositionSizeForm)[] {
  const instrument = instrumentOf(form);
  const fields: (keyof PositionSizeForm)[] = [
    'accountBalance',
    form.riskMode === 'amount' ? 'riskAmount' : 'riskPct',
  ];
  if (instrument === 'forex') {
    fields.push('pair');
    if (form.stopMode === 'pips') fields.push('stopPips', 'entry', 'pairPrice');
    else fields.push('entry', 'stop');
    if (needsConversion(form.pair, form.accountCurrency)) fields.push('conversionPair', 'conversionPrice');
    fields.push('lotStep');
  } else {
    fields.push('entry', 'stop');
    if (instrument === 'futures') fields.push('tickSize', 'tickValue');
    else fields.push('sizeStep');
  }
  return fields;
}

const NUMERIC: readonly (keyof PositionSizeForm)[] = [
  'accountBalance',
  'riskPct',
  'riskAmount',
  'entry',
  'stop',
  'sizeStep',
  'stopPips',
  'pairPrice',
  'conversionPrice',
  'lotStep',
  'tickSize',
  'tickValue',
];

export function computePositionSize(form: PositionSizeForm): Outcome<PositionSizeResult> {
  const fields = visibleFields(form);
  const { numbers: n, errors } = readNumbers(
    form,
    NUMERIC.filter((name) => fields.includes(name)),
  );
  const instrument = instrumentOf(form);
  const input: PositionSizeInput = {
    instrument,
    side: sideOf(form),
    accountBalance: n.accountBalance,
    entry: n.entry,
    stop: n.stop,
  };
  if (form.riskMode === 'amount') input.riskAmount = n.riskAmount;
  else input.riskPct = n.riskPct;
  if (instrument === 'forex') {
    Object.assign(input, {
      pair: form.pair,
      accountCurrency: form.accountCurrency,
      pairPrice: n.pairPrice,
      stopPips: n.stopPips,
      lotStep: n.lotStep,
    });
    // Without a rate the calculator asks for one, naming the currencies it needs.
    if (fields.includes('conversionPair') && n.conversionPrice !== undefined) {
      input.conversion = { pair: form.conversionPair, price: n.conversionPrice };
    }
  } else if (instrument === 'futures') {
    Object.assign(input, { tickSize: n.tickSize, tickValue: n.tickValue });
  } else {
    input.sizeStep = n.sizeStep;
  }
  return compute(() => positionSize(input), { fields, parseErrors: errors });
}

/** The percentage of the balance at risk, for the warning (the amount mode states no percentage). */
function riskShare(form: PositionSizeForm, result: PositionSizeResult): number | null {
  const { numbers } = readNumbers(form, ['accountBalance']);
  const balance = numbers.accountBalance;
  return balance ? (result.riskAmount / balance) * 100 : null;
}

export function positionSizeView(form: PositionSizeForm, result: PositionSizeResult): ResultView {
  const instrument = instrumentOf(form);
  const ccy = form.accountCurrency;
  const quote = pairCurrencies(form.pair)?.quote ?? '';
  const warnings: string[] = [];
  const share = riskShare(form, result);
  if (share !== null && share > RISK_WARNING_PCT) {
    warnings.push(
      `Risk exceeds ${RISK_WARNING_PCT}% of the balance (${formatPercent(share)}). Many traders keep each trade at 1–2%.`,
    );
  }

  if (instrument === 'forex') {
    if (result.lotsFloored === 0 && (result.lots ?? 0) > 0) {
      warnings.push(
        `Below the minimum lot: ${formatLots(result.lots)} lots rounds down to 0 at a lot step of ${form.lotStep || '0.01'}. Widen the risk or tighten the stop.`,
      );
    }
    const lines: ResultLine[] = [
      { id: 'units', label: 'Units', value: formatQuantity(result.size) },
      { id: 'lots-raw', label: 'Lots before rounding', value: formatLots(result.lots) },
      { id: 'risk-amount', label: 'Amount at risk', value: formatMoney(result.riskAmount, ccy) },
      { id: 'actual-risk', label: 'Risk at this size', value: formatMoney(result.actualRisk, ccy) },
      {
        id: 'pip-value-lot',
        label: 'Pip value per standard lot',
        value: formatMoney(result.pipValuePerStandardLot, ccy),
      },
      { id: 'position-value', label: 'Position value', value: formatMoney(result.positionValue, ccy) },
    ];
    if (quote && quote !== ccy) {
      lines.push({
        id: 'risk-quote',
        label: `Amount at risk in ${quote}`,
        value: formatMoney(result.riskAmountInQuote, quote),
      });
    }
    return {
      headline: {
        id: 'size',
        label: 'Position size',
        value: `${formatLots(result.lotsFloored)} lots`,
        detail: `${formatQuantity(result.size)} units, rounded down to the lot step`,
      },
      lines,
      warnings,
    };
  }

  const units = unitName(instrument);
  if (result.size === 0 && result.sizeRaw > 0) {
    warnings.push(
      `The amount at risk buys less than one size step (${formatQuantity(result.sizeRaw)} ${units}), so the size rounds down to 0.`,
    );
  }
  const balance = readNumbers(form, ['accountBalance']).numbers.accountBalance;
  if (
    balance !== undefined &&
    result.positionValue !== null &&
    result.positionValue > balance &&
    instrument !== 'futures'
  ) {
    warnings.push(
      `The position is worth more than the balance (${formatMoney(result.positionValue, ccy)}): it needs margin.`,
    );
  }
  const lines: ResultLine[] = [
    {
      id: 'size-raw',
      label: 'Size before rounding',
      value: `${formatNumber(result.sizeRaw, { max: 8 })} ${units}`,
    },
    { id: 'risk-amount', label: 'Amount at risk', value: formatMoney(result.riskAmount, ccy) },
    {
      id: 'risk-per-unit',
      label: `Risk per ${unitName(instrument, 'one')}`,
      value: formatMoney(result.riskPerUnit, ccy, { extra: 2 }),
    },
    { id: 'actual-risk', label: 'Risk at this size', value: formatMoney(result.actualRisk, ccy) },
    { id: 'position-value', label: 'Position value', value: formatMoney(result.positionValue, ccy) },
  ];
  if (result.stopTicks !== null)
    lines.push({
      id: 'stop-ticks',
      label: 'Stop distance',
      value: `${formatNumber(result.stopTicks, { max: 4 })} ticks`,
    });
  return {
    headline: {
      id: 'size',
      label: 'Position size',
      value: `${formatQuantity(result.size)} ${units}`,
      detail: 'Rounded down, so the risk never exceeds the amount at risk',
    },
    lines,
    warnings,
  };
}

export function positionSizePrefill(
  form: PositionSizeForm,
  result: PositionSizeResult | null,
): TradePrefill | null {
  if (!result || result.size <= 0) return null;
  const instrument = instrumentOf(form);
  const { numbers } = readNumbers(form, ['entry', 'stop']);
  return {
    from: 'position-size',
    instrument,
    symbol:
      instrument === 'forex' ? form.pair.trim().toUpperCase() : form.symbol.trim().toUpperCase() || undefined,
    side: sideOf(form),
    entry: numbers.entry,
    stop: instrument === 'forex' && form.stopMode === 'pips' ? undefined : numbers.stop,
    quantity: result.size,
  };
}
