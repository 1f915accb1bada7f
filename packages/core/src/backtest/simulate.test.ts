import { describe, expect, it } from 'vitest';
import type { OhlcvBar } from './bars.ts';
import type { BacktestOrder, EntryOrder } from './orders.ts';
import { simulate, type SimulationOptions } from './simulate.ts';

const T0 = Date.parse('2025-03-03T14:30:00Z');
const MIN = 60_000;
/** Bars one hour apart from [open, high, low, close]. */
const bars = (...rows: [number, number, number, number][]): OhlcvBar[] =>
  rows.map(([open, high, low, close], i) => ({
    time: T0 + i * 60 * MIN,
    open,
    high,
    low,
    close,
    volume: 100,
  }));
const OPTIONS: SimulationOptions = {
  commissionPerUnit: 0,
  commissionPerOrder: 0,
  slippageTicks: 0,
  tickSize: 0.01,
  bothTouched: 'stop-first',
};
const long = (extra: Partial<EntryOrder> = {}): EntryOrder => ({
  action: 'enter',
  barIndex: 0,
  side: 'long',
  type: 'market',
  size: { quantity: 10 },
  ...extra,
});
const short = (extra: Partial<EntryOrder> = {}): EntryOrder => long({ side: 'short', ...extra });
const prices = (orders: BacktestOrder[], series: OhlcvBar[], options: Partial<SimulationOptions> = {}) =>
  simulate(series, orders, { ...OPTIONS, ...options }).fills.map((f) => [
    f.side,
    f.price,
    f.reason,
    f.barIndex,
  ]);

describe('simulate: market entries, stops and targets', () => {
  it('fills a market entry at the next bar open and a target at its price', () => {
    const series = bars([100, 101, 99, 100], [100, 101, 99.5, 100.5], [100.5, 103, 100, 102]);
    const orders = [long({ stop: { price: 98 }, target: { price: 102.5 } })];
    expect(prices(orders, series)).toEqual([
      ['buy', 100, 'entry', 1],
      ['sell', 102.5, 'target', 2],
    ]);
  });

  it('fills a stop at the stop, and a gap through the stop at the worse open', () => {
    const touched = bars([100, 100, 100, 100], [100, 100.5, 97, 98]);
    expect(prices([long({ stop: { price: 98 } })], touched)).toEqual([
      ['buy', 100, 'entry', 1],
      ['sell', 98, 'stop', 1],
    ]);
    const gapped = bars([100, 100, 100, 100], [100, 100.5, 99, 99.5], [96, 97, 95, 96]);
    expect(prices([long({ stop: { price: 98 } })], gapped)).toEqual([
      ['buy', 100, 'entry', 1],
      ['sell', 96, 'stop', 2],
    ]);
  });

  it('fills a gap through the target at the better open', () => {
    const series = bars([100, 100, 100, 100], [100, 101, 99, 100], [105, 106, 104, 105]);
    expect(prices([long({ target: { price: 102 } })], series)).toEqual([
      ['buy', 100, 'entry', 1],
      ['sell', 105, 'target', 2],
    ]);
  });

  it('mirrors everything for a short: stop above, target below, gaps at the open', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 99, 99.5], [103, 104, 102, 103]);
    expect(prices([short({ stop: { price: 102 }, target: { price: 95 } })], series)).toEqual([
      ['sell', 100, 'entry', 1],
      ['buy', 103, 'stop', 2],
    ]);
    const falling = bars([100, 100, 100, 100], [100, 100.5, 99, 99.5], [94, 94.5, 93, 94]);
    expect(prices([short({ stop: { price: 102 }, target: { price: 95 } })], falling)).toEqual([
      ['sell', 100, 'entry', 1],
      ['buy', 94, 'target', 2],
    ]);
  });

  it('takes the stop when one bar touches both, unless told target first', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 99.5, 100], [100, 103, 97, 100]);
    const orders = [long({ stop: { price: 98 }, target: { price: 102 } })];
    expect(prices(orders, series)[1]).toEqual(['sell', 98, 'stop', 2]);
    expect(prices(orders, series, { bothTouched: 'target-first' })[1]).toEqual(['sell', 102, 'target', 2]);
  });

  it('lets a lower timeframe say which level came first, and falls back to the rule when it cannot', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 99.5, 100], [100, 103, 97, 100]);
    const orders = [long({ stop: { price: 98 }, target: { price: 102 } })];
    const minute = (offset: number, high: number, low: number): OhlcvBar => ({
      time: T0 + 120 * MIN + offset * MIN,
      open: 100,
      high,
      low,
      close: 100,
      volume: 1,
    });
    const targetFirst = [minute(0, 100.5, 99.5), minute(1, 103, 100), minute(2, 100, 97)];
    expect(prices(orders, series, { lowerTimeframe: targetFirst })[1]).toEqual(['sell', 102, 'target', 2]);
    const stopFirst = [minute(0, 100.5, 97), minute(1, 103, 100)];
    expect(prices(orders, series, { lowerTimeframe: stopFirst, bothTouched: 'target-first' })[1]).toEqual([
      'sell',
      98,
      'stop',
      2,
    ]);
    const bothInOne = [minute(0, 103, 97)];
    expect(prices(orders, series, { lowerTimeframe: bothInOne })[1]).toEqual(['sell', 98, 'stop', 2]);
    // Finer bars of another hour say nothing about this one.
    const elsewhere = [{ ...minute(0, 103, 100), time: T0 + 60 * MIN }];
    expect(prices(orders, series, { lowerTimeframe: elsewhere })[1]).toEqual(['sell', 98, 'stop', 2]);
  });

  it('places stops and targets at a distance or a multiple of R from the fill', () => {
    const series = bars([100, 100, 100, 100], [100.5, 104, 100, 103]);
    const result = simulate(series, [long({ stop: { distance: 2 }, target: { r: 1.5 } })], OPTIONS);
    expect(result.trades[0]?.initialStop).toBe(98.5);
    expect(result.trades[0]?.target).toBe(103.5);
    expect(result.fills[1]?.price).toBe(103.5);
    expect(result.trades[0]?.derivation.rMultiple).toBe(1.5);
  });
});

describe('simulate: limit entries', () => {
  it('fills a long limit only when the low trades at or through it', () => {
    const series = bars(
      [100, 100, 100, 100],
      [100, 101, 99.01, 100],
      [100, 100.5, 99, 99.5],
      [99.5, 100, 99, 99.8],
    );
    expect(prices([long({ type: 'limit', limitPrice: 99 })], series)).toEqual([['buy', 99, 'entry', 2]]);
  });

  it('fills a limit at the better open when price gaps through it', () => {
    const series = bars([100, 100, 100, 100], [97, 98, 96, 97]);
    expect(prices([long({ type: 'limit', limitPrice: 99 })], series)).toEqual([['buy', 97, 'entry', 1]]);
    const up = bars([100, 100, 100, 100], [104, 105, 103, 104]);
    expect(prices([short({ type: 'limit', limitPrice: 102 })], up)).toEqual([['sell', 104, 'entry', 1]]);
  });

  it('cancels a limit not filled within its bars', () => {
    const series = bars([100, 100, 100, 100], [100, 101, 99.5, 100], [100, 101, 99.5, 100], [99, 99, 98, 98]);
    expect(prices([long({ type: 'limit', limitPrice: 99, goodForBars: 2 })], series)).toEqual([]);
    expect(prices([long({ type: 'limit', limitPrice: 99, goodForBars: 3 })], series)).toEqual([
      ['buy', 99, 'entry', 3],
    ]);
  });

  it('checks the stop but not the target on the bar a limit entry fills inside', () => {
    const series = bars([100, 100, 100, 100], [100, 103, 97, 98]);
    const orders = [long({ type: 'limit', limitPrice: 99, stop: { price: 97.5 }, target: { price: 102 } })];
    expect(prices(orders, series)).toEqual([
      ['buy', 99, 'entry', 1],
      ['sell', 97.5, 'stop', 1],
    ]);
    const upOnly = bars([100, 100, 100, 100], [100, 103, 99, 102], [102, 102.5, 101.5, 102]);
    expect(prices(orders, upOnly)).toEqual([
      ['buy', 99, 'entry', 1],
      ['sell', 102, 'target', 2],
    ]);
  });
});

describe('simulate: costs, exits, sizing and trades', () => {
  it('slips market and stop fills against the trader, never limits and targets, and charges commission per side', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 97, 98]);
    const result = simulate(series, [long({ stop: { price: 98 } })], {
      ...OPTIONS,
      slippageTicks: 2,
      tickSize: 0.25,
      commissionPerUnit: 0.01,
      commissionPerOrder: 1,
    });
    expect(result.fills.map((f) => [f.price, f.commission])).toEqual([
      [100.5, 1.1],
      [97.5, 1.1],
    ]);
    // Risk is from the fill (100.5) to the stop (98).
    expect(result.trades[0]?.derivation.netPnl).toBe(-32.2);
    expect(result.finalEquity).toBe(100_000 - 32.2);
    const target = simulate(
      bars([100, 100, 100, 100], [100, 103, 99.5, 101]),
      [long({ target: { price: 102 } })],
      {
        ...OPTIONS,
        slippageTicks: 2,
        tickSize: 0.25,
      },
    );
    expect(target.fills.map((f) => f.price)).toEqual([100.5, 102]);
  });

  it('exits at the next open, or at the close of the bar when told, and reverses when an entry follows an exit', () => {
    const series = bars(
      [100, 100, 100, 100],
      [101, 102, 100, 101.5],
      [102, 103, 101, 102.5],
      [103, 103, 103, 103],
    );
    const orders: BacktestOrder[] = [
      long(),
      { action: 'exit', barIndex: 1 },
      short({ barIndex: 1 }),
      { action: 'exit', barIndex: 2, at: 'close' },
    ];
    const result = simulate(series, orders, OPTIONS);
    expect(result.fills.map((f) => [f.side, f.price, f.reason, f.time])).toEqual([
      ['buy', 101, 'entry', '2025-03-03T15:30:00.000Z'],
      ['sell', 102, 'exit', '2025-03-03T16:30:00.000Z'],
      ['sell', 102, 'entry', '2025-03-03T16:30:00.000Z'],
      ['buy', 102.5, 'exit', '2025-03-03T17:30:00.000Z'],
    ]);
    expect(result.trades.map((t) => [t.derivation.direction, t.derivation.netPnl])).toEqual([
      ['long', 10],
      ['short', -5],
    ]);
  });

  it('leaves a position alone when an exit names the other side', () => {
    const series = bars([100, 100, 100, 100], [101, 102, 100, 101.5], [102, 103, 101, 102.5]);
    const kept = simulate(series, [long(), { action: 'exit', barIndex: 1, side: 'short' }], OPTIONS);
    expect(kept.fills).toHaveLength(1);
    const closed = simulate(series, [long(), { action: 'exit', barIndex: 1, side: 'long' }], OPTIONS);
    expect(closed.fills.map((f) => [f.side, f.price])).toEqual([
      ['buy', 101],
      ['sell', 102],
    ]);
  });

  it('ignores an entry while a position is open and leaves the last position open', () => {
    const series = bars([100, 100, 100, 100], [101, 102, 100, 101.5], [102, 103, 101, 102.5]);
    const result = simulate(series, [long(), short({ barIndex: 1 })], OPTIONS);
    expect(result.fills).toHaveLength(1);
    expect(result.trades[0]?.derivation.status).toBe('open');
  });

  it('sizes a fixed-risk entry from equity and the stop distance, rounded down to the step', () => {
    const series = bars([100, 100, 100, 100], [100, 101, 99.5, 100]);
    const result = simulate(series, [long({ size: { riskPercent: 1 }, stop: { distance: 3 } })], {
      ...OPTIONS,
      initialEquity: 10_000,
      multiplier: 2,
    });
    // 1% of 10,000 is 100; 3 points x 2 per point = 6 a unit: 16 units.
    expect(result.fills[0]?.quantity).toBe(16);
    const none = simulate(series, [long({ size: { riskPercent: 1 } })], OPTIONS);
    expect(none.fills).toEqual([]);
  });

  it('sizes later trades from equity after the earlier ones', () => {
    const series = bars([100, 100, 100, 100], [100, 100, 89, 90], [90, 90, 90, 90], [90, 91, 89, 90]);
    const orders = [
      long({ size: { riskPercent: 10 }, stop: { distance: 10 } }),
      long({ barIndex: 2, size: { riskPercent: 10 }, stop: { distance: 10 } }),
    ];
    const result = simulate(series, orders, { ...OPTIONS, initialEquity: 1000 });
    // First: 100 / 10 = 10 units, loses 100; then 10% of 900 = 90 / 10 = 9 units.
    expect(result.fills.map((f) => f.quantity)).toEqual([10, 10, 9]);
  });

  it('derives each trade with the journal rules, as the analytics engine reads it', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 99.5, 100], [100, 103, 99.5, 102]);
    const result = simulate(series, [long({ stop: { price: 99 }, target: { price: 102 } })], {
      ...OPTIONS,
      commissionPerOrder: 1,
    });
    expect(result.trades).toHaveLength(1);
    const d = result.trades[0]?.derivation;
    expect(d).toMatchObject({
      direction: 'long',
      status: 'closed',
      grossPnl: 20,
      costs: 2,
      netPnl: 18,
      plannedR: 2,
    });
  });
});

describe('simulate: the short side and odd input', () => {
  it('fills a short limit when the high reaches it, and its stop gapped through at the worse open, slipped up', () => {
    const series = bars(
      [100, 100, 100, 100],
      [100, 101.99, 99, 100],
      [100, 102, 99.5, 101],
      [105, 106, 104, 105],
    );
    const orders = [short({ type: 'limit', limitPrice: 102, stop: { price: 104 } })];
    expect(prices(orders, series, { slippageTicks: 1, tickSize: 0.5 })).toEqual([
      ['sell', 102, 'entry', 2],
      ['buy', 105.5, 'stop', 3],
    ]);
  });

  it('slips a short market entry down and its exit at a close up', () => {
    const series = bars([100, 100, 100, 100], [100, 101, 99, 100.5]);
    const orders: BacktestOrder[] = [short(), { action: 'exit', barIndex: 1, at: 'close' }];
    expect(prices(orders, series, { slippageTicks: 2, tickSize: 0.1 })).toEqual([
      ['sell', 99.8, 'entry', 1],
      ['buy', 100.7, 'exit', 1],
    ]);
  });

  it('lets finer bars decide for a short too', () => {
    const series = bars([100, 100, 100, 100], [100, 100.5, 99.5, 100], [100, 103, 97, 100]);
    const lower: OhlcvBar[] = [
      { time: T0 + 120 * MIN, open: 100, high: 100.5, low: 97, close: 98, volume: 1 },
      { time: T0 + 121 * MIN, open: 98, high: 103, low: 98, close: 102, volume: 1 },
    ];
    const orders = [short({ stop: { price: 102 }, target: { price: 98 } })];
    expect(prices(orders, series, { lowerTimeframe: lower })[1]).toEqual(['buy', 98, 'target', 2]);
  });

  it('reads orders in bar order whatever order they come in', () => {
    const series = bars(
      [100, 100, 100, 100],
      [101, 102, 100, 101.5],
      [102, 103, 101, 102.5],
      [103, 104, 102, 103],
    );
    const orders: BacktestOrder[] = [long({ barIndex: 2 }), { action: 'exit', barIndex: 1 }, long()];
    expect(prices(orders, series)).toEqual([
      ['buy', 101, 'entry', 1],
      ['sell', 102, 'exit', 2],
      ['buy', 103, 'entry', 3],
    ]);
  });

  it('gives nothing for no bars or no orders', () => {
    expect(simulate([], [long()], OPTIONS)).toEqual({ fills: [], trades: [], finalEquity: 100_000 });
    expect(simulate(bars([1, 1, 1, 1]), [], OPTIONS).fills).toEqual([]);
  });
});
