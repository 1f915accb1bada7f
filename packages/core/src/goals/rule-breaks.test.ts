import { describe, expect, it } from 'vitest';
import { buildTrade } from '../analytics/test-support.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { ruleBreaks, ruleDays } from './rule-breaks.ts';
import { buildGoal, ruleGoal } from './test-goals.ts';

const UTC = { timeZone: 'UTC' };

/** A trade opened and closed on 3 March 2025 (UTC) at the given hours. */
const at = (
  id: string,
  open: string,
  close: string | null,
  netPnl: number,
  more: Partial<AnalyticsTrade> = {},
) =>
  buildTrade({
    id,
    openedAt: `2025-03-03T${open}:00Z`,
    closedAt: close === null ? null : `2025-03-03T${close}:00Z`,
    netPnl,
    ...more,
  });

describe('max daily loss', () => {
  const goal = ruleGoal('max_daily_loss', 500);

  it('breaks a day whose closed trades lost more than the limit, with all its trades', () => {
    const trades = [
      at('a', '14:00', '14:30', -400),
      at('b', '15:00', '15:30', 100),
      at('c', '16:00', '16:30', -312.5),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      {
        goalId: 'max_daily_loss',
        day: '2025-03-03',
        tradeIds: ['a', 'b', 'c'],
        detail: 'Lost 612.50 (limit 500)',
        money: [612.5, 500],
      },
    ]);
  });

  it('keeps a day that lost exactly the limit', () => {
    const trades = [at('a', '14:00', '14:30', -300), at('b', '15:00', '15:30', -200)];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([]);
    expect(ruleDays(goal, trades, UTC)).toEqual([{ day: '2025-03-03', value: 500, broken: null }]);
  });

  it("tells the day by the exit in the trader's zone and leaves open trades out", () => {
    // 22:00 and 23:30 UTC on 3 March are 11:00 and 12:30 on the 4th in Auckland (UTC+13).
    const trades = [
      at('late', '21:00', '22:00', -300),
      at('later', '23:00', '23:30', -300),
      at('open', '23:40', null, 0),
      buildTrade({
        id: 'before',
        openedAt: '2025-03-03T09:00:00Z',
        closedAt: '2025-03-03T10:00:00Z',
        netPnl: -100,
      }),
    ];
    expect(ruleDays(goal, trades, { timeZone: 'Pacific/Auckland' })).toEqual([
      { day: '2025-03-03', value: 100, broken: null },
      {
        day: '2025-03-04',
        value: 600,
        broken: {
          goalId: 'max_daily_loss',
          day: '2025-03-04',
          tradeIds: ['late', 'later'],
          detail: 'Lost 600 (limit 500)',
          money: [600, 500],
        },
      },
    ]);
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      expect.objectContaining({ day: '2025-03-03', detail: 'Lost 700 (limit 500)' }),
    ]);
  });

  it('tells a winning day a loss of 0', () => {
    expect(ruleDays(goal, [at('a', '14:00', '14:30', 250)], UTC)).toEqual([
      { day: '2025-03-03', value: 0, broken: null },
    ]);
  });
});

describe('max trades per day', () => {
  const goal = ruleGoal('max_trades_per_day', 3);

  it('breaks a day with more trades opened than the limit, naming the ones past it', () => {
    const trades = [
      at('d', '17:00', null, 0),
      at('a', '14:00', '14:10', 10),
      at('c', '16:00', '16:10', 10),
      at('b', '15:00', '15:10', 10),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      { goalId: 'max_trades_per_day', day: '2025-03-03', tradeIds: ['d'], detail: 'Took 4 trades (limit 3)' },
    ]);
  });

  it('keeps a day with exactly the limit and counts a trade on the day it was opened', () => {
    const trades = [
      at('a', '14:00', '14:10', 10),
      at('b', '15:00', '15:10', 10),
      // Opened on the 3rd, closed on the 4th.
      buildTrade({ id: 'c', openedAt: '2025-03-03T23:00:00Z', closedAt: '2025-03-04T01:00:00Z' }),
      buildTrade({ id: 'd', openedAt: '2025-03-04T14:00:00Z', closedAt: '2025-03-04T15:00:00Z' }),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([]);
    expect(ruleDays(goal, trades, UTC).map((day) => [day.day, day.value])).toEqual([
      ['2025-03-03', 3],
      ['2025-03-04', 1],
    ]);
  });

  it('says "trade" for one', () => {
    const one = ruleGoal('max_trades_per_day', 0);
    expect(ruleBreaks(one, [at('a', '14:00', '14:10', 10)], UTC)[0]?.detail).toBe('Took 1 trade (limit 0)');
  });
});

describe('max risk per trade', () => {
  const goal = ruleGoal('max_risk_per_trade', 200);

  it('breaks the trades that risked more than the limit, and not those without a stop', () => {
    const trades = [
      at('a', '14:00', '14:10', 10, { initialRisk: 200 }),
      at('b', '15:00', '15:10', 10, { initialRisk: 250.75 }),
      at('c', '16:00', '16:10', 10, { initialRisk: null }),
      at('d', '17:00', null, 0, { initialRisk: 0 }),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      {
        goalId: 'max_risk_per_trade',
        day: '2025-03-03',
        tradeIds: ['b'],
        detail: 'Risked 250.75 (limit 200)',
        money: [250.75, 200],
      },
    ]);
  });

  it('names every trade over the limit on the day', () => {
    const trades = [
      at('a', '14:00', '14:10', 10, { initialRisk: 300 }),
      at('b', '15:00', null, 0, { initialRisk: 450 }),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      expect.objectContaining({
        tradeIds: ['a', 'b'],
        detail: 'Risked over 200 on 2 trades (up to 450)',
        money: [200, 450],
      }),
    ]);
    expect(ruleDays(goal, trades, UTC)[0]?.value).toBe(450);
  });
});

describe('max consecutive losses', () => {
  const goal = ruleGoal('max_consecutive_losses', 2);

  it('breaks every trade opened that day after the limit of losses in a row', () => {
    const trades = [
      at('loss1', '14:00', '14:20', -50),
      // Opened before the second loss closed: taken while still allowed.
      at('overlap', '14:30', '15:30', 40),
      at('loss2', '14:25', '15:00', -50),
      at('after1', '15:00', '15:40', 80),
      at('after2', '16:00', null, 0),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      {
        goalId: 'max_consecutive_losses',
        day: '2025-03-03',
        tradeIds: ['after1', 'after2'],
        detail: 'Took 2 trades after 2 losses in a row',
      },
    ]);
  });

  it('ends a run with a win or a break-even, told by the tolerance', () => {
    const trades = [
      at('l1', '14:00', '14:10', -50),
      at('small', '14:20', '14:30', -0.5),
      at('l2', '14:40', '14:50', -50),
      at('win', '15:00', '15:10', 30),
      at('l3', '15:20', '15:30', -50),
    ];
    // Without a tolerance -0.50 is a loss: l1 and small make two in a row, and every later entry broke.
    expect(ruleBreaks(goal, trades, UTC)).toEqual([
      expect.objectContaining({
        tradeIds: ['l2', 'win', 'l3'],
        detail: 'Took 3 trades after 2 losses in a row',
      }),
    ]);
    expect(ruleDays(goal, trades, UTC)[0]?.value).toBe(3);
    // A tolerance of 1 makes it a break-even: no two losses in a row.
    expect(ruleDays(goal, trades, { ...UTC, breakEvenTolerance: 1 })).toEqual([
      { day: '2025-03-03', value: 1, broken: null },
    ]);
    // A trade's own (its account's) tolerance wins over the one given.
    const own = trades.map((trade) => (trade.id === 'small' ? { ...trade, breakEvenTolerance: 1 } : trade));
    expect(ruleBreaks(goal, own, UTC)).toEqual([]);
  });

  it('starts the run again each day', () => {
    const trades = [
      at('l1', '14:00', '14:10', -50),
      buildTrade({
        id: 'l2',
        openedAt: '2025-03-04T14:00:00Z',
        closedAt: '2025-03-04T14:10:00Z',
        netPnl: -50,
      }),
      buildTrade({ id: 'next', openedAt: '2025-03-04T15:00:00Z', closedAt: '2025-03-04T15:10:00Z' }),
    ];
    expect(ruleBreaks(goal, trades, UTC)).toEqual([]);
  });

  it('says "traded after" for one trade', () => {
    const one = ruleGoal('max_consecutive_losses', 1);
    const trades = [at('l1', '14:00', '14:10', -50), at('next', '14:10', '14:20', 20)];
    expect(ruleBreaks(one, trades, UTC)).toEqual([
      expect.objectContaining({ tradeIds: ['next'], detail: 'Traded after 1 loss in a row' }),
    ]);
  });
});

describe('ruleBreaks', () => {
  it('has none for a metric goal', () => {
    expect(ruleBreaks(buildGoal(), [at('a', '14:00', '14:30', -5000)], UTC)).toEqual([]);
  });

  it('lists days in order', () => {
    const goal = ruleGoal('max_daily_loss', 10);
    const trades = [
      buildTrade({
        id: 'b',
        openedAt: '2025-03-05T14:00:00Z',
        closedAt: '2025-03-05T15:00:00Z',
        netPnl: -20,
      }),
      buildTrade({
        id: 'a',
        openedAt: '2025-03-04T14:00:00Z',
        closedAt: '2025-03-04T15:00:00Z',
        netPnl: -20,
      }),
    ];
    expect(ruleBreaks(goal, trades, UTC).map((item) => item.day)).toEqual(['2025-03-04', '2025-03-05']);
  });
});
