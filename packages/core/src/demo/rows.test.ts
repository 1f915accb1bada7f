import { describe, expect, it } from 'vitest';
import { generateDemoJournal } from './generate.ts';
import {
  demoAccountRow,
  demoJournalDayRow,
  demoStrategyRow,
  demoTagRow,
  demoTradeInput,
  demoTransactionRow,
  type DemoRefIds,
} from './rows.ts';
import type { DemoTrade } from './types.ts';

const trade: DemoTrade = {
  ref: 't1',
  accountRef: 'a1',
  symbol: 'DAX',
  assetClass: 'future',
  multiplier: '25',
  currency: 'EUR',
  initialStop: '18000',
  target: null,
  strategyRef: 's1',
  followedRuleIds: ['r1'],
  tagRefs: ['g1', 'g2'],
  rating: 4,
  confidence: null,
  notes: 'Faded the open.',
  executions: [
    {
      time: '2025-01-02T09:01:00+01:00',
      side: 'sell',
      quantity: '1',
      price: '18100',
      commission: '2.5',
      fees: '0',
    },
    {
      time: '2025-01-02T09:40:00+01:00',
      side: 'buy',
      quantity: '1',
      price: '18050',
      commission: '2.5',
      fees: '0.1',
    },
  ],
};

const known: Record<string, string> = { a1: 'account-1', s1: 'strategy-1', g1: 'tag-1', g2: 'tag-2' };
const resolve = (ref: string) => known[ref] ?? null;
const ids: DemoRefIds = { accountId: resolve, strategyId: resolve, tagId: resolve };

describe('demo rows: accounts, tags, strategies, days', () => {
  it('gives an account every column under its database name, marked as asked', () => {
    const account = {
      ref: 'a1',
      name: 'Main margin',
      broker: 'Interactive Brokers',
      kind: 'live' as const,
      currency: 'USD',
      startingBalance: '25000',
      startingDate: '2025-01-02',
      breakEvenTolerance: '5',
    };
    expect(demoAccountRow(account, true)).toEqual({
      name: 'Main margin',
      broker: 'Interactive Brokers',
      kind: 'live',
      currency: 'USD',
      starting_balance: '25000',
      starting_date: '2025-01-02',
      break_even_tolerance: '5',
      is_sample: true,
    });
    expect(demoAccountRow(account, false).is_sample).toBe(false);
  });

  it('names a tag group tag_group and a strategy keeps its rules as they are', () => {
    expect(demoTagRow({ ref: 'g1', name: 'FOMO', color: '#f00', group: 'emotion' }, false)).toEqual({
      name: 'FOMO',
      color: '#f00',
      tag_group: 'emotion',
      is_sample: false,
    });
    const rules = [{ id: 'r1', text: 'Wait for the first pullback' }];
    expect(
      demoStrategyRow(
        { ref: 's1', name: 'ORB', description: 'Opening range', market: 'Futures', timeframe: '5m', rules },
        true,
      ),
    ).toEqual({
      name: 'ORB',
      description: 'Opening range',
      market: 'Futures',
      timeframe: '5m',
      rules,
      is_sample: true,
    });
  });

  it('gives a journal day its columns, marked as asked', () => {
    const day = { day: '2025-01-02', plan: 'Trade the open', review: 'Did', mood: 3, lessons: 'Size down' };
    expect(demoJournalDayRow(day, true)).toEqual({ ...day, is_sample: true });
  });
});

describe('demo rows: transactions', () => {
  it('puts the account id given and an absent note as null, and marks the row as the sample\'s', () => {
    const deposit = {
      accountRef: 'a1',
      kind: 'deposit' as const,
      occurredAt: '2025-01-02T14:00:00Z',
      amount: '500',
    };
    expect(demoTransactionRow(deposit, 'account-1')).toEqual({
      account_id: 'account-1',
      kind: 'deposit',
      occurred_at: '2025-01-02T14:00:00Z',
      amount: '500',
      note: null,
      is_sample: true,
    });
    expect(demoTransactionRow({ ...deposit, kind: 'fee', amount: '-10', note: 'Data' }, null)).toMatchObject({
      account_id: null,
      amount: '-10',
      note: 'Data',
    });
  });
});

describe('demo rows: a trade as rpc/save_trades takes it', () => {
  it('resolves its refs to ids and gives each fill the trade currency', () => {
    expect(demoTradeInput(trade, ids, true)).toEqual({
      account_id: 'account-1',
      symbol: 'DAX',
      asset_class: 'future',
      multiplier: '25',
      currency: 'EUR',
      stop_price: '18000',
      target_price: null,
      strategy_id: 'strategy-1',
      followed_rule_ids: ['r1'],
      rating: 4,
      confidence: null,
      notes: 'Faded the open.',
      is_sample: true,
      executions: [
        {
          executed_at: '2025-01-02T09:01:00+01:00',
          side: 'sell',
          quantity: '1',
          price: '18100',
          commission: '2.5',
          fees: '0',
          currency: 'EUR',
        },
        {
          executed_at: '2025-01-02T09:40:00+01:00',
          side: 'buy',
          quantity: '1',
          price: '18050',
          commission: '2.5',
          fees: '0.1',
          currency: 'EUR',
        },
      ],
      tag_ids: ['tag-1', 'tag-2'],
    });
  });

  it('asks no strategy id of a trade without a strategy', () => {
    const asked: string[] = [];
    const input = demoTradeInput(
      { ...trade, strategyRef: null },
      {
        ...ids,
        strategyId: (ref) => {
          asked.push(ref);
          return null;
        },
      },
      false,
    );
    expect(input.strategy_id).toBeNull();
    expect(input.is_sample).toBe(false);
    expect(asked).toEqual([]);
  });

  it('leaves an unresolved tag off and an unresolved account null; a throwing resolver stops it', () => {
    const input = demoTradeInput({ ...trade, accountRef: 'gone', tagRefs: ['g2', 'gone'] }, ids, true);
    expect(input.account_id).toBeNull();
    expect(input.tag_ids).toEqual(['tag-2']);
    const strict = (ref: string) => {
      const id = known[ref];
      if (id === undefined) throw new Error(`no id for ${ref}`);
      return id;
    };
    expect(() =>
      demoTradeInput(
        { ...trade, tagRefs: ['gone'] },
        { accountId: strict, strategyId: strict, tagId: strict },
        true,
      ),
    ).toThrow('no id for gone');
  });

  it('keeps every trade of a generated journal whole: its fills, its tags, its currency', () => {
    const journal = generateDemoJournal({ seed: 7, trades: 120 });
    const all: DemoRefIds = {
      accountId: (ref) => `id:${ref}`,
      strategyId: (ref) => `id:${ref}`,
      tagId: (ref) => `id:${ref}`,
    };
    for (const demo of journal.trades) {
      const input = demoTradeInput(demo, all, true);
      expect(input.account_id).toBe(`id:${demo.accountRef}`);
      expect(input.tag_ids).toEqual(demo.tagRefs.map((ref) => `id:${ref}`));
      expect(input.executions.map((fill) => [fill.executed_at, fill.quantity, fill.price])).toEqual(
        demo.executions.map((fill) => [fill.time, fill.quantity, fill.price]),
      );
      const account = journal.accounts.find((a) => a.ref === demo.accountRef);
      expect(input.executions.every((fill) => fill.currency === account?.currency)).toBe(true);
    }
  });
});
