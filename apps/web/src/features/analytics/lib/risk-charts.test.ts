import { computeStatistics, monteCarlo, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { drawdownRows, monteCarloOption } from './risk-charts';

const colors = {
  foreground: 'black',
  muted: 'grey',
  border: 'silver',
  card: 'white',
  primary: 'blue',
  profit: 'green',
  loss: 'red',
  warning: 'orange',
  dark: false,
};

const trades: AnalyticsTrade[] = [120, -80, 45, -200, 310, -30, 10].map((netPnl, i) => ({
  id: `t${i}`,
  openedAt: `2025-03-${String(3 + i).padStart(2, '0')}T14:00:00Z`,
  closedAt: `2025-03-${String(3 + i).padStart(2, '0')}T15:00:00Z`,
  netPnl,
  grossPnl: netPnl,
  costs: 0,
  initialRisk: null,
  rMultiple: null,
}));

describe('the Monte Carlo chart', () => {
  it('stacks each band on its lower edge so its top lands on the upper percentile', () => {
    const projection = monteCarlo(trades, { trades: 50, runs: 200, seed: 7, startingEquity: 10_000 });
    if (!projection) throw new Error('no projection');
    const option = monteCarloOption(projection.bands, 'USD', colors, 10_000);
    const series = option.series as { name: string; stack?: string; data: number[] }[];
    const at = (name: string) => series.find((s) => s.name === name)?.data ?? [];
    const last = projection.bands.at(-1);
    expect((at('outer base').at(-1) ?? 0) + (at('5th-95th percentile').at(-1) ?? 0)).toBeCloseTo(
      last?.p95 ?? NaN,
      6,
    );
    expect((at('inner base').at(-1) ?? 0) + (at('25th-75th percentile').at(-1) ?? 0)).toBeCloseTo(
      last?.p75 ?? NaN,
      6,
    );
    expect(at('Median')).toEqual(projection.bands.map((b) => b.p50));
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 0 }])).toBe(
      'After 0 trades<br>95th percentile: $10,000.00<br>75th percentile: $10,000.00<br>Median: $10,000.00<br>' +
        '25th percentile: $10,000.00<br>5th percentile: $10,000.00',
    );
  });

  it('draws the same bands for the same seed', () => {
    const a = monteCarlo(trades, { trades: 60, runs: 300, seed: 3, startingEquity: 5_000 });
    const b = monteCarlo([...trades].reverse(), { trades: 60, runs: 300, seed: 3, startingEquity: 5_000 });
    expect(monteCarloOption(a?.bands ?? [], 'USD', colors, 5_000).series).toEqual(
      monteCarloOption(b?.bands ?? [], 'USD', colors, 5_000).series,
    );
  });
});

describe('the drawdown periods table', () => {
  it('lists the deepest first, with the one not recovered as such', () => {
    const statistics = computeStatistics(trades, { startingBalance: 1_000, timeZone: 'UTC' });
    const rows = drawdownRows(statistics.drawdowns, 10);
    // 1,120 falls to 885 and recovers at 1,195, then falls 30 and stays below it.
    expect(rows.map((r) => r.depth)).toEqual([235, 30]);
    expect(rows[0]?.endTime).not.toBeNull();
    expect(rows.find((r) => r.depth === 30)?.endTime).toBeNull();
    expect(rows[0]?.depthPct).toBeCloseTo((235 / 1120) * 100, 10);
    expect(drawdownRows(statistics.drawdowns, 1)).toHaveLength(1);
  });
});
