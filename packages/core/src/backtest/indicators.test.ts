import { describe, expect, it } from 'vitest';
import type { OhlcvBar } from './bars.ts';
import { atr, rsi, sma } from './indicators.ts';

const closes = (...values: number[]): OhlcvBar[] =>
  values.map((close, i) => ({
    time: i * 60_000,
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume: 0,
  }));

describe('indicators', () => {
  it('averages the last closes once enough bars have passed', () => {
    expect([...sma(closes(1, 2, 3, 4, 5), 3)]).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it("smooths RSI by Wilder's rule", () => {
    // Changes +1, -1, +2: first average gain 1/2, loss 1/2 -> 50; then gain (0.5 + 2) / 2 = 1.25, loss 0.25.
    const values = [...rsi(closes(10, 11, 10, 12), 2)];
    expect(values.slice(0, 2)).toEqual([NaN, NaN]);
    expect(values[2]).toBe(50);
    expect(values[3]).toBeCloseTo(100 - 100 / (1 + 5), 10);
    expect([...rsi(closes(5, 6, 7), 2)][2]).toBe(100);
    expect([...rsi(closes(5, 5, 5), 2)][2]).toBe(50);
  });

  it('takes the true range across a gap from the previous close', () => {
    // Ranges: 2, then |14 - 10| = 4 across the gap, then 2.
    const bars = closes(10, 13, 13);
    expect([...atr(bars, 2)]).toEqual([NaN, 3, 2.5]);
  });

  it('does not look ahead: a value does not change when later bars change', () => {
    const a = closes(1, 5, 2, 8, 3, 9);
    const b = closes(1, 5, 2, 8, 30, 90);
    expect([...rsi(a, 2)].slice(0, 4)).toEqual([...rsi(b, 2)].slice(0, 4));
    expect([...atr(a, 2)].slice(0, 4)).toEqual([...atr(b, 2)].slice(0, 4));
  });
});
