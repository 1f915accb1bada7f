import type { SweepCell } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import { sweepCellName, sweepFigure } from './sweep-cell-text';

const display = {
  numberFormat: '1.234,56',
  dateFormat: 'DD.MM.YYYY',
  timeZone: 'UTC',
  privacy: false,
} as const;
const open = formatterFor(display);
const hidden = formatterFor({ ...display, privacy: true });
const cell: SweepCell = { value: 10, value2: 32.5, metric: 1234.5, tradeCount: 1204 };
const grid = {
  param: 'Fast average (bars)',
  param2: 'Slow average (bars)',
  metricLabel: 'Net P&L',
  kind: 'money' as const,
  currency: 'USD',
  best: false,
};

describe('sweep cell name', () => {
  it('says the parameters, the figure and the trades in the trader’s number format', () => {
    expect(sweepCellName(cell, { ...grid, best: true }, open)).toBe(
      'Fast average (bars) 10, Slow average (bars) 32,5: Net P&L +$1.234,50, 1.204 trades, best cell. Open this run',
    );
    expect(sweepCellName({ ...cell, value2: null, tradeCount: 1 }, { ...grid, param2: null }, open)).toBe(
      'Fast average (bars) 10: Net P&L +$1.234,50, 1 trade. Open this run',
    );
  });

  it('keeps money hidden under privacy mode, in words rather than the mask', () => {
    expect(sweepFigure(cell.metric, 'money', 'USD', hidden)).toBe('•••');
    const name = sweepCellName(cell, grid, hidden);
    expect(name).toBe(
      'Fast average (bars) 10, Slow average (bars) 32,5: Net P&L hidden, 1.204 trades. Open this run',
    );
    expect(name).not.toContain('•');
    expect(name).not.toContain('1.234');
  });

  it('reads R and % as shown under privacy mode, and an empty cell as no result', () => {
    expect(
      sweepCellName({ ...cell, metric: 0.42 }, { ...grid, metricLabel: 'Expectancy (R)', kind: 'r' }, hidden),
    ).toContain('Expectancy (R) +0,42R,');
    expect(
      sweepCellName({ ...cell, metric: 55 }, { ...grid, metricLabel: 'Win rate', kind: 'pct' }, hidden),
    ).toContain('Win rate 55,0%,');
    expect(sweepCellName({ ...cell, metric: null, tradeCount: 0 }, grid, open)).toContain(
      'Net P&L no result, 0 trades.',
    );
  });
});
