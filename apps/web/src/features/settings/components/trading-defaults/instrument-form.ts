import { ASSET_CLASSES, type AssetClass } from '@edgelog/core';
import type { InstrumentInput } from './api';

/** The instrument override form as typed. */
export interface InstrumentFormValues {
  symbol: string;
  assetClass: string;
  multiplier: string;
  tickSize: string;
  pipSize: string;
  quoteCurrency: string;
}

export type InstrumentFormIssues = Partial<Record<keyof InstrumentFormValues, string>>;

export const EMPTY_INSTRUMENT_FORM: InstrumentFormValues = {
  symbol: '',
  assetClass: 'future',
  multiplier: '',
  tickSize: '',
  pipSize: '',
  quoteCurrency: '',
};

const POSITIVE = /^\d{1,15}(\.\d{1,12})?$/;

/** A size as typed ("0,25" or "0.25") as the column's text; null when empty, undefined when unusable. */
function sizeOf(text: string): string | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return POSITIVE.test(trimmed) && Number(trimmed) > 0 ? trimmed : undefined;
}

function isAssetClass(value: string): value is AssetClass {
  return (ASSET_CLASSES as readonly string[]).includes(value);
}

/**
 * The instruments row the form saves, or what to correct: the table's own checks (a symbol in
 * capitals without spaces, sizes above zero, a three-letter currency) said in words first.
 */
export function checkInstrumentForm(
  values: InstrumentFormValues,
): { ok: true; input: InstrumentInput } | { ok: false; issues: InstrumentFormIssues } {
  const issues: InstrumentFormIssues = {};
  const symbol = values.symbol.trim().toUpperCase();
  if (symbol === '') issues.symbol = 'Enter the symbol, like ES or EUR/USD.';
  else if (!/^\S{1,32}$/.test(symbol)) issues.symbol = 'A symbol has no spaces and at most 32 characters.';
  if (!isAssetClass(values.assetClass)) issues.assetClass = 'Choose what the instrument is.';
  const multiplier = sizeOf(values.multiplier);
  if (multiplier === null)
    issues.multiplier = 'Enter the money one point of price is worth per unit, like 50.';
  else if (multiplier === undefined) issues.multiplier = 'A multiplier is a number above zero.';
  const tickSize = sizeOf(values.tickSize);
  if (tickSize === undefined) issues.tickSize = 'A tick size is a number above zero, or empty.';
  const pipSize = sizeOf(values.pipSize);
  if (pipSize === undefined) issues.pipSize = 'A pip size is a number above zero, or empty.';
  const quote = values.quoteCurrency.trim().toUpperCase();
  if (quote !== '' && !/^[A-Z]{3}$/.test(quote)) issues.quoteCurrency = 'Three letters, like USD, or empty.';
  if (
    Object.keys(issues).length > 0 ||
    !isAssetClass(values.assetClass) ||
    multiplier === null ||
    multiplier === undefined ||
    tickSize === undefined ||
    pipSize === undefined
  )
    return { ok: false, issues };
  return {
    ok: true,
    input: {
      symbol,
      asset_class: values.assetClass,
      multiplier,
      tick_size: tickSize,
      pip_size: pipSize,
      quote_currency: quote === '' ? null : quote,
    },
  };
}
