// Futures prices as brokers print them. CBOT Treasury futures are quoted in points and 32nds of a
// point, not in decimals: "110'04" is 110 + 4/32, and the finer ticks add a digit or a fraction
// after the 32nds ("110'045", "110'04.5", "110-04+" are all 110 + 4.5/32). Read as a decimal,
// Tradovate's "110 040" becomes 110,040, and a one-tick ZN trade a $5,000 profit: so every price of
// those contracts goes through here, and every other contract's price stays a plain decimal.
import { parseFutureSymbol } from '../journal/instrument-symbols.ts';
import type { DecimalSeparator } from './numbers.ts';
import { readPrice, type ValueResult } from './values.ts';

/**
 * The contracts quoted in 32nds, with the finest part of a 32nd their outright ticks reach (CME's
 * contract specifications): 2- and 3-year notes in eighths of a 32nd, the 5-year in quarters, the
 * 10-year and Ultra 10 in halves, the bonds in whole 32nds. Intermonth spreads tick at quarters of
 * a 32nd in the notes, so a spread leg's fill can carry a quarter even where the outright cannot:
 * halves and quarters are read for every one of them, eighths only where they exist. The Micro
 * Treasury Yield contracts (2YY, 5YY, 10Y, 30Y) are quoted in yield, in decimals, so are not here.
 */
const THIRTY_SECONDS_ROOTS: ReadonlyMap<string, 'eighths' | 'quarters'> = new Map([
  ['ZT', 'eighths'],
  ['Z3N', 'eighths'],
  ['ZF', 'quarters'],
  ['ZN', 'quarters'],
  ['TN', 'quarters'],
  ['TWE', 'quarters'],
  ['ZB', 'quarters'],
  ['UB', 'quarters'],
]);

/**
 * The third digit after the 32nds, as the exchange prints it: the part of a 32nd, truncated to one
 * digit (".625" is "6", ".875" is "8"). 4 and 9 name no tick.
 */
const EIGHTH_DIGITS: Readonly<Record<string, number>> = {
  '0': 0,
  '1': 0.125,
  '2': 0.25,
  '3': 0.375,
  '5': 0.5,
  '6': 0.625,
  '7': 0.75,
  '8': 0.875,
};
const QUARTER_DIGITS = new Set(['0', '2', '5', '7']);

/** Points, a separator (apostrophe, dash or space), two digits of 32nds, then the part of a 32nd. */
const THIRTY_SECONDS_FORM = /^(\d+)(?:'|-|\s+)(\d{2})(?:(\d)|\.(\d{1,3})|(\+))?$/;

const NOT_GROUPING_32NDS = /^\d+(?:'|-)\d{2}(?:\.\d{1,3}|\+)?$/;

/** The root of a futures symbol ("ZNM6", "/ZN", "ZN JUN26", "ZN") in capitals. */
function rootOf(symbol: string): string {
  const text = symbol.trim().toUpperCase();
  return parseFutureSymbol(text)?.root ?? text.replace(/^\//, '');
}

/** Whether the contract `symbol` names is quoted in 32nds (a CBOT Treasury future). */
export function isQuotedInThirtySeconds(symbol: string): boolean {
  return THIRTY_SECONDS_ROOTS.has(rootOf(symbol));
}

function fail(text: string, why: string): ValueResult {
  return { ok: false, code: 'TRADE-002', message: `The price "${text.trim()}" ${why}` };
}

/**
 * A price in 32nds ("110'04", "110 045", "110'04.5", "110-04+"), or null when `text` is not in
 * that notation at all (a decimal, say). `eighths` allows the third digits only 2- and 3-year
 * notes print (1, 3, 6, 8).
 */
export function readThirtySeconds(text: string, eighths = true): ValueResult | null {
  const match = THIRTY_SECONDS_FORM.exec(text.trim());
  if (!match) return null;
  const [, points = '', whole = '', digit, decimals, plus] = match;
  const thirtySeconds = Number(whole);
  if (thirtySeconds >= 32) return fail(text, `has ${whole} 32nds: a point is 32 of them`);
  let part = 0;
  if (digit !== undefined) {
    const value = EIGHTH_DIGITS[digit];
    if (value === undefined || (!eighths && !QUARTER_DIGITS.has(digit)))
      return fail(
        text,
        `is not a price in 32nds: the digit after the 32nds must be ${eighths ? '0, 1, 2, 3, 5, 6, 7 or 8' : '0, 2, 5 or 7'}`,
      );
    part = value;
  } else if (decimals !== undefined) {
    part = Number(`0.${decimals}`);
    // Only whole eighths (or quarters) of a 32nd are ticks; "04.3" is a typing slip, not a price.
    if ((part * 8) % (eighths ? 1 : 2) !== 0)
      return fail(text, `is not a price in 32nds: .${decimals} of a 32nd is not a tick`);
  } else if (plus !== undefined) part = 0.5;
  const value = Number(points) + (thirtySeconds + part) / 32;
  if (value <= 0) return fail(text, 'is not above zero');
  return { ok: true, value };
}

/**
 * A fill price of the contract `symbol` names: in 32nds (or a plain decimal) for a Treasury
 * future, a plain decimal for anything else, where 32nds are a row error rather than a price off
 * by a factor of a thousand.
 */
export function readFuturesPrice(text: string, symbol: string, decimal: DecimalSeparator = '.'): ValueResult {
  const root = rootOf(symbol);
  const grade = THIRTY_SECONDS_ROOTS.get(root);
  if (grade !== undefined) return readThirtySeconds(text, grade === 'eighths') ?? readPrice(text, decimal);
  // "5'125" may be a Swiss thousands separator, but "110'04" and "110-04+" can only be 32nds.
  if (NOT_GROUPING_32NDS.test(text.trim()))
    return fail(text, `is written in 32nds, and ${root || 'this contract'} is not quoted in 32nds`);
  return readPrice(text, decimal);
}
