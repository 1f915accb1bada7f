import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { cellMoney, countsText, dayTitle, monthTitle, winLoss } from './calendar-text';

describe('calendar words', () => {
  it('counts a day in words, break-evens only when there are some', () => {
    expect(countsText({ trades: 0, wins: 0, losses: 0, breakevens: 0 })).toBe('no trades');
    expect(countsText({ trades: 1, wins: 1, losses: 0, breakevens: 0 })).toBe('1 trade, 1 win, 0 losses');
    expect(countsText({ trades: 4, wins: 2, losses: 1, breakevens: 1 })).toBe(
      '4 trades, 2 wins, 1 loss, 1 break-even',
    );
  });

  it('writes the short counts, break-evens only when there are some', () => {
    expect(winLoss({ wins: 2, losses: 1, breakevens: 0 })).toBe('2W 1L');
    expect(winLoss({ wins: 0, losses: 0, breakevens: 2 })).toBe('0W 0L 2BE');
  });

  it('names a calendar day and a month without shifting them through a zone', () => {
    expect(dayTitle('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(dayTitle('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(monthTitle(2026, 1)).toBe('January 2026');
  });
});

describe('cellMoney', () => {
  it('writes a day’s P&L in three digits with its sign, the minus a true minus', () => {
    expect(cellMoney(19.14, 'USD')).toBe('+$19.1');
    expect(cellMoney(-134.9, 'USD')).toBe('\u2212$135');
    expect(cellMoney(1234.5, 'USD')).toBe('+$1.23K');
    expect(cellMoney(-2_500_000, 'EUR')).toBe('\u2212€2.5M');
    expect(cellMoney(0.001, 'USD')).toBe('$0');
    expect(cellMoney(-14.3, 'USD', false)).toBe('\u221214.3');
    expect(cellMoney(1234.5, 'USD', false)).toBe('+1.23K');
  });

  it("rounds to the currency's minor units: a yen day has no fraction of a yen", () => {
    expect(cellMoney(19.4, 'JPY')).toBe('+¥19');
    expect(cellMoney(-0.4, 'JPY')).toBe('¥0');
    expect(cellMoney(-14.3, 'JPY', false)).toBe('\u221214');
    expect(cellMoney(0.0006, 'KWD', false)).toBe('+0.001');
  });
});

describe('cellMoney with the trader formats', () => {
  const trader = {
    numberFormat: '1.234,56',
    dateFormat: 'YYYY-MM-DD',
    timeZone: 'UTC',
    privacy: false,
  } as const;
  afterEach(() => setDisplaySource(null));

  it('writes the decimal mark of the chosen format', () => {
    setDisplaySource(() => trader);
    expect(cellMoney(1234.5, 'USD')).toBe('+$1,23K');
    expect(cellMoney(-14.3, 'EUR', false)).toBe('\u221214,3');
  });

  it('is masked under privacy mode', () => {
    setDisplaySource(() => ({ ...trader, privacy: true }));
    expect(cellMoney(1234.5, 'USD')).toBe('•••');
  });
});
