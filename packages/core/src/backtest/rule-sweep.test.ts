import { describe, expect, it } from 'vitest';
import { defaultRuleSettings, runRuleBacktest, type RuleSettings } from './rule-run.ts';
import { axisValues, bestSweepCell, ruleSweepRow, statisticsSummary, thinCurve } from './rule-sweep.ts';
import { sampleSeries } from './sample-series.ts';

const { bars } = sampleSeries({
  kind: 'future',
  seed: 3,
  start: Date.parse('2025-03-03T00:00:00Z'),
  bars: 1500,
  timeframe: '15m',
});

describe('ruleSweepRow', () => {
  it('gives cells equal to single runs with those parameters, over two axes', () => {
    const settings: RuleSettings = { ...defaultRuleSettings('ma-cross'), params: { fast: 5, slow: 20 } };
    const row = ruleSweepRow(
      bars,
      settings,
      { param: 'fast', values: [4, 6], param2: 'slow', values2: [15, 25] },
      6,
      'netPnl',
    );
    expect(row.map((c) => [c.value, c.value2])).toEqual([
      [6, 15],
      [6, 25],
    ]);
    for (const cell of row) {
      const single = runRuleBacktest(bars, { ...settings, params: { fast: 6, slow: cell.value2 ?? 0 } });
      expect(cell.metric).toBe(single.statistics.netPnl);
      expect(cell.tradeCount).toBe(single.statistics.tradeCount);
    }
  });

  it('leaves a cell empty whose parameters break the strategy, and runs the rest of the row', () => {
    const settings: RuleSettings = { ...defaultRuleSettings('ma-cross'), params: { fast: 5, slow: 20 } };
    const row = ruleSweepRow(
      bars,
      settings,
      { param: 'fast', values: [5], param2: 'slow', values2: [3, 20] },
      5,
      'netPnl',
    );
    const single = runRuleBacktest(bars, settings);
    expect(row).toEqual([
      { value: 5, value2: 3, metric: null, tradeCount: 0 },
      { value: 5, value2: 20, metric: single.statistics.netPnl, tradeCount: single.statistics.tradeCount },
    ]);
  });

  it('has one cell per row over one axis', () => {
    const settings = defaultRuleSettings('range-breakout');
    const row = ruleSweepRow(bars, settings, { param: 'bars', values: [10] }, 10, 'profitFactor');
    const single = runRuleBacktest(bars, { ...settings, params: { bars: 10 } });
    expect(row).toEqual([
      {
        value: 10,
        value2: null,
        metric: single.statistics.profitFactor,
        tradeCount: single.statistics.tradeCount,
      },
    ]);
  });

  it('refuses an axis that is not a parameter of the strategy, or twice the same', () => {
    const settings = defaultRuleSettings('ma-cross');
    expect(() => ruleSweepRow(bars, settings, { param: 'period', values: [1] }, 1, 'netPnl')).toThrow(
      RangeError,
    );
    expect(() =>
      ruleSweepRow(bars, settings, { param: 'fast', values: [1], param2: 'fast', values2: [2] }, 1, 'netPnl'),
    ).toThrow(RangeError);
  });
});

describe('axisValues', () => {
  it('steps from one end to the other without drift, within the limit', () => {
    expect(axisValues(10, 30, 5)).toEqual([10, 15, 20, 25, 30]);
    expect(axisValues(0.1, 0.5, 0.1)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(axisValues(1, 100, 1, 4)).toEqual([1, 2, 3, 4]);
    expect(axisValues(5, 1, 1)).toEqual([]);
    expect(axisValues(1, 5, 0)).toEqual([]);
  });
});

describe('bestSweepCell', () => {
  const cell = (value: number, metric: number | null) => ({ value, value2: null, metric, tradeCount: 1 });
  it('picks the highest, or the lowest when lower is better, skipping empty cells', () => {
    const rows = [[cell(1, 5)], [cell(2, null)], [cell(3, -2)], [cell(4, 9)]];
    expect(bestSweepCell(rows, true)?.value).toBe(4);
    expect(bestSweepCell(rows, false)?.value).toBe(3);
    expect(bestSweepCell([[cell(1, null)]], true)).toBeNull();
  });
});

describe('thinCurve and statisticsSummary', () => {
  it('keeps the first and last points and at most the limit', () => {
    const points = Array.from({ length: 10_001 }, (_, i) => i);
    const thin = thinCurve(points, 1000);
    expect(thin).toHaveLength(1000);
    expect(thin[0]).toBe(0);
    expect(thin.at(-1)).toBe(10_000);
    expect(thinCurve([1, 2, 3], 1000)).toEqual([1, 2, 3]);
  });

  it('keeps the summary figures and leaves out the series', () => {
    const { statistics } = runRuleBacktest(bars, defaultRuleSettings('range-breakout'));
    const summary = statisticsSummary(statistics);
    expect(summary.netPnl).toBe(statistics.netPnl);
    expect('equityCurve' in summary || 'dailyReturns' in summary || 'drawdowns' in summary).toBe(false);
  });
});
