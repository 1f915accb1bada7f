import { computeStatistics, excursionStatistics, rDistribution, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { excursionOption, rHistogramOption, underwater, underwaterOption } from './performance-charts';

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

function trade(id: string, day: string, netPnl: number, extra: Partial<AnalyticsTrade> = {}): AnalyticsTrade {
  return {
    id,
    openedAt: `${day}T14:00:00Z`,
    closedAt: `${day}T15:00:00Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
    ...extra,
  };
}

describe('the underwater curve', () => {
  it('agrees with the engine on the deepest drawdown, a deposit during it neither ending nor deepening it', () => {
    const trades = [
      trade('a', '2025-03-03', 500),
      trade('b', '2025-03-04', -800),
      trade('c', '2025-03-06', -200),
      trade('d', '2025-03-07', 1200),
    ];
    const statistics = computeStatistics(trades, {
      startingBalance: 10_000,
      timeZone: 'UTC',
      cashFlows: [{ time: '2025-03-05T12:00:00Z', amount: 5_000 }],
    });
    const points = underwater(statistics.equityCurve);
    expect(Math.min(...points.map((p) => p.drawdown))).toBe(-statistics.maxDrawdown);
    expect(Math.min(...points.map((p) => p.drawdownPct ?? 0))).toBeCloseTo(
      -(statistics.maxDrawdownPct ?? 0),
      10,
    );
    // After the deposit the trader is still 800 below the peak, then 1,000 below it.
    expect(points.map((p) => p.drawdown)).toEqual([0, 0, -800, -800, -1000, 0]);
    expect(points.at(-1)?.drawdownPct).toBe(0);
  });

  it('has no % under a peak of 0 or less', () => {
    const statistics = computeStatistics([trade('a', '2025-03-03', -50)], {
      startingBalance: 0,
      timeZone: 'UTC',
    });
    expect(underwater(statistics.equityCurve).at(-1)).toMatchObject({ drawdown: -50, drawdownPct: null });
  });

  it('plots % below 0 with an exact tooltip in money and %', () => {
    const points = underwater([
      { time: '2025-03-03T00:00:00Z', equity: 1000 },
      { time: '2025-03-04T00:00:00Z', equity: 900, tradeId: 'x' },
    ]);
    const option = underwaterOption(points, 'USD', colors, (iso) => iso.slice(0, 10));
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 1 }])).toBe(
      '2025-03-04<br>Drawdown: \u221210.0% (\u2212$100.00)<br>Equity: $900.00',
    );
  });
});

describe('the R histogram', () => {
  it('draws one bar per bin, losing bins apart', () => {
    const trades = [
      trade('a', '2025-03-03', -100, { initialRisk: 100, rMultiple: -1 }),
      trade('b', '2025-03-04', 250, { initialRisk: 100, rMultiple: 2.5 }),
      trade('c', '2025-03-05', 40),
    ];
    const distribution = rDistribution(trades, 1);
    const option = rHistogramOption(distribution, colors);
    const series = (option.series as { data: { value: number; itemStyle: { color: string } }[] }[])[0];
    expect(series?.data.map((d) => d.value)).toEqual([1, 0, 0, 1]);
    expect(series?.data.map((d) => d.itemStyle.color)).toEqual(['red', 'green', 'green', 'green']);
    expect(distribution.tradesWithoutR).toBe(1);
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 3 }])).toBe('+2.00R to +3.00R<br>1 trades (50.0%)');
  });
});

describe('the MAE / MFE scatter', () => {
  it('splits winners from the rest by marker shape and tells each point exactly', () => {
    const stats = excursionStatistics([
      trade('a', '2025-03-03', 120, { mae: 30, mfe: 200 }),
      trade('b', '2025-03-04', -60, { mae: 80, mfe: 10 }),
      trade('c', '2025-03-05', 10),
    ]);
    const option = excursionOption(stats.points, 'EUR', colors);
    const series = option.series as {
      symbol: string;
      data: number[][];
      tooltip: { formatter: (p: unknown) => string };
    }[];
    expect(series.map((s) => [s.symbol, s.data])).toEqual([
      ['circle', [[30, 200]]],
      ['triangle', [[80, 10]]],
    ]);
    expect(series[1]?.tooltip.formatter({ dataIndex: 0 })).toBe(
      'MAE: €80.00<br>MFE: €10.00<br>Net P&L: \u2212€60.00<br>R: —',
    );
  });
});
