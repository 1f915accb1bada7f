import { describe, expect, it } from 'vitest';
import {
  DAILY_BARS_VISIBLE,
  dailyBarsAxisName,
  dailyBarsOption,
  describeDailyBar,
  equityLineOption,
  equityLineSummary,
  longDay,
  shortDay,
} from './dashboard-charts';
import type { DailyBar } from './dashboard-series';

const colors = { profit: 'green', loss: 'red', muted: 'grey' };
const bars: DailyBar[] = [
  { day: '2025-03-03', pnl: 200, trades: 2, returnPct: 2 },
  { day: '2025-03-05', pnl: -50, trades: 1, returnPct: -0.4901960784313725 },
  { day: '2025-03-07', pnl: 0, trades: 1, returnPct: null },
];

type Series = { data: { value: number; itemStyle: { color: string; decal?: unknown } }[] };
const seriesOf = (option: ReturnType<typeof dailyBarsOption>) => (option.series as Series[])[0];

describe('the daily P&L bars', () => {
  it('draws each day at its P&L, coloured and, for losses, hatched', () => {
    const data = seriesOf(dailyBarsOption(bars, 'money', 'USD', colors))?.data ?? [];
    expect(data.map((bar) => bar.value)).toEqual([200, -50, 0]);
    expect(data.map((bar) => bar.itemStyle.color)).toEqual(['green', 'red', 'grey']);
    expect(data.map((bar) => bar.itemStyle.decal !== undefined)).toEqual([false, true, false]);
  });

  it('draws returns in percent mode, zero for a day without a return', () => {
    const data = seriesOf(dailyBarsOption(bars, 'pct', 'USD', colors))?.data ?? [];
    expect(data.map((bar) => bar.value)).toEqual([2, -0.4901960784313725, 0]);
    expect(dailyBarsAxisName('pct', 'USD')).toBe('Daily return (%)');
    expect(dailyBarsAxisName('r', 'EUR')).toBe('Daily net P&L (EUR)');
  });

  it("labels days as the trader's calendar days, whatever the machine's zone", () => {
    expect(shortDay('2025-03-03')).toBe('Mar 3');
    expect(longDay('2025-03-03')).toBe('Mon, Mar 3, 2025');
  });

  it('tells a day in words with its sign', () => {
    expect(describeDailyBar(bars[1] as DailyBar, 'USD')).toBe('Wed, Mar 5, 2025: −$50.00 (−0.5%), 1 trade');
    expect(describeDailyBar(bars[2] as DailyBar, 'USD')).toBe('Fri, Mar 7, 2025: $0.00 (—), 1 trade');
  });

  it('opens a long history on its latest days', () => {
    const many: DailyBar[] = Array.from({ length: DAILY_BARS_VISIBLE + 10 }, (_, index) => ({
      day: `2025-01-01`,
      pnl: index,
      trades: 1,
      returnPct: null,
    }));
    expect(dailyBarsOption(many, 'money', 'USD', colors).dataZoom).toMatchObject([
      { startValue: 10 },
      { startValue: 10 },
    ]);
    expect(dailyBarsOption(bars, 'money', 'USD', colors).dataZoom).toBeUndefined();
  });
});

describe('the equity line in R or percent', () => {
  const points = [
    { time: '2025-03-03T15:00:00Z', value: 3 },
    { time: '2025-03-03T18:00:00Z', value: 2 },
    { time: '2025-03-06T15:00:00Z', value: 3.5 },
  ];

  it('draws one point per exit over the trade number', () => {
    const option = equityLineOption(points, 'r', 'America/New_York', { primary: 'blue', muted: 'grey' });
    expect((option.series as { data: number[] }[])[0]?.data).toEqual([3, 2, 3.5]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['0', '1', '2']);
    expect((option.yAxis as { name: string }).name).toBe('Cumulative R');
  });

  it('tells its end and extremes in the unit', () => {
    expect(equityLineSummary(points, 'r')).toBe(
      'Cumulative R over 3 exits: ends at +3.50R, lowest +2.00R, highest +3.50R.',
    );
    expect(equityLineSummary([{ time: '2025-03-03T15:00:00Z', value: -1.25 }], 'pct')).toBe(
      'Return on starting equity (%) over 1 exit: ends at −1.3%, lowest −1.3%, highest −1.3%.',
    );
    expect(equityLineSummary([], 'r')).toBe('No trades to draw.');
  });
});
