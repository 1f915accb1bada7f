import { describe, expect, it } from 'vitest';
import { breakdown, computeStatistics, excursionStatistics, type Statistics } from '../analytics/index.ts';
import { buildTrade } from '../analytics/test-support.ts';
import { METRIC_DEFINITIONS, STATISTIC_DEFINITIONS, metricDefinition } from './metric-definitions.ts';

const SERIES: readonly (keyof Statistics)[] = ['equityCurve', 'dailyReturns', 'drawdowns'];

describe('metric definitions', () => {
  const trades = [
    buildTrade({ netPnl: 120, initialRisk: 60, rMultiple: 2 }),
    buildTrade({ netPnl: -40, closedAt: '2025-03-04T15:00:00Z' }),
    buildTrade({ netPnl: 0, closedAt: '2025-03-05T15:00:00Z' }),
  ];
  const options = { startingBalance: 1000, timeZone: 'America/New_York' };

  it('defines every figure the engine computes, and no figure it does not', () => {
    const fields = Object.keys(computeStatistics(trades, options)).filter(
      (field) => !SERIES.includes(field as keyof Statistics),
    );
    expect(Object.keys(STATISTIC_DEFINITIONS).sort()).toEqual(fields.sort());
    const row = breakdown(trades, 'side', options)[0];
    expect(Object.keys(STATISTIC_DEFINITIONS).sort()).toEqual(Object.keys(row?.statistics ?? {}).sort());
  });

  it('defines the excursion figures a page shows', () => {
    const { points: _points, count: _count, ...figures } = excursionStatistics(trades);
    for (const field of Object.keys(figures)) expect(metricDefinition(field), field).toBeDefined();
  });

  it('gives every figure a label, a definition and a kind', () => {
    for (const [name, entry] of Object.entries(METRIC_DEFINITIONS)) {
      expect(entry.label.length, name).toBeGreaterThan(1);
      expect(entry.definition.length, name).toBeGreaterThan(10);
      expect(entry.definition, name).not.toMatch(/NaN|TODO/);
    }
  });

  it('states the conventions as docs/metrics.md does', () => {
    expect(STATISTIC_DEFINITIONS.winRatePct.definition).toBe(
      'wins / tradeCount × 100 (break-evens count in the denominator).',
    );
    expect(STATISTIC_DEFINITIONS.expectancy.definition).toBe(
      'netPnl / tradeCount: the average net P&L per trade, break-evens included.',
    );
    expect(STATISTIC_DEFINITIONS.avgLoss.definition).toBe('grossLoss / losses (negative).');
    expect(STATISTIC_DEFINITIONS.profitFactor.definition).toContain('∞ with profits and no losses');
    expect(STATISTIC_DEFINITIONS.sqn.definition).toContain('√min(N, 100) × mean(R) / sample stdev(R)');
    expect(STATISTIC_DEFINITIONS.maxDrawdownPct.definition).toContain('(peak − equity) / peak × 100');
    expect(STATISTIC_DEFINITIONS.sharpe.definition).toContain('× √252');
  });

  it('marks gains and losses as signed and counts as not', () => {
    expect(STATISTIC_DEFINITIONS.netPnl.signed).toBe(true);
    expect(STATISTIC_DEFINITIONS.largestLoss.signed).toBe(true);
    expect(STATISTIC_DEFINITIONS.tradeCount.signed).toBe(false);
    expect(metricDefinition('profitFactor')?.kind).toBe('ratio');
    expect(metricDefinition('toString')).toBeUndefined();
    expect(metricDefinition('nothing')).toBeUndefined();
  });
});
