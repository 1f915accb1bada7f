import { describe, expect, it } from 'vitest';
import { evidenceRows } from './evidence';

describe('evidenceRows', () => {
  it('lists known figures in a fixed order with their kinds', () => {
    const rows = evidenceRows({ othersExpectancy: 4.5, windowMinutes: 10, trades: 12, netPnl: -340.5 });
    expect(rows.map((row) => [row.key, row.kind, row.value])).toEqual([
      ['trades', 'count', 12],
      ['netPnl', 'money', -340.5],
      ['othersExpectancy', 'money', 4.5],
      ['windowMinutes', 'minutes', 10],
    ]);
  });

  it('names a missed rule and keeps a figure it does not know, after the known ones', () => {
    const rows = evidenceRows({ 'missed:r1': 3, newFigure: 'x', trades: 5 });
    expect(rows.map((row) => row.label)).toEqual([
      'Trades showing it',
      'Times rule r1 was missed',
      'New figure',
    ]);
    expect(rows[2]?.kind).toBe('text');
  });

  it('keeps a missing value as null', () => {
    expect(evidenceRows({ expectancy: null })[0]?.value).toBeNull();
  });
});
