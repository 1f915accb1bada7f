import {
  margin,
  type MarginAccountInput,
  type MarginAccountResult,
  type MarginPositionInput,
  type MarginPositionResult,
} from '@edgelog/core';
import { formInput, instrumentOf, type ResultView } from './common';
import { formatMoney, formatNumber, formatPercent } from './format';
import { readNumbers } from './number-input';
import { needsConversion, pairCurrencies } from './options';
import { compute, type Outcome } from './outcome';

export const MARGIN_DEFAULTS = {
  mode: 'position',
  instrument: 'forex',
  pair: 'EUR/USD',
  accountCurrency: 'USD',
  price: '',
  lots: '1',
  quantity: '',
  contractSize: '',
  leverageMode: 'leverage',
  leverage: '30',
  marginRequirementPct: '',
  conversionPair: '',
  conversionPrice: '',
  balance: '10,000',
  floatingPnl: '0',
  usedMargin: '',
};

export type MarginForm = typeof MARGIN_DEFAULTS;

/** Brokers commonly refuse new positions below a 100 % margin level and start closing them near 50 %. */
const MARGIN_CALL_PCT = 100;
const STOP_OUT_PCT = 50;

export function marginFields(form: MarginForm): string[] {
  if (form.mode === 'account') return ['balance', 'floatingPnl', 'usedMargin'];
  const forex = instrumentOf(form) === 'forex';
  const fields = [
    'price',
    'contractSize',
    form.leverageMode === 'percent' ? 'marginRequirementPct' : 'leverage',
  ];
  if (forex) {
    fields.push('pair', 'lots');
    if (needsConversion(form.pair, form.accountCurrency)) fields.push('conversionPair', 'conversionPrice');
  } else {
    fields.push('quantity');
  }
  return fields;
}

export type MarginResult =
  { mode: 'position'; result: MarginPositionResult } | { mode: 'account'; result: MarginAccountResult };

export function computeMargin(form: MarginForm): Outcome<MarginResult> {
  const fields = marginFields(form);
  const numeric = (
    [
      'price',
      'lots',
      'quantity',
      'contractSize',
      'leverage',
      'marginRequirementPct',
      'conversionPrice',
      'balance',
      'floatingPnl',
      'usedMargin',
    ] as const
  ).filter((name) => fields.includes(name));
  const { numbers: n, errors } = readNumbers(form, numeric);
  if (form.mode === 'account') {
    const input = formInput<MarginAccountInput>({
      balance: n.balance,
      floatingPnl: n.floatingPnl,
      usedMargin: n.usedMargin,
    });
    if (n.balance === undefined && !errors.balance)
      return { result: null, fieldErrors: {}, formError: null, missing: 'Balance is required' };
    return compute(() => ({ mode: 'account' as const, result: margin(input) }), {
      fields,
      parseErrors: errors,
    });
  }
  const forex = instrumentOf(form) === 'forex';
  const conversion =
    fields.includes('conversionPair') && n.conversionPrice !== undefined
      ? { pair: form.conversionPair, price: n.conversionPrice }
      : undefined;
  const input = formInput<MarginPositionInput>({
    instrument: instrumentOf(form),
    pair: forex ? form.pair : undefined,
    ...(forex ? { pairPrice: n.price, lots: n.lots } : { price: n.price, quantity: n.quantity }),
    contractSize: n.contractSize,
    ...(form.leverageMode === 'percent'
      ? { marginRequirementPct: n.marginRequirementPct }
      : { leverage: n.leverage }),
    accountCurrency: forex ? form.accountCurrency : undefined,
    conversion,
  });
  return compute(
    () => ({ mode: 'position' as const, result: margin(input) }),
    { fields, parseErrors: errors },
    { pairPrice: 'price' },
  );
}

export function marginView(form: MarginForm, outcome: MarginResult): ResultView {
  const ccy = form.accountCurrency;
  if (outcome.mode === 'account') {
    const { result } = outcome;
    const warnings: string[] = [];
    const level = result.marginLevelPct;
    if (level !== null && level < STOP_OUT_PCT)
      warnings.push(
        `Margin level below ${STOP_OUT_PCT}%: many brokers start closing positions (stop-out) at this level.`,
      );
    else if (level !== null && level < MARGIN_CALL_PCT)
      warnings.push(
        `Margin level below ${MARGIN_CALL_PCT}%: most brokers refuse new positions and may issue a margin call.`,
      );
    if (result.freeMargin < 0)
      warnings.push('Free margin is negative: the open positions need more than the equity.');
    return {
      headline: {
        id: 'margin-level',
        label: 'Margin level',
        value: level === null ? 'No margin in use' : formatPercent(level),
      },
      lines: [
        { id: 'equity', label: 'Equity', value: formatMoney(result.equity, ccy) },
        { id: 'used-margin', label: 'Used margin', value: formatMoney(result.usedMargin, ccy) },
        { id: 'free-margin', label: 'Free margin', value: formatMoney(result.freeMargin, ccy) },
      ],
      warnings,
    };
  }
  const { result } = outcome;
  const forex = instrumentOf(form) === 'forex';
  const priceCcy = forex ? (pairCurrencies(form.pair)?.quote ?? ccy) : ccy;
  const lines = [{ id: 'notional', label: 'Position value', value: formatMoney(result.notional, priceCcy) }];
  if (priceCcy !== ccy)
    lines.push({
      id: 'notional-account',
      label: `Position value in ${ccy}`,
      value: formatMoney(result.notionalAccountCcy, ccy),
    });
  lines.push({
    id: 'leverage',
    label: 'Leverage',
    value: `${formatNumber(result.equivalentLeverage, { max: 2 })} : 1`,
  });
  return {
    headline: {
      id: 'required-margin',
      label: 'Required margin',
      value: formatMoney(result.requiredMargin, ccy),
    },
    lines,
    warnings: [],
  };
}
