import { describe, expect, it } from 'vitest';
import { generateDemoJournal } from './generate.ts';
import type { DemoJournal } from './types.ts';

const journal = generateDemoJournal({ seed: 42, trades: 2000 });

describe('generateDemoJournal: the same seed, the same journal', () => {
  it('gives a deeply equal journal for the same seed and options', () => {
    expect(generateDemoJournal({ seed: 42, trades: 2000 })).toEqual(journal);
  });

  it('gives another journal for another seed or start', () => {
    const other = generateDemoJournal({ seed: 43, trades: 2000 });
    expect(other.trades.map((t) => t.executions)).not.toEqual(journal.trades.map((t) => t.executions));
    const later = generateDemoJournal({ seed: 42, trades: 2000, start: '2025-06-02' });
    expect(later.trades[0]?.executions[0]?.time.slice(0, 10)).toBe('2025-06-02');
  });

  it('is the same on every machine, whatever its time zone (run with TZ set far from UTC)', () => {
    // Each account's first trade: fills written in New York, Chicago and UTC time.
    const firstFills = journal.accounts.map((account) => {
      const trade = journal.trades.find((t) => t.accountRef === account.ref);
      return [
        account.name,
        trade?.symbol,
        trade?.executions.map((e) => [e.time, e.side, e.quantity, e.price]),
      ];
    });
    expect(firstFills).toEqual([
      [
        'Main margin',
        'AMD250110P00125000',
        [
          ['2025-01-02T09:31:53-05:00', 'buy', '1', '7.85'],
          ['2025-01-02T09:37:23-05:00', 'sell', '1', '12.00'],
        ],
      ],
      [
        'Futures prop 50K',
        'GCG5',
        [
          ['2025-01-02T07:39:05-06:00', 'buy', '1', '2658.1'],
          ['2025-01-02T07:51:26-06:00', 'sell', '1', '2675.8'],
        ],
      ],
      [
        'Forex',
        'AUDUSD',
        [
          ['2025-01-02T06:40:00Z', 'buy', '32000', '0.62155'],
          ['2025-01-02T07:10:34Z', 'sell', '32000', '0.62503'],
        ],
      ],
      [
        'Crypto',
        'SOLEUR',
        [
          ['2025-01-02T08:00:00Z', 'sell', '10.33', '182.37'],
          ['2025-01-02T10:41:47Z', 'buy', '10.33', '193.32'],
        ],
      ],
    ]);
    expect(journal.trades.at(-1)?.executions[0]?.time).toBe('2025-12-30T13:34:55-05:00');
  });
});

describe('generateDemoJournal: the counts asked for', () => {
  it.each([0, 1, 7, 19, 20, 333, 2000])('makes exactly %i trades', (trades) => {
    const made = trades === 2000 ? journal : generateDemoJournal({ seed: 5, trades });
    expect(made.trades).toHaveLength(trades);
    expect(new Set(made.trades.map((t) => t.ref)).size).toBe(trades);
  });

  it('opens four accounts in two currencies by default, from one to seven on request, each of them trading', () => {
    expect(journal.accounts.map((a) => [a.kind, a.currency])).toEqual([
      ['live', 'USD'],
      ['prop', 'USD'],
      ['live', 'USD'],
      ['live', 'EUR'],
    ]);
    for (const accounts of [1, 2, 3, 5, 6, 7]) {
      const made = generateDemoJournal({ seed: 9, trades: 600, accounts });
      expect(made.accounts).toHaveLength(accounts);
      expect(new Set(made.trades.map((t) => t.accountRef)).size).toBe(accounts);
    }
    expect(
      new Set(generateDemoJournal({ seed: 9, trades: 10, accounts: 7 }).accounts.map((a) => a.kind)),
    ).toEqual(new Set(['live', 'prop', 'demo', 'paper', 'backtest']));
  });

  it('refuses options it cannot honour', () => {
    expect(() => generateDemoJournal({ seed: 1, trades: -1 })).toThrow(RangeError);
    expect(() => generateDemoJournal({ seed: 1, trades: 1.5 })).toThrow(RangeError);
    expect(() => generateDemoJournal({ seed: 1, trades: 10, accounts: 0 })).toThrow(RangeError);
    expect(() => generateDemoJournal({ seed: 1, trades: 10, accounts: 8 })).toThrow(RangeError);
    expect(() => generateDemoJournal({ seed: 1, trades: 10, start: '2025-13-01' })).toThrow(RangeError);
    expect(() => generateDemoJournal({ seed: Number.NaN, trades: 10 })).toThrow(RangeError);
  });

  it('trades stocks, options, futures, forex and crypto', () => {
    const classes = new Map<string, number>();
    for (const t of journal.trades) classes.set(t.assetClass, (classes.get(t.assetClass) ?? 0) + 1);
    for (const assetClass of ['stock', 'option', 'future', 'forex', 'crypto'])
      expect(classes.get(assetClass) ?? 0, assetClass).toBeGreaterThan(journal.trades.length * 0.03);
  });
});

describe('generateDemoJournal: accounts and money', () => {
  it('gives each account a starting balance and date before its first trade', () => {
    for (const account of journal.accounts) {
      expect(account.startingBalance).toMatch(/^\d+\.\d\d$/);
      const first = journal.trades.find((t) => t.accountRef === account.ref)?.executions[0]?.time ?? '';
      expect(account.startingDate < first.slice(0, 10)).toBe(true);
    }
    expect(journal.accounts.filter((a) => a.breakEvenTolerance !== '0.00').length).toBeGreaterThan(0);
  });

  it('moves money with every kind of transaction, with the sign of its effect', () => {
    const kinds = new Set(journal.transactions.map((t) => t.kind));
    expect(kinds).toEqual(new Set(['deposit', 'withdrawal', 'fee', 'interest', 'adjustment']));
    const refs = new Set(journal.accounts.map((a) => a.ref));
    for (const t of journal.transactions) {
      expect(refs.has(t.accountRef)).toBe(true);
      expect(Date.parse(t.occurredAt)).not.toBeNaN();
      const amount = Number(t.amount);
      if (t.kind === 'deposit') expect(amount).toBeGreaterThan(0);
      if (t.kind === 'withdrawal' || t.kind === 'fee') expect(amount).toBeLessThan(0);
      expect(amount).not.toBe(0);
    }
    const times = journal.transactions.map((t) => t.occurredAt);
    expect(times).toEqual([...times].sort());
  });

  it('shows every kind of transaction even in a short journal', () => {
    const short = generateDemoJournal({ seed: 3, trades: 12 });
    expect(new Set(short.transactions.map((t) => t.kind)).size).toBe(5);
  });
});

describe('generateDemoJournal: what the trader adds', () => {
  const refsOf = (j: DemoJournal) => ({
    tags: new Map(j.tags.map((t) => [t.ref, t])),
    strategies: new Map(j.strategies.map((s) => [s.ref, s])),
  });

  it('has tags in the four groups with colours, and strategies with ordered rules', () => {
    expect(new Set(journal.tags.map((t) => t.group))).toEqual(
      new Set(['setup', 'mistake', 'emotion', 'custom']),
    );
    for (const tag of journal.tags) expect(tag.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(journal.tags.map((t) => t.name.toLowerCase())).size).toBe(journal.tags.length);
    expect(journal.strategies.length).toBeGreaterThanOrEqual(4);
    for (const strategy of journal.strategies) {
      expect(strategy.rules.length).toBeGreaterThanOrEqual(3);
      expect(new Set(strategy.rules.map((r) => r.id)).size).toBe(strategy.rules.length);
      expect(strategy.market && strategy.timeframe && strategy.description).toBeTruthy();
    }
  });

  it('links trades only to tags, strategies and rules that exist', () => {
    const { tags, strategies } = refsOf(journal);
    for (const trade of journal.trades) {
      expect(new Set(trade.tagRefs).size).toBe(trade.tagRefs.length);
      for (const ref of trade.tagRefs) expect(tags.has(ref)).toBe(true);
      if (trade.strategyRef === null) expect(trade.followedRuleIds).toEqual([]);
      else {
        const rules = strategies.get(trade.strategyRef)?.rules.map((r) => r.id) ?? [];
        expect(rules.length).toBeGreaterThan(0);
        // Followed rules keep the checklist's order.
        expect(trade.followedRuleIds).toEqual(rules.filter((id) => trade.followedRuleIds.includes(id)));
      }
      for (const score of [trade.rating, trade.confidence])
        if (score !== null) expect(score >= 1 && score <= 5 && Number.isInteger(score)).toBe(true);
    }
  });

  it('tags, rates and annotates some trades and not others', () => {
    const share = (test: (t: DemoJournal['trades'][number]) => boolean) =>
      journal.trades.filter(test).length / journal.trades.length;
    const { tags } = refsOf(journal);
    for (const group of ['setup', 'mistake', 'emotion', 'custom'])
      expect(
        share((t) => t.tagRefs.some((ref) => tags.get(ref)?.group === group)),
        group,
      ).toBeGreaterThan(0.05);
    expect(share((t) => t.strategyRef !== null)).toBeGreaterThan(0.5);
    expect(share((t) => t.strategyRef === null)).toBeGreaterThan(0.03);
    expect(share((t) => t.rating !== null)).toBeGreaterThan(0.5);
    expect(share((t) => t.rating === null)).toBeGreaterThan(0.1);
    expect(share((t) => t.notes !== null)).toBeGreaterThan(0.05);
    expect(share((t) => t.notes === null)).toBeGreaterThan(0.5);
    expect(share((t) => t.initialStop === null)).toBeGreaterThan(0.03);
    expect(share((t) => t.target === null)).toBeGreaterThan(0.1);
  });

  it('keeps a journal day on many trading days, one per day, with a mood from 1 to 5', () => {
    const days = journal.journalDays.map((d) => d.day);
    expect(days).toEqual([...new Set(days)].sort());
    const tradingDays = new Set(journal.trades.map((t) => t.executions[0]?.time.slice(0, 10)));
    expect(days.length).toBeGreaterThan(tradingDays.size * 0.4);
    for (const day of journal.journalDays) {
      expect(day.day).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(day.plan && day.review && day.lessons).toBeTruthy();
      expect([1, 2, 3, 4, 5]).toContain(day.mood);
    }
    expect(new Set(journal.journalDays.map((d) => d.mood)).size).toBeGreaterThanOrEqual(4);
  });
});
