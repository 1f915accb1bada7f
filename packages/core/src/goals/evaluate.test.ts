import { describe, expect, it } from 'vitest';
import { buildTrade, dailyTrades } from '../analytics/test-support.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { evaluateGoals, goalDirection, streakOf } from './evaluate.ts';
import { buildGoal, ruleGoal } from './test-goals.ts';
import type { GoalEvaluation, PeriodResult } from './types.ts';

const AUCKLAND = 'Pacific/Auckland';
// Noon on 10 April 2025 in Auckland (UTC+12 since 6 April; UTC+13 before).
const NOW = '2025-04-10T00:00:00.000Z';

const closedAt = (closed: string, netPnl: number, more: Partial<AnalyticsTrade> = {}) =>
  buildTrade({
    openedAt: new Date(Date.parse(closed) - 3_600_000).toISOString(),
    closedAt: closed,
    netPnl,
    ...more,
  });

function only(evaluations: GoalEvaluation[]): GoalEvaluation {
  const [evaluation] = evaluations;
  if (evaluation === undefined || evaluations.length !== 1) throw new Error('one evaluation expected');
  return evaluation;
}

const statuses = (results: readonly PeriodResult[]) => results.map((result) => [result.key, result.status]);

describe('evaluateGoals: a metric goal', () => {
  const trades = [
    // The last second of March and the first of April in Auckland.
    closedAt('2025-03-31T10:59:59.000Z', 300),
    closedAt('2025-03-31T11:00:00.000Z', 100),
    closedAt('2025-03-10T00:00:00.000Z', 200),
    closedAt('2025-01-15T00:00:00.000Z', 499.99),
  ];
  const evaluation = only(
    evaluateGoals([buildGoal({ id: 'profit', target: 500 })], trades, {
      now: NOW,
      timeZone: AUCKLAND,
      count: 4,
    }),
  );

  it("judges each month of the trader's zone, the boundary second in the month it ends", () => {
    expect(evaluation.goalId).toBe('profit');
    expect(evaluation.current).toEqual({
      key: '2025-04',
      label: 'April 2025',
      fromDay: '2025-04-01',
      toDay: '2025-04-30',
      value: 100,
      target: 500,
      direction: 'at-least',
      progressPct: 20,
      status: 'in-progress',
      breaks: [],
      tradeCount: 1,
    });
    expect(evaluation.history.map((result) => [result.key, result.value, result.status])).toEqual([
      // 300 + 200: met exactly on the target.
      ['2025-03', 500, 'met'],
      ['2025-02', 0, 'no-trades'],
      ['2025-01', 499.99, 'missed'],
    ]);
    expect(evaluation.history[0]?.progressPct).toBe(100);
  });

  it('counts met periods in a row, passing over the ones without trades', () => {
    expect(evaluation.streak).toEqual({ current: 1, best: 1 });
  });

  it('meets a win rate equal to its target though the division falls just short', () => {
    // 57 wins of 100: 0.57 x 100 is 56.99999999999999 in floating point.
    const month = Array.from({ length: 100 }, (_, i) =>
      closedAt(`2025-03-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`, i < 57 ? 10 : -10),
    );
    const goal = buildGoal({ metric: 'win_rate', target: 57 });
    const [march] = only(evaluateGoals([goal], month, { now: NOW, timeZone: 'UTC', count: 2 })).history;
    expect(march?.value).toBeCloseTo(57, 10);
    expect(march?.status).toBe('met');
    const higher = buildGoal({ metric: 'win_rate', target: 57.01 });
    expect(
      only(evaluateGoals([higher], month, { now: NOW, timeZone: 'UTC', count: 2 })).history[0]?.status,
    ).toBe('missed');
  });

  it('meets a drawdown goal at or under the target and fills its bar with the share used', () => {
    const march = [closedAt('2025-03-10T00:00:00.000Z', 100), closedAt('2025-03-11T00:00:00.000Z', -300)];
    const judge = (target: number) =>
      only(
        evaluateGoals([buildGoal({ metric: 'max_drawdown', target })], march, {
          now: NOW,
          timeZone: 'UTC',
          count: 2,
        }),
      ).history[0];
    expect(judge(300)).toMatchObject({ value: 300, status: 'met', progressPct: 100, direction: 'at-most' });
    expect(judge(299.99)).toMatchObject({ status: 'missed', progressPct: 100 });
    expect(judge(600)).toMatchObject({ status: 'met', progressPct: 50 });
  });

  it('reads every metric from the engine', () => {
    const march = [
      closedAt('2025-03-10T00:00:00.000Z', 300, { initialRisk: 100, rMultiple: 3 }),
      closedAt('2025-03-11T00:00:00.000Z', -100, { initialRisk: 100, rMultiple: -1 }),
    ];
    const value = (metric: NonNullable<Parameters<typeof buildGoal>[0]>['metric']) =>
      only(evaluateGoals([buildGoal({ metric, target: 1 })], march, { now: NOW, timeZone: 'UTC', count: 2 }))
        .history[0]?.value;
    expect(value('net_pnl')).toBe(200);
    expect(value('win_rate')).toBe(50);
    expect(value('profit_factor')).toBe(3);
    expect(value('expectancy')).toBe(100);
    expect(value('average_r')).toBe(1);
    expect(value('trade_count')).toBe(2);
    expect(value('max_drawdown')).toBe(100);
  });

  it('meets a profit factor with no loss, and misses an average R no trade can tell', () => {
    const march = [closedAt('2025-03-10T00:00:00.000Z', 300)];
    const [pf] = only(
      evaluateGoals([buildGoal({ metric: 'profit_factor', target: 2 })], march, {
        now: NOW,
        timeZone: 'UTC',
        count: 2,
      }),
    ).history;
    expect(pf).toMatchObject({ value: Infinity, status: 'met', progressPct: 100 });
    const [r] = only(
      evaluateGoals([buildGoal({ metric: 'average_r', target: 1 })], march, {
        now: NOW,
        timeZone: 'UTC',
        count: 2,
      }),
    ).history;
    expect(r).toMatchObject({ value: null, status: 'missed', progressPct: null });
  });

  it('takes a target of 0 or below as met or not, with a full or empty bar', () => {
    const march = (pnl: number) => [closedAt('2025-03-10T00:00:00.000Z', pnl)];
    const goal = buildGoal({ target: -100 });
    const judge = (pnl: number) =>
      only(evaluateGoals([goal], march(pnl), { now: NOW, timeZone: 'UTC', count: 2 })).history[0];
    expect(judge(-100)).toMatchObject({ status: 'met', progressPct: 100 });
    expect(judge(-150)).toMatchObject({ status: 'missed', progressPct: 0 });
  });

  it("counts only the goal's account, and no open trade", () => {
    const march = [
      closedAt('2025-03-10T00:00:00.000Z', 300, { accountId: 'acc-1' }),
      closedAt('2025-03-11T00:00:00.000Z', 900, { accountId: 'acc-2' }),
      buildTrade({ openedAt: '2025-03-12T00:00:00.000Z', closedAt: null, netPnl: 0, accountId: 'acc-1' }),
    ];
    const goal = buildGoal({ accountId: 'acc-1', metric: 'trade_count', target: 2 });
    const [result] = only(evaluateGoals([goal], march, { now: NOW, timeZone: 'UTC', count: 2 })).history;
    expect(result).toMatchObject({ value: 1, status: 'missed', progressPct: 50, tradeCount: 1 });
  });
});

describe('evaluateGoals: streaks', () => {
  it('runs over daily periods, oldest to latest, a day without trades neither extending nor ending a run', () => {
    // 1..8 March (UTC): met, met, none, met, missed, met, met; the 8th is today.
    const pnls = [50, 80, 0, 60, -20, 70, 90];
    const trades = dailyTrades('2025-03-01', pnls).filter((trade) => trade.netPnl !== 0);
    const goal = buildGoal({ period: 'daily', target: 50 });
    const evaluation = only(
      evaluateGoals([goal], trades, { now: '2025-03-08T12:00:00Z', timeZone: 'UTC', count: 8 }),
    );
    expect(evaluation.current).toMatchObject({ key: '2025-03-08', status: 'in-progress', value: 0 });
    expect(statuses(evaluation.history)).toEqual([
      ['2025-03-07', 'met'],
      ['2025-03-06', 'met'],
      ['2025-03-05', 'missed'],
      ['2025-03-04', 'met'],
      ['2025-03-03', 'no-trades'],
      ['2025-03-02', 'met'],
      ['2025-03-01', 'met'],
    ]);
    expect(evaluation.streak).toEqual({ current: 2, best: 3 });
  });

  it('has a current streak of 0 after a miss', () => {
    const result = (status: PeriodResult['status']) => ({ status }) as PeriodResult;
    expect(streakOf([result('met'), result('met'), result('missed')])).toEqual({ current: 0, best: 2 });
    expect(streakOf([])).toEqual({ current: 0, best: 0 });
  });
});

describe('evaluateGoals: a rule goal', () => {
  const goal = ruleGoal('max_daily_loss', 500, { period: 'weekly' });
  // Weeks from Monday in UTC; now is Wednesday 12 March 2025.
  const now = '2025-03-12T12:00:00.000Z';

  it('is missed in the current period as soon as it is broken, with the breaks', () => {
    const trades = [closedAt('2025-03-11T15:00:00.000Z', -612.5, { id: 'big-loss' })];
    const { current } = only(evaluateGoals([goal], trades, { now, timeZone: 'UTC', count: 1 }));
    expect(current).toMatchObject({
      key: '2025-03-10',
      status: 'missed',
      value: 612.5,
      direction: 'at-most',
      progressPct: 100,
      breaks: [
        {
          goalId: 'max_daily_loss',
          day: '2025-03-11',
          tradeIds: ['big-loss'],
          detail: 'Lost 612.50 (limit 500)',
        },
      ],
    });
  });

  it('is in progress while kept, met for a past week kept, no-trades for a week without any', () => {
    const trades = [
      closedAt('2025-03-11T15:00:00.000Z', -250),
      closedAt('2025-03-04T15:00:00.000Z', -500),
      closedAt('2025-03-05T15:00:00.000Z', -100),
    ];
    const evaluation = only(evaluateGoals([goal], trades, { now, timeZone: 'UTC', count: 3 }));
    expect(evaluation.current).toMatchObject({
      status: 'in-progress',
      value: 250,
      progressPct: 50,
      breaks: [],
    });
    expect(evaluation.history.map((result) => [result.key, result.status, result.value])).toEqual([
      ['2025-03-03', 'met', 500],
      ['2025-02-24', 'no-trades', null],
    ]);
  });

  it('tells a break on its day, with trades of that day closed in the next period', () => {
    const perDay = ruleGoal('max_trades_per_day', 1, { period: 'weekly' });
    // Two trades opened on Sunday 9 March (last week), one closed on Monday the 10th (this week).
    const trades = [
      buildTrade({ id: 'sun', openedAt: '2025-03-09T10:00:00Z', closedAt: '2025-03-09T11:00:00Z' }),
      buildTrade({ id: 'overnight', openedAt: '2025-03-09T22:00:00Z', closedAt: '2025-03-10T01:00:00Z' }),
    ];
    const evaluation = only(evaluateGoals([perDay], trades, { now, timeZone: 'UTC', count: 2 }));
    expect(evaluation.current).toMatchObject({ status: 'in-progress', breaks: [], tradeCount: 1 });
    expect(evaluation.history[0]).toMatchObject({
      status: 'missed',
      tradeCount: 1,
      breaks: [{ day: '2025-03-09', tradeIds: ['overnight'], detail: 'Took 2 trades (limit 1)' }],
    });
  });

  it("counts only the goal's account", () => {
    const perDay = ruleGoal('max_trades_per_day', 1, { period: 'weekly', accountId: 'acc-1' });
    const trades = [
      closedAt('2025-03-04T15:00:00.000Z', 10, { accountId: 'acc-1' }),
      closedAt('2025-03-04T16:00:00.000Z', 10, { accountId: 'acc-2' }),
    ];
    const [lastWeek] = only(evaluateGoals([perDay], trades, { now, timeZone: 'UTC', count: 2 })).history;
    expect(lastWeek).toMatchObject({ status: 'met', value: 1, progressPct: 100, tradeCount: 1 });
  });
});

describe('evaluateGoals: a custom goal', () => {
  const goal = buildGoal({ period: 'custom', startsOn: '2025-03-01', endsOn: '2025-03-15', target: 100 });
  const trades = [closedAt('2025-03-10T00:00:00.000Z', 150)];

  it('is judged once its last day is over, and counted in the streak', () => {
    const evaluation = only(evaluateGoals([goal], trades, { now: NOW, timeZone: 'UTC' }));
    expect(evaluation.current).toMatchObject({ key: '2025-03-01..2025-03-15', status: 'met', value: 150 });
    expect(evaluation.history).toEqual([]);
    expect(evaluation.streak).toEqual({ current: 1, best: 1 });
  });

  it('is in progress until then', () => {
    const evaluation = only(
      evaluateGoals([goal], trades, { now: '2025-03-15T23:59:59.000Z', timeZone: 'UTC' }),
    );
    expect(evaluation.current.status).toBe('in-progress');
    expect(evaluation.streak).toEqual({ current: 0, best: 0 });
  });
});

describe('goalDirection', () => {
  it('is at most for a drawdown and the rules, at least for the rest', () => {
    expect(goalDirection(buildGoal({ metric: 'max_drawdown' }))).toBe('at-most');
    expect(goalDirection(ruleGoal('max_trades_per_day', 3))).toBe('at-most');
    expect(goalDirection(buildGoal({ metric: 'net_pnl' }))).toBe('at-least');
  });
});

it('evaluates several goals in the order given', () => {
  const goals = [buildGoal({ id: 'a' }), ruleGoal('max_daily_loss', 100, { id: 'b' })];
  expect(
    evaluateGoals(goals, [], { now: NOW, timeZone: 'UTC' }).map((evaluation) => evaluation.goalId),
  ).toEqual(['a', 'b']);
});
