// The sample trader's days, account by account: when each trade opens (spread over the session,
// closer together on busy days), what it is in, how big, how long it is held, how it ends. The
// behaviours a coach would spot come from here: a loss sometimes sets off a bigger trade in the
// same market within minutes, losers are held longer than winners, and tilt brings streaks.
// Otherwise the trader keeps the rule of a pause after a loss: only a revenge trade opens within
// minutes of one, so those are the quick re-entries a coach finds.
import type { AccountProfile, DemoMarket } from './accounts.ts';
import { MINUTE, HOUR } from './calendar.ts';
import type { DayPlan } from './day-plan.ts';
import { buildFills, type BuiltFills } from './fills.ts';
import type { DemoInstrument } from './instruments.ts';
import type { Markets } from './markets.ts';
import { drawOutcome, nextMood, type Mood } from './outcomes.ts';
import type { Random } from './random.ts';
import { offsetFor, tradingWindow, type TradingWindow } from './sessions.ts';
import { spreadTimes, wholeSecond } from './timing.ts';

export type TradeResult = 'win' | 'loss' | 'breakeven';

export interface DraftTrade {
  account: number;
  symbol: string;
  instrument: DemoInstrument;
  openMs: number;
  closeMs: number;
  fills: BuiltFills;
  entryFills: number;
  /** The position's size in lots. */
  lots: number;
  result: TradeResult | null;
  swing: boolean;
  revenge: boolean;
  hasStop: boolean;
  pastStop: boolean;
  overtrading: boolean;
}

// A trade needs at least this long before the session ends to open.
const MIN_ROOM = 2 * MINUTE;
const MIN_HOLD = MINUTE;
const MAX_OPEN_SWINGS = 4;
/** The pause after a loss before the next entry, unless it is a revenge trade. */
const PAUSE_AFTER_LOSS = 15 * MINUTE;
// How many fills scale into and out of a position, and how often.
const ENTRY_FILLS = [
  [1, 0.6],
  [2, 0.25],
  [3, 0.15],
] as const;
const EXIT_FILLS = [
  [1, 0.5],
  [2, 0.3],
  [3, 0.2],
] as const;

export interface AccountContext {
  random: Random;
  markets: Markets;
  plan: DayPlan;
  profile: AccountProfile;
  index: number;
}

export function scheduleAccount(context: AccountContext, out: DraftTrade[]): void {
  new AccountSchedule(context, out).run();
}

class AccountSchedule {
  readonly #busy = new Map<string, number>();
  #swingExits: number[] = [];
  /** Exits of losing trades not yet behind every later entry (entries only move forward). */
  #lossExits: number[] = [];
  readonly #offsetAt: (ms: number) => number;
  #mood: Mood = 'calm';

  constructor(
    private readonly context: AccountContext,
    private readonly out: DraftTrade[],
  ) {
    this.#offsetAt = offsetFor(context.profile.session);
  }

  run(): void {
    const { plan, index } = this.context;
    const counts = plan.counts[index] ?? [];
    const lastPlanned = plan.days[plan.days.length - 1] ?? 0;
    let carry = 0;
    // Trades that do not fit their day move to the next one, past the planned days if need be.
    for (let i = 0; i < plan.days.length || carry > 0; i++) {
      const day = plan.days[i] ?? lastPlanned + (i - plan.days.length + 1);
      const count = (counts[i] ?? 0) + carry;
      carry = 0;
      if (count === 0) continue;
      const window = tradingWindow(this.context.profile.session, day, this.context.random);
      carry = window ? this.#day(i, day, window, count, plan.overtrading[index]?.[i] ?? false) : count;
    }
  }

  /** The day's trades; returns how many did not fit in the session. */
  #day(dayIndex: number, day: number, window: TradingWindow, count: number, overtrading: boolean): number {
    const { random, profile } = this.context;
    let t = window.open;
    let afterLoss: DraftTrade | null = null;
    let made = 0;
    while (made < count) {
      const left = count - made;
      let start: number;
      if (afterLoss) start = afterLoss.closeMs + random.int(45, 420) * 1000;
      else if (made === 0) start = t;
      else
        start = t + Math.max(20_000, ((window.end - t - MIN_ROOM) / (left + 1)) * random.between(0.3, 1.7));
      start = wholeSecond(start);
      if (!afterLoss) start = this.#afterPause(start);
      if (start > window.end - MIN_ROOM) return left;
      t = start;

      let swing = false;
      let chosen: { instrument: DemoInstrument; symbol: string } | null;
      if (afterLoss) chosen = { instrument: afterLoss.instrument, symbol: afterLoss.symbol };
      else {
        const market: DemoMarket = random.weighted(profile.markets);
        swing = random.chance(profile.swing) && this.#openSwings(start) < MAX_OPEN_SWINGS;
        const free = (symbol: string) => (this.#busy.get(symbol) ?? -Infinity) < start;
        chosen = this.context.markets.choose(market, profile.currency, day, swing, free);
      }
      if (!chosen) {
        // Every instrument of that market is in a position: look again a few minutes later.
        t += 5 * MINUTE;
        continue;
      }
      const trade = this.#trade({
        dayIndex,
        window,
        start,
        instrument: chosen.instrument,
        symbol: chosen.symbol,
        swing,
        revengeOf: afterLoss,
        overtrading,
      });
      if (!trade) return left;
      this.out.push(trade);
      this.#busy.set(trade.symbol, trade.closeMs);
      if (trade.swing) this.#swingExits.push(trade.closeMs);
      // Any money lost counts, even within the break-even tolerance: a coach may count it a loss.
      if ((trade.fills.netCents ?? 0) < 0) this.#lossExits.push(trade.closeMs);
      made++;
      const tilted = this.#mood === 'tilt';
      if (trade.result) this.#mood = nextMood(random, this.#mood, trade.result);
      afterLoss =
        trade.result === 'loss' &&
        !trade.swing &&
        made < count &&
        trade.closeMs < window.end - 20 * MINUTE &&
        trade.lots < maxLotsOf(trade.instrument) &&
        random.chance(tilted ? 0.6 : 0.3)
          ? trade
          : null;
    }
    return 0;
  }

  #trade(spec: {
    dayIndex: number;
    window: TradingWindow;
    start: number;
    instrument: DemoInstrument;
    symbol: string;
    swing: boolean;
    revengeOf: DraftTrade | null;
    overtrading: boolean;
  }): DraftTrade | null {
    const { random, profile, markets } = this.context;
    const { instrument, start, window, swing, revengeOf } = spec;
    const { tick } = instrument;

    const entry = markets.price(instrument);
    const fraction = random.between(instrument.stop[0], instrument.stop[1]) * (swing ? 3 : 1);
    const risk = Math.max(
      tick,
      Math.min(Math.round((entry * fraction) / tick), Math.floor((entry * 0.6) / tick)) * tick,
    );
    const direction: 1 | -1 = random.chance(instrument.assetClass === 'option' ? 0.8 : 0.55) ? 1 : -1;

    // Size from the money at risk; a revenge trade doubles or triples the last one.
    const minLots = Math.ceil(instrument.minQuantity / instrument.lot);
    const maxLots = maxLotsOf(instrument);
    const perLot =
      (risk / 10 ** instrument.priceDecimals) *
      (instrument.lot / 10 ** instrument.quantityDecimals) *
      instrument.multiplier;
    const budget = profile.risk * random.factor(0.35);
    let lots = Math.min(maxLots, Math.max(minLots, Math.round(budget / perLot)));
    // Only a loss below the largest size sets one off, so it is always bigger.
    const revenge = revengeOf !== null;
    if (revengeOf) lots = Math.min(maxLots, Math.round(revengeOf.lots * random.between(2, 3)));

    const hasStop = random.chance(revenge ? 0.6 : 0.9);
    const targetR = random.chance(0.75) ? Math.round(random.between(1.2, 3) * 10) / 10 : null;
    const outcome = drawOutcome(random, { mood: this.#mood, revenge, hasStop, targetR });
    const scratch = outcome.kind === 'breakeven';
    const entryCount = scratch ? 1 : random.weighted(ENTRY_FILLS);
    const exitCount = random.weighted(EXIT_FILLS);
    const entries = Math.min(entryCount, lots);
    const exits = Math.min(exitCount, lots);

    let entryTimes: number[];
    let exitTimes: number[];
    if (swing) {
      const exitWindow = this.#exitWindow(spec.dayIndex, outcome.kind === 'loss');
      if (!exitWindow) return this.#trade({ ...spec, swing: false });
      const lastExit = wholeSecond(random.between(exitWindow.open, exitWindow.end - 10 * MINUTE));
      entryTimes = spreadTimes(
        () => random.next(),
        start,
        Math.min(start + 40 * MINUTE, window.end),
        entries,
        'first',
      );
      exitTimes = spreadTimes(
        () => random.next(),
        Math.max(exitWindow.start, lastExit - 3 * HOUR),
        lastExit,
        exits,
        'last',
      );
    } else {
      // Losers are held longer than winners: hoping they come back.
      const stretch = outcome.kind === 'loss' ? random.between(1.5, 2.6) : scratch ? 0.5 : 1;
      const wanted = profile.holdMinutes * MINUTE * random.factor(0.6) * stretch * (revenge ? 0.6 : 1);
      const hold = Math.min(Math.max(MIN_HOLD, wanted), window.end - 30_000 - start);
      if (hold < MIN_HOLD) return null;
      entryTimes = spreadTimes(() => random.next(), start, start + hold * 0.35, entries, 'first');
      exitTimes = spreadTimes(() => random.next(), start + hold * 0.4, start + hold, exits, 'last');
    }

    const fills = buildFills(random, {
      instrument,
      direction,
      entry,
      risk,
      hasStop,
      targetR,
      outcomeR: outcome.r,
      quantity: lots * instrument.lot,
      entryTimes,
      exitTimes,
      offsetAt: this.#offsetAt,
    });
    markets.settle(instrument, entry + direction * Math.round(outcome.r * risk), risk);
    const net = fills.netCents ?? 0;
    const result: TradeResult =
      Math.abs(net) <= profile.breakEvenToleranceCents ? 'breakeven' : net > 0 ? 'win' : 'loss';
    return {
      account: this.context.index,
      symbol: spec.symbol,
      instrument,
      openMs: start,
      closeMs: exitTimes[exitTimes.length - 1] ?? start,
      fills,
      entryFills: entries,
      lots,
      result,
      swing,
      revenge,
      hasStop,
      pastStop: outcome.pastStop && hasStop,
      overtrading: spec.overtrading,
    };
  }

  /** The first instant from `start` on that is not within the pause after a loss. */
  #afterPause(start: number): number {
    let at = start;
    this.#lossExits = this.#lossExits.filter((exit) => exit > at - PAUSE_AFTER_LOSS);
    // A pause can end inside the next one (a swing trade's loss closing then): go on until clear.
    for (let moved = true; moved;) {
      moved = false;
      for (const exit of this.#lossExits)
        if (exit <= at && at - exit < PAUSE_AFTER_LOSS) {
          at = wholeSecond(exit + PAUSE_AFTER_LOSS);
          moved = true;
        }
    }
    return at;
  }

  /** How many swing trades are still open at `at` (the closed ones are forgotten). */
  #openSwings(at: number): number {
    this.#swingExits = this.#swingExits.filter((exit) => exit > at);
    return this.#swingExits.length;
  }

  /** A session some days later to close a swing trade in (losers are held for more days). */
  #exitWindow(dayIndex: number, losing: boolean): TradingWindow | null {
    const { random, plan, profile } = this.context;
    const hold = losing ? random.int(2, 8) : random.int(1, 5);
    let found = 0;
    for (let j = dayIndex + 1; j < plan.days.length; j++) {
      const day = plan.days[j];
      if (day === undefined) break;
      const window = tradingWindow(profile.session, day, random);
      if (!window) continue;
      if (++found === hold) return window;
    }
    return null;
  }
}

const maxLotsOf = (instrument: DemoInstrument): number => Math.floor(instrument.maxQuantity / instrument.lot);
