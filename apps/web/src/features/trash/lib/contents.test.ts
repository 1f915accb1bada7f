import { describe, expect, it } from 'vitest';
import { daysLeft, daysLeftText, describeContents } from './contents';

describe('describeContents', () => {
  it("names what went with an account, not the account itself, in the trader's order", () => {
    expect(
      describeContents('account', {
        accounts: 1,
        trade_attachments: 1,
        trades: 3,
        trade_executions: 6,
        account_transactions: 2,
      }),
    ).toEqual(['3 trades', '6 fills', '2 transactions', '1 attachment']);
  });

  it('says nothing for an item alone, and everything for the sample', () => {
    expect(describeContents('goal', { goals: 1 })).toEqual([]);
    expect(describeContents('sample', { trades: 2, accounts: 1 })).toEqual(['1 account', '2 trades']);
  });

  it('counts through the given formatter and names unknown tables', () => {
    const grouped = (n: number) => n.toLocaleString('en-US');
    expect(
      describeContents('trade', { trades: 1200, trade_executions: 2400, price_notes: 2 }, grouped),
    ).toEqual(['2,400 fills', '2 price notes']);
  });
});

describe('daysLeft', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  it('counts days up until the entry goes', () => {
    expect(daysLeft('2026-02-14T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-02-14T11:59:00Z', now)).toBe(30);
    expect(daysLeft('2026-01-16T11:59:59Z', now)).toBe(1);
    expect(daysLeft('2026-01-17T12:00:00Z', now)).toBe(2);
    expect(daysLeft('2026-01-01T00:00:00Z', now)).toBe(0);
    expect(daysLeft('not a date', now)).toBe(0);
  });
  it('says it plainly', () => {
    expect(daysLeftText(0)).toBe('Goes today');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(29)).toBe('29 days left');
  });
});
