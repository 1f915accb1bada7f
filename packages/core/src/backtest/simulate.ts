// The fill engine: orders against bars by the rules written down in docs/metrics.md ("Backtesting").
import { deriveTrade, splitRoundTrips, type Execution, type TradeDerivation } from '../journal/index.ts';
import type { OhlcvBar } from './bars.ts';
import type { BacktestOrder, EntryOrder, LevelSpec, TargetSpec } from './orders.ts';

export interface SimulationOptions {
  commissionPerUnit: number;
  commissionPerOrder: number;
  /** Ticks against the trader on market and stop fills. */
  slippageTicks: number;
  tickSize: number;
  /** What a bar that touches both the stop and the target did first, when no lower timeframe tells. */
  bothTouched: 'stop-first' | 'target-first';
  /** Finer bars of the same market: the first of them inside a bar to touch a level decides. */
  lowerTimeframe?: readonly OhlcvBar[];
  /** Equity that risk-percent sizing starts from. Default 100,000. */
  initialEquity?: number;
  /** Money per 1.0 of price per unit. Default 1. */
  multiplier?: number;
  /** Risk-sized quantities are rounded down to a multiple of this. Default 1. */
  quantityStep?: number;
  /** Bar length, ms, for the time of an exit at a bar's close; read from the first two bars when left out. */
  timeframeMs?: number;
}

export type FillReason = 'entry' | 'stop' | 'target' | 'exit';

/** A fill in the journal's Execution shape, with why it happened and on which bar. */
export interface BacktestFill extends Execution {
  time: string;
  side: 'buy' | 'sell';
  quantity: number;
  price: number;
  commission: number;
  reason: FillReason;
  barIndex: number;
}

export interface BacktestTrade {
  executions: BacktestFill[];
  derivation: TradeDerivation;
  initialStop: number | null;
  target: number | null;
}

export interface SimulationResult {
  fills: BacktestFill[];
  trades: BacktestTrade[];
  /** Starting equity plus every closed trade's net P&L. */
  finalEquity: number;
}

interface Position {
  long: boolean;
  quantity: number;
  entry: number;
  stop: number | null;
  target: number | null;
  /** A limit entry filled inside this bar: the bar's high or low may have come before the fill. */
  limitBar: number;
}

/** Doubles summed and multiplied drift (100.26000000000001); fills are written to 10 places. */
const clean = (price: number): number => Number(price.toFixed(10));

function levelOf(spec: LevelSpec | undefined, entry: number, long: boolean, away: -1 | 1): number | null {
  if (spec === undefined) return null;
  if ('price' in spec) return spec.price;
  return clean(entry + (long ? away : -away) * spec.distance);
}

function targetOf(
  spec: TargetSpec | undefined,
  entry: number,
  stop: number | null,
  long: boolean,
): number | null {
  if (spec === undefined) return null;
  if ('r' in spec) return stop === null ? null : clean(entry + (entry - stop) * spec.r);
  return levelOf(spec, entry, long, 1);
}

/** Which level a bar touching both reached first, from the finer bars inside it; null when they cannot tell. */
function firstTouched(
  lower: readonly OhlcvBar[],
  from: number,
  to: number,
  position: Position,
  stop: number,
  target: number,
): 'stop' | 'target' | null {
  let lo = 0;
  let hi = lower.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((lower[mid]?.time ?? Infinity) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let j = lo; j < lower.length; j++) {
    const bar = lower[j];
    if (bar === undefined || bar.time >= to) break;
    const stopHit = position.long ? bar.low <= stop : bar.high >= stop;
    const targetHit = position.long ? bar.high >= target : bar.low <= target;
    if (stopHit && targetHit) return null;
    if (stopHit) return 'stop';
    if (targetHit) return 'target';
  }
  return null;
}

/**
 * Runs orders over bars, one position at a time: an entry while a position is open is ignored, a
 * newer entry replaces a pending one. Returns the fills and the trades derived from them by the
 * journal's own rules (splitRoundTrips, deriveTrade). A position still open at the last bar stays open.
 */
export function simulate(
  bars: readonly OhlcvBar[],
  orders: readonly BacktestOrder[],
  options: SimulationOptions,
): SimulationResult {
  const multiplier = options.multiplier ?? 1;
  const step = options.quantityStep ?? 1;
  const slip = options.slippageTicks * options.tickSize;
  const timeframeMs = options.timeframeMs ?? ((bars[1]?.time ?? 0) - (bars[0]?.time ?? 0) || 60_000);
  const lower = options.lowerTimeframe;
  const sorted = orders.every((order, i) => i === 0 || (orders[i - 1]?.barIndex ?? 0) <= order.barIndex)
    ? orders
    : [...orders].sort((a, b) => a.barIndex - b.barIndex);

  const fills: BacktestFill[] = [];
  const levels: { stop: number | null; target: number | null }[] = [];
  let equity = options.initialEquity ?? 100_000;
  let position: Position | null = null;
  let pending: EntryOrder | null = null;
  let exitLongAtOpen = false;
  let exitShortAtOpen = false;
  let next = 0;

  const fill = (
    bar: OhlcvBar,
    barIndex: number,
    buy: boolean,
    quantity: number,
    price: number,
    reason: FillReason,
    time = bar.time,
  ): void => {
    const commission = clean(options.commissionPerUnit * quantity + options.commissionPerOrder);
    fills.push({
      time: new Date(time).toISOString(),
      side: buy ? 'buy' : 'sell',
      quantity,
      price: clean(price),
      commission,
      reason,
      barIndex,
    });
    equity -= commission;
  };
  const close = (bar: OhlcvBar, barIndex: number, price: number, reason: FillReason, time?: number): void => {
    if (position === null) return;
    fill(bar, barIndex, !position.long, position.quantity, price, reason, time);
    const exit = clean(price);
    equity +=
      (position.long ? exit - position.entry : position.entry - exit) * position.quantity * multiplier;
    position = null;
  };
  const open = (
    bar: OhlcvBar,
    barIndex: number,
    order: EntryOrder,
    price: number,
    limitBar: number,
  ): boolean => {
    const long = order.side === 'long';
    const entry = clean(price);
    const stop = levelOf(order.stop, entry, long, -1);
    const target = targetOf(order.target, entry, stop, long);
    let quantity: number;
    if ('quantity' in order.size) quantity = order.size.quantity;
    else {
      const risk = stop === null ? 0 : Math.abs(entry - stop) * multiplier;
      quantity = risk > 0 ? Math.floor((equity * order.size.riskPercent) / 100 / risk / step) * step : 0;
      quantity = clean(quantity);
    }
    if (!(quantity > 0)) return false;
    fill(bar, barIndex, long, quantity, entry, 'entry');
    position = { long, quantity, entry, stop, target, limitBar };
    levels.push({ stop, target });
    return true;
  };

  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i];
    if (bar === undefined) continue;
    // Orders placed on the previous bar's close (or earlier) start working at this bar's open.
    let closeExits = false;
    for (; next < sorted.length; next++) {
      const order = sorted[next];
      if (order === undefined) continue;
      if (order.barIndex > i - 1) break;
      if (order.action === 'enter') pending = order;
      else if (order.at !== 'close') {
        if (order.side !== 'short') exitLongAtOpen = true;
        if (order.side !== 'long') exitShortAtOpen = true;
      }
    }
    for (let k = next; k < sorted.length && sorted[k]?.barIndex === i; k++) {
      const order = sorted[k];
      if (order?.action === 'exit' && order.at === 'close') closeExits = true;
    }
    const atOpen = position as Position | null;
    if (atOpen !== null && (atOpen.long ? exitLongAtOpen : exitShortAtOpen))
      close(bar, i, bar.open + (atOpen.long ? -slip : slip), 'exit');
    exitLongAtOpen = false;
    exitShortAtOpen = false;
    if (pending !== null && position === null) {
      const order: EntryOrder = pending;
      const long = order.side === 'long';
      if (order.goodForBars !== undefined && i - order.barIndex > order.goodForBars) pending = null;
      else if (order.type === 'market') {
        open(bar, i, order, bar.open + (long ? slip : -slip), -1);
        pending = null;
      } else {
        const limit = order.limitPrice ?? NaN;
        // Price must trade at or through the limit; a gap through it fills at the better open.
        if (long ? bar.open <= limit : bar.open >= limit) {
          open(bar, i, order, bar.open, -1);
          pending = null;
        } else if (long ? bar.low <= limit : bar.high >= limit) {
          open(bar, i, order, limit, i);
          pending = null;
        }
      }
    }
    const held = position as Position | null;
    if (held !== null) {
      const { long, stop, target } = held;
      const gapsThroughStop =
        stop !== null && held.limitBar !== i && (long ? bar.open <= stop : bar.open >= stop);
      const gapsThroughTarget =
        target !== null && held.limitBar !== i && (long ? bar.open >= target : bar.open <= target);
      if (gapsThroughStop) close(bar, i, bar.open + (long ? -slip : slip), 'stop');
      else if (gapsThroughTarget) close(bar, i, bar.open, 'target');
      else {
        const stopHit = stop !== null && (long ? bar.low <= stop : bar.high >= stop);
        // On the bar a limit entry filled, the high (or low) may have come before the fill.
        const targetHit =
          target !== null && held.limitBar !== i && (long ? bar.high >= target : bar.low <= target);
        let first: 'stop' | 'target' | null = stopHit ? 'stop' : targetHit ? 'target' : null;
        if (stopHit && targetHit && stop !== null && target !== null) {
          const told =
            lower === undefined
              ? null
              : firstTouched(
                  lower,
                  bar.time,
                  bars[i + 1]?.time ?? bar.time + timeframeMs,
                  held,
                  stop,
                  target,
                );
          first = told ?? (options.bothTouched === 'target-first' ? 'target' : 'stop');
        }
        if (first === 'stop' && stop !== null) close(bar, i, stop + (long ? -slip : slip), 'stop');
        else if (first === 'target' && target !== null) close(bar, i, target, 'target');
      }
    }
    if (closeExits && position !== null) {
      close(bar, i, bar.close + ((position as Position).long ? -slip : slip), 'exit', bar.time + timeframeMs);
    }
  }

  const trades = splitRoundTrips(fills).map((trip, k): BacktestTrade => {
    const { stop, target } = levels[k] ?? { stop: null, target: null };
    return {
      executions: trip.executions,
      derivation: deriveTrade({ executions: trip.executions, multiplier, initialStop: stop, target }),
      initialStop: stop,
      target,
    };
  });
  return { fills, trades, finalEquity: clean(equity) };
}
