import { computeStatistics } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { NO_EQUITY_REASON, NO_STOP_REASON, dashboardKpis, type DashboardKpi } from './dashboard-kpis';
import { STATISTICS_OPTIONS, dashboardTrade as trade } from './dashboard-test-trades';

const trades = [
  trade('a', '2025-03-03T15:00:00Z', 300, 3),
  trade('b', '2025-03-04T15:00:00Z', -100, -1),
  trade('c', '2025-03-05T15:00:00Z', -50),
  trade('d', '2025-03-06T15:00:00Z', 150, 1.5),
];
const statistics = computeStatistics(trades, STATISTICS_OPTIONS);
const values = (kpis: DashboardKpi[]) => Object.fromEntries(kpis.map((kpi) => [kpi.metric, kpi.value]));

describe('the dashboard KPIs', () => {
  it('gives the engine figures in money', () => {
    const kpis = dashboardKpis(statistics, { unit: 'money', startingEquity: 10_000 });
    expect(values(kpis)).toEqual({
      netPnl: 300,
      winRatePct: 50,
      profitFactor: 3,
      expectancy: 75,
      maxDrawdown: 150,
      tradeCount: 4,
    });
    expect(kpis.map((kpi) => kpi.label)).toEqual([
      'Net P&L',
      'Win rate',
      'Profit factor',
      'Expectancy',
      'Max drawdown',
      'Trades',
    ]);
    expect(kpis.every((kpi) => kpi.definition.length > 0 && kpi.unavailable === null)).toBe(true);
  });

  it('gives total R and expectancy in R over the trades with a stop', () => {
    const kpis = dashboardKpis(statistics, { unit: 'r', startingEquity: 10_000 });
    expect(values(kpis)).toMatchObject({ totalR: 3.5, expectancyR: 3.5 / 3, tradeCount: 4 });
    const totalR = kpis.find((kpi) => kpi.metric === 'totalR');
    expect(totalR).toMatchObject({ kind: 'r', signed: true });
  });

  it('says under every figure in R how many trades it covers', () => {
    const kpis = dashboardKpis(statistics, { unit: 'r', startingEquity: 10_000 });
    const note = (metric: string) => kpis.find((kpi) => kpi.metric === metric)?.note;
    expect(note('totalR')).toBe('Over 3 of 4 trades (1 without a stop left out)');
    expect(note('expectancyR')).toBe('Over 3 of 4 trades (1 without a stop left out)');
    expect(note('winRatePct')).toBeUndefined();
  });

  it('says R is unavailable and how to fix it when no trade has a stop', () => {
    const noStops = computeStatistics([trade('a', '2025-03-03T15:00:00Z', 300)], STATISTICS_OPTIONS);
    const kpis = dashboardKpis(noStops, { unit: 'r', startingEquity: 10_000 });
    const expectancyR = kpis.find((kpi) => kpi.metric === 'expectancyR');
    expect(expectancyR).toMatchObject({ value: null, unavailable: NO_STOP_REASON });
  });

  it('gives returns over the starting equity in percent', () => {
    const kpis = dashboardKpis(statistics, { unit: 'pct', startingEquity: 10_000 });
    expect(values(kpis)).toMatchObject({
      returnPct: 3,
      expectancyPct: 0.75,
      maxDrawdownPct: statistics.maxDrawdownPct,
    });
    expect(kpis[0]).toMatchObject({ kind: 'pct', signed: true, unavailable: null });
  });

  it('says why there is no percentage without a starting equity', () => {
    const kpis = dashboardKpis(statistics, { unit: 'pct', startingEquity: 0 });
    expect(kpis[0]).toMatchObject({ value: null, unavailable: NO_EQUITY_REASON });
  });

  it('gives profit factor as Infinity with no losses and nothing for an empty period', () => {
    const allWins = computeStatistics([trade('a', '2025-03-03T15:00:00Z', 10)], STATISTICS_OPTIONS);
    expect(values(dashboardKpis(allWins, { unit: 'money', startingEquity: 1 })).profitFactor).toBe(Infinity);
    const empty = dashboardKpis(computeStatistics([], STATISTICS_OPTIONS), {
      unit: 'money',
      startingEquity: 1,
    });
    expect(values(empty)).toMatchObject({ winRatePct: null, expectancy: null, tradeCount: 0 });
    expect(empty.find((kpi) => kpi.metric === 'expectancy')?.unavailable).toBe(
      'No closed trades in this period.',
    );
  });
});
