import { computeStatistics, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { NO_STOP_REASON, STATISTIC_GROUPS, statisticsTable } from './performance-statistics';

function trade(id: string, day: string, netPnl: number, rMultiple: number | null = null): AnalyticsTrade {
  return {
    id,
    openedAt: `${day}T14:00:00Z`,
    closedAt: `${day}T15:00:00Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: rMultiple === null ? null : 100,
    rMultiple,
  };
}

const options = { startingBalance: 10_000, timeZone: 'America/New_York' };

describe('the statistics table', () => {
  it('shows every figure of the summary once, in a group', () => {
    const statistics = computeStatistics([trade('a', '2025-03-03', 100)], options);
    const fields = STATISTIC_GROUPS.flatMap((group) => group.fields);
    const expected = Object.keys(statistics).filter(
      (key) => !['equityCurve', 'dailyReturns', 'drawdowns', 'sqnSampleSmall'].includes(key),
    );
    expect([...fields].sort()).toEqual(expected.sort());
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('carries the engine values unchanged', () => {
    const statistics = computeStatistics(
      [
        trade('a', '2025-03-03', 250, 2.5),
        trade('b', '2025-03-04', -100, -1),
        trade('c', '2025-03-05', 50, 0.5),
      ],
      options,
    );
    const rows = statisticsTable(statistics).flatMap((group) => group.rows);
    const row = (field: string) => rows.find((r) => r.field === field);
    expect(row('netPnl')?.value).toBe(200);
    expect(row('winRatePct')?.value).toBeCloseTo(66.6667, 3);
    expect(row('profitFactor')?.value).toBe(3);
    expect(row('expectancyR')?.value).toBeCloseTo(2 / 3, 10);
    expect(row('largestLoss')).toMatchObject({ value: -100, kind: 'money', signed: true, missing: null });
    expect(row('sqn')?.note).toMatch(/fewer than 30 trades with a stop \(3\)/);
  });

  it('says beside every figure in R how many trades it covers', () => {
    const statistics = computeStatistics(
      [trade('a', '2025-03-03', 250, 2.5), trade('b', '2025-03-04', -900), trade('c', '2025-03-05', -400)],
      options,
    );
    const rows = statisticsTable(statistics).flatMap((group) => group.rows);
    const note = (field: string) => rows.find((r) => r.field === field)?.note;
    expect(note('totalR')).toBe('Over 1 of 3 trades (2 without a stop left out)');
    expect(note('expectancyR')).toBe('Over 1 of 3 trades (2 without a stop left out)');
    expect(note('netPnl')).toBeNull();
  });

  it('says why a figure is missing: no stop, no loss, nothing closed', () => {
    const wins = computeStatistics([trade('a', '2025-03-03', 100), trade('b', '2025-03-04', 80)], options);
    const rows = statisticsTable(wins).flatMap((group) => group.rows);
    expect(rows.find((r) => r.field === 'expectancyR')).toMatchObject({
      value: null,
      missing: NO_STOP_REASON,
    });
    expect(rows.find((r) => r.field === 'avgLoss')).toMatchObject({
      value: null,
      missing: 'No losing trade',
    });
    expect(rows.find((r) => r.field === 'profitFactor')?.value).toBe(Infinity);

    const empty = statisticsTable(computeStatistics([], options)).flatMap((group) => group.rows);
    expect(empty.find((r) => r.field === 'winRatePct')?.missing).toBe('No closed trades in this period');
    expect(empty.filter((r) => r.value !== null && r.missing !== null)).toEqual([]);
  });
});
