import { describe, expect, it } from 'vitest';
import type { OhlcvBar, TradingSession } from './bars.ts';
import { atr } from './indicators.ts';
import { simulate, type SimulationOptions } from './simulate.ts';
import { movingAverageCross, openingRangeBreakout, rangeBreakout, rsiReversion } from './strategies.ts';

const T0 = Date.parse('2025-03-03T14:30:00Z');
const MIN = 60_000;
const OPTIONS: SimulationOptions = {
  commissionPerUnit: 0,
  commissionPerOrder: 0,
  slippageTicks: 0,
  tickSize: 0.01,
  bothTouched: 'stop-first',
};
/** Flat bars one minute apart: open, high, low and close all at the close. */
const flat = (...values: number[]): OhlcvBar[] =>
  values.map((close, i) => ({ time: T0 + i * MIN, open: close, high: close, low: close, close, volume: 1 }));
/** Bars one minute apart from [open, high, low, close]. */
const ohlc = (rows: [number, number, number, number][], start = T0, step = MIN): OhlcvBar[] =>
  rows.map(([open, high, low, close], i) => ({ time: start + i * step, open, high, low, close, volume: 1 }));
const summary = (bars: OhlcvBar[], orders: ReturnType<typeof movingAverageCross>) =>
  simulate(bars, orders, OPTIONS).trades.map((t) => [
    t.derivation.direction,
    t.executions[0]?.price,
    t.derivation.status === 'closed' ? t.executions[t.executions.length - 1]?.price : null,
    t.executions[t.executions.length - 1]?.reason,
  ]);

describe('movingAverageCross', () => {
  // Fast (2) minus slow (3): bar 2 0, bar 3 +1/6 (cross up), bar 6 -2/3 (cross down).
  const bars = flat(10, 10, 10, 11, 12, 11, 9, 8, 9);

  it('goes long on the cross up at the next open and reverses on the cross down', () => {
    const orders = movingAverageCross(bars, { fast: 2, slow: 3, direction: 'both', size: { quantity: 1 } });
    expect(
      orders.filter((o) => o.action === 'enter').map((o) => [o.barIndex, o.action === 'enter' && o.side]),
    ).toEqual([
      [3, 'long'],
      [6, 'short'],
    ]);
    expect(summary(bars, orders)).toEqual([
      ['long', 12, 8, 'exit'],
      ['short', 8, null, 'entry'],
    ]);
  });

  it('only exits on the cross down when trading long only', () => {
    const orders = movingAverageCross(bars, { fast: 2, slow: 3, direction: 'long', size: { quantity: 1 } });
    expect(summary(bars, orders)).toEqual([['long', 12, 8, 'exit']]);
  });

  it('does not look ahead: orders up to a bar do not change when later bars change', () => {
    const params = { fast: 2, slow: 3, direction: 'both' as const, size: { quantity: 1 } };
    const other = flat(10, 10, 10, 11, 12, 11, 20, 30, 40);
    const upTo = (list: ReturnType<typeof movingAverageCross>) => list.filter((o) => o.barIndex <= 5);
    expect(upTo(movingAverageCross(other, params))).toEqual(upTo(movingAverageCross(bars, params)));
  });

  it('closes at the session close and takes no entry outside the session', () => {
    const session: TradingSession = { open: '09:30', close: '09:38', days: [1] };
    const params = {
      fast: 2,
      slow: 3,
      direction: 'both' as const,
      size: { quantity: 1 },
      session: { session, timeZone: 'America/New_York' },
    };
    // Bar 7 (09:37) is the session's last: the long is closed at its close, 8; bar 8 (09:38) is after the close.
    // The cross down on bar 6 reverses at bar 7's open, 8, and that short is closed at bar 7's close.
    expect(summary(bars, movingAverageCross(bars, params))).toEqual([
      ['long', 12, 8, 'exit'],
      ['short', 8, 8, 'exit'],
    ]);
    const shortSession = {
      ...params,
      session: { session: { ...session, close: '09:36' }, timeZone: 'America/New_York' },
    };
    // The cross down on bar 6 is not taken: bar 5 (09:35) closed the session at 11.
    expect(summary(bars, movingAverageCross(bars, shortSession))).toEqual([['long', 12, 11, 'exit']]);
  });
});

describe('rangeBreakout', () => {
  const bars = ohlc([
    [10, 11, 9, 10],
    [10, 11, 9, 10],
    [10, 12, 10, 11.5], // closes above 11, the high of bars 0-1: long at bar 3's open
    [11.5, 12, 11, 11.8],
    [11.8, 12, 8, 8.5], // the stop at 8.5 is hit; the close breaks below 10 (bars 2-3): short at bar 5
    [8.5, 9, 7, 7.5],
    [7.5, 8, 6.9, 7],
  ]);

  it('enters on a close outside the N-bar range, with a stop a price distance away and a target in R', () => {
    const orders = rangeBreakout(bars, {
      bars: 2,
      direction: 'both',
      size: { quantity: 1 },
      stop: { kind: 'price', distance: 3 },
      target: { kind: 'r', multiple: 1 },
    });
    expect(summary(bars, orders)).toEqual([
      ['long', 11.5, 8.5, 'stop'],
      // Short at bar 5's open with stop 11.5 and target 5.5; bar 5's new low close changes nothing.
      ['short', 8.5, null, 'entry'],
    ]);
  });

  it('takes the target in R on a short once the price falls far enough', () => {
    const orders = rangeBreakout(bars, {
      bars: 2,
      direction: 'short',
      size: { quantity: 1 },
      stop: { kind: 'price', distance: 1 },
      target: { kind: 'r', multiple: 1 },
    });
    // Short at 8.5, stop 9.5, target 7.5: bar 5 touches 9 and 7, the target only.
    // Flat again, bar 5's close below the range (8) is a new short at bar 6's open.
    expect(summary(bars, orders)).toEqual([
      ['short', 8.5, 7.5, 'target'],
      ['short', 7.5, null, 'entry'],
    ]);
  });

  it('sets an ATR stop from the ATR at the signal bar', () => {
    const orders = rangeBreakout(bars, {
      bars: 2,
      direction: 'long',
      size: { quantity: 1 },
      stop: { kind: 'atr', multiple: 2, period: 2 },
    });
    // True ranges 2, 2, 2 -> ATR 2 at bar 2; the stop is 4 below the fill.
    expect(atr(bars, 2)[2]).toBe(2);
    expect(orders[1]).toMatchObject({ action: 'enter', barIndex: 2, stop: { distance: 4 } });
  });

  it('takes no ATR-based entry before the ATR is known', () => {
    const orders = rangeBreakout(bars, {
      bars: 2,
      direction: 'long',
      size: { quantity: 1 },
      stop: { kind: 'atr', multiple: 1, period: 5 },
    });
    expect(orders.filter((o) => o.action === 'enter')).toEqual([]);
  });
});

describe('rsiReversion', () => {
  // RSI(2): bar 2 50, bar 3 16.7 (below 30: long), bar 4 10, bar 5 65.4 (back over 50: out), bar 6 87.8 (over 70: short).
  const bars = flat(10, 11, 10, 8, 7, 9, 12, 11);

  it('buys the dip into oversold, sells when it recovers past 50, and shorts the spike', () => {
    const orders = rsiReversion(bars, {
      period: 2,
      oversold: 30,
      overbought: 70,
      direction: 'both',
      size: { quantity: 2 },
    });
    expect(summary(bars, orders)).toEqual([
      ['long', 7, 12, 'exit'],
      ['short', 11, null, 'entry'],
    ]);
    const result = simulate(bars, orders, OPTIONS);
    expect(result.trades[0]?.derivation.netPnl).toBe(10);
  });

  it('keeps to one side when told', () => {
    const orders = rsiReversion(bars, {
      period: 2,
      oversold: 30,
      overbought: 70,
      direction: 'short',
      size: { quantity: 1 },
    });
    expect(summary(bars, orders)).toEqual([['short', 11, null, 'entry']]);
  });
});

describe('openingRangeBreakout', () => {
  const session: TradingSession = { open: '09:30', close: '10:00', days: [1, 2, 3, 4, 5] };
  const params = {
    minutes: 15,
    direction: 'both' as const,
    size: { quantity: 1 },
    session: { session, timeZone: 'America/New_York' },
  };
  // Five-minute bars of Monday 3 March 2025 from 09:25 (14:25Z), then Tuesday from 09:30.
  const monday = ohlc(
    [
      [90, 120, 80, 120], // 09:25: before the open, no part of the range
      [100, 101, 99, 100], // 09:30-09:45: the range, 98.5 to 102
      [100, 102, 99.5, 101],
      [101, 101.5, 98.5, 100],
      [100, 101.8, 100, 101.5], // inside the range
      [101.5, 102.6, 101, 102.5], // closes above 102: long at the next open
      [102.4, 103, 102, 102.8], // 09:55: the session's last bar, closed at 102.8
    ],
    T0 - 5 * MIN,
    5 * MIN,
  );
  const tuesday = ohlc(
    [
      [103, 104, 102, 103], // the range, 101 to 104
      [103, 103.5, 101, 102],
      [102, 103, 101.5, 102],
      [102, 102, 100, 100.5], // closes below 101: short at the next open
      [100.5, 102.1, 100, 101], // the stop 1.5 above the fill, 102, is hit
      [99, 99.5, 98, 98.5], // a later close below the range: no second trade
    ],
    T0 + 1440 * MIN,
    5 * MIN,
  );

  it('trades the first close outside the opening range once a session and closes at the session close', () => {
    const bars = [...monday, ...tuesday];
    const orders = openingRangeBreakout(bars, { ...params, stop: { kind: 'price', distance: 1.5 } });
    const result = simulate(bars, orders, OPTIONS);
    expect(summary(bars, orders)).toEqual([
      ['long', 102.4, 102.8, 'exit'],
      ['short', 100.5, 102, 'stop'],
    ]);
    expect(result.fills[1]?.time).toBe('2025-03-03T15:00:00.000Z');
  });
});
