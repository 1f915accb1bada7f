import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import type { AnalyticsFilter } from './contract.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { selectJournal } from './select.ts';
import { analyticsPayload } from './test-payload.ts';

// Two accounts; trades across three days, one still open, tagged and filed under strategies.
const whole = decodeAnalyticsPayload(
  analyticsPayload({
    accounts: [{ equityAtStart: 10_000 }, { equityAtStart: 5_000 }],
    cashFlows: [
      { account: 0, time: '2025-03-01T12:00:00.000Z', amount: 1_000 },
      { account: 1, time: '2025-03-02T12:00:00.000Z', amount: -200 },
      { account: 0, time: '2025-03-04T12:00:00.000Z', amount: 500 },
    ],
    trades: [
      { id: 'a', closedAt: '2025-03-02T15:00:00.000Z', net: 100.1, account: 0, strategy: 0 },
      { id: 'b', closedAt: '2025-03-02T16:00:00.000Z', net: -40.2, account: 1, tags: [1] },
      { id: 'c', closedAt: '2025-03-03T15:00:00.000Z', net: 60, account: 0, strategy: 1, tags: [0, 1] },
      { id: 'd', closedAt: '2025-03-04T15:00:00.000Z', net: -10, account: 1, assetClass: 'future' },
      { id: 'e', openedAt: '2025-03-04T09:00:00.000Z', closedAt: null, net: 0, account: 0 },
    ],
  }),
);

const filter = (patch: Partial<AnalyticsFilter>): AnalyticsFilter => ({
  ...DEFAULT_ANALYTICS_FILTER,
  ...patch,
});
const ids = (journal: { trades: { id: string }[] }) => journal.trades.map((trade) => trade.id);
const noRange = { from: null, to: null };

describe('selectJournal', () => {
  it('keeps the whole journal without a filter', () => {
    const all = selectJournal(whole, filter({}), noRange);
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(all.accounts.map((account) => account.equityAtStart)).toEqual([10_000, 5_000]);
    expect(all.cashFlows).toHaveLength(3);
  });

  it('leaves backtest accounts out unless one is chosen', () => {
    const withBacktest = decodeAnalyticsPayload(
      analyticsPayload({
        accounts: [{}, { kind: 'backtest', equityAtStart: 100_000 }],
        cashFlows: [{ account: 1, time: '2025-03-01T12:00:00.000Z', amount: 1_000 }],
        trades: [
          { id: 'live', net: 10, account: 0 },
          { id: 'replayed', net: 500, account: 1 },
          { id: 'no-account', net: 1, account: null },
        ],
      }),
    );
    const all = selectJournal(withBacktest, filter({}), noRange);
    expect(ids(all)).toEqual(['live', 'no-account']);
    expect(all.accounts.map((account) => account.id)).toEqual(['acc-0']);
    expect(all.cashFlows).toEqual([]);
    const backtest = selectJournal(withBacktest, filter({ accountIds: ['acc-1'] }), noRange);
    expect(ids(backtest)).toEqual(['replayed']);
    expect(backtest.accounts.map((account) => account.equityAtStart)).toEqual([100_000]);
    expect(ids(selectJournal(withBacktest, filter({ accountIds: ['acc-0', 'acc-1'] }), noRange))).toEqual([
      'live',
      'replayed',
    ]);
  });

  it('takes closed trades with an exit in [from, to) and open ones opened before to', () => {
    const range = { from: '2025-03-03T00:00:00.000Z', to: '2025-03-04T15:00:00.000Z' };
    expect(ids(selectJournal(whole, filter({}), range))).toEqual(['c', 'e']);
    // The exit at the very start counts; the one at the end does not.
    const edges = { from: '2025-03-02T16:00:00Z', to: '2025-03-04T15:00:00Z' };
    expect(ids(selectJournal(whole, filter({}), edges))).toEqual(['b', 'c', 'e']);
    const beforeOpen = { from: null, to: '2025-03-04T09:00:00.000Z' };
    expect(ids(selectJournal(whole, filter({}), beforeOpen))).toEqual(['a', 'b', 'c']);
  });

  it('values each account at the range start with every earlier trade and transaction', () => {
    const range = { from: '2025-03-03T00:00:00.000Z', to: null };
    // Even a strategy filter leaves the account's earlier trades in its equity: they moved it.
    const selected = selectJournal(whole, filter({ strategyIds: ['st-1'] }), range);
    expect(ids(selected)).toEqual(['c']);
    expect(selected.accounts.map((account) => account.equityAtStart)).toEqual([
      10_000 + 1_000 + 100.1,
      5_000 - 200 - 40.2,
    ]);
    expect(selected.cashFlows.map((flow) => flow.amount)).toEqual([500]);
  });

  it('filters by account, strategy, asset class and any of the tags', () => {
    const second = selectJournal(whole, filter({ accountIds: ['acc-1'] }), noRange);
    expect(ids(second)).toEqual(['b', 'd']);
    expect(second.accounts.map((account) => account.id)).toEqual(['acc-1']);
    expect(second.cashFlows.map((flow) => flow.amount)).toEqual([-200]);
    expect(ids(selectJournal(whole, filter({ strategyIds: ['st-0', 'st-1'] }), noRange))).toEqual(['a', 'c']);
    expect(ids(selectJournal(whole, filter({ assetClasses: ['future'] }), noRange))).toEqual(['d']);
    expect(ids(selectJournal(whole, filter({ tagIds: ['tag-1'] }), noRange))).toEqual(['b', 'c']);
    expect(ids(selectJournal(whole, filter({ tagIds: ['tag-0'], accountIds: ['acc-1'] }), noRange))).toEqual(
      [],
    );
  });
});
