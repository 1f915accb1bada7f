import { describe, expect, it } from 'vitest';
import { zoneClock } from '../analytics/zone-clock.ts';
import { sessionClock, weekdayOf } from './bars.ts';
import { detectGaps, resampleBars } from './resample.ts';
import { sampleSeries, type SampleMarket } from './sample-series.ts';

const MONDAY = Date.parse('2025-03-03T00:00:00Z');
const MIN = 60_000;

describe('sampleSeries', () => {
  it('gives the same bars for the same seed and other bars for another', () => {
    const a = sampleSeries({ kind: 'stock', seed: 7, start: MONDAY, bars: 500, timeframe: '1m' });
    const b = sampleSeries({ kind: 'stock', seed: 7, start: MONDAY, bars: 500, timeframe: '1m' });
    const c = sampleSeries({ kind: 'stock', seed: 8, start: MONDAY, bars: 500, timeframe: '1m' });
    expect(a).toEqual(b);
    expect(a.bars.map((bar) => bar.close)).not.toEqual(c.bars.map((bar) => bar.close));
  });

  it.each<SampleMarket>(['stock', 'future', 'forex', 'crypto'])(
    'keeps %s bars whole, on the tick, inside the market hours, with no gap',
    (kind) => {
      const series = sampleSeries({ kind, seed: 3, start: MONDAY, bars: 6000, timeframe: '5m' });
      expect(series.bars).toHaveLength(6000);
      const clock = zoneClock(series.timeZone);
      const session = sessionClock(series.session);
      for (const bar of series.bars) {
        expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
        expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
        expect(bar.low).toBeGreaterThan(0);
        expect(bar.volume).toBeGreaterThanOrEqual(0);
        expect(Math.abs(bar.close / series.tickSize - Math.round(bar.close / series.tickSize))).toBeLessThan(
          1e-6,
        );
        const local = clock.local(bar.time);
        const start = session.startOf(local);
        expect(Number.isNaN(start)).toBe(false);
        expect(local + 5 * MIN).toBeLessThanOrEqual(start + session.length);
      }
      for (let i = 1; i < series.bars.length; i++)
        expect(series.bars[i]?.time).toBeGreaterThan(series.bars[i - 1]?.time ?? Infinity);
      expect(detectGaps(series.bars, '5m', { timeZone: series.timeZone, session: series.session })).toEqual(
        [],
      );
    },
  );

  it('trades stocks 09:30 to 16:00 New York on weekdays, across the change to summer time', () => {
    const series = sampleSeries({ kind: 'stock', seed: 1, start: MONDAY, bars: 78 * 10, timeframe: '5m' });
    const days = resampleBars(series.bars, {
      from: '5m',
      to: '1D',
      timeZone: series.timeZone,
      session: series.session,
    });
    expect(days.map((d) => new Date(d.time).toISOString())).toEqual([
      '2025-03-03T14:30:00.000Z',
      '2025-03-04T14:30:00.000Z',
      '2025-03-05T14:30:00.000Z',
      '2025-03-06T14:30:00.000Z',
      '2025-03-07T14:30:00.000Z',
      '2025-03-10T13:30:00.000Z',
      '2025-03-11T13:30:00.000Z',
      '2025-03-12T13:30:00.000Z',
      '2025-03-13T13:30:00.000Z',
      '2025-03-14T13:30:00.000Z',
    ]);
  });

  it('trades a coin every day round the clock and forex not on Saturday', () => {
    const coin = sampleSeries({ kind: 'crypto', seed: 1, start: MONDAY, bars: 24 * 8, timeframe: '1h' });
    expect(coin.bars.at(-1)?.time).toBe(MONDAY + (24 * 8 - 1) * 60 * MIN);
    const fx = sampleSeries({ kind: 'forex', seed: 1, start: MONDAY, bars: 24 * 8, timeframe: '1h' });
    const weekdays = new Set(
      fx.bars.map((bar) => weekdayOf(Math.floor(zoneClock(fx.timeZone).local(bar.time) / 86_400_000))),
    );
    expect(weekdays.has(6)).toBe(false);
    expect(weekdays.has(0)).toBe(true);
  });

  it('makes one daily bar per session, stamped at its open', () => {
    const future = sampleSeries({ kind: 'future', seed: 2, start: MONDAY, bars: 6, timeframe: '1D' });
    // Monday 00:00 UTC is Sunday evening in New York, inside the session that opened Sunday 18:00: the first whole one opens Monday.
    expect(future.bars.map((bar) => new Date(bar.time).toISOString())).toEqual([
      '2025-03-03T23:00:00.000Z',
      '2025-03-04T23:00:00.000Z',
      '2025-03-05T23:00:00.000Z',
      '2025-03-06T23:00:00.000Z',
      '2025-03-09T22:00:00.000Z',
      '2025-03-10T22:00:00.000Z',
    ]);
  });

  it('clusters volatility: big moves follow big moves more often than chance', () => {
    const { bars } = sampleSeries({ kind: 'crypto', seed: 11, start: MONDAY, bars: 50_000, timeframe: '1m' });
    const moves = bars
      .slice(1)
      .map((bar, i) => Math.abs(Math.log(bar.close / (bars[i]?.close ?? bar.close))));
    const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
    let together = 0;
    let cov = 0;
    let varSum = 0;
    for (let i = 1; i < moves.length; i++) {
      cov += ((moves[i] ?? 0) - mean) * ((moves[i - 1] ?? 0) - mean);
      varSum += ((moves[i] ?? 0) - mean) ** 2;
      together += 1;
    }
    expect(together).toBeGreaterThan(0);
    // Absolute returns of independent, equally volatile bars would be uncorrelated.
    expect(cov / varSum).toBeGreaterThan(0.05);
    // A year of minutes at 60 % a year: a minute's move is near 0.6 / sqrt(525,600).
    const sd = Math.sqrt(moves.reduce((a, m) => a + m * m, 0) / moves.length);
    expect(sd).toBeGreaterThan((0.5 * 0.6) / Math.sqrt(525_600));
    expect(sd).toBeLessThan((2 * 0.6) / Math.sqrt(525_600));
  });
});
