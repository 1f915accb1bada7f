import { describe, expect, it } from 'vitest';
import { reportsLink, TRADE_LOG_IDS, tradeLogLink } from './links';

describe('tradeLogLink', () => {
  it("names the trades in the log's ids filter", () => {
    const link = tradeLogLink(['a', 'b']);
    expect(new URLSearchParams(link.to.split('?')[1]).get('ids')).toBe('a,b');
    expect(link).toMatchObject({ shown: 2, total: 2 });
    expect(link.to.startsWith('/trades?')).toBe(true);
  });

  it('opens only the first trades of a longer list, and says how many', () => {
    const ids = Array.from({ length: TRADE_LOG_IDS + 5 }, (_, i) => `t${i}`);
    const link = tradeLogLink(ids);
    expect(link).toMatchObject({ shown: TRADE_LOG_IDS, total: TRADE_LOG_IDS + 5 });
    expect(new URLSearchParams(link.to.split('?')[1]).get('ids')?.split(',')).toEqual(
      ids.slice(0, TRADE_LOG_IDS),
    );
  });
});

describe('tradeLogLink of a finding whose list was cut', () => {
  it('counts every trade of the finding, not only the ones sent', () => {
    const sent = Array.from({ length: TRADE_LOG_IDS }, (_, i) => `t${i}`);
    expect(tradeLogLink(sent, 19_606)).toMatchObject({ shown: TRADE_LOG_IDS, total: 19_606 });
    expect(tradeLogLink(['a'], 1)).toMatchObject({ shown: 1, total: 1 });
  });
});

describe('reportsLink', () => {
  it('keeps the filter and picks the dimension', () => {
    expect(reportsLink('?period=this-month&account=a1', 'weekday')).toBe(
      '/analytics/reports?period=this-month&account=a1&by=weekday',
    );
    expect(reportsLink('', 'holdingTime')).toBe('/analytics/reports?by=holdingTime');
  });
});
