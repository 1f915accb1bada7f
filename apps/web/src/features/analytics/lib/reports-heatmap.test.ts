import { crossBreakdown, type AnalyticsTrade } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { cellText, heatmapGrid, heatmapOption, heatmapToCsv, type HeatmapGrid } from './reports-heatmap';

const options = { startingBalance: 10_000, timeZone: 'America/New_York' };

function trade(id: string, openedAt: string, netPnl: number): AnalyticsTrade {
  return {
    id,
    symbol: 'ES',
    openedAt,
    closedAt: new Date(Date.parse(openedAt) + 30 * 60_000).toISOString(),
    netPnl,
    grossPnl: netPnl,
    costs: 0,
    initialRisk: null,
    rMultiple: null,
  };
}

// New York entries: Mon 09:xx twice (a win and a loss), Mon 10:xx, Wed 09:xx.
const trades = [
  trade('1', '2025-03-10T13:35:00.000Z', 300),
  trade('2', '2025-03-10T13:50:00.000Z', -100),
  trade('3', '2025-03-10T14:10:00.000Z', -50),
  trade('4', '2025-03-12T13:40:00.000Z', 1_500),
];
const cross = crossBreakdown(trades, 'weekday', 'hour', options);
const label = (side: 'row' | 'column', key: string, engineLabel: string) =>
  side === 'column' ? `${key}:00` : engineLabel;

describe('heatmapGrid', () => {
  it('indexes each cell with trades into the rows and columns, in the engine order', () => {
    const grid = heatmapGrid(cross, 'netPnl', label);
    expect(grid.rows.map((row) => row.key)).toEqual(['Mon', 'Wed']);
    expect(grid.columns.map((column) => column.label)).toEqual(['09:00', '10:00']);
    expect(grid.cells).toEqual([
      { row: 0, column: 0, value: 200, tradeCount: 2 },
      { row: 0, column: 1, value: -50, tradeCount: 1 },
      { row: 1, column: 0, value: 1_500, tradeCount: 1 },
    ]);
  });

  it('centres the money scale on zero and fixes win rate to 0..100 and counts to 0..max', () => {
    const money = heatmapGrid(cross, 'netPnl', label);
    expect([money.min, money.max]).toEqual([-1_500, 1_500]);
    const winRate = heatmapGrid(cross, 'winRatePct', label);
    expect([winRate.min, winRate.max]).toEqual([0, 100]);
    expect(winRate.cells.map((cell) => cell.value)).toEqual([50, 0, 100]);
    const counts = heatmapGrid(cross, 'tradeCount', label);
    expect([counts.min, counts.max]).toEqual([0, 2]);
  });

  it('gives an empty cross table an empty grid with a usable scale', () => {
    const grid = heatmapGrid(crossBreakdown([], 'weekday', 'hour', options), 'expectancy', label);
    expect(grid).toEqual({ rows: [], columns: [], cells: [], min: -1, max: 1 });
  });
});

describe('cellText', () => {
  it('writes money compact with its sign, rates whole and counts plain', () => {
    expect(cellText(1_500, 'netPnl', 'USD')).toBe('+$1.5K');
    expect(cellText(-50, 'expectancy', 'USD')).toBe('−$50');
    expect(cellText(0, 'netPnl', 'USD')).toBe('$0');
    expect(cellText(66.666, 'winRatePct', 'USD')).toBe('67%');
    expect(cellText(12, 'tradeCount', 'USD')).toBe('12');
    expect(cellText(null, 'expectancy', 'USD')).toBe('—');
  });
});

describe('heatmapOption', () => {
  const colors = { positive: 'green', negative: 'red', neutral: 'grey', text: 'black', muted: 'slate' };
  const grid: HeatmapGrid = heatmapGrid(cross, 'netPnl', label);
  const option = heatmapOption(grid, 'netPnl', 'USD', colors, { rows: 'Weekday', columns: 'Hour' });

  it('plots each cell at its column and row with its value, labelled on the chart', () => {
    const series = Array.isArray(option.series) ? option.series[0] : option.series;
    expect(series?.data).toEqual([
      [0, 0, 200],
      [1, 0, -50],
      [0, 1, 1_500],
    ]);
    const formatter = series?.label?.formatter;
    expect(typeof formatter === 'function' ? formatter({ dataIndex: 2 } as never) : null).toBe('+$1.5K');
  });

  it('says the exact value and the trade count in the tooltip', () => {
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter;
    const text =
      typeof formatter === 'function' ? formatter({ dataIndex: 0 } as never, '', () => undefined) : null;
    expect(text).toBe('Mon · 09:00<br/>Net P&L: +$200.00<br/>Trades: 2');
  });

  it('runs a diverging colour scale for money and a one-sided one for counts', () => {
    const visualMap = Array.isArray(option.visualMap) ? option.visualMap[0] : option.visualMap;
    expect(visualMap?.inRange?.color).toEqual(['red', 'grey', 'green']);
    // The ends of the scale in words: the colour is never the only key.
    expect(visualMap && 'text' in visualMap ? visualMap.text : null).toEqual(['+$1.5K', '−$1.5K']);
    const counts = heatmapOption(heatmapGrid(cross, 'tradeCount', label), 'tradeCount', 'USD', colors, {
      rows: 'Weekday',
      columns: 'Hour',
    });
    const countMap = Array.isArray(counts.visualMap) ? counts.visualMap[0] : counts.visualMap;
    expect(countMap?.inRange?.color).toEqual(['grey', 'green']);
  });
});

describe('heatmapToCsv', () => {
  it('writes the figure as a matrix, empty where no trade falls', () => {
    const grid = heatmapGrid(cross, 'netPnl', label);
    const csv = heatmapToCsv(grid, 'netPnl', 'USD', { rows: 'Weekday', columns: 'Hour of entry' });
    expect(csv.split('\r\n')).toEqual([
      'Weekday / Hour of entry: Net P&L (USD),09:00,10:00',
      'Mon,200.00,-50.00',
      'Wed,1500.00,',
      '',
    ]);
  });
});
