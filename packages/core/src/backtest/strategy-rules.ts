// What every strategy shares: the stop and target rule, the size, the session filter, and the
// orders a signal becomes.
import { zoneClock } from '../analytics/zone-clock.ts';
import { sessionClock, type OhlcvBar, type TradingSession } from './bars.ts';
import { atr } from './indicators.ts';
import type { BacktestOrder, LevelSpec, SizeSpec, TargetSpec } from './orders.ts';

/** A distance in price, or a multiple of the ATR at the signal bar. */
export type StopRule =
  { kind: 'price'; distance: number } | { kind: 'atr'; multiple: number; period: number };
/** As a stop, or a multiple of the stop's distance. */
export type TargetRule = StopRule | { kind: 'r'; multiple: number };

export interface StrategyRules {
  stop?: StopRule;
  target?: TargetRule;
  size: SizeSpec;
  direction: 'long' | 'short' | 'both';
  /** Entries only inside the session; the position is closed at the close of the session's last bar. */
  session?: { session: TradingSession; timeZone: string };
}

export type BacktestStrategy<P extends StrategyRules> = (
  bars: readonly OhlcvBar[],
  params: P,
) => BacktestOrder[];

/** Turns signals into orders under the shared rules. */
export class StrategyOrderBook {
  readonly orders: BacktestOrder[] = [];
  readonly #rules: StrategyRules;
  readonly #atr: Map<number, Float64Array> = new Map();
  readonly #bars: readonly OhlcvBar[];

  constructor(bars: readonly OhlcvBar[], rules: StrategyRules) {
    this.#bars = bars;
    this.#rules = rules;
  }

  #atrAt(period: number, i: number): number {
    let values = this.#atr.get(period);
    if (values === undefined) {
      values = atr(this.#bars, period);
      this.#atr.set(period, values);
    }
    return values[i] ?? NaN;
  }

  #distance(rule: StopRule, i: number): number {
    return rule.kind === 'price' ? rule.distance : rule.multiple * this.#atrAt(rule.period, i);
  }

  /** An entry at the next bar's open; none while the ATR it needs is not known yet. */
  enter(i: number, side: 'long' | 'short'): void {
    const { direction, stop: stopRule, target: targetRule } = this.#rules;
    if (direction !== 'both' && direction !== side) return;
    let stop: LevelSpec | undefined;
    let target: TargetSpec | undefined;
    if (stopRule !== undefined) {
      const distance = this.#distance(stopRule, i);
      if (!(distance > 0)) return;
      stop = { distance };
    }
    if (targetRule !== undefined) {
      if (targetRule.kind === 'r') target = { r: targetRule.multiple };
      else {
        const distance = this.#distance(targetRule, i);
        if (!(distance > 0)) return;
        target = { distance };
      }
    }
    this.orders.push({
      action: 'enter',
      barIndex: i,
      side,
      type: 'market',
      size: this.#rules.size,
      ...(stop === undefined ? {} : { stop }),
      ...(target === undefined ? {} : { target }),
    });
  }

  /** Out at the next open, of a position on `side` only when given. */
  exit(i: number, side?: 'long' | 'short'): void {
    this.orders.push(
      side === undefined ? { action: 'exit', barIndex: i } : { action: 'exit', barIndex: i, side },
    );
  }

  /** Out at this bar's close, whatever the side. */
  exitAtClose(i: number): void {
    this.orders.push({ action: 'exit', barIndex: i, at: 'close' });
  }
}

/** Per bar: the instant its session opened (NaN outside any session), and whether it is the session's last bar. */
export interface SessionMarks {
  start: Float64Array;
  last: Uint8Array;
}

/** Session marks from the timetable alone: a bar is last when it ends at or after the session's close. */
export function sessionMarks(
  bars: readonly OhlcvBar[],
  filter: { session: TradingSession; timeZone: string },
): SessionMarks {
  const clock = zoneClock(filter.timeZone);
  const session = sessionClock(filter.session);
  const length = (bars[1]?.time ?? 0) - (bars[0]?.time ?? 0) || 60_000;
  const start = new Float64Array(bars.length);
  const last = new Uint8Array(bars.length);
  for (let i = 0; i < bars.length; i++) {
    const time = bars[i]?.time ?? 0;
    const local = clock.local(time);
    const open = session.startOf(local);
    start[i] = time - (local - open);
    last[i] = !Number.isNaN(open) && local + length >= open + session.length ? 1 : 0;
  }
  return { start, last };
}

/**
 * Runs a strategy's signal over the bars under the session filter: `signal(i)` is asked only of
 * bars where an entry may be placed (inside the session, not its last bar); the position is closed
 * at each session's last bar.
 */
export function withSessions(
  bars: readonly OhlcvBar[],
  rules: StrategyRules,
  book: StrategyOrderBook,
  signal: (i: number) => void,
): BacktestOrder[] {
  const marks = rules.session === undefined ? undefined : sessionMarks(bars, rules.session);
  for (let i = 0; i < bars.length; i++) {
    if (marks === undefined) signal(i);
    else if (marks.last[i] === 1) book.exitAtClose(i);
    else if (!Number.isNaN(marks.start[i] ?? NaN)) signal(i);
  }
  return book.orders;
}
