import { pnlSeries } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { calendarLink, miniCalendar, miniCalendarMonth } from './dashboard-calendar';
import { STATISTICS_OPTIONS, dashboardTrade as trade } from './dashboard-test-trades';

const NOW = new Date('2025-03-20T12:00:00Z');

describe('the mini calendar month', () => {
  it('is the current month when the filter runs on to now', () => {
    expect(miniCalendarMonth({ from: null, to: null }, 'America/New_York', NOW)).toEqual({
      year: 2025,
      month: 3,
    });
    expect(
      miniCalendarMonth(
        { from: '2025-01-01T05:00:00.000Z', to: '2026-01-01T05:00:00.000Z' },
        'America/New_York',
        NOW,
      ),
    ).toEqual({ year: 2025, month: 3 });
  });

  it("is the month of the last day of a range that ended, in the trader's zone", () => {
    // Last month in New York: 1 February 00:00 local is 05:00 UTC, the range ends just before it.
    const lastMonth = { from: '2025-01-01T05:00:00.000Z', to: '2025-02-01T05:00:00.000Z' };
    expect(miniCalendarMonth(lastMonth, 'America/New_York', NOW)).toEqual({ year: 2025, month: 1 });
    // The same instants in Tokyo are already 1 February 14:00: the range's last instant is in February.
    expect(miniCalendarMonth(lastMonth, 'Asia/Tokyo', NOW)).toEqual({ year: 2025, month: 2 });
  });

  it('is the latest month with trades when the month it would show has none', () => {
    const open = { from: null, to: null };
    expect(miniCalendarMonth(open, 'America/New_York', NOW, '2024-11-28')).toEqual({ year: 2024, month: 11 });
    expect(miniCalendarMonth(open, 'America/New_York', NOW, '2025-03-02')).toEqual({ year: 2025, month: 3 });
    expect(miniCalendarMonth(open, 'America/New_York', NOW)).toEqual({ year: 2025, month: 3 });
  });
});

describe('the mini calendar', () => {
  const trades = [
    trade('a', '2025-03-03T15:00:00Z', 300),
    trade('b', '2025-03-03T18:00:00Z', -100),
    trade('c', '2025-03-05T15:00:00Z', -50),
    // 1 April 01:00 UTC is still 31 March in New York.
    trade('d', '2025-04-01T01:00:00Z', 80),
    trade('e', '2025-04-02T15:00:00Z', 999),
  ];
  const days = pnlSeries(trades, 'day', STATISTICS_OPTIONS);
  const calendar = miniCalendar({ year: 2025, month: 3 }, days, 'Mon');

  it("lays the month out in weeks from the trader's first weekday", () => {
    expect(calendar.weeks).toHaveLength(6);
    expect(calendar.weeks[0]?.map((day) => day.day)[0]).toBe('2025-02-24');
    expect(calendar.weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('gives each day of the month its P&L, sign and shade', () => {
    const cells = new Map(calendar.weeks.flat().map((day) => [day.day, day]));
    expect(cells.get('2025-03-03')).toMatchObject({ pnl: 200, trades: 2, inMonth: true });
    expect(cells.get('2025-03-03')?.intensity.tone).toBe('profit');
    expect(cells.get('2025-03-05')?.intensity.tone).toBe('loss');
    expect(cells.get('2025-03-31')).toMatchObject({ pnl: 80, trades: 1 });
    expect(cells.get('2025-03-04')).toMatchObject({
      pnl: null,
      trades: 0,
      intensity: { tone: 'neutral', level: 0 },
    });
    // A day of the next month filling the last week is not the month's.
    expect(cells.get('2025-04-02')).toMatchObject({ inMonth: false, pnl: null });
  });

  it('totals the month', () => {
    expect(calendar).toMatchObject({ pnl: 230, trades: 4 });
  });

  it('links to the calendar page on its month, the filter kept', () => {
    expect(calendarLink('?period=this-year&account=a1', { year: 2025, month: 3 })).toBe(
      '/analytics/calendar?period=this-year&account=a1&view=month&month=2025-03',
    );
    expect(calendarLink('', { year: 2025, month: 11 })).toBe('/analytics/calendar?view=month&month=2025-11');
  });
});
