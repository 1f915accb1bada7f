import { describe, expect, it } from 'vitest';
import { computeAdherence } from '../playbooks/adherence.ts';
import { metricValue } from '../goals/evaluate.ts';
import { buildGoal, ruleGoal } from '../goals/test-goals.ts';
import type { Goal } from '../goals/types.ts';
import type { AnalyticsFilter, LoadRequest } from './contract.ts';
import { DEFAULT_ANALYTICS_FILTER } from './filter.ts';
import { analyticsPayload, payloadPart, type PayloadOptions } from './test-payload.ts';
import { createAnalyticsWorkerApi, type FetchLike } from './worker-api.ts';

const RPC = '/rest/v1/rpc/analytics_journal';

/** A server holding one journal (and no saved prices); counts the journal reads (all its parts one read). */
function server(options: PayloadOptions) {
  let reads = 0;
  const fetchImpl: FetchLike = (url, init) => {
    const isJournal = url.endsWith(RPC);
    const { p_part: part = 0, p_parts: parts = 1 } = JSON.parse(init.body ?? '{}') as Record<string, number>;
    if (isJournal && part === 0) reads++;
    const body = isJournal
      ? JSON.stringify(payloadPart(analyticsPayload(options), part, parts, 'e:1'))
      : '[]';
    return Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(body) });
  };
  return { fetchImpl, reads: () => reads };
}

// 10 April 2025, noon in Auckland.
const NOW = '2025-04-10T00:00:00.000Z';

const load = (filter: Partial<AnalyticsFilter> = {}): LoadRequest => ({
  url: 'http://edgelog.test',
  apiKey: 'anon-key',
  accessToken: 'user-token',
  filter: { ...DEFAULT_ANALYTICS_FILTER, ...filter },
  now: NOW,
});

// Two accounts, a deposit and a withdrawal, trades on both sides of month ends in Auckland
// (UTC+13 to 6 April, +12 after): 10:59:59Z on 31 March is still March there, 11:00Z is April.
const journal: PayloadOptions = {
  timezone: 'Pacific/Auckland',
  accounts: [{ equityAtStart: 10_000 }, { equityAtStart: 2_000, breakEvenTolerance: 5 }],
  cashFlows: [
    { account: 0, time: '2025-03-05T00:00:00.000Z', amount: 1_000 },
    { account: 1, time: '2025-03-20T00:00:00.000Z', amount: -500 },
  ],
  trades: [
    {
      id: 'feb-1',
      net: 400,
      risk: 100,
      closedAt: '2025-02-10T01:00:00.000Z',
      openedAt: '2025-02-10T00:00:00.000Z',
    },
    {
      id: 'feb-2',
      net: -150,
      risk: 100,
      closedAt: '2025-02-11T01:00:00.000Z',
      openedAt: '2025-02-11T00:00:00.000Z',
      account: 1,
    },
    {
      id: 'mar-1',
      net: 250,
      risk: 125,
      closedAt: '2025-03-02T01:00:00.000Z',
      openedAt: '2025-03-02T00:00:00.000Z',
    },
    {
      id: 'mar-2',
      net: -620,
      risk: 200,
      closedAt: '2025-03-12T01:00:00.000Z',
      openedAt: '2025-03-12T00:00:00.000Z',
    },
    {
      id: 'mar-3',
      net: 3,
      closedAt: '2025-03-25T01:00:00.000Z',
      openedAt: '2025-03-25T00:00:00.000Z',
      account: 1,
    },
    {
      id: 'mar-4',
      net: 510,
      risk: 170,
      closedAt: '2025-03-31T10:59:59.000Z',
      openedAt: '2025-03-31T09:00:00.000Z',
    },
    {
      id: 'apr-1',
      net: -80,
      risk: 40,
      closedAt: '2025-03-31T11:00:00.000Z',
      openedAt: '2025-03-31T10:30:00.000Z',
      account: 1,
    },
    {
      id: 'apr-2',
      net: 120,
      risk: 60,
      closedAt: '2025-04-08T01:00:00.000Z',
      openedAt: '2025-04-08T00:00:00.000Z',
    },
    { id: 'open', net: 0, closedAt: null, openedAt: '2025-04-09T00:00:00.000Z' },
  ],
};

const METRICS: Goal['metric'][] = [
  'net_pnl',
  'win_rate',
  'profit_factor',
  'expectancy',
  'average_r',
  'trade_count',
  'max_drawdown',
];

describe("the worker's goal evaluation", () => {
  it("gives each goal period the figure the analytics pages show for that period's filter", async () => {
    const { fetchImpl, reads } = server(journal);
    const api = createAnalyticsWorkerApi(fetchImpl);
    const goals = METRICS.flatMap((metric) => [
      buildGoal({ id: `${metric}-all`, metric, target: 1 }),
      buildGoal({ id: `${metric}-acc-1`, metric, target: 1, accountId: 'acc-1' }),
      buildGoal({ id: `${metric}-weekly`, metric, target: 1, period: 'weekly' }),
    ]);
    const evaluations = await api.evaluateGoals({ load: load(), goals, now: NOW, count: 3 });
    expect(evaluations.map((evaluation) => evaluation.goalId)).toEqual(goals.map((goal) => goal.id));
    let compared = 0;
    for (const [g, goal] of goals.entries()) {
      const evaluation = evaluations[g];
      if (evaluation === undefined || goal.metric === null) throw new Error('missing evaluation');
      for (const period of [evaluation.current, ...evaluation.history]) {
        const page = await api.load(
          load({
            preset: 'custom',
            from: period.fromDay,
            to: period.toDay,
            accountIds: goal.accountId === null ? [] : [goal.accountId],
          }),
        );
        const statistics = await api.run(page.datasetId, { kind: 'statistics' });
        expect(period.value, `${goal.id} ${period.key}`).toBe(metricValue(goal.metric, statistics));
        expect(period.tradeCount).toBe(statistics.tradeCount);
        compared++;
      }
    }
    expect(compared).toBe(goals.length * 3);
    // The whole journal was read once for all of it.
    expect(reads()).toBe(1);
  });

  it("judges the current month on the same trades as the page's This month", async () => {
    const api = createAnalyticsWorkerApi(server(journal).fetchImpl);
    const [evaluation] = await api.evaluateGoals({
      load: load(),
      goals: [buildGoal({ target: 500 })],
      now: NOW,
    });
    const page = await api.load(load({ preset: 'this-month' }));
    const statistics = await api.run(page.datasetId, { kind: 'statistics' });
    expect(statistics.netPnl).toBe(40);
    expect(evaluation?.current).toMatchObject({
      key: '2025-04',
      value: 40,
      status: 'in-progress',
      progressPct: 8,
    });
    // March: 250 - 620 + 3 + 510, the last second of March in.
    expect(evaluation?.history[0]).toMatchObject({ key: '2025-03', value: 143, status: 'missed' });
  });

  it("keeps the page's currency and basis", async () => {
    const twoCurrencies: PayloadOptions = {
      ...journal,
      accounts: [{ currency: 'USD' }, { currency: 'EUR' }],
    };
    const api = createAnalyticsWorkerApi(server(twoCurrencies).fetchImpl);
    const goal = buildGoal({ metric: 'net_pnl' });
    const [euros] = await api.evaluateGoals({ load: load({ currency: 'EUR' }), goals: [goal], now: NOW });
    const page = await api.load(load({ currency: 'EUR', preset: 'last-month' }));
    expect(page.currency).toBe('EUR');
    expect(euros?.history[0]?.value).toBe(3);
    const [gross] = await api.evaluateGoals({ load: load({ basis: 'gross' }), goals: [goal], now: NOW });
    expect(gross?.history[0]?.value).toBe(140);
  });

  it('tells rule goals on every trade of their account', async () => {
    const api = createAnalyticsWorkerApi(server(journal).fetchImpl);
    const [loss, risk] = await api.evaluateGoals({
      load: load(),
      goals: [ruleGoal('max_daily_loss', 600), ruleGoal('max_risk_per_trade', 150, { accountId: 'acc-0' })],
      now: NOW,
      count: 2,
    });
    expect(loss?.history[0]).toMatchObject({
      key: '2025-03',
      status: 'missed',
      value: 620,
      breaks: [
        { goalId: 'max_daily_loss', day: '2025-03-12', tradeIds: ['mar-2'], detail: 'Lost 620 (limit 600)' },
      ],
    });
    expect(loss?.current).toMatchObject({ status: 'in-progress', value: 80 });
    expect(risk?.history[0]?.breaks.map((item) => [item.day, item.tradeIds])).toEqual([
      ['2025-03-12', ['mar-2']],
      ['2025-03-31', ['mar-4']],
    ]);
  });

  it('reads the journal again for a new generation', async () => {
    const { fetchImpl, reads } = server(journal);
    const api = createAnalyticsWorkerApi(fetchImpl);
    await api.evaluateGoals({ load: load(), goals: [buildGoal()], now: NOW });
    await api.load(load());
    expect(reads()).toBe(1);
    await api.evaluateGoals({ load: { ...load(), generation: 2 }, goals: [buildGoal()], now: NOW });
    expect(reads()).toBe(2);
  });
});

describe("the worker's playbook and rule answers on a loaded dataset", () => {
  const withRules: PayloadOptions = {
    ...journal,
    trades: journal.trades.map((trade, i) => ({
      ...trade,
      strategy: i % 2,
      followedRuleIds: i % 3 === 0 ? ['entry'] : ['entry', 'exit'],
    })),
  };

  it("answers adherence on the dataset's trades", async () => {
    const api = createAnalyticsWorkerApi(server(withRules).fetchImpl);
    const summary = await api.load(load({ strategyIds: ['st-0'] }));
    const playbook = {
      rules: [
        { id: 'entry', text: 'Entry' },
        { id: 'exit', text: 'Exit' },
      ],
      maxRiskAmount: 150,
      maxTradesPerDay: 1,
    };
    const report = await api.run(summary.datasetId, { kind: 'adherence', playbook });
    const trades = api.dataset(summary.datasetId)?.trades ?? [];
    expect(report).toEqual(computeAdherence(trades, playbook, { timeZone: 'Pacific/Auckland' }));
    // feb-1, mar-1, mar-3, apr-1 closed (st-0: the even ones); feb-1 and apr-1 ticked only the entry.
    expect(report.tradeCount).toBe(4);
    expect(report.rules.find((rule) => rule.id === 'exit')?.brokenTradeIds).toEqual(['feb-1', 'apr-1']);
  });

  it("answers the dataset's rule breaks, each goal on its account, on the days of the range", async () => {
    const api = createAnalyticsWorkerApi(server(journal).fetchImpl);
    const march = await api.load(load({ preset: 'last-month' }));
    const goals = [
      ruleGoal('max_daily_loss', 600),
      ruleGoal('max_trades_per_day', 1, { accountId: 'acc-1' }),
      ruleGoal('max_risk_per_trade', 150),
      buildGoal(),
    ];
    const breaks = await api.run(march.datasetId, { kind: 'rule-breaks', goals });
    expect(breaks.map((item) => [item.goalId, item.day, item.tradeIds])).toEqual([
      ['max_daily_loss', '2025-03-12', ['mar-2']],
      ['max_risk_per_trade', '2025-03-12', ['mar-2']],
      ['max_risk_per_trade', '2025-03-31', ['mar-4']],
    ]);
    // apr-1 closed in April (in April's dataset) but was opened on 31 March: not a day of April.
    const april = await api.load(load({ preset: 'this-month' }));
    const noneADay = ruleGoal('max_trades_per_day', 0, { id: 'none-a-day' });
    const aprilDays = await api.run(april.datasetId, { kind: 'rule-breaks', goals: [noneADay] });
    expect(aprilDays.map((item) => [item.day, item.tradeIds])).toEqual([
      ['2025-04-08', ['apr-2']],
      ['2025-04-09', ['open']],
    ]);
    const all = await api.load(load());
    const everyDay = await api.run(all.datasetId, {
      kind: 'rule-breaks',
      goals: [ruleGoal('max_trades_per_day', 1)],
    });
    expect(everyDay.map((item) => [item.day, item.tradeIds])).toEqual([['2025-03-31', ['apr-1']]]);
  });
});
