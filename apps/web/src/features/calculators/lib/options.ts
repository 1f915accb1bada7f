import { parsePair, type Instrument, type Side } from '@edgelog/core';
import type { Choice } from '../components/choice-fields';

export const INSTRUMENT_CHOICES: readonly Choice<Instrument>[] = [
  { value: 'stock', label: 'Stock' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'forex', label: 'Forex' },
  { value: 'futures', label: 'Futures' },
];

export const SIDE_CHOICES: readonly Choice<Side>[] = [
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
];

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'SGD',
  'HKD',
  'CNH',
  'ZAR',
  'MXN',
  'TRY',
  'INR',
  'BRL',
] as const;

export const CURRENCY_CHOICES: readonly Choice<string>[] = CURRENCIES.map((code) => ({
  value: code,
  label: code,
}));

/** Offered as suggestions in the pair fields; any BASE/QUOTE pair can be typed. */
export const COMMON_PAIRS = [
  'EUR/USD',
  'GBP/USD',
  'USD/JPY',
  'USD/CHF',
  'AUD/USD',
  'USD/CAD',
  'NZD/USD',
  'EUR/GBP',
  'EUR/JPY',
  'GBP/JPY',
  'EUR/CHF',
  'AUD/JPY',
  'EUR/AUD',
  'GBP/CHF',
  'CHF/JPY',
  'EUR/CAD',
] as const;

export const PAIR_LIST_ID = 'calculator-common-pairs';

/** The pair's currencies, or null while what is typed is not yet a pair (the calculator says why). */
export function pairCurrencies(pair: string): { base: string; quote: string } | null {
  try {
    return parsePair(pair);
  } catch {
    return null;
  }
}

/**
 * Whether the form must ask for a conversion rate: the account currency is neither side of the
 * pair, so a pip's worth in the quote currency has to be converted.
 */
export function needsConversion(pair: string, accountCurrency: string): boolean {
  const currencies = pairCurrencies(pair);
  return currencies !== null && accountCurrency !== currencies.base && accountCurrency !== currencies.quote;
}

/** What to write in the conversion field for this pair and account: "GBP/USD" for EUR/GBP in USD. */
export function conversionExample(pair: string, accountCurrency: string): string {
  const quote = pairCurrencies(pair)?.quote ?? 'XXX';
  return `${quote}/${accountCurrency}`;
}

/** Shares, coins, contracts or units: what one unit of size is called for the instrument. */
export function unitName(instrument: Instrument, count: 'one' | 'many' = 'many'): string {
  const names: Record<Instrument, [string, string]> = {
    stock: ['share', 'shares'],
    crypto: ['coin', 'coins'],
    forex: ['unit', 'units'],
    futures: ['contract', 'contracts'],
  };
  return names[instrument][count === 'one' ? 0 : 1];
}
