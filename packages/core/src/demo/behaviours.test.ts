// What a trading coach would find in the sample journal, measured from the trades as the journal
// derives them (deriveTrade), not from what the generator meant to do.
import { describe, expect, it } from 'vitest';
import { deriveTrade, type TradeDerivation } from '../journal/index.ts';
import { generateDemoJournal } from './generate.ts';
import { wallClock } from './test-support.ts';
import type { DemoTrade } from './types.ts';

const journal = generateDemoJournal({ seed: 11, trades: 3000 });
const tolerance = new Map(journal.accounts.map((a) => [a.ref, a.breakEvenTolerance]));

interface Derived {
  trade: DemoTrade;
  figures: TradeDerivation;
}

const derived: Derived[] = journal.trades.map((trade) => ({
  trade,
  figures: deriveTrade({
    executions: trade.executions,
    multiplier: trade.multiplier,
    initialStop: trade.initialStop,
    target: trade.target,
    breakEvenTolerance: tolerance.get(trade.accountRef) ?? '0',
  }),
}));
const closed = derived.filter((d) => d.figures.status === 'closed');
const withResult = (result: TradeDerivation['result']) => closed.filter((d) => d.figures.result === result);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const openedMs = (d: Derived) => Date.parse(d.figures.openedAt);
const closedMs = (d: Derived) => Date.parse(d.figures.closedAt ?? '');

describe('results', () => {
  it('mixes wins, losses and break-evens', () => {
    expect(withResult('win').length).toBeGreaterThan(closed.length * 0.35);
    expect(withResult('loss').length).toBeGreaterThan(closed.length * 0.35);
    expect(withResult('breakeven').length).toBeGreaterThan(closed.length * 0.01);
  });

  it('has a modest positive edge: a positive average R, below one', () => {
    const rs = closed.map((d) => d.figures.rMultiple).filter((r): r is number => r !== null);
    expect(rs.length).toBeGreaterThan(closed.length * 0.8);
    expect(mean(rs)).toBeGreaterThan(0.05);
    expect(mean(rs)).toBeLessThan(1);
  });

  it('has losing streaks of five or more in every account', () => {
    for (const account of journal.accounts) {
      const inOrder = closed
        .filter((d) => d.trade.accountRef === account.ref)
        .sort((a, b) => closedMs(a) - closedMs(b));
      let streak = 0;
      let longest = 0;
      for (const d of inOrder) {
        streak = d.figures.result === 'loss' ? streak + 1 : 0;
        longest = Math.max(longest, streak);
      }
      expect(longest, account.name).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('behaviours a coach would spot', () => {
  it('trades again right after a loss, bigger, in the same market (revenge trading)', () => {
    let revenge = 0;
    const previous = new Map<string, Derived>();
    for (const d of [...derived].sort((a, b) => openedMs(a) - openedMs(b))) {
      const key = `${d.trade.accountRef}/${d.trade.symbol}`;
      const before = previous.get(key);
      if (
        before?.figures.result === 'loss' &&
        openedMs(d) - closedMs(before) <= 10 * 60_000 &&
        d.figures.entryQuantity >= 1.5 * before.figures.entryQuantity
      )
        revenge++;
      previous.set(key, d);
    }
    expect(revenge).toBeGreaterThan(withResult('loss').length * 0.04);
  });

  it('keeps a pause after a loss: what opens within ten minutes of one is a tagged revenge trade', () => {
    const revengeTag = journal.tags.find((t) => t.name === 'Revenge trade')?.ref ?? '';
    const lossExits = new Map<string, number[]>();
    for (const d of closed)
      if ((d.figures.netPnl ?? 0) < 0)
        lossExits.set(d.trade.accountRef, [...(lossExits.get(d.trade.accountRef) ?? []), closedMs(d)]);
    const soonAfterLoss = derived.filter((d) =>
      (lossExits.get(d.trade.accountRef) ?? []).some(
        (exit) => exit <= openedMs(d) && openedMs(d) - exit <= 10 * 60_000,
      ),
    );
    expect(soonAfterLoss.length).toBeGreaterThan(100);
    for (const d of soonAfterLoss) expect(d.trade.tagRefs, d.trade.ref).toContain(revengeTag);
    for (const d of derived.filter((x) => x.trade.tagRefs.includes(revengeTag)))
      expect(soonAfterLoss, d.trade.ref).toContain(d);
  });

  it('does far worse on its revenge trades than on the others', () => {
    const revengeTag = journal.tags.find((t) => t.name === 'Revenge trade')?.ref ?? '';
    const rOf = (list: Derived[]) =>
      list.map((d) => d.figures.rMultiple).filter((r): r is number => r !== null);
    const revenge = closed.filter((d) => d.trade.tagRefs.includes(revengeTag));
    const others = closed.filter((d) => !d.trade.tagRefs.includes(revengeTag));
    expect(mean(rOf(revenge))).toBeLessThan(-0.4);
    expect(mean(rOf(others))).toBeGreaterThan(0);
    expect(revenge.filter((d) => d.figures.result === 'win').length).toBeLessThan(revenge.length * 0.35);
  });

  it('has overtrading days: far more trades than the account’s usual day', () => {
    for (const account of journal.accounts) {
      const perDay = new Map<string, number>();
      for (const d of derived.filter((x) => x.trade.accountRef === account.ref)) {
        const day = wallClock(d.figures.openedAt, 'America/New_York').date;
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const counts = [...perDay.values()].sort((a, b) => a - b);
      const median = counts[Math.floor(counts.length / 2)] ?? 0;
      expect(counts.filter((c) => c >= 3 * median).length, account.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('holds losers longer than winners, on average and typically in each account', () => {
    const holding = (list: Derived[]) => mean(list.map((d) => d.figures.holdingMs ?? 0));
    expect(holding(withResult('loss'))).toBeGreaterThan(1.2 * holding(withResult('win')));
    // Within one account a handful of trades held for days sways the mean; the median is the
    // account's typical trade.
    const typical = (list: Derived[]) => median(list.map((d) => d.figures.holdingMs ?? 0));
    for (const account of journal.accounts) {
      const mine = (list: Derived[]) => list.filter((d) => d.trade.accountRef === account.ref);
      expect(typical(mine(withResult('loss'))), account.name).toBeGreaterThan(
        1.2 * typical(mine(withResult('win'))),
      );
    }
  });

  it('tags the revenge trades and rates them low, while feeling confident', () => {
    const revengeTag = journal.tags.find((t) => t.name === 'Revenge trade')?.ref ?? '';
    const tagged = journal.trades.filter((t) => t.tagRefs.includes(revengeTag));
    expect(tagged.length).toBeGreaterThan(10);
    for (const trade of tagged) {
      expect(trade.rating).toBe(1);
      expect(trade.confidence).toBeGreaterThanOrEqual(4);
    }
  });

  it('loses more without a stop', () => {
    const lossOf = (list: Derived[]) => mean(list.map((d) => d.figures.returnPct ?? 0));
    const losers = withResult('loss');
    expect(lossOf(losers.filter((d) => d.trade.initialStop === null))).toBeLessThan(
      lossOf(losers.filter((d) => d.trade.initialStop !== null)),
    );
  });
});
