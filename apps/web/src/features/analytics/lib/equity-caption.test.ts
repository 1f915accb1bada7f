import { computeStatistics, reconcileEquity, tradePnlCurve } from '@edgelog/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplaySource } from '@/lib/format/current-display';
import { accountCaption, accountSummary, curveKindOf, tradesCaption } from './equity-caption';
import { MINUS } from './format';

const trade = (id: string, day: string, netPnl: number) => ({
  id,
  openedAt: `${day}T14:00:00Z`,
  closedAt: `${day}T15:00:00Z`,
  netPnl,
  grossPnl: netPnl,
  costs: 0,
  initialRisk: null,
  rMultiple: null,
});

// A losing month with a deposit in it: the line ends higher than it started, yet trading lost.
const statistics = computeStatistics(
  [trade('a', '2026-03-02', -1200.5), trade('b', '2026-03-04', -1531.28)],
  {
    startingBalance: 10_000,
    timeZone: 'UTC',
    cashFlows: [
      { time: '2026-03-03T09:00:00Z', amount: 4_000 },
      { time: '2026-03-05T09:00:00Z', amount: -354.54 },
    ],
  },
);

afterEach(() => setDisplaySource(null));

describe('the account curve', () => {
  it('adds up start, trading and cash flows to its end, in words', () => {
    const story = reconcileEquity(statistics.equityCurve);
    if (story === null) throw new Error('a curve');
    expect(accountCaption(story, 'USD')).toBe(
      `Start $10,000.00 + net P&L ${MINUS}$2,731.78 + deposits +$4,000.00 + withdrawals ${MINUS}$354.54 = end $10,913.68`,
    );
  });

  it('tells a screen reader the trading lost, not that the deposit was a gain', () => {
    const summary = accountSummary(reconcileEquity(statistics.equityCurve), 'USD');
    expect(summary).toContain('Trading: loss.');
    expect(summary).toContain('2 deposits and withdrawals marked on the line.');
    expect(summary).not.toContain('gain');
  });

  it('masks every amount under privacy mode', () => {
    setDisplaySource(() => ({
      numberFormat: '1,234.56',
      dateFormat: 'YYYY-MM-DD',
      timeZone: 'UTC',
      privacy: true,
    }));
    const story = reconcileEquity(statistics.equityCurve);
    if (story === null) throw new Error('a curve');
    expect(accountCaption(story, 'USD')).not.toMatch(/\d/);
  });
});

describe('a curve of trades', () => {
  it('is their net P&L from zero, whatever the accounts held', () => {
    const curve = tradePnlCurve(statistics.equityCurve);
    expect(tradesCaption(curve, 'USD')).toBe(
      `Net P&L of 2 trades: ${MINUS}$2,731.78 (loss), counted from zero; account balances and cash flows are not part of it`,
    );
  });

  it('is what a filter on strategies, tags or asset classes charts', () => {
    const none = { strategyIds: [], tagIds: [], assetClasses: [] };
    expect(curveKindOf(none)).toBe('account');
    expect(curveKindOf({ ...none, strategyIds: ['s'] })).toBe('trades');
    expect(curveKindOf({ ...none, tagIds: ['t'] })).toBe('trades');
    expect(curveKindOf({ ...none, assetClasses: ['stock'] })).toBe('trades');
  });
});
