import { breakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { LOSS_DECAL } from './chart-options';
import { barsHeight, netPnlBarsOption } from './reports-bars';
import { labelledRows } from './reports-table';

function trade(id: string, symbol: string, netPnl: number): AnalyticsTrade {
  return {
    id,
    symbol,
    openedAt: `2025-03-1${id}T10:00:00.000Z`,
    closedAt: `2025-03-1${id}T11:00:00.000Z`,
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

// A gains, B breaks even over two trades, C loses.
const rows = labelledRows(
  breakdown(
    [trade('1', 'A', 1250), trade('2', 'B', -80), trade('3', 'B', 80), trade('4', 'C', -2000)],
    'symbol',
    {
      startingBalance: 0,
      timeZone: 'UTC',
    },
  ),
  (row) => `Symbol ${row.label}`,
);
const colors = { positive: 'green', negative: 'red', neutral: 'grey', text: 'black', muted: 'slate' };

describe('netPnlBarsOption', () => {
  const option = netPnlBarsOption(rows, 'USD', colors);
  const series = Array.isArray(option.series) ? option.series[0] : option.series;

  it('draws one bar per row in the table order, a loss hatched as well as coloured', () => {
    const yAxis = Array.isArray(option.yAxis) ? option.yAxis[0] : option.yAxis;
    expect(yAxis && 'data' in yAxis ? yAxis.data : null).toEqual(['Symbol A', 'Symbol B', 'Symbol C']);
    expect(series?.data).toEqual([
      { value: 1250, itemStyle: { color: 'green' } },
      { value: 0, itemStyle: { color: 'grey' } },
      { value: -2000, itemStyle: { color: 'red', decal: LOSS_DECAL } },
    ]);
  });

  it('labels each bar with its signed value and says it exactly in the tooltip', () => {
    const label = series?.label?.formatter;
    const text = (dataIndex: number) => (typeof label === 'function' ? label({ dataIndex } as never) : null);
    expect([text(0), text(1), text(2)]).toEqual(['+$1.3K', '$0', '−$2K']);
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter;
    expect(
      typeof formatter === 'function' ? formatter([{ dataIndex: 2 }] as never, '', () => undefined) : null,
    ).toBe('Symbol C<br/>Net P&L: −$2,000.00<br/>Trades: 1');
  });

  it('grows with the number of keys', () => {
    expect(barsHeight(2)).toBe(160);
    expect(barsHeight(40)).toBeGreaterThan(barsHeight(20));
  });
});
