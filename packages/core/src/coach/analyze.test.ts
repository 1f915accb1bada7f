import { describe, expect, it } from 'vitest';
import { computeStatistics } from '../analytics/statistics.ts';
import { analyzeJournal } from './analyze.ts';
import { OPTIONS, plainJournal, trade } from './test-support.ts';

describe('analyzeJournal', () => {
  it('reads an empty journal as nothing to report', () => {
    const analysis = analyzeJournal([], OPTIONS);
    expect(analysis.tradeCount).toBe(0);
    expect(analysis.findings).toEqual([]);
    expect(analysis.whatIfs).toEqual([]);
    expect(analysis.summary.netPnl).toBe(0);
  });

  it('leaves open trades out, and gives the engine’s figures as its summary', () => {
    const trades = [
      ...plainJournal(10, 2),
      { ...trade({ id: 'open', day: 3, minute: 600, netPnl: 0 }), closedAt: null },
    ];
    const analysis = analyzeJournal(trades, { ...OPTIONS, startingBalance: 1000 });
    expect(analysis.tradeCount).toBe(20);
    const {
      equityCurve: _curve,
      dailyReturns: _returns,
      drawdowns: _drawdowns,
      ...figures
    } = computeStatistics(trades, {
      timeZone: 'UTC',
      startingBalance: 1000,
    });
    expect(analysis.summary).toEqual(figures);
    expect(analysis.findings.flatMap((f) => f.tradeIds)).not.toContain('open');
  });

  it('takes the minimum sample it is given', () => {
    const trades = plainJournal(10, 2).map((t, k) => ({
      ...t,
      symbol: k < 6 ? 'NVDA' : 'SPY',
      netPnl: k < 6 ? 400 + k : t.netPnl,
    }));
    const note = (minSample: number) =>
      analyzeJournal(trades, { ...OPTIONS, minSample }).notes.some(
        (n) => n.kind === 'small-sample' && n.key === 'NVDA',
      );
    expect(note(20)).toBe(true);
    expect(note(5)).toBe(false);
  });
});
