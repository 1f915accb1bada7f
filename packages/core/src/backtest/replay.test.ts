import { describe, expect, it } from 'vitest';
import type { OhlcvBar } from './bars.ts';
import type { BacktestOrder } from './orders.ts';
import { closedResult, replaySnapshot, type ReplaySettings } from './replay.ts';
import { simulate } from './simulate.ts';

const MINUTE = 60_000;
const bar = (i: number, open: number, high: number, low: number, close: number): OhlcvBar => ({
  time: i * MINUTE,
  open,
  high,
  low,
  close,
  volume: 0,
});

// Bar 2 opens at 101; bar 3 reaches 104 (the target) without touching 99 (the stop).
const BARS: OhlcvBar[] = [
  bar(0, 100, 101, 99, 100),
  bar(1, 100, 101, 99.5, 100.5),
  bar(2, 101, 102, 100.5, 101.5),
  bar(3, 101.5, 104.5, 101, 104),
  bar(4, 104, 105, 103, 104.5),
];

const SETTINGS: ReplaySettings = {
  startingBalance: 10_000,
  commissionPerUnit: 0.01,
  commissionPerOrder: 1,
  slippageTicks: 0,
  tickSize: 0.01,
  bothTouched: 'stop-first',
  multiplier: 1,
};

const LONG: BacktestOrder = {
  action: 'enter',
  barIndex: 1,
  side: 'long',
  type: 'market',
  size: { quantity: 100 },
  stop: { price: 99 },
  target: { price: 104 },
};

describe('replaySnapshot', () => {
  it('shows an order placed on the last bar as pending until the next bar is shown', () => {
    const snapshot = replaySnapshot(BARS, 1, [LONG], SETTINGS);
    expect(snapshot.pending).toBe(LONG);
    expect(snapshot.position).toBeNull();
    expect(snapshot.sessionPnl).toBe(0);
  });

  it('opens at the next open and marks the position at the shown close', () => {
    const snapshot = replaySnapshot(BARS, 2, [LONG], SETTINGS);
    expect(snapshot.pending).toBeNull();
    expect(snapshot.position).toEqual({
      side: 'long',
      quantity: 100,
      entry: 101,
      stop: 99,
      target: 104,
      unrealized: 50,
    });
    // The entry's commission (0.01 × 100 + 1) is paid; the open 50 counts in equity.
    expect(snapshot.balance).toBe(9998);
    expect(snapshot.equity).toBe(10_048);
  });

  it('closes at the target on the bar that reaches it, as the engine does over the whole series', () => {
    const snapshot = replaySnapshot(BARS, 3, [LONG], SETTINGS);
    const whole = simulate(BARS, [LONG], { ...SETTINGS, initialEquity: SETTINGS.startingBalance });
    expect(snapshot.closed).toHaveLength(1);
    expect(snapshot.closed[0]?.derivation.netPnl).toBe(296);
    expect(snapshot.closed[0]?.derivation.netPnl).toBe(whole.trades[0]?.derivation.netPnl);
    expect(snapshot.position).toBeNull();
    expect(snapshot.sessionPnl).toBe(296);
    expect(closedResult(snapshot).trades).toHaveLength(1);
  });

  it('draws the equity line from the replay start, the open trade marked at each close', () => {
    const snapshot = replaySnapshot(BARS, 4, [LONG], SETTINGS, 1);
    expect(snapshot.equityCurve).toEqual([
      { time: MINUTE, equity: 10_000 },
      { time: 2 * MINUTE, equity: 10_048 },
      { time: 3 * MINUTE, equity: 10_296 },
      { time: 4 * MINUTE, equity: 10_296 },
    ]);
  });

  it('leaves an open trade out of the closed ones, and lets a limit run out', () => {
    const limit: BacktestOrder = {
      action: 'enter',
      barIndex: 1,
      side: 'long',
      type: 'limit',
      limitPrice: 95,
      size: { quantity: 1 },
      goodForBars: 2,
    };
    expect(replaySnapshot(BARS, 2, [limit], SETTINGS).pending).toBe(limit);
    expect(replaySnapshot(BARS, 3, [limit], SETTINGS).pending).toBeNull();
    const open = replaySnapshot(BARS, 2, [LONG], SETTINGS);
    expect(open.closed).toEqual([]);
    expect(open.result.trades).toHaveLength(1);
  });

  it('closes at the next open when the trader exits', () => {
    const exit: BacktestOrder = { action: 'exit', barIndex: 2 };
    const snapshot = replaySnapshot(BARS, 3, [LONG, exit], SETTINGS);
    expect(snapshot.closed[0]?.executions.map((fill) => [fill.reason, fill.price])).toEqual([
      ['entry', 101],
      ['exit', 101.5],
    ]);
  });
});
