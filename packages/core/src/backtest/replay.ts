// Bar replay: the trader steps through a series and places orders on the last bar shown. What has
// happened so far is the fill engine run over the bars shown and nothing after them, so a replayed
// trade fills exactly as a rule backtest would fill the same orders.
import type { OhlcvBar } from './bars.ts';
import type { BacktestOrder, EntryOrder } from './orders.ts';
import { simulate, type BacktestTrade, type SimulationOptions, type SimulationResult } from './simulate.ts';

export interface ReplaySettings extends Pick<
  SimulationOptions,
  'commissionPerUnit' | 'commissionPerOrder' | 'slippageTicks' | 'tickSize' | 'bothTouched' | 'multiplier'
> {
  startingBalance: number;
}

export interface ReplayPosition {
  side: 'long' | 'short';
  quantity: number;
  entry: number;
  stop: number | null;
  target: number | null;
  /** Gross P&L at the last shown bar's close. */
  unrealized: number;
}

export interface ReplayEquityPoint {
  /** Bar time, epoch ms. */
  time: number;
  /** Balance plus the open position at the bar's close. */
  equity: number;
}

export interface ReplaySnapshot {
  result: SimulationResult;
  closed: BacktestTrade[];
  position: ReplayPosition | null;
  /** The entry placed and not yet filled (nor expired). */
  pending: EntryOrder | null;
  /** Starting balance plus closed trades' net P&L, less the open position's entry commission. */
  balance: number;
  /** Balance plus the open position's P&L at the last shown close. */
  equity: number;
  /** equity − starting balance. */
  sessionPnl: number;
  /** One point per shown bar from `fromIndex`. */
  equityCurve: ReplayEquityPoint[];
}

/** The last entry order, when no fill has taken it and it has not run out. */
function pendingEntry(
  orders: readonly BacktestOrder[],
  result: SimulationResult,
  cursor: number,
): EntryOrder | null {
  let last: EntryOrder | null = null;
  for (const order of orders) if (order.action === 'enter') last = order;
  if (last === null) return null;
  const placedAt = last.barIndex;
  if (result.fills.some((fill) => fill.reason === 'entry' && fill.barIndex > placedAt)) return null;
  if (last.goodForBars !== undefined && cursor - placedAt >= last.goodForBars) return null;
  return last;
}

/**
 * The replay at bar `cursor` (the last bar shown): the engine over bars 0..cursor, the closed
 * trades, the open position marked at the close, and the equity line from bar `fromIndex`.
 */
export function replaySnapshot(
  bars: readonly OhlcvBar[],
  cursor: number,
  orders: readonly BacktestOrder[],
  settings: ReplaySettings,
  fromIndex = 0,
): ReplaySnapshot {
  const shown = bars.slice(0, cursor + 1);
  const multiplier = settings.multiplier ?? 1;
  const result = simulate(shown, orders, {
    ...settings,
    initialEquity: settings.startingBalance,
    timeframeMs: bars.length > 1 ? (bars[1]?.time ?? 0) - (bars[0]?.time ?? 0) : 60_000,
  });
  const closed = result.trades.filter((trade) => trade.derivation.status === 'closed');
  const open = result.trades.find((trade) => trade.derivation.status === 'open');

  // Walk the shown bars once: cash moves with each fill, the open position is marked at each close.
  const curve: ReplayEquityPoint[] = [];
  let cash = settings.startingBalance;
  let quantity = 0;
  let entry = 0;
  let long = true;
  let next = 0;
  for (let i = 0; i < shown.length; i++) {
    const bar = shown[i];
    if (bar === undefined) continue;
    for (; next < result.fills.length && (result.fills[next]?.barIndex ?? Infinity) <= i; next++) {
      const fill = result.fills[next];
      if (fill === undefined) continue;
      cash -= fill.commission;
      if (fill.reason === 'entry') {
        quantity = fill.quantity;
        entry = fill.price;
        long = fill.side === 'buy';
      } else {
        cash += (long ? fill.price - entry : entry - fill.price) * quantity * multiplier;
        quantity = 0;
      }
    }
    if (i >= fromIndex) {
      const marked =
        quantity === 0 ? 0 : (long ? bar.close - entry : entry - bar.close) * quantity * multiplier;
      curve.push({ time: bar.time, equity: cash + marked });
    }
  }
  const last = shown[shown.length - 1];
  const lastEntry = open?.executions.find((fill) => fill.reason === 'entry');
  const position: ReplayPosition | null =
    open !== undefined && lastEntry !== undefined && last !== undefined
      ? {
          side: open.derivation.direction,
          quantity: lastEntry.quantity,
          entry: lastEntry.price,
          stop: open.initialStop,
          target: open.target,
          unrealized:
            (open.derivation.direction === 'long'
              ? last.close - lastEntry.price
              : lastEntry.price - last.close) *
            lastEntry.quantity *
            multiplier,
        }
      : null;
  const equity = cash + (position?.unrealized ?? 0);
  return {
    result,
    closed,
    position,
    pending: pendingEntry(orders, result, cursor),
    balance: cash,
    equity,
    sessionPnl: equity - settings.startingBalance,
    equityCurve: curve,
  };
}

/** The closed trades of a replay as a result the statistics read (open trades are not yet figures). */
export function closedResult(snapshot: ReplaySnapshot): SimulationResult {
  return { ...snapshot.result, trades: snapshot.closed };
}
