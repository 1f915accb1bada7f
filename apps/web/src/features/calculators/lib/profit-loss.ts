import { profitLoss, type ProfitLossInput, type ProfitLossResult } from '@edgelog/core';
import type { ResultLine } from '../components/result-panel';
import { formInput, instrumentOf, sideOf, type ResultView } from './common';
import { formatMoney, formatNumber, formatPercent } from './format';
import { readNumbers } from './number-input';
import { compute, type Outcome } from './outcome';
import { moneyCurrency } from './risk-reward';
import type { TradePrefill } from './trade-prefill';

export const PROFIT_LOSS_DEFAULTS = {
  instrument: 'stock',
  side: 'long',
  symbol: '',
  pair: 'EUR/USD',
  accountCurrency: 'USD',
  entry: '',
  exit: '',
  quantity: '',
  multiplier: '',
  tickSize: '',
  feeEntry: '',
  feeExit: '',
  stop: '',
};

export type ProfitLossForm = typeof PROFIT_LOSS_DEFAULTS;

export function profitLossFields(form: ProfitLossForm): string[] {
  const instrument = instrumentOf(form);
  const fields = ['entry', 'exit', 'quantity', 'feeEntry', 'feeExit', 'stop'];
  if (instrument === 'forex') fields.push('pair');
  if (instrument === 'futures') fields.push('multiplier', 'tickSize');
  return fields;
}

/** The calculator names the size by what it counts: units of a currency, contracts, or a quantity. */
function sizeKey(form: ProfitLossForm): 'quantity' | 'units' | 'contracts' {
  const instrument = instrumentOf(form);
  return instrument === 'forex' ? 'units' : instrument === 'futures' ? 'contracts' : 'quantity';
}

export function computeProfitLoss(form: ProfitLossForm): Outcome<ProfitLossResult> {
  const fields = profitLossFields(form);
  const numeric = (
    ['entry', 'exit', 'quantity', 'multiplier', 'tickSize', 'feeEntry', 'feeExit', 'stop'] as const
  ).filter((name) => fields.includes(name));
  const { numbers: n, errors } = readNumbers(form, numeric);
  const instrument = instrumentOf(form);
  const input = formInput<ProfitLossInput>({
    instrument,
    side: sideOf(form),
    entry: n.entry,
    exit: n.exit,
    [sizeKey(form)]: n.quantity,
    multiplier: n.multiplier,
    tickSize: n.tickSize,
    feeEntry: n.feeEntry,
    feeExit: n.feeExit,
    stop: n.stop,
    pair: instrument === 'forex' ? form.pair : undefined,
  });
  return compute(
    () => profitLoss(input),
    { fields, parseErrors: errors },
    { units: 'quantity', contracts: 'quantity' },
  );
}

export function profitLossView(form: ProfitLossForm, result: ProfitLossResult): ResultView {
  const ccy = moneyCurrency(form);
  const lines: ResultLine[] = [
    { id: 'gross', label: 'Gross P&L', value: formatMoney(result.grossPnl, ccy, { sign: true }) },
    { id: 'fees', label: 'Fees', value: formatMoney(result.totalFees, ccy) },
    { id: 'return', label: 'Return on the position', value: formatPercent(result.returnPct, { sign: true }) },
    {
      id: 'gross-return',
      label: 'Return before fees',
      value: formatPercent(result.grossReturnPct, { sign: true }),
    },
  ];
  if (result.initialRisk !== null) {
    lines.push({
      id: 'initial-risk',
      label: 'Initial risk (1R)',
      value: formatMoney(result.initialRisk, ccy),
    });
    lines.push({
      id: 'r-multiple',
      label: 'R multiple',
      value: `${formatNumber(result.rMultiple, { min: 2, max: 2, sign: true })} R`,
    });
    lines.push({
      id: 'r-multiple-gross',
      label: 'R multiple before fees',
      value: `${formatNumber(result.rMultipleGross, { min: 2, max: 2, sign: true })} R`,
    });
  }
  if (result.pips !== null)
    lines.push({
      id: 'pips',
      label: 'Move',
      value: `${formatNumber(result.pips, { max: 1, sign: true })} pips`,
    });
  if (result.ticks !== null)
    lines.push({
      id: 'ticks',
      label: 'Move',
      value: `${formatNumber(result.ticks, { max: 2, sign: true })} ticks`,
    });
  const warnings: string[] = [];
  if (result.grossPnl > 0 && result.netPnl <= 0)
    warnings.push('The fees take the whole gain: the trade loses money after costs.');
  return {
    headline: {
      id: 'net',
      label: 'Net profit or loss',
      value: formatMoney(result.netPnl, ccy, { sign: true }),
      detail: result.totalFees > 0 ? 'After fees' : undefined,
      pnl: result.netPnl,
    },
    lines,
    warnings,
  };
}

export function profitLossPrefill(
  form: ProfitLossForm,
  result: ProfitLossResult | null,
): TradePrefill | null {
  if (!result) return null;
  const instrument = instrumentOf(form);
  const { numbers } = readNumbers(form, ['entry', 'exit', 'stop', 'quantity']);
  return {
    from: 'profit-loss',
    instrument,
    symbol: (instrument === 'forex' ? form.pair : form.symbol).trim().toUpperCase() || undefined,
    side: sideOf(form),
    entry: numbers.entry,
    stop: numbers.stop,
    exit: numbers.exit,
    quantity: numbers.quantity,
  };
}
