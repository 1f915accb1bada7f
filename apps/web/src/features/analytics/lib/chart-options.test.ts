import {
  computeStatistics,
  crossBreakdown,
  pnlSeries,
  type AnalyticsTrade,
  type PeriodPnl,
} from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import {
  LOSS_DECAL,
  crossHeatmapOption,
  dailyPnlBarOption,
  dailyPnlSummary,
  equityLineData,
  histogramOption,
  outcomeBars,
  underwaterSamples,
  winLossOption,
} from './chart-options';
import type { ChartPalette } from './chart-options-theme';
import { MINUS } from './format';

const palette: ChartPalette = {
  foreground: 'rgb(20, 20, 20)',
  muted: 'rgb(100, 100, 100)',
  border: 'rgb(200, 200, 200)',
  card: 'rgb(255, 255, 255)',
  primary: 'rgb(0, 120, 110)',
  profit: 'rgb(0, 140, 80)',
  loss: 'rgb(200, 40, 40)',
  warning: 'rgb(220, 160, 0)',
  dark: false,
};

let next = 0;
function trade(closedAt: string, netPnl: number, extra: Partial<AnalyticsTrade> = {}): AnalyticsTrade {
  next++;
  const close = Date.parse(closedAt);
  return {
    id: `t${next}`,
    symbol: 'ES',
    openedAt: new Date(close - 3_600_000).toISOString(),
    closedAt,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
    side: 'long',
    ...extra,
  };
}

const options = { startingBalance: 10_000, timeZone: 'America/New_York' };
const trades = [
  trade('2025-03-03T15:00:00Z', 250),
  trade('2025-03-03T18:00:00Z', -100),
  trade('2025-03-04T15:00:00Z', -300, { side: 'short' }),
  trade('2025-03-05T15:00:00Z', 0),
  trade('2025-03-06T15:00:00Z', 420.5),
];

/** Runs an option's tooltip or label formatter as ECharts would, on one data index. */
function format(formatter: unknown, dataIndex: number): string {
  if (typeof formatter !== 'function') throw new Error('no formatter');
  return String((formatter as (params: unknown) => unknown)([{ dataIndex }]));
}

describe('equityLineData', () => {
  it('keeps one point per second, the equity after all of them, in rising order', () => {
    const points = equityLineData([
      { time: '2025-03-03T15:00:00.000Z', equity: 10_000 },
      { time: '2025-03-03T15:00:00.400Z', equity: 10_100, tradeId: 'a' },
      { time: '2025-03-03T15:00:00.900Z', equity: 10_050, tradeId: 'b' },
      { time: '2025-03-03T16:00:00.000Z', equity: 10_200, tradeId: 'c' },
    ]);
    expect(points.map((point) => [point.time, point.value])).toEqual([
      [Date.parse('2025-03-03T15:00:00Z') / 1000, 10_050],
      [Date.parse('2025-03-03T16:00:00Z') / 1000, 10_200],
    ]);
    expect(points[0]?.iso).toBe('2025-03-03T15:00:00.900Z');
  });

  it("shifts times to the trader's wall clock, daylight saving included", () => {
    const points = equityLineData(
      [
        { time: '2025-03-07T15:00:00Z', equity: 1 },
        { time: '2025-03-10T15:00:00Z', equity: 2, tradeId: 'x' },
      ],
      'America/New_York',
    );
    // 10:00 EST on the 7th, 11:00 EDT on the 10th, shown as such on a UTC axis.
    expect(points.map((point) => new Date(point.time * 1000).toISOString())).toEqual([
      '2025-03-07T10:00:00.000Z',
      '2025-03-10T11:00:00.000Z',
    ]);
  });

  it('changes the offset at the minute the clocks change, in either hemisphere', () => {
    const shifted = (time: string, zone: string) =>
      new Date((equityLineData([{ time, equity: 1 }], zone)[0]?.time ?? 0) * 1000).toISOString();
    expect(shifted('2025-03-09T06:59:00Z', 'America/New_York')).toBe('2025-03-09T01:59:00.000Z');
    expect(shifted('2025-03-09T07:00:00Z', 'America/New_York')).toBe('2025-03-09T03:00:00.000Z');
    expect(shifted('2025-04-05T15:59:00Z', 'Australia/Sydney')).toBe('2025-04-06T02:59:00.000Z');
    expect(shifted('2025-04-05T16:00:00Z', 'Australia/Sydney')).toBe('2025-04-06T02:00:00.000Z');
    expect(shifted('2025-10-05T03:30:00Z', 'Australia/Lord_Howe')).toBe('2025-10-05T14:30:00.000Z');
  });

  it('folds an hour the clocks repeat onto rising times', () => {
    const points = equityLineData(
      [
        { time: '2025-11-02T05:30:00Z', equity: 1 },
        { time: '2025-11-02T06:10:00Z', equity: 2, tradeId: 'y' },
      ],
      'America/New_York',
    );
    // 01:30 EDT, then 01:10 EST: the second wall time is earlier, so it takes the first slot.
    expect(points).toHaveLength(1);
    expect(points[0]?.value).toBe(2);
  });
});

describe('dailyPnlBarOption', () => {
  const days = pnlSeries(trades, 'day', options);
  const option = dailyPnlBarOption(days, 'USD', palette);
  const [gains, losses] = (Array.isArray(option.series) ? option.series : []) as {
    data: (number | '-')[];
    itemStyle: unknown;
    stack: string;
  }[];

  it('draws one bar per day around zero, losses in a hatched series of their own', () => {
    expect(gains?.data).toEqual([150, '-', 0, 420.5]);
    expect(losses?.data).toEqual(['-', -300, '-', '-']);
    expect(gains?.itemStyle).toEqual({ color: palette.profit });
    expect(losses?.itemStyle).toEqual({ color: palette.loss, decal: LOSS_DECAL });
    expect(gains?.stack).toBe(losses?.stack);
  });

  it('tells the exact amount with its sign and its label in the tooltip', () => {
    const tooltip = option.tooltip as { formatter: unknown };
    expect(format(tooltip.formatter, 1)).toContain(`${MINUS}$300.00 (loss)`);
    const first = format(tooltip.formatter, 0);
    expect(first).toContain('+$150.00 (gain)');
    expect(first).toContain('2 trades: 1 won, 1 lost, 0 even');
  });

  it('summarises the days for screen readers', () => {
    expect(dailyPnlSummary(days, 'USD')).toBe(
      `4 days: 2 with a gain, 1 with a loss. Best 2025-03-06: +$420.50. Worst 2025-03-04: ${MINUS}$300.00.`,
    );
    expect(dailyPnlSummary([] as PeriodPnl[], 'USD')).toBe('No days with closed trades.');
  });
});

describe('winLossOption', () => {
  const statistics = computeStatistics(trades, options);
  it('labels each outcome with its count and share of the trades', () => {
    expect(outcomeBars(statistics).map((bar) => [bar.label, bar.count, bar.sharePct])).toEqual([
      ['Wins', 2, 40],
      ['Losses', 2, 40],
      ['Break-evens', 1, 20],
    ]);
    const option = winLossOption(statistics, palette);
    const series = Array.isArray(option.series) ? option.series[0] : undefined;
    const label = (series as { label: { formatter: unknown } }).label;
    expect(format(label.formatter, 2)).toBe('1 · 20.0%');
  });
  it('has no share to divide without trades', () => {
    expect(
      outcomeBars({ wins: 0, losses: 0, breakevens: 0, tradeCount: 0 }).map((bar) => bar.sharePct),
    ).toEqual([0, 0, 0]);
  });
});

describe('histogramOption', () => {
  it('hatches the bins below zero and counts each bin in its tooltip', () => {
    const bins = [
      { from: -1, to: -0.5, count: 2 },
      { from: -0.5, to: 0, count: 1 },
      { from: 0, to: 0.5, count: 1 },
    ];
    const option = histogramOption(bins, (value) => `${value}R`, 'R multiple', palette);
    const series = Array.isArray(option.series) ? option.series[0] : undefined;
    const data = (series?.data ?? []) as { itemStyle: { decal?: unknown } }[];
    expect(data.map((bar) => bar.itemStyle.decal !== undefined)).toEqual([true, true, false]);
    const tooltip = option.tooltip as { formatter: unknown };
    expect(format(tooltip.formatter, 0)).toBe('-1R to -0.5R<br>2 trades (50.0%)');
  });
});

describe('crossHeatmapOption', () => {
  const cross = crossBreakdown(trades, 'weekday', 'side', options);
  const figure = { field: 'netPnl', label: 'Net P&L', kind: 'money', signed: true } as const;
  const option = crossHeatmapOption(cross, figure, 'USD', palette);
  const series = Array.isArray(option.series) ? option.series[0] : undefined;

  it('places every cell at its row and column with its figure', () => {
    const data = (series?.data ?? []) as [number, number, number][];
    const columns = cross.columns.map((column) => column.key);
    const rows = cross.rows.map((row) => row.key);
    for (const cell of cross.cells) {
      expect(data).toContainEqual([
        columns.indexOf(cell.column),
        rows.indexOf(cell.row),
        cell.statistics.netPnl,
      ]);
    }
    expect(data).toHaveLength(cross.cells.length);
  });

  it('diverges around zero for signed figures and writes the value in each cell', () => {
    const visualMap = option.visualMap as { min: number; max: number; inRange: { color: string[] } };
    expect(visualMap.min).toBe(-420.5);
    expect(visualMap.max).toBe(420.5);
    expect(visualMap.inRange.color).toEqual([palette.loss, palette.card, palette.profit]);
    const label = (series as { label: { formatter: unknown } }).label;
    const texts = cross.cells.map((_, index) => format(label.formatter, index));
    expect(texts).toContain(`${MINUS}$300`);
    const tooltip = option.tooltip as { formatter: unknown };
    const tips = cross.cells.map((_, index) => format(tooltip.formatter, index));
    expect(tips.some((tip) => tip.includes(`Net P&L: ${MINUS}$300.00 (loss)`))).toBe(true);
  });
});

describe('underwaterSamples', () => {
  it('measures each point below the running peak, a deposit moving the peak with the equity', () => {
    const statistics = computeStatistics(
      [trade('2025-03-03T15:00:00Z', -1000), trade('2025-03-05T15:00:00Z', 500)],
      { ...options, cashFlows: [{ time: '2025-03-04T15:00:00Z', amount: 5000 }] },
    );
    const samples = underwaterSamples(statistics.equityCurve);
    expect(samples.map((sample) => sample.drawdownPct)).toEqual([0, -10, -1000 / 150, -500 / 150]);
    const deepest = Math.min(...samples.map((sample) => sample.drawdownPct ?? 0));
    expect(-deepest).toBeCloseTo(statistics.maxDrawdownPct ?? 0, 9);
  });
});
