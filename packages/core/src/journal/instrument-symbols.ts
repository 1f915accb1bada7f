// Reading what a symbol names: a futures contract, an option contract or a currency / coin pair.
//
// Accepted forms (capitals or not; surrounding spaces ignored):
// - Futures: a root and its contract month as a month code and a year of 1, 2 or 4 digits (`ESZ5`,
//   `ESZ25`, `MESH2026`, `/ESZ5`), a month name (`ES DEC25`, `ES DEC 25`, `ESDEC25`), or a
//   month and year in numbers (`ES 12-25`); a root alone only with a leading slash (`/ES`).
// - Options (OCC / OSI style): root (1 to 6 characters), expiry as YYMMDD, C or P, then the strike
//   either as OCC's 8 digits in thousandths (`AAPL251219C00200000`, also with OCC's padding
//   `AAPL  251219C00200000`) or as a plain number (`AAPL 251219C200`, `AAPL251219P187.5`); a
//   leading dot is ignored (`.AAPL251219C200`).
// - Pairs: `EUR/USD`, `EUR-USD`, `EUR.USD`, `EUR_USD`, or joined (`EURUSD`, `BTCUSDT`).
import { readDecimal, tenTo } from './decimal.ts';
import {
  COIN_QUOTES,
  CRYPTO_COINS,
  CRYPTO_QUOTES,
  FIAT_CURRENCIES,
  MONTH_CODES,
  MONTH_NAMES,
} from './instrument-defaults.ts';

/** Capitals, trimmed, inner spaces collapsed. */
export function normalizeSymbolText(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/\s+/g, ' ');
}

export interface FutureSymbol {
  root: string;
  /** 1-12, null for a root alone. */
  month: number | null;
  /** The year as written (`5`, `25`, `2025`); a one-digit year needs the date of the trade to place. */
  year: string | null;
  /** Root, month code and year: `ES DEC25` is `ESZ25`. */
  symbol: string;
}

const MONTH_CODE_FORM = /^([A-Z0-9]{1,5}?)([FGHJKMNQUVXZ])(\d|\d{2}|\d{4})$/;
const MONTH_NAME_FORM =
  /^([A-Z0-9]{1,5}?) ?(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) ?'?(\d{2}|\d{4})$/;
const NUMERIC_MONTH_FORM = /^([A-Z0-9]{1,5}) (\d{2})-(\d{2}|\d{4})$/;
const ROOT_ONLY = /^[A-Z0-9]{1,5}$/;

function future(root: string, month: number, year: string): FutureSymbol {
  return { root, month, year, symbol: `${root}${MONTH_CODES[month - 1] ?? ''}${year}` };
}

/** A futures contract symbol's root and month, or null when the symbol does not read as one. */
export function parseFutureSymbol(symbol: string): FutureSymbol | null {
  let text = normalizeSymbolText(symbol);
  const slash = text.startsWith('/');
  if (slash) text = text.slice(1).trim();
  const code = MONTH_CODE_FORM.exec(text);
  if (code) {
    const [, root = '', letter = '', year = ''] = code;
    return future(root, MONTH_CODES.indexOf(letter) + 1, year);
  }
  const name = MONTH_NAME_FORM.exec(text);
  if (name) {
    const [, root = '', month = '', year = ''] = name;
    return future(root, MONTH_NAMES.indexOf(month) + 1, year);
  }
  const numeric = NUMERIC_MONTH_FORM.exec(text);
  if (numeric) {
    const [, root = '', month = '', year = ''] = numeric;
    const monthNumber = Number(month);
    return monthNumber >= 1 && monthNumber <= 12 ? future(root, monthNumber, year) : null;
  }
  return slash && ROOT_ONLY.test(text) ? { root: text, month: null, year: null, symbol: text } : null;
}

export interface OptionSymbol {
  /** The underlying's symbol as the contract names it (SPXW for SPX weeklies). */
  root: string;
  /** YYYY-MM-DD. */
  expiry: string;
  right: 'call' | 'put';
  strike: number;
  /** OCC without padding (`AAPL251219C00200000`), or root, date, right and strike as written when the strike has no OCC form. */
  symbol: string;
}

const OPTION_FORM = /^\.?([A-Z][A-Z0-9]{0,5}) ?(\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/;
const OCC_STRIKE = /^\d{8}$/;
const OCC_STRIKE_SCALE = 3;

/** An option contract symbol's parts, or null when the symbol does not read as one. */
export function parseOptionSymbol(symbol: string): OptionSymbol | null {
  const match = OPTION_FORM.exec(normalizeSymbolText(symbol));
  if (!match) return null;
  const [, root = '', yy = '', mm = '', dd = '', right = '', strikeText = ''] = match;
  const month = Number(mm);
  const day = Number(dd);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const occ = OCC_STRIKE.test(strikeText);
  const strike = readDecimal(strikeText);
  if (strike === undefined) return null;
  const thousandths = occ
    ? strike.units
    : strike.scale <= OCC_STRIKE_SCALE
      ? strike.units * tenTo(OCC_STRIKE_SCALE - strike.scale)
      : undefined;
  const date = `${yy}${mm}${dd}`;
  const canonical =
    thousandths !== undefined && thousandths < 10n ** 8n
      ? `${root}${date}${right}${String(thousandths).padStart(8, '0')}`
      : `${root}${date}${right}${strikeText}`;
  return {
    root,
    expiry: `20${yy}-${mm}-${dd}`,
    right: right === 'C' ? 'call' : 'put',
    strike: occ ? Number(strike.units) / 1000 : Number(strikeText),
    symbol: canonical,
  };
}

export interface PairSymbol {
  base: string;
  quote: string;
  kind: 'forex' | 'crypto';
  /** `BASE/QUOTE`. */
  symbol: string;
}

const SEPARATED_PAIR = /^([A-Z0-9]{2,10})[/\-._]([A-Z0-9]{2,10})$/;
const JOINED_FIAT_PAIR = /^([A-Z]{3})([A-Z]{3})$/;

function pair(base: string, quote: string, kind: 'forex' | 'crypto'): PairSymbol {
  return { base, quote, kind, symbol: `${base}/${quote}` };
}

/**
 * A currency pair (both sides ISO currencies) or a coin pair (a known coin, or a quote only coins
 * have, such as USDT), or null. Joined pairs are read only when both sides are known.
 */
export function parsePairSymbol(symbol: string): PairSymbol | null {
  const text = normalizeSymbolText(symbol);
  const separated = SEPARATED_PAIR.exec(text);
  if (separated) {
    const [, base = '', quote = ''] = separated;
    if (FIAT_CURRENCIES.has(base) && FIAT_CURRENCIES.has(quote)) return pair(base, quote, 'forex');
    if (CRYPTO_COINS.has(base) || COIN_QUOTES.has(quote) || FIAT_CURRENCIES.has(quote))
      return pair(base, quote, 'crypto');
    return null;
  }
  const joined = JOINED_FIAT_PAIR.exec(text);
  if (joined) {
    const [, base = '', quote = ''] = joined;
    if (FIAT_CURRENCIES.has(base) && FIAT_CURRENCIES.has(quote)) return pair(base, quote, 'forex');
  }
  for (const quote of CRYPTO_QUOTES) {
    if (text.length <= quote.length || !text.endsWith(quote)) continue;
    const base = text.slice(0, text.length - quote.length);
    if (CRYPTO_COINS.has(base)) return pair(base, quote, 'crypto');
  }
  return null;
}
