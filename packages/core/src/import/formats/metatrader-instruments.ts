// What MetaTrader's symbols and Profit column say about an instrument. A MetaTrader symbol is the
// broker's own name ("eurusd", "EURUSD.pro", "eurgbp-2", "nas100usd-2", "#AAPL"), and its contract
// size is the broker's setting, written nowhere in a report. What a report does write is each closed
// position's Profit in the account's currency, and that is what fixes the fills' multiplier:
//
// 1. The contract size of an instrument whose profit is in the account's currency (EURUSD or
//    XAUUSD in a USD account, a CFD priced in it) is profit / (price move × lots), the same for
//    every position. When one round contract size (1, 2, 2.5 or 5 times a power of ten) gives
//    every position's Profit to the cent (and a tenth of a percent, as brokers round prices shown
//    with fewer digits than they hold), that is the multiplier and the fills give the statement's
//    P&L exactly.
// 2. Otherwise the profit was converted from the quote currency (USDJPY in a USD or EUR account)
//    at each close's rate, which the report does not give. The fills then use this file's average
//    rate (the positions' total Profit over their total price move), so the instrument's total P&L
//    is the statement's and each position's is within the rate's drift of it; a warning names the
//    instrument, its lines and the largest difference in money. A forex pair quoted in another currency never takes a
//    round size (its converted profit can look round by chance: USDJPY near 100), and a pair takes
//    only a standard, mini or micro lot.
// 3. An instrument no position of which moved is left at its default (a standard lot for forex).
import { parsePairSymbol } from '../../journal/instrument-symbols.ts';
import type { AssetClass } from '../../trades/trade-form.ts';
import { STANDARD_LOT } from '../../calculators/forex.ts';
import type { ImportWarning } from '../types.ts';

export interface MetaTraderInstrument {
  /** EUR/USD for a currency pair, else the broker's name upper-cased. */
  symbol: string;
  assetClass: AssetClass;
  /** The quote currency of a currency pair. */
  quote: string | null;
}

/** A broker's suffix after a currency pair: "eurusd-2", "EURUSD.pro", "EURUSDm", "EURUSD#". */
const PAIR_WITH_SUFFIX = /^([A-Za-z]{6})([^A-Za-z0-9].*|[A-Za-z]{1,3}|\d{1,2})?$/;

export function metaTraderInstrument(item: string): MetaTraderInstrument {
  const text = item.trim();
  const match = PAIR_WITH_SUFFIX.exec(text);
  const pair = match ? parsePairSymbol(match[1] ?? '') : null;
  if (pair?.kind === 'forex') return { symbol: pair.symbol, assetClass: 'forex', quote: pair.quote };
  return { symbol: text.toUpperCase(), assetClass: 'cfd', quote: null };
}

/** One closed position as a report states it. */
export interface ClosedPosition {
  line: number;
  symbol: string;
  assetClass: AssetClass;
  quote: string | null;
  side: 'buy' | 'sell';
  lots: number;
  openPrice: number;
  closePrice: number;
  /** In the account's currency, gross of commission, taxes and swap. */
  profit: number;
}

export interface ContractSizes {
  /** The multiplier of each symbol's fills; absent for a symbol left at its default. */
  multipliers: Map<string, number>;
  warnings: ImportWarning[];
}

const ROUND_SIZES = [1, 2, 2.5, 5].flatMap((digit) =>
  [0.01, 0.1, 1, 10, 100, 1000, 10_000, 100_000, 1_000_000].map((power) => digit * power),
);
/** A standard, mini and micro lot: the only sizes a currency pair is traded in. */
const FOREX_SIZES = [STANDARD_LOT, STANDARD_LOT / 10, STANDARD_LOT / 100];
const LINES_SHOWN = 5;

/** Price move times lots, signed so that a gain is positive. */
function move(position: ClosedPosition): number {
  const direction = position.side === 'buy' ? 1 : -1;
  return (position.closePrice - position.openPrice) * position.lots * direction;
}

function fits(size: number, positions: readonly ClosedPosition[]): boolean {
  return positions.every(
    (position) =>
      Math.abs(size * move(position) - position.profit) <= 0.01 + 0.001 * Math.abs(position.profit) + 1e-9,
  );
}

function linesText(positions: readonly ClosedPosition[]): string {
  const lines = positions.map((position) => position.line);
  const more = lines.length - LINES_SHOWN;
  return `${lines.length === 1 ? 'line' : 'lines'} ${lines.slice(0, LINES_SHOWN).join(', ')}${
    more > 0 ? ` and ${String(more)} more` : ''
  }`;
}

function significant(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/**
 * The multiplier of every symbol's fills, from the positions' Profit (see the rules above).
 * `accountCurrency` is the report's, null when it does not say.
 */
export function inferContractSizes(
  positions: readonly ClosedPosition[],
  accountCurrency: string | null,
): ContractSizes {
  const bySymbol = new Map<string, ClosedPosition[]>();
  for (const position of positions) {
    const list = bySymbol.get(position.symbol);
    if (list) list.push(position);
    else bySymbol.set(position.symbol, [position]);
  }
  const multipliers = new Map<string, number>();
  const warnings: ImportWarning[] = [];
  for (const [symbol, all] of bySymbol) {
    const [first] = all;
    if (!first) continue;
    const moved = all.filter((position) => move(position) !== 0);
    if (moved.length === 0) {
      if (first.assetClass === 'forex') multipliers.set(symbol, STANDARD_LOT);
      continue;
    }
    const converted =
      first.quote !== null && accountCurrency !== null && first.quote !== accountCurrency.toUpperCase();
    const sizes = first.assetClass === 'forex' ? FOREX_SIZES : ROUND_SIZES;
    const implied = moved.map((position) => position.profit / move(position));
    const mean = implied.reduce((sum, value) => sum + value, 0) / implied.length;
    const round = converted
      ? undefined
      : sizes.filter((size) => fits(size, moved)).sort((a, b) => Math.abs(a - mean) - Math.abs(b - mean))[0];
    if (round !== undefined) {
      multipliers.set(symbol, round);
      continue;
    }
    const totalMove = moved.reduce((sum, position) => sum + move(position), 0);
    const totalProfit = moved.reduce((sum, position) => sum + position.profit, 0);
    // Reduced rather than spread: a symbol may have more positions than a call takes arguments.
    const lowest = implied.reduce((low, value) => Math.min(low, value), Infinity);
    const highest = implied.reduce((high, value) => Math.max(high, value), -Infinity);
    let average = totalMove === 0 ? Number.NaN : totalProfit / totalMove;
    // Gains and losses that nearly cancel in price make the ratio meaningless: weigh by size instead.
    if (!(average >= lowest && average <= highest && average > 0)) {
      const absMove = moved.reduce((sum, position) => sum + Math.abs(move(position)), 0);
      average = moved.reduce((sum, position) => sum + Math.abs(position.profit), 0) / absMove;
    }
    if (!(average > 0)) {
      warnings.push({
        message: `${symbol}: no contract size gives the statement's Profit (${linesText(all)}); its fills keep the default size, and their P&L will differ from the statement's`,
      });
      if (first.assetClass === 'forex') multipliers.set(symbol, STANDARD_LOT);
      continue;
    }
    // Ten significant digits keep the total to the cent on any account size, and the JSON readable.
    multipliers.set(symbol, Number(average.toPrecision(10)));
    const furthest = moved.reduce(
      (far, position) => Math.max(far, Math.abs(average * move(position) - position.profit)),
      -Infinity,
    );
    const into = accountCurrency ?? "the account's currency";
    const unit = accountCurrency ?? '';
    const from = first.quote ?? 'its quote currency';
    const why = converted
      ? `the statement's Profit is converted from ${from} into ${into} at each close's rate, which the file does not give`
      : "no round contract size gives the statement's Profit on every position";
    warnings.push({
      message: `${symbol}: ${why}, so its fills use this file's average, ${significant(average)}${unit === '' ? '' : ` ${unit}`} per 1.0 of price a lot (${linesText(all)}): their total P&L is the statement's, each position's within ${furthest.toFixed(2)}${unit === '' ? '' : ` ${unit}`} of it`,
    });
  }
  return { multipliers, warnings };
}
