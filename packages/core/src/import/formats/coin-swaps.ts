// What crypto exports share: a trade written as two amounts (what was given, what was got) that
// the journal keeps as one fill of a BASE/QUOTE pair, fees paid in either coin of the pair or in
// a third one, and amounts written with their coin ("1.5 ETH", "€35.10").
import { COIN_QUOTES, FIAT_CURRENCIES } from '../../journal/instrument-defaults.ts';
import type { ImportSink } from '../format.ts';
import { parseNumber } from '../numbers.ts';
import type { ImportedExecution } from '../types.ts';

/** Quotes in the order a pair is named by: money first, then stable coins, then the big coins. */
const QUOTE_RANK = ['FDUSD', 'USDT', 'USDC', 'BUSD', 'DAI', 'TUSD', 'USDP', 'BTC', 'ETH', 'BNB'];

function rank(asset: string): number {
  if (FIAT_CURRENCIES.has(asset)) return 0;
  const at = QUOTE_RANK.indexOf(asset);
  if (at >= 0) return at + 1;
  return COIN_QUOTES.has(asset) ? QUOTE_RANK.length + 1 : QUOTE_RANK.length + 2;
}

/**
 * Which asset of a swap the pair is quoted in (the other is its base); between two coins of equal
 * rank, the one got: giving X for Y reads as selling X/Y.
 */
export function quoteOf(gave: string, got: string): string {
  return rank(gave) < rank(got) ? gave : got;
}

/** quote / base without the float's noise past twelve significant digits. */
export function ratio(quoteAmount: number, baseAmount: number): number {
  return Number((Math.abs(quoteAmount) / Math.abs(baseAmount)).toPrecision(12));
}

/** A cost in the quote currency, rounded past the noise a product leaves. */
export function quoteCost(value: number): number {
  return Math.round(Math.abs(value) * 1e10) / 1e10;
}

export interface Swap {
  time: string;
  /** What was given and got: asset and amount (signs ignored). */
  gave: { asset: string; amount: number };
  got: { asset: string; amount: number };
}

/** The fill a swap of two assets makes: bought the base when the quote was given, else sold it. */
export function swapFill(swap: Swap): ImportedExecution {
  const quote = quoteOf(swap.gave.asset, swap.got.asset);
  const buying = swap.gave.asset === quote;
  const base = buying ? swap.got : swap.gave;
  const paid = buying ? swap.gave : swap.got;
  return {
    time: swap.time,
    symbol: `${base.asset}/${quote}`,
    side: buying ? 'buy' : 'sell',
    quantity: Math.abs(base.amount),
    price: ratio(paid.amount, base.amount),
    commission: 0,
    fees: 0,
    assetClass: 'crypto',
    currency: quote,
  };
}

/**
 * A fee paid in `coin`, in the fill's quote currency: as written when paid in the quote, priced at
 * the fill's own price when paid in the base; a fee in any other coin has no rate in the file, so
 * it is kept as a warning on its line rather than guessed or dropped.
 */
export function feeInQuote(
  sink: ImportSink,
  line: number,
  fill: Pick<ImportedExecution, 'symbol' | 'price'>,
  fee: number,
  coin: string,
): number {
  if (fee === 0) return 0;
  const [base = '', quote = ''] = fill.symbol.split('/');
  const paidIn = coin.trim().toUpperCase();
  if (paidIn === quote || paidIn === '') return quoteCost(fee);
  if (paidIn === base) return quoteCost(fee * fill.price);
  sink.warnings.push({
    line,
    message: `The fee of ${Math.abs(fee)} ${paidIn} is in neither coin of ${fill.symbol} and the file gives no rate for it: it is not counted in the commission`,
  });
  return 0;
}

const SIGNS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const WITH_CODE = /^(-?)\s*([$€£¥]?)\s*(-?[0-9][0-9.,]*(?:[eE][+-]?\d+)?)\s*([A-Za-z][A-Za-z0-9]*)?$/;

/**
 * An amount written with its asset ("2.5 ETH", "1,234.50 SEK", "€35.10", "-$4"), or null when the
 * text is not one. A point is the decimal: these exports write commas only between thousands.
 */
export function amountWithAsset(text: string): { amount: number; asset: string } | null {
  const match = WITH_CODE.exec(text.trim());
  if (!match) return null;
  const [, minus = '', sign = '', digits = '', code = ''] = match;
  const amount = parseNumber(digits);
  if (amount === null) return null;
  return { amount: minus === '-' ? -amount : amount, asset: code.toUpperCase() || (SIGNS[sign] ?? '') };
}

/**
 * English month names cut to the three letters timestamp layouts read ("Sept. 3" is "Sep 3",
 * "March" is "Mar"), for exports that write dates in words.
 */
export function shortMonthNames(text: string): string {
  return text.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?/gi, '$1');
}

/** Says so when a file that was read without a fault holds no trades (only transfers, rewards). */
export function noteNoTrades(sink: ImportSink, sentence: string): void {
  if (sink.executions.length === 0 && sink.rowErrors.length === 0) sink.noTrades = sentence;
}
