import { describe, expect, it } from 'vitest';
import { decodeAnalyticsPayload } from './payload.ts';
import { analyticsPayload } from './test-payload.ts';

const payload = analyticsPayload({
  timezone: 'Pacific/Auckland',
  baseCurrency: 'EUR',
  accounts: [
    { currency: 'USD', equityAtStart: 5000 },
    { currency: 'EUR', breakEvenTolerance: 2 },
  ],
  cashFlows: [{ account: 1, time: '2025-03-01T00:00:00.000Z', amount: 250 }],
  fxRates: [{ pair: 'EURUSD', date: '2025-03-01', rate: 1.08 }],
  trades: [
    {
      id: 'a',
      net: 120,
      costs: 5,
      risk: 60,
      strategy: 1,
      tags: [1, 0],
      mae: 30,
      mfe: 150,
      followedRuleIds: ['rule-entry', 'rule-stop'],
    },
    { id: 'b', net: -1, account: 1, side: 'short', quantity: 2, entryPrice: 50, multiplier: 10 },
    { id: 'c', net: 0, closedAt: null, account: null, side: null, quantity: null, entryPrice: null },
  ],
});

/** The payload with one part replaced: what a broken server could send. */
function broken(
  edit: (copy: Record<string, unknown> & { trades: Record<string, unknown[]> }) => void,
): unknown {
  const copy = JSON.parse(JSON.stringify(payload)) as Record<string, unknown> & {
    trades: Record<string, unknown[]>;
  };
  edit(copy);
  return copy;
}

describe('the journal the server answers', () => {
  it('reads trades with their account currency, tags, strategy and size', () => {
    const journal = decodeAnalyticsPayload(payload);
    expect(journal.timeZone).toBe('Pacific/Auckland');
    expect(journal.baseCurrency).toBe('EUR');
    expect(journal.weekStartsOn).toBe('Mon');
    expect(journal.trades).toHaveLength(3);
    expect(journal.trades[0]).toEqual({
      id: 'a',
      symbol: 'AAPL',
      openedAt: '2025-03-03T14:00:00.000Z',
      closedAt: '2025-03-03T15:00:00.000Z',
      netPnl: 120,
      grossPnl: 125,
      costs: 5,
      initialRisk: 60,
      rMultiple: 2,
      accountId: 'acc-0',
      currency: 'USD',
      strategyId: 'st-1',
      assetClass: 'stock',
      side: 'long',
      quantity: 10,
      entryPrice: 100,
      multiplier: 1,
      positionSize: 1000,
      mae: 30,
      mfe: 150,
      tags: [
        { id: 'tag-1', name: 'FOMO', group: 'mistake' },
        { id: 'tag-0', name: 'A+ setup', group: 'setup' },
      ],
      followedRuleIds: ['rule-entry', 'rule-stop'],
    });
  });

  it('reads the playbook rules each trade followed, none when the list is empty or null', () => {
    const answer = broken((p) => ((p.trades.followed_rule_ids ?? [])[1] = null));
    const trades = decodeAnalyticsPayload(answer).trades;
    expect(trades.map((trade) => trade.followedRuleIds)).toEqual([['rule-entry', 'rule-stop'], [], []]);
  });

  it('reads a journal written before the followed rules as following none', () => {
    const answer = broken((p) => delete p.trades.followed_rule_ids);
    const trades = decodeAnalyticsPayload(answer).trades;
    expect(trades.map((trade) => trade.followedRuleIds)).toEqual([[], [], []]);
    expect(trades[0]?.netPnl).toBe(120);
  });

  it('gives a trade its account break-even tolerance only when it is not 0', () => {
    const [first, second] = decodeAnalyticsPayload(payload).trades;
    expect(first?.breakEvenTolerance).toBeUndefined();
    expect(second).toMatchObject({
      breakEvenTolerance: 2,
      currency: 'EUR',
      side: 'short',
      positionSize: 1000,
    });
  });

  it('keeps an open trade without account, side or size', () => {
    const open = decodeAnalyticsPayload(payload).trades[2];
    expect(open).toMatchObject({ id: 'c', closedAt: null, strategyId: null, positionSize: null });
    expect(open?.accountId).toBeUndefined();
    expect(open?.side).toBeUndefined();
  });

  it('reads accounts, cash flows in their currency, rates, strategies and tags', () => {
    const journal = decodeAnalyticsPayload(payload);
    expect(journal.accounts[0]).toEqual({
      id: 'acc-0',
      name: 'Account 0',
      currency: 'USD',
      kind: 'live',
      closed: false,
      equityAtStart: 5000,
      breakEvenTolerance: 0,
    });
    expect(journal.cashFlows).toEqual([
      { accountId: 'acc-1', currency: 'EUR', time: '2025-03-01T00:00:00.000Z', amount: 250 },
    ]);
    expect(journal.fxRates).toEqual([{ pair: 'EURUSD', date: '2025-03-01', rate: 1.08 }]);
    expect(journal.strategies.map((s) => s.name)).toEqual(['Breakout', 'Pullback']);
    expect(journal.tags[1]).toEqual({ id: 'tag-1', name: 'FOMO', group: 'mistake', color: null });
  });

  it('reads an empty journal', () => {
    const journal = decodeAnalyticsPayload(analyticsPayload({ trades: [] }));
    expect(journal.trades).toEqual([]);
  });

  const malformed: [string, unknown][] = [
    ['not an object', 'oops'],
    ['another version', broken((p) => (p.version = 2))],
    ['a zone that is not one', broken((p) => (p.timezone = 'Mars/Olympus'))],
    ['a column shorter than the others', broken((p) => p.trades.net_pnl?.pop())],
    ['a column missing', broken((p) => delete p.trades.mfe)],
    ['money as text', broken((p) => ((p.trades.net_pnl ?? [])[0] = '120.00'))],
    ['a closed trade without P&L', broken((p) => ((p.trades.net_pnl ?? [])[0] = null))],
    ['an account index out of range', broken((p) => ((p.trades.account ?? [])[0] = 7))],
    ['a tag index out of range', broken((p) => ((p.trades.tags ?? [])[0] = [5]))],
    ['a side that is not one', broken((p) => ((p.trades.side ?? [])[0] = 'flat'))],
    ['an instant that is not one', broken((p) => ((p.trades.closed_at ?? [])[0] = 'yesterday'))],
    ['a rate of 0', broken((p) => (p.fx_rates = [{ pair: 'EURUSD', date: '2025-03-01', rate: 0 }]))],
    [
      'a cash flow of no account',
      broken((p) => (p.cash_flows = [{ account: 3, time: '2025-03-01T00:00:00Z', amount: 1 }])),
    ],
    ['a base currency that is not one', broken((p) => (p.base_currency = 'euro'))],
    [
      'followed rules that are not a list',
      broken((p) => ((p.trades.followed_rule_ids ?? [])[0] = 'rule-entry')),
    ],
    ['a followed rule id that is not a text', broken((p) => ((p.trades.followed_rule_ids ?? [])[0] = [3]))],
    ['a followed rules column shorter than the others', broken((p) => p.trades.followed_rule_ids?.pop())],
  ];

  it.each(malformed)('refuses %s whole, with DASHBOARD-001', (_, answer) => {
    expect(() => decodeAnalyticsPayload(answer)).toThrow(expect.objectContaining({ code: 'DASHBOARD-001' }));
  });

  it('accepts open trades with no P&L yet', () => {
    const answer = broken((p) => ((p.trades.net_pnl ?? [])[2] = null));
    expect(decodeAnalyticsPayload(answer).trades[2]?.netPnl).toBe(0);
  });
});
