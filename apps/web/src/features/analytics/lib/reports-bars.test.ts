import { breakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { barsHeight, netPnlBarsOption } from './reports-bars';
import { labelledRows } from './reports-table';

function trade(id: string, side: 'long' | 'short', netPnl: number): AnalyticsTrade {
  return {
    id,
    side,
    openedAt: `2025-03-1${id}T10:00:00.000Z`,
    closedAt: `2025-03-1${id}T11:00:00.000Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

const rows = labelledRows(
  breakdown([trade('1', 'long', 1250), trade('2', 'short', -80), trade('3', 'short', 80)], 'side', {
    startingBalance: 0,
    timeZone: 'UTC',
  }),
  (row) => (row.key === 'long' ? 'Long' : 'Short'),
);
const colors = { positive: 'green', negative: 'red', neutral: 'grey', text: 'black', muted: 'slate' };

describe('netPnlBarsOption', () => {
  const option = netPnlBarsOption(rows, 'USD', colors);
  const series = Array.isArray(option.series) ? option.series[0] : option.series;

  it('draws one bar per row in the table order, coloured by gain, loss or even', () => {
    const yAxis = Array.isArray(option.yAxis) ? option.yAxis[0] : option.yAxis;
    expect(yAxis && 'data' in yAxis ? yAxis.data : null).toEqual(['Long', 'Short']);
    expect(series?.data).toEqual([
      { value: 1250, itemStyle: { color: 'green' } },
      { value: 0, itemStyle: { color: 'grey' } },
    ]);
  });

  it('labels each bar with its signed value and says it exactly in the tooltip', () => {
    const label = series?.label?.formatter;
    expect(typeof label === 'function' ? label({ dataIndex: 0 } as never) : null).toBe('+$1.3K');
    expect(typeof label === 'function' ? label({ dataIndex: 1 } as never) : null).toBe('$0');
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter;
    expect(
      typeof formatter === 'function' ? formatter([{ dataIndex: 0 }] as never, '', () => undefined) : null,
    ).toBe('Long<br/>Net P&L: +$1,250.00<br/>Trades: 1');
  });

  it('grows with the number of keys', () => {
    expect(barsHeight(2)).toBe(160);
    expect(barsHeight(40)).toBeGreaterThan(barsHeight(20));
  });
});
