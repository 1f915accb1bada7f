import { describe, expect, it } from 'vitest';
import type { OhlcvBar, TradingSession } from './bars.ts';
import { detectGaps, mergeBars, resampleBars } from './resample.ts';

const NY = 'America/New_York';
const STOCK: TradingSession = { open: '09:30', close: '16:00', days: [1, 2, 3, 4, 5] };
const at = (iso: string): number => Date.parse(iso);
const bar = (iso: string, open: number, high: number, low: number, close: number, volume = 1): OhlcvBar => ({
  time: at(iso),
  open,
  high,
  low,
  close,
  volume,
});

/** One-minute bars from `startIso`, closes 100, 101, 102, ... with high close+0.5, low close-0.5. */
function minutes(startIso: string, count: number, first = 100): OhlcvBar[] {
  const start = at(startIso);
  return Array.from({ length: count }, (_, i) => ({
    time: start + i * 60_000,
    open: first + i - 0.25,
    high: first + i + 0.5,
    low: first + i - 0.5,
    close: first + i,
    volume: 10,
  }));
}

describe('resampleBars', () => {
  it('folds five one-minute bars into one 5m bar: first open, extremes, last close, summed volume', () => {
    const out = resampleBars(minutes('2025-03-03T14:30:00Z', 10), { from: '1m', to: '5m', timeZone: NY });
    expect(out).toEqual([
      { time: at('2025-03-03T14:30:00Z'), open: 99.75, high: 104.5, low: 99.5, close: 104, volume: 50 },
      { time: at('2025-03-03T14:35:00Z'), open: 104.75, high: 109.5, low: 104.5, close: 109, volume: 50 },
    ]);
  });

  it('keeps a gap as a gap: no bar for an empty bucket', () => {
    const bars = [...minutes('2025-03-03T14:30:00Z', 5), ...minutes('2025-03-03T14:45:00Z', 5, 200)];
    const out = resampleBars(bars, { from: '1m', to: '5m', timeZone: NY });
    expect(out.map((b) => new Date(b.time).toISOString())).toEqual([
      '2025-03-03T14:30:00.000Z',
      '2025-03-03T14:45:00.000Z',
    ]);
  });

  it('makes a stock day bar of the session only, stamped at the open, leaving out pre- and after-market bars', () => {
    // 09:00 to 16:29 New York (EST, UTC-5) on Monday 3 March 2025.
    const bars = minutes('2025-03-03T14:00:00Z', 450);
    const out = resampleBars(bars, { from: '1m', to: '1D', timeZone: NY, session: STOCK });
    expect(out).toHaveLength(1);
    // The session is 14:30Z to 20:59Z: bars 30 to 419.
    expect(out[0]).toEqual({
      time: at('2025-03-03T14:30:00Z'),
      open: 129.75,
      high: 519.5,
      low: 129.5,
      close: 519,
      volume: 3900,
    });
  });

  it('anchors hourly and 4h buckets at the session open', () => {
    const bars = minutes('2025-03-03T14:30:00Z', 390);
    const hours = resampleBars(bars, { from: '1m', to: '1h', timeZone: NY, session: STOCK });
    expect(hours.map((b) => new Date(b.time).toISOString().slice(11, 16))).toEqual([
      '14:30',
      '15:30',
      '16:30',
      '17:30',
      '18:30',
      '19:30',
      '20:30',
    ]);
    expect(hours[6]?.volume).toBe(300);
    const fours = resampleBars(bars, { from: '1m', to: '4h', timeZone: NY, session: STOCK });
    expect(fours.map((b) => [new Date(b.time).toISOString().slice(11, 16), b.volume])).toEqual([
      ['14:30', 2400],
      ['18:30', 1500],
    ]);
  });

  it('reads the session in the zone across a daylight-saving change', () => {
    // 10 March 2025 New York is on EDT (UTC-4): the session opens 13:30Z.
    const bars = minutes('2025-03-10T13:00:00Z', 60);
    const out = resampleBars(bars, { from: '1m', to: '1D', timeZone: NY, session: STOCK });
    expect(out[0]?.time).toBe(at('2025-03-10T13:30:00Z'));
    expect(out[0]?.volume).toBe(300);
  });

  it('makes one day bar of a future session that opens Sunday evening and closes Monday afternoon', () => {
    const future: TradingSession = { open: '18:00', close: '17:00', days: [0, 1, 2, 3, 4] };
    const bars = [
      bar('2025-03-02T23:00:00Z', 10, 11, 9, 10.5), // Sunday 18:00 EST
      bar('2025-03-03T15:00:00Z', 10.5, 12, 10, 11), // Monday 10:00
      bar('2025-03-03T22:30:00Z', 11, 11, 11, 11), // Monday 17:30: the daily break
      bar('2025-03-03T23:00:00Z', 11, 13, 8, 12), // Monday 18:00: the next session
    ];
    const out = resampleBars(bars, { from: '1h', to: '1D', timeZone: NY, session: future });
    expect(out).toEqual([
      { time: at('2025-03-02T23:00:00Z'), open: 10, high: 12, low: 9, close: 11, volume: 2 },
      { time: at('2025-03-03T23:00:00Z'), open: 11, high: 13, low: 8, close: 12, volume: 1 },
    ]);
  });

  it('makes calendar days in the zone without a session', () => {
    const bars = [bar('2025-03-03T04:00:00Z', 1, 2, 1, 2), bar('2025-03-03T06:00:00Z', 2, 3, 2, 3)];
    const out = resampleBars(bars, { from: '1h', to: '1D', timeZone: NY });
    expect(out.map((b) => [new Date(b.time).toISOString(), b.close])).toEqual([
      ['2025-03-02T05:00:00.000Z', 2],
      ['2025-03-03T05:00:00.000Z', 3],
    ]);
  });

  it('refuses to resample down or to a timeframe that is not a multiple', () => {
    expect(() => resampleBars([], { from: '1h', to: '5m', timeZone: NY })).toThrow(RangeError);
    expect(() => resampleBars([], { from: '1h', to: '1h', timeZone: NY })).toThrow(RangeError);
  });
});

describe('detectGaps', () => {
  it('finds missing minutes in a round-the-clock series', () => {
    const bars = [...minutes('2025-03-03T00:00:00Z', 3), ...minutes('2025-03-03T00:07:00Z', 2)];
    expect(detectGaps(bars, '1m')).toEqual([
      { after: at('2025-03-03T00:02:00Z'), before: at('2025-03-03T00:07:00Z'), missing: 4 },
    ]);
  });

  it('does not count the night or the weekend of a stock as a gap, but counts a missing minute in the session', () => {
    const friday = minutes('2025-03-07T20:58:00Z', 2); // 15:58, 15:59 Friday
    const monday = minutes('2025-03-10T13:30:00Z', 2); // 09:30, 09:31 Monday (EDT)
    const tuesday = [bar('2025-03-11T13:33:00Z', 1, 1, 1, 1)]; // 09:33 Tuesday: 09:30..09:32 missing
    const bars = [...friday, ...monday, ...tuesday];
    expect(detectGaps(bars, '1m', { timeZone: NY, session: STOCK })).toEqual([
      { after: at('2025-03-10T13:31:00Z'), before: at('2025-03-11T13:33:00Z'), missing: 3 + 388 },
    ]);
  });

  it('counts a missing weekday of daily bars, not the weekend', () => {
    const bars = [
      bar('2025-03-06T14:30:00Z', 1, 1, 1, 1), // Thursday
      bar('2025-03-10T13:30:00Z', 1, 1, 1, 1), // Monday: Friday is missing
      bar('2025-03-11T13:30:00Z', 1, 1, 1, 1),
    ];
    expect(detectGaps(bars, '1D', { timeZone: NY, session: STOCK })).toEqual([
      { after: at('2025-03-06T14:30:00Z'), before: at('2025-03-10T13:30:00Z'), missing: 1 },
    ]);
    expect(detectGaps(bars, '1D', { timeZone: NY })).toEqual([
      { after: at('2025-03-06T14:30:00Z'), before: at('2025-03-10T13:30:00Z'), missing: 3 },
    ]);
  });

  it('finds nothing in a complete series', () => {
    expect(detectGaps(minutes('2025-03-03T14:30:00Z', 390), '1m', { timeZone: NY, session: STOCK })).toEqual(
      [],
    );
  });
});

describe('mergeBars', () => {
  it('replaces bars at the same time with the incoming ones and adds the rest, in time order', () => {
    const existing = minutes('2025-03-03T14:30:00Z', 3);
    const incoming = [bar('2025-03-03T14:33:00Z', 5, 6, 4, 5), bar('2025-03-03T14:31:00Z', 7, 8, 6, 7)];
    const merged = mergeBars(existing, incoming);
    expect(merged.replaced).toBe(1);
    expect(merged.added).toBe(1);
    expect(merged.bars.map((b) => b.close)).toEqual([100, 7, 102, 5]);
  });

  it('keeps one bar when the upload itself repeats a time, the later row winning', () => {
    const incoming = [bar('2025-03-03T14:30:00Z', 1, 1, 1, 1), bar('2025-03-03T14:30:00Z', 2, 2, 2, 2)];
    const merged = mergeBars([], incoming);
    expect(merged).toEqual({ bars: [incoming[1]], replaced: 0, added: 1 });
  });
});
