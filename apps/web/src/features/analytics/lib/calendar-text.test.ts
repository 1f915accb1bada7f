import { describe, expect, it } from 'vitest';
import { countsText, dayTitle, monthTitle } from './calendar-text';

describe('calendar words', () => {
  it('counts a day in words, break-evens only when there are some', () => {
    expect(countsText({ trades: 0, wins: 0, losses: 0, breakevens: 0 })).toBe('no trades');
    expect(countsText({ trades: 1, wins: 1, losses: 0, breakevens: 0 })).toBe('1 trade, 1 win, 0 losses');
    expect(countsText({ trades: 4, wins: 2, losses: 1, breakevens: 1 })).toBe(
      '4 trades, 2 wins, 1 loss, 1 break-even',
    );
  });

  it('names a calendar day and a month without shifting them through a zone', () => {
    expect(dayTitle('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(dayTitle('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(monthTitle(2026, 1)).toBe('January 2026');
  });
});
