import { describe, expect, it } from 'vitest';
import { buildTrade } from '../analytics/test-support.ts';
import type { AnalyticsTrade } from '../analytics/types.ts';
import { computeAdherence, tradesOverDailyLimit } from './adherence.ts';
import type { Playbook, RuleAdherence } from './types.ts';

const NEW_YORK = { timeZone: 'America/New_York' };

const playbook: Playbook = {
  rules: [
    { id: 'r1', text: 'Trend on the 15-minute chart' },
    { id: 'r2', text: 'Entry on a retest' },
    { id: 'r3', text: 'Stop below the last swing' },
  ],
  maxRiskAmount: 100,
  maxTradesPerDay: 2,
};

// 3 and 4 March 2025 in New York (UTC-5). Hand-worked figures below.
const trades: AnalyticsTrade[] = [
  buildTrade({
    id: 'kept-win',
    openedAt: '2025-03-03T15:00:00Z',
    closedAt: '2025-03-03T15:30:00Z',
    netPnl: 200,
    initialRisk: 50,
    rMultiple: 4,
    followedRuleIds: ['r1', 'r2', 'r3'],
  }),
  buildTrade({
    id: 'kept-loss',
    openedAt: '2025-03-03T16:00:00Z',
    closedAt: '2025-03-03T16:30:00Z',
    netPnl: -50,
    // Exactly at the limit: kept.
    initialRisk: 100,
    rMultiple: -0.5,
    followedRuleIds: ['r1', 'r2', 'r3'],
  }),
  buildTrade({
    id: 'third-of-day',
    openedAt: '2025-03-03T17:00:00Z',
    closedAt: '2025-03-03T18:00:00Z',
    netPnl: -300,
    initialRisk: 150,
    rMultiple: -2,
    followedRuleIds: ['r1', 'r2'],
  }),
  buildTrade({
    id: 'no-stop',
    openedAt: '2025-03-04T15:00:00Z',
    closedAt: '2025-03-04T15:30:00Z',
    netPnl: 100,
    followedRuleIds: ['r1', 'r2', 'r3', 'a-rule-since-removed'],
  }),
  buildTrade({
    id: 'nothing-checked',
    openedAt: '2025-03-04T16:00:00Z',
    closedAt: '2025-03-04T16:30:00Z',
    netPnl: -100,
    initialRisk: 80,
    rMultiple: -1.25,
    followedRuleIds: [],
  }),
];

const rule = (rules: readonly RuleAdherence[], id: string): RuleAdherence => {
  const found = rules.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};

describe('computeAdherence', () => {
  const report = computeAdherence(trades, playbook, NEW_YORK);
  // Followed every rule: kept-win, kept-loss, no-stop (a risk that cannot be told is not broken);
  // nothing-checked was never reviewed, so it is in neither group.
  // net 250 over 3 trades, expectancy 83.33..., R of the two with a stop (4 - 0.5) / 2.
  const keptExpectancy = 250 / 3;

  it('splits the trades that kept every rule from those that broke any', () => {
    expect(report.tradeCount).toBe(5);
    expect(report.unreviewed).toBe(1);
    expect(report.followedAll.tradeCount).toBe(3);
    expect(report.followedAll.netPnl).toBe(250);
    expect(report.followedAll.expectancy).toBeCloseTo(keptExpectancy, 10);
    expect(report.followedAll.winRatePct).toBeCloseTo(200 / 3, 10);
    expect(report.followedAll.expectancyR).toBeCloseTo(1.75, 10);
    expect(report.brokeAny).toEqual({
      tradeCount: 1,
      winRatePct: 0,
      netPnl: -300,
      expectancy: -300,
      expectancyR: -2,
    });
    expect(report.costBasis).toBe('followed-all');
  });

  it('lists the checklist in its order, then the risk rules', () => {
    expect(report.rules.map((item) => [item.id, item.kind, item.text])).toEqual([
      ['r1', 'checklist', 'Trend on the 15-minute chart'],
      ['r2', 'checklist', 'Entry on a retest'],
      ['r3', 'checklist', 'Stop below the last swing'],
      ['max-risk', 'max-risk', 'Risk at most 100 per trade'],
      ['max-trades-per-day', 'max-trades-per-day', 'At most 2 trades a day'],
    ]);
  });

  it('counts a checklist rule followed only when the trade ticked it, and an unticked list as not reviewed', () => {
    const r1 = rule(report.rules, 'r1');
    expect(r1).toMatchObject({
      followed: 4,
      broken: 0,
      unknown: 0,
      unreviewed: 1,
      brokenNetPnl: 0,
      costBasis: 'followed-all',
    });
    expect(r1.followRatePct).toBe(100);
    expect(r1.brokenTradeIds).toEqual([]);
    const r3 = rule(report.rules, 'r3');
    expect(r3).toMatchObject({ followed: 3, broken: 1, unreviewed: 1, brokenNetPnl: -300 });
    expect(r3.followRatePct).toBe(75);
    expect(r3.brokenTradeIds).toEqual(['third-of-day']);
    // 1 x 83.333... = 83.33, + 300
    expect(r3.cost).toBe(383.33);
  });

  it('still tells an unreviewed trade on the risk rules, which need no review', () => {
    const risky = buildTrade({
      id: 'risky',
      netPnl: -90,
      initialRisk: 400,
      rMultiple: -0.23,
      followedRuleIds: [],
    });
    const result = computeAdherence([risky], playbook, NEW_YORK);
    expect(rule(result.rules, 'max-risk')).toMatchObject({ broken: 1, unreviewed: 0 });
    expect(rule(result.rules, 'r1')).toMatchObject({
      followed: 0,
      broken: 0,
      unreviewed: 1,
      followRatePct: null,
    });
    expect(result.brokeAny.tradeCount).toBe(1);
    expect(result.followedAll.tradeCount).toBe(0);
  });

  it('breaks the risk rule above the limit only, and cannot tell it without a stop', () => {
    const maxRisk = rule(report.rules, 'max-risk');
    expect(maxRisk).toMatchObject({ followed: 3, broken: 1, unknown: 1, brokenNetPnl: -300, cost: 383.33 });
    expect(maxRisk.followRatePct).toBe(75);
    expect(maxRisk.brokenTradeIds).toEqual(['third-of-day']);
  });

  it('breaks the trades-per-day rule with the trades past the limit', () => {
    const perDay = rule(report.rules, 'max-trades-per-day');
    expect(perDay).toMatchObject({ followed: 4, broken: 1, unknown: 0, brokenTradeIds: ['third-of-day'] });
  });

  it('tells a cost of 0 with no basis when no trade kept every rule', () => {
    const broken = trades.map((trade) => ({ ...trade, followedRuleIds: ['r1'] }));
    const none = computeAdherence(broken, playbook, NEW_YORK);
    expect(none.costBasis).toBe('none');
    expect(none.followedAll).toEqual({
      tradeCount: 0,
      winRatePct: null,
      netPnl: 0,
      expectancy: null,
      expectancyR: null,
    });
    for (const item of none.rules) {
      expect(item.cost).toBe(0);
      expect(item.costBasis).toBe('none');
    }
    expect(rule(none.rules, 'r2').brokenNetPnl).toBe(-150);
  });

  it('reads a trade without its list of rules as not reviewed', () => {
    const { followedRuleIds: _dropped, ...unknown } = trades[0] ?? buildTrade();
    const result = computeAdherence([unknown], { ...playbook, maxTradesPerDay: null }, NEW_YORK);
    expect(rule(result.rules, 'r1')).toMatchObject({ followed: 0, broken: 0, unreviewed: 1 });
    expect(result.unreviewed).toBe(1);
    expect(result.brokeAny.tradeCount).toBe(0);
  });

  it('shows the risk rules only when the playbook sets them', () => {
    const plain = computeAdherence(
      trades,
      { ...playbook, maxRiskAmount: null, maxTradesPerDay: null },
      NEW_YORK,
    );
    expect(plain.rules.map((item) => item.id)).toEqual(['r1', 'r2', 'r3']);
    // Without the risk rules, third-of-day broke only r3 (nothing-checked is not reviewed).
    expect(plain.brokeAny.tradeCount).toBe(1);
  });

  it('counts every trade as following a playbook without rules', () => {
    const free = computeAdherence(
      trades,
      { rules: [], maxRiskAmount: null, maxTradesPerDay: null },
      NEW_YORK,
    );
    expect(free.rules).toEqual([]);
    expect(free.followedAll.tradeCount).toBe(5);
    expect(free.brokeAny.tradeCount).toBe(0);
  });

  it('leaves open trades out of the figures', () => {
    const open = buildTrade({
      id: 'open',
      openedAt: '2025-03-04T17:00:00Z',
      closedAt: null,
      netPnl: 0,
      followedRuleIds: [],
    });
    const withOpen = computeAdherence([...trades, open], playbook, NEW_YORK);
    expect(withOpen.tradeCount).toBe(5);
    expect(withOpen.unreviewed).toBe(1);
    expect(rule(withOpen.rules, 'r3').broken).toBe(1);
  });

  it('tells a break-even by the tolerance given', () => {
    const small = [buildTrade({ id: 'small', netPnl: 3, followedRuleIds: ['r1', 'r2', 'r3'] })];
    const rules = { ...playbook, maxRiskAmount: null, maxTradesPerDay: null };
    expect(computeAdherence(small, rules, NEW_YORK).followedAll.winRatePct).toBe(100);
    expect(
      computeAdherence(small, rules, { ...NEW_YORK, breakEvenTolerance: 5 }).followedAll.winRatePct,
    ).toBe(0);
  });

  it('has no follow rate for a rule no trade can be told on', () => {
    const noStops = trades.map((trade) => ({ ...trade, initialRisk: null, rMultiple: null }));
    const maxRisk = rule(computeAdherence(noStops, playbook, NEW_YORK).rules, 'max-risk');
    expect(maxRisk).toMatchObject({ followed: 0, broken: 0, unknown: 5, followRatePct: null, cost: 0 });
  });
});

describe('tradesOverDailyLimit', () => {
  // 23:00 on 3 March and 01:00 on 4 March in Tokyo (UTC+9), both on 3 March in UTC.
  const late = buildTrade({ id: 'late', openedAt: '2025-03-03T14:00:00Z', closedAt: '2025-03-03T14:30:00Z' });
  const early = buildTrade({
    id: 'early',
    openedAt: '2025-03-03T16:00:00Z',
    closedAt: '2025-03-03T16:30:00Z',
  });

  it("tells the days in the trader's zone", () => {
    expect([...tradesOverDailyLimit([late, early], 1, 'Asia/Tokyo')]).toEqual([]);
    expect([...tradesOverDailyLimit([late, early], 1, 'UTC')].map((trade) => trade.id)).toEqual(['early']);
  });

  it('ranks the day by entry time, whatever order the trades come in, open ones included', () => {
    const open = buildTrade({ id: 'open', openedAt: '2025-03-03T13:00:00Z', closedAt: null });
    const over = tradesOverDailyLimit([early, late, open], 2, 'UTC');
    expect([...over].map((trade) => trade.id)).toEqual(['early']);
  });

  it('gives the same entry instant to the first listed', () => {
    const a = buildTrade({ id: 'a', openedAt: '2025-03-03T14:00:00Z' });
    const b = buildTrade({ id: 'b', openedAt: '2025-03-03T14:00:00Z' });
    expect([...tradesOverDailyLimit([a, b], 1, 'UTC')].map((trade) => trade.id)).toEqual(['b']);
  });
});
