import { pnlSeries, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  byDay,
  monthGrid,
  monthTotal,
  parseMonthKey,
  shiftDay,
  weekTotal,
  weekdayOrder,
  yearGrid,
} from './calendar-grid';

function trade(id: string, closedAt: string, netPnl: number): AnalyticsTrade {
  return {
    id,
    openedAt: closedAt,
    closedAt,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

describe('monthGrid', () => {
  it('starts every week on the trader’s first weekday and fills the edges from the neighbouring months', () => {
    // November 2026 starts on a Sunday.
    const weeks = monthGrid({ year: 2026, month: 11 }, 'Mon');
    expect(weeks[0]?.start).toBe('2026-10-26');
    expect(weeks[0]?.days.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[0]?.days[6]?.day).toBe('2026-11-01');
    expect(weeks.at(-1)?.days.at(-1)?.day).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week.days).toHaveLength(7);
      expect(week.days[0]?.weekday).toBe('Mon');
    }
  });

  it('spans four weeks for a February that starts on the first weekday', () => {
    // 2021-02-01 is a Monday and 2021 is not a leap year.
    const weeks = monthGrid({ year: 2021, month: 2 }, 'Mon');
    expect(weeks).toHaveLength(4);
    expect(weeks.flatMap((w) => w.days).every((d) => d.inMonth)).toBe(true);
  });

  it('spans six weeks when a 31-day month starts on the last column', () => {
    // 2026-08-01 is a Saturday: with Sunday first it sits in the last column.
    const weeks = monthGrid({ year: 2026, month: 8 }, 'Sun');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.start).toBe('2026-07-26');
    expect(weeks[0]?.days[0]?.weekday).toBe('Sun');
    expect(weeks.flatMap((w) => w.days).filter((d) => d.inMonth)).toHaveLength(31);
  });

  it('counts leap days', () => {
    const days = monthGrid({ year: 2028, month: 2 }, 'Mon')
      .flatMap((w) => w.days)
      .filter((d) => d.inMonth);
    expect(days.at(-1)?.day).toBe('2028-02-29');
  });

  it('lists the weekday headers from the first weekday', () => {
    expect(weekdayOrder('Sun')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayOrder('Sat')[1]).toBe('Sun');
  });
});

describe('month keys and days', () => {
  it('reads only well-formed months', () => {
    expect(parseMonthKey('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthKey('2026-13')).toBeNull();
    expect(parseMonthKey('2026-1')).toBeNull();
    expect(parseMonthKey(null)).toBeNull();
  });

  it('moves across year ends', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-11-02', -7)).toBe('2026-10-26');
  });
});

describe('week and month totals', () => {
  // Trades around a month end in New York, where 23:30 local is the next UTC day.
  const trades = [
    trade('a', '2026-10-31T03:30:00Z', 100.1), // Oct 30, 23:30 New York
    trade('b', '2026-11-01T03:30:00Z', -40.2), // Oct 31, 23:30 New York
    trade('c', '2026-11-01T15:00:00Z', 0.1),
    trade('d', '2026-11-02T15:00:00Z', 0.2),
    trade('e', '2026-11-30T15:00:00Z', -12.34),
    trade('f', '2026-12-01T04:59:00Z', 7), // Nov 30, 23:59 New York
    trade('g', '2026-12-01T05:00:00Z', 1000), // Dec 1, 00:00 New York
  ];
  const options = { timeZone: 'America/New_York' };
  const days = byDay(pnlSeries(trades, 'day', options));
  const month = { year: 2026, month: 11 };

  it('adds a month’s days exactly as the engine’s monthly series does', () => {
    const engineMonth = pnlSeries(trades, 'month', options).find((row) => row.period === '2026-11');
    const total = monthTotal(month, days);
    expect(total.pnl).toBe(engineMonth?.pnl);
    expect(total.trades).toBe(4);
    expect(total).toMatchObject({ wins: 3, losses: 1, breakevens: 0 });
  });

  it('sums the shown month’s days of each week, so the weeks add up to the month', () => {
    const weeks = monthGrid(month, 'Mon');
    const totals = weeks.map((week) => weekTotal(week, days));
    // The first row holds Oct 30 and 31, which belong to October's weeks.
    expect(totals[0]).toMatchObject({ pnl: 0.1, trades: 1 });
    expect(totals[1]).toMatchObject({ pnl: 0.2, trades: 1 });
    expect(totals.at(-1)).toMatchObject({ pnl: -5.34, trades: 2, wins: 1, losses: 1 });
    const cents = totals.reduce((sum, t) => sum + Math.round(t.pnl * 100), 0);
    expect(cents / 100).toBe(monthTotal(month, days).pnl);
  });

  it('equals the engine’s weekly series for a week inside the month', () => {
    const weekly = pnlSeries(trades, 'week', { ...options, weekStartsOn: 'Mon' });
    const week = monthGrid(month, 'Mon')[1];
    expect(week?.start).toBe('2026-11-02');
    expect(weekTotal(week ?? { start: '', days: [] }, days).pnl).toBe(
      weekly.find((row) => row.period === '2026-11-02')?.pnl,
    );
  });
});

describe('yearGrid', () => {
  it('gives twelve months with their grids and totals', () => {
    const days = byDay(
      pnlSeries([trade('a', '2026-02-10T12:00:00Z', 50), trade('b', '2026-02-11T12:00:00Z', -20)], 'day', {
        timeZone: 'UTC',
      }),
    );
    const year = yearGrid(2026, 'Mon', days);
    expect(year.map((m) => m.month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(year[1]?.total).toMatchObject({ pnl: 30, trades: 2, wins: 1, losses: 1 });
    expect(year[0]?.total.trades).toBe(0);
    expect(year[1]?.weeks.flatMap((w) => w.days).filter((d) => d.inMonth)).toHaveLength(28);
  });
});
