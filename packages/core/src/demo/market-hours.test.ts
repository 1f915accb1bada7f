// Every sample fill falls inside its market's hours, read through the platform's time-zone
// database rather than the generator's own daylight-saving rule. The journal starts before the
// March 2025 change and runs past the November 2025 and March 2026 ones.
import { describe, expect, it } from 'vitest';
import { generateDemoJournal } from './generate.ts';
import { wallClock } from './test-support.ts';
import type { DemoTrade } from './types.ts';

const journal = generateDemoJournal({ seed: 7, trades: 3000, start: '2025-02-24' });
const fillsOf = (assetClass: DemoTrade['assetClass']) =>
  journal.trades.filter((t) => t.assetClass === assetClass).flatMap((t) => t.executions);

// New York Stock Exchange holidays in the span of the journal.
const HOLIDAYS = new Set([
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
]);

/** The wall time written in an ISO string (its own offset), as YYYY-MM-DDTHH:MM:SS. */
const writtenWallTime = (iso: string) => iso.slice(0, 19);

describe('US equities and options', () => {
  const fills = [...fillsOf('stock'), ...fillsOf('option')];

  it('fill between 09:30 and 16:00 New York time on exchange days', () => {
    expect(fills.length).toBeGreaterThan(1000);
    for (const fill of fills) {
      const clock = wallClock(fill.time, 'America/New_York');
      expect(clock.minutes >= 9 * 60 + 30 && clock.minutes <= 16 * 60, fill.time).toBe(true);
      expect(['Sat', 'Sun']).not.toContain(clock.weekday);
      expect(HOLIDAYS.has(clock.date), fill.time).toBe(false);
    }
  });

  it('are written in New York time, with the offset of the day', () => {
    for (const fill of fills)
      expect(writtenWallTime(fill.time)).toBe(wallClock(fill.time, 'America/New_York').text);
    const offsets = new Set(fills.map((f) => f.time.slice(19)));
    expect(offsets).toEqual(new Set(['-05:00', '-04:00']));
  });

  it('follow the daylight-saving changes: the first hour after the open exists in UTC only in summer', () => {
    // 13:30-14:30 UTC is inside the session only under daylight time (09:30 EDT), 20:00-21:00 UTC
    // only under standard time (15:00 EST).
    const utcMinutes = (iso: string) => new Date(iso).getUTCHours() * 60 + new Date(iso).getUTCMinutes();
    const early = fills.filter(
      (f) => utcMinutes(f.time) >= 13 * 60 + 30 && utcMinutes(f.time) < 14 * 60 + 30,
    );
    const late = fills.filter((f) => utcMinutes(f.time) >= 20 * 60 && utcMinutes(f.time) < 21 * 60);
    expect(early.length).toBeGreaterThan(50);
    expect(late.length).toBeGreaterThan(50);
    for (const fill of early) expect(fill.time.endsWith('-04:00'), fill.time).toBe(true);
    for (const fill of late) expect(fill.time.endsWith('-05:00'), fill.time).toBe(true);
  });

  it('trade in the weeks on both sides of each change', () => {
    const between = (from: string, to: string) =>
      fills
        .filter((f) => f.time.slice(0, 10) >= from && f.time.slice(0, 10) <= to)
        .map((f) => f.time.slice(19));
    expect(new Set(between('2025-03-03', '2025-03-07'))).toEqual(new Set(['-05:00']));
    expect(new Set(between('2025-03-10', '2025-03-14'))).toEqual(new Set(['-04:00']));
    expect(new Set(between('2025-10-27', '2025-10-31'))).toEqual(new Set(['-04:00']));
    expect(new Set(between('2025-11-03', '2025-11-07'))).toEqual(new Set(['-05:00']));
  });
});

describe('CME futures', () => {
  const fills = fillsOf('future');

  it('fill from Sunday 18:00 to Friday 17:00 New York, never in the daily 17:00-18:00 break', () => {
    expect(fills.length).toBeGreaterThan(500);
    for (const fill of fills) {
      const { weekday, minutes } = wallClock(fill.time, 'America/New_York');
      expect(weekday, fill.time).not.toBe('Sat');
      if (weekday === 'Sun') expect(minutes, fill.time).toBeGreaterThanOrEqual(18 * 60);
      if (weekday === 'Fri') expect(minutes, fill.time).toBeLessThan(17 * 60);
      expect(minutes >= 17 * 60 && minutes < 18 * 60, fill.time).toBe(false);
    }
  });

  it('trade mostly in the US morning, some overnight', () => {
    const hours = fills.map((f) => wallClock(f.time, 'America/New_York').minutes / 60);
    expect(hours.filter((h) => h >= 8.5 && h < 12).length).toBeGreaterThan(fills.length * 0.4);
    expect(hours.filter((h) => h < 8 || h >= 18).length).toBeGreaterThan(0);
  });

  it('are written in Chicago time', () => {
    for (const fill of fills)
      expect(writtenWallTime(fill.time)).toBe(wallClock(fill.time, 'America/Chicago').text);
  });
});

describe('forex and crypto', () => {
  it('fill forex Monday to Friday only, closing before 21:00 UTC on Friday', () => {
    const fills = fillsOf('forex');
    expect(fills.length).toBeGreaterThan(300);
    for (const fill of fills) {
      const day = new Date(fill.time).getUTCDay();
      expect(day >= 1 && day <= 5, fill.time).toBe(true);
      if (day === 5) expect(new Date(fill.time).getUTCHours()).toBeLessThan(21);
      expect(fill.time.endsWith('Z')).toBe(true);
    }
  });

  it('fill crypto on any day, weekends included', () => {
    const fills = fillsOf('crypto');
    const days = new Set(fills.map((f) => new Date(f.time).getUTCDay()));
    expect(days).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });
});

describe('the trader', () => {
  it('trades intraday and holds some trades for days', () => {
    const spans = journal.trades.map((t) => {
      const times = t.executions.map((f) => Date.parse(f.time));
      return Math.max(...times) - Math.min(...times);
    });
    const day = 24 * 3_600_000;
    expect(spans.filter((s) => s < 6.5 * 3_600_000).length).toBeGreaterThan(journal.trades.length * 0.8);
    expect(spans.filter((s) => s > day).length).toBeGreaterThan(journal.trades.length * 0.02);
  });
});
