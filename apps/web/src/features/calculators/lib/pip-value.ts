import { pipSizeFor, pipValue, type PipValueInput, type PipValueResult } from '@edgelog/core';
import { formInput, type ResultView } from './common';
import { formatMoney, formatNumber } from './format';
import { readNumbers } from './number-input';
import { needsConversion, pairCurrencies } from './options';
import { compute, type Outcome } from './outcome';
import { asksPairPrice } from './lot-size';

export const PIP_VALUE_DEFAULTS = {
  pair: 'EUR/USD',
  accountCurrency: 'USD',
  sizeMode: 'lots',
  lots: '1',
  units: '',
  pairPrice: '',
  conversionPair: '',
  conversionPrice: '',
};

export type PipValueForm = typeof PIP_VALUE_DEFAULTS;

export function pipValueFields(form: PipValueForm): string[] {
  const fields = ['pair', 'accountCurrency', form.sizeMode === 'units' ? 'units' : 'lots'];
  if (asksPairPrice(form)) fields.push('pairPrice');
  if (needsConversion(form.pair, form.accountCurrency)) fields.push('conversionPair', 'conversionPrice');
  return fields;
}

export function computePipValue(form: PipValueForm): Outcome<PipValueResult> {
  const fields = pipValueFields(form);
  const numeric = (['lots', 'units', 'pairPrice', 'conversionPrice'] as const).filter((name) =>
    fields.includes(name),
  );
  const { numbers: n, errors } = readNumbers(form, numeric);
  const conversion =
    fields.includes('conversionPair') && n.conversionPrice !== undefined
      ? { pair: form.conversionPair, price: n.conversionPrice }
      : undefined;
  const size = form.sizeMode === 'units' ? { units: n.units } : { lots: n.lots };
  if (form.sizeMode === 'units' && n.units === undefined && !errors.units)
    return { result: null, fieldErrors: {}, formError: null, missing: 'Units is required' };
  if (form.sizeMode !== 'units' && n.lots === undefined && !errors.lots)
    return { result: null, fieldErrors: {}, formError: null, missing: 'Lots is required' };
  const input = formInput<PipValueInput>({
    pair: form.pair,
    accountCurrency: form.accountCurrency,
    pairPrice: n.pairPrice,
    conversion,
    ...size,
  });
  return compute(() => pipValue(input), { fields, parseErrors: errors });
}

export function pipValueView(form: PipValueForm, result: PipValueResult): ResultView {
  const ccy = form.accountCurrency;
  const quote = pairCurrencies(form.pair)?.quote ?? '';
  const pip = pairCurrencies(form.pair) ? pipSizeFor(form.pair) : null;
  const lines = [
    {
      id: 'per-unit',
      label: 'Per unit of the base currency',
      value: formatMoney(result.pipValuePerUnit, ccy, { extra: 6 }),
    },
    {
      id: 'quote-ccy',
      label: `In the quote currency (${quote})`,
      value: formatMoney(result.pipValueQuoteCcy, quote, { extra: 2 }),
    },
    { id: 'pip-size', label: 'One pip', value: formatNumber(pip, { min: 2, max: 4 }) },
  ];
  return {
    headline: {
      id: 'pip-value',
      label: 'Pip value',
      value: formatMoney(result.pipValue, ccy, { extra: 2 }),
      detail: 'For the whole position, per pip',
    },
    lines,
    warnings: [],
  };
}
