// Which instrument a trade is in and where its price stands: each instrument's price wanders from
// trade to trade (a random walk kept within sensible bounds), option contracts are picked near the
// money with a real expiry, futures in their front month.
import type { DemoMarket } from './accounts.ts';
import { FRIDAY, isExchangeDay, nthWeekday, partsOf, weekdayOf } from './calendar.ts';
import {
  CRYPTO,
  FOREX,
  FUTURES,
  MICRO_FUTURES,
  OPTION_ROOTS,
  STOCKS,
  futureSymbol,
  optionInstrument,
  optionSymbol,
  type DemoInstrument,
} from './instruments.ts';
import type { Random } from './random.ts';

export interface Chosen {
  instrument: DemoInstrument;
  symbol: string;
}

const stockByRoot = new Map(STOCKS.map((s) => [s.root, s]));
// Option contracts are made up when chosen (see #option), all on US underlyings.
const OPTION_CURRENCY = 'USD';
const LISTED: Readonly<Record<Exclude<DemoMarket, 'option'>, readonly DemoInstrument[]>> = {
  stock: STOCKS,
  future: FUTURES,
  'micro-future': MICRO_FUTURES,
  forex: FOREX,
  crypto: CRYPTO,
};
const universes = new Map<string, readonly DemoInstrument[]>();

/**
 * The listed instruments of a market an account in `currency` trades: only those quoted in that
 * currency, so every trade's money is the account's.
 */
export function universe(market: Exclude<DemoMarket, 'option'>, currency: string): readonly DemoInstrument[] {
  const key = `${market}/${currency}`;
  let found = universes.get(key);
  if (!found) {
    found = LISTED[market].filter((instrument) => instrument.currency === currency);
    universes.set(key, found);
  }
  return found;
}

/** Whether an account in `currency` finds anything to trade in the market. */
export function offers(market: DemoMarket, currency: string): boolean {
  return market === 'option' ? currency === OPTION_CURRENCY : universe(market, currency).length > 0;
}

/** The last exchange day on or before `day` (an expiry on a holiday moves a day earlier). */
function exchangeDayOnOrBefore(day: number): number {
  let d = day;
  while (!isExchangeDay(d)) d--;
  return d;
}

/** The Friday expiry of a contract that is still alive `daysAhead` days after `day`. */
function expiryAfter(day: number, daysAhead: number, monthly: boolean): number {
  const earliest = day + daysAhead;
  if (!monthly) return exchangeDayOnOrBefore(earliest + ((FRIDAY - weekdayOf(earliest) + 7) % 7));
  const { year, month } = partsOf(earliest);
  for (let m = month; ; m++) {
    const third = nthWeekday(year + Math.floor((m - 1) / 12), ((m - 1) % 12) + 1, FRIDAY, 3);
    if (third >= earliest) return exchangeDayOnOrBefore(third);
  }
}

export class Markets {
  readonly #levels = new Map<string, number>();

  constructor(private readonly random: Random) {}

  /** The instrument's price now, in its units on its tick grid. */
  price(instrument: DemoInstrument): number {
    return this.#levels.get(instrument.root) ?? instrument.price;
  }

  /** After a trade the price carries on from where the trade left it, within bounds of its start. */
  settle(instrument: DemoInstrument, last: number, risk: number): void {
    if (instrument.assetClass === 'option') return;
    const { tick, price: start } = instrument;
    let next = last + this.random.normal() * risk;
    // Pull back toward the starting price when it has wandered far off.
    if (next < start * 0.5) next += start * 0.05;
    if (next > start * 2) next -= start * 0.1;
    this.#levels.set(instrument.root, Math.max(tick * 10, Math.round(next / tick) * tick));
  }

  /**
   * An instrument of the market not in a position at `at` (per `isFree`), or null when every one is.
   * `day` is the trading day (New York) the trade opens on; `swing` asks for a later option expiry.
   */
  choose(
    market: DemoMarket,
    currency: string,
    day: number,
    swing: boolean,
    isFree: (symbol: string) => boolean,
  ): Chosen | null {
    // An account's profile lists only markets quoted in its currency; anything else would leave it
    // looking for a trade for ever.
    if (!offers(market, currency)) throw new Error(`No ${market} instrument is quoted in ${currency}`);
    if (market === 'option') {
      for (let attempt = 0; attempt < 4; attempt++) {
        const chosen = this.#option(day, swing);
        if (isFree(chosen.symbol)) return chosen;
      }
      return null;
    }
    const listed = universe(market, currency);
    const first = this.random.int(0, listed.length - 1);
    const { year, month, date } = partsOf(day);
    for (let i = 0; i < listed.length; i++) {
      const instrument = listed[(first + i) % listed.length];
      if (!instrument) continue;
      const symbol =
        instrument.assetClass === 'future'
          ? futureSymbol(instrument.root, year, month, date)
          : instrument.root;
      if (isFree(symbol)) return { instrument, symbol };
    }
    return null;
  }

  #option(day: number, swing: boolean): Chosen {
    const random = this.random;
    const root = random.pick(OPTION_ROOTS);
    const underlying = stockByRoot.get(root);
    const spot = underlying ? this.price(underlying) : 10_000;
    const step = root === 'SPY' || root === 'QQQ' ? 100 : spot > 20_000 ? 500 : 250;
    const right = random.chance(0.55) ? 'C' : 'P';
    // One or two strikes out of the money.
    const away = random.int(0, 2) * step;
    const strike =
      right === 'C'
        ? Math.ceil(spot / step) * step + away
        : Math.max(step, Math.floor(spot / step) * step - away);
    const expiry = partsOf(expiryAfter(day, swing ? 21 : random.int(0, 6), swing));
    const premium = (swing ? random.int(40, 300) : random.int(8, 160)) * 5;
    const symbol = optionSymbol(root, expiry, right, strike);
    return { instrument: optionInstrument(symbol, premium), symbol };
  }
}
