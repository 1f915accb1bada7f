import { describe, expect, it } from 'vitest';
import { newYorkDay, DAY } from './calendar.ts';
import { generateDemoJournal, SAMPLE_JOURNAL_SEED, SAMPLE_JOURNAL_TRADES } from './generate.ts';
import type { DemoJournal } from './types.ts';

const sample = (now: number) =>
  generateDemoJournal({ seed: SAMPLE_JOURNAL_SEED, trades: SAMPLE_JOURNAL_TRADES, now });

const fillTimes = (journal: DemoJournal) =>
  journal.trades.flatMap((trade) => trade.executions.map((execution) => Date.parse(execution.time)));

// Mid-afternoon in New York on weekdays, a Monday morning before the open, a Saturday, the
// day after a holiday, and the first of a month.
const MOMENTS = [
  '2026-11-18T20:30:00Z',
  '2026-03-09T13:00:00Z',
  '2026-06-13T16:00:00Z',
  '2026-12-26T15:00:00Z',
  '2027-02-01T18:00:00Z',
];

describe('the sample journal made relative to now', () => {
  it.each(MOMENTS)('ends within days of %s and holds nothing after it', (iso) => {
    const now = Date.parse(iso);
    const journal = sample(now);
    const times = fillTimes(journal);
    expect(journal.trades).toHaveLength(SAMPLE_JOURNAL_TRADES);
    const latest = Math.max(...times);
    expect(latest).toBeLessThanOrEqual(now);
    // The last trading day before now at the latest: over a weekend and a holiday, five days.
    expect(newYorkDay(now) - newYorkDay(latest)).toBeLessThanOrEqual(5);
    for (const transaction of journal.transactions)
      expect(Date.parse(transaction.occurredAt)).toBeLessThanOrEqual(now);
  });

  it('fills the current month on a working day of it', () => {
    const now = Date.parse('2026-11-18T20:30:00Z');
    const inMonth = fillTimes(sample(now)).filter((ms) => new Date(ms).toISOString().startsWith('2026-11'));
    expect(inMonth.length).toBeGreaterThan(50);
  });

  it('spans about eight weeks, not the January 2025 of the fixed start', () => {
    const now = Date.parse('2026-11-18T20:30:00Z');
    const earliest = Math.min(...fillTimes(sample(now)));
    expect(now - earliest).toBeGreaterThan(40 * DAY);
    expect(now - earliest).toBeLessThan(80 * DAY);
  });

  it('is the same journal for the same moment', () => {
    const now = Date.parse('2026-11-18T20:30:00Z');
    expect(sample(now)).toEqual(sample(now));
  });

  it('refuses a moment that is not a number', () => {
    expect(() => generateDemoJournal({ seed: 1, trades: 10, now: Number.NaN })).toThrow(RangeError);
  });
});
