// What the sample trader trades: each instrument with its price grid (decimals and tick), a
// price to start from, how far its stops usually sit, its quantity grid and its contract size.
import type { DemoAssetClass } from './types.ts';

export interface DemoInstrument {
  /** The symbol (stocks, forex, crypto) or the root a dated contract is named from (futures, options). */
  root: string;
  assetClass: DemoAssetClass;
  /** Prices are whole numbers of 10^-priceDecimals. */
  priceDecimals: number;
  /** The smallest price step, in those units. */
  tick: number;
  /** Where the price starts, in those units. */
  price: number;
  /** An intraday initial stop, as a fraction of the price. */
  stop: readonly [number, number];
  /** Quantities are whole numbers of 10^-quantityDecimals. */
  quantityDecimals: number;
  /** The quantity step and the smallest and largest position, in those units. */
  lot: number;
  minQuantity: number;
  maxQuantity: number;
  multiplier: number;
  /** The currency prices, P&L and costs are in; only an account in that currency trades it. */
  currency: string;
}

const stock = (root: string, dollars: number): DemoInstrument => ({
  root,
  assetClass: 'stock',
  priceDecimals: 2,
  tick: 1,
  price: Math.round(dollars * 100),
  stop: [0.002, 0.012],
  quantityDecimals: 0,
  lot: 1,
  minQuantity: 1,
  maxQuantity: 5000,
  multiplier: 1,
  currency: 'USD',
});

export const STOCKS: readonly DemoInstrument[] = [
  stock('AAPL', 243.85),
  stock('MSFT', 418.58),
  stock('NVDA', 138.31),
  stock('TSLA', 379.28),
  stock('AMD', 125.37),
  stock('AMZN', 220.22),
  stock('META', 599.24),
  stock('GOOGL', 189.43),
  stock('SPY', 584.64),
  stock('QQQ', 510.23),
  stock('NFLX', 885.93),
  stock('JPM', 242.02),
  stock('BA', 176.5),
  stock('XOM', 107.75),
  stock('COIN', 260.1),
  stock('PLTR', 75.63),
  stock('SOFI', 15.84),
  stock('F', 10.12),
  stock('INTC', 20.22),
  stock('SHOP', 106.36),
  stock('UBER', 61.92),
  stock('DIS', 111.35),
  stock('BAC', 44.78),
  stock('SMCI', 31.65),
];

/** Underlyings the sample trader trades options on. */
export const OPTION_ROOTS: readonly string[] = ['AAPL', 'NVDA', 'TSLA', 'SPY', 'QQQ', 'AMZN', 'META', 'AMD'];

const future = (
  root: string,
  points: number,
  multiplier: number,
  priceDecimals: number,
  tick: number,
  maxQuantity: number,
  stop: readonly [number, number],
): DemoInstrument => ({
  root,
  assetClass: 'future',
  priceDecimals,
  tick,
  price: Math.round(points * 10 ** priceDecimals),
  stop,
  quantityDecimals: 0,
  lot: 1,
  minQuantity: 1,
  maxQuantity,
  multiplier,
  currency: 'USD',
});

export const FUTURES: readonly DemoInstrument[] = [
  future('ES', 5942.5, 50, 2, 25, 4, [0.0006, 0.002]),
  future('NQ', 21326.75, 20, 2, 25, 3, [0.0008, 0.0025]),
  future('MES', 5942.5, 5, 2, 25, 20, [0.0006, 0.002]),
  future('CL', 72.32, 1000, 2, 1, 4, [0.002, 0.008]),
  future('GC', 2658.1, 100, 1, 1, 3, [0.001, 0.004]),
];

export const MICRO_FUTURES: readonly DemoInstrument[] = [
  future('MES', 5942.5, 5, 2, 25, 20, [0.0006, 0.002]),
  future('MNQ', 21326.75, 2, 2, 25, 20, [0.0008, 0.0025]),
];

const pair = (root: string, price: number): DemoInstrument => ({
  root,
  assetClass: 'forex',
  priceDecimals: 5,
  tick: 1,
  price: Math.round(price * 10 ** 5),
  stop: [0.001, 0.004],
  quantityDecimals: 0,
  lot: 1000,
  minQuantity: 10_000,
  maxQuantity: 200_000,
  multiplier: 1,
  currency: root.slice(3),
});

/**
 * The majors quoted in dollars. A pair's P&L is in its quote currency, so only a dollar account
 * trades them: no pair is quoted in euros among the common ones (EURUSD is quoted in dollars).
 */
export const FOREX: readonly DemoInstrument[] = [
  pair('EURUSD', 1.03512),
  pair('GBPUSD', 1.24718),
  pair('AUDUSD', 0.62155),
  pair('NZDUSD', 0.55932),
];

const coin = (
  root: string,
  price: number,
  priceDecimals: number,
  quantityDecimals: number,
  minQuantity: number,
  maxQuantity: number,
): DemoInstrument => ({
  root,
  assetClass: 'crypto',
  priceDecimals,
  tick: 1,
  price: Math.round(price * 10 ** priceDecimals),
  stop: [0.006, 0.025],
  quantityDecimals,
  lot: 1,
  minQuantity,
  maxQuantity,
  multiplier: 1,
  currency: root.slice(-3),
});

/** The same coins quoted in euros and in dollars, each account trading those in its currency. */
export const CRYPTO: readonly DemoInstrument[] = [
  coin('BTCEUR', 91234.5, 1, 5, 50, 100_000),
  coin('ETHEUR', 3215.42, 2, 4, 100, 200_000),
  coin('SOLEUR', 182.37, 2, 2, 10, 20_000),
  coin('XRPEUR', 2.1853, 4, 0, 5, 50_000),
  coin('BTCUSD', 94427.8, 1, 5, 50, 100_000),
  coin('ETHUSD', 3327.95, 2, 4, 100, 200_000),
  coin('SOLUSD', 188.75, 2, 2, 10, 20_000),
  coin('XRPUSD', 2.2618, 4, 0, 5, 50_000),
];

const MONTH_CODES = 'FGHJKMNQUVXZ';
const QUARTERLY = [3, 6, 9, 12];

/**
 * The front contract of a futures root on a day, named the way brokers print it (ESH5: root,
 * month code, last digit of the year). Index futures roll a week before their third-Friday
 * expiry, crude oil trades the month after next once the front nears its expiry, gold the next
 * even month.
 */
export function futureSymbol(root: string, year: number, month: number, date: number): string {
  let contractMonth: number;
  if (root === 'CL') contractMonth = month + (date < 10 ? 1 : 2);
  else if (root === 'GC') contractMonth = month + (month % 2 === 0 ? 2 : 1);
  else {
    const quarter = QUARTERLY.find((m) => m >= month) ?? 12;
    // The third Friday falls on the 15th to the 21st; the roll is about a week before it.
    contractMonth = quarter === month && date >= 10 ? quarter + 3 : quarter;
  }
  const contractYear = year + Math.floor((contractMonth - 1) / 12);
  const code = MONTH_CODES[(contractMonth - 1) % 12] ?? 'Z';
  return `${root}${code}${contractYear % 10}`;
}

/** An OCC option symbol: root, expiry YYMMDD, C or P, strike × 1000 in eight digits. */
export function optionSymbol(
  root: string,
  expiry: { year: number; month: number; date: number },
  right: 'C' | 'P',
  strikeCents: number,
): string {
  const yymmdd =
    String(expiry.year % 100).padStart(2, '0') +
    String(expiry.month).padStart(2, '0') +
    String(expiry.date).padStart(2, '0');
  return `${root}${yymmdd}${right}${String(strikeCents * 10).padStart(8, '0')}`;
}

/** An option contract as an instrument: its premium on a cent grid in nickels, ×100. */
export function optionInstrument(symbol: string, premiumCents: number): DemoInstrument {
  return {
    root: symbol,
    assetClass: 'option',
    priceDecimals: 2,
    tick: 5,
    price: premiumCents,
    stop: [0.25, 0.5],
    quantityDecimals: 0,
    lot: 1,
    minQuantity: 1,
    maxQuantity: 40,
    multiplier: 100,
    currency: 'USD',
  };
}
