import { describe, expect, it } from 'vitest';
import type { PriceBar } from '../price-series/bars.ts';
import { excursionStatistics, excursionsFromBars } from './excursions.ts';
import { buildTrade } from './test-support.ts';

const bar = (time: string, open: string, high: string, low: string, close: string): PriceBar => ({
  time,
  open,
  high,
  low,
  close,
});

// 5-minute bars 14:00..14:25; the trade runs 14:07 -> 14:16, so the bars at 14:05, 14:10, 14:15 count.
const bars = [
  bar('2025-03-03T14:00:00Z', '100', '130', '70', '101'), // ends 14:05, before the entry
  bar('2025-03-03T14:05:00Z', '101', '102.5', '99.25', '102'),
  bar('2025-03-03T14:10:00Z', '102', '104', '100.5', '103'),
  bar('2025-03-03T14:15:00Z', '103', '103.75', '101', '103.5'),
  bar('2025-03-03T14:20:00Z', '103', '150', '60', '104'), // starts after the exit
];
const trade = buildTrade({
  side: 'long',
  entryPrice: 100.5,
  quantity: 10,
  multiplier: 2,
  openedAt: '2025-03-03T14:07:00Z',
  closedAt: '2025-03-03T14:16:00Z',
});

describe('excursionsFromBars', () => {
  it('a long: MAE from the lowest low, MFE from the highest high of the overlapping bars', () => {
    // (100.5 - 99.25) x 10 x 2 = 25; (104 - 100.5) x 10 x 2 = 70
    expect(excursionsFromBars(trade, bars, '5m')).toEqual({ mae: 25, mfe: 70, source: 'bars', bars: 3 });
  });

  it('a short: the other way round', () => {
    // MAE (104 - 100.5) x 20 = 70; MFE (100.5 - 99.25) x 20 = 25
    expect(excursionsFromBars({ ...trade, side: 'short' }, bars, '5m')).toMatchObject({ mae: 70, mfe: 25 });
  });

  it('an excursion never below 0: an entry at the low has no adverse move', () => {
    expect(excursionsFromBars({ ...trade, entryPrice: 99 }, bars, '5m').mae).toBe(0);
  });

  it('keeps what the trader entered', () => {
    expect(excursionsFromBars({ ...trade, mae: 5, mfe: 6 }, bars, '5m')).toEqual({
      mae: 5,
      mfe: 6,
      source: 'entered',
      bars: 0,
    });
    expect(excursionsFromBars({ ...trade, mae: 5 }, bars, '5m')).toMatchObject({
      mae: 5,
      mfe: 70,
      source: 'bars',
    });
  });

  it('no covering bars, an open trade or no entry price: none', () => {
    expect(excursionsFromBars(trade, bars.slice(4), '5m').source).toBe('none');
    expect(excursionsFromBars({ ...trade, closedAt: null }, bars, '5m').source).toBe('none');
    expect(excursionsFromBars({ ...trade, entryPrice: undefined }, bars, '5m')).toEqual({
      mae: null,
      mfe: null,
      source: 'none',
      bars: 0,
    });
    expect(excursionsFromBars(trade, bars, '7m').source).toBe('none');
  });
});

describe('excursionStatistics', () => {
  it('averages, medians, R multiples and exit efficiency over trades with both excursions', () => {
    const trades = [
      buildTrade({ id: 'x', mae: 20, mfe: 100, netPnl: 78, costs: 2, initialRisk: 50, rMultiple: 1.56 }),
      buildTrade({ id: 'y', mae: 60, mfe: 40, netPnl: -42, costs: 2, initialRisk: 100, rMultiple: -0.42 }),
      buildTrade({ id: 'z', mae: 10, mfe: 0, netPnl: -10, costs: 0 }),
      buildTrade({ id: 'no', mae: null, mfe: 30 }),
    ];
    const stats = excursionStatistics(trades);
    expect(stats.count).toBe(3);
    expect(stats.avgMae).toBeCloseTo(30, 12); // (20 + 60 + 10) / 3
    expect(stats.avgMfe).toBeCloseTo(140 / 3, 12);
    expect(stats.medianMae).toBe(20);
    expect(stats.medianMfe).toBe(40);
    expect(stats.avgMaeR).toBeCloseTo((20 / 50 + 60 / 100) / 2, 12); // 0.5
    expect(stats.avgMfeR).toBeCloseTo((100 / 50 + 40 / 100) / 2, 12); // 1.2
    // gross / MFE: 80 / 100 = 80 %, -40 / 40 = -100 %; z has no favourable move
    expect(stats.exitEfficiencyPct).toBeCloseTo(-10, 12);
    expect(stats.edgeRatio).toBeCloseTo(140 / 3 / 30, 12);
    expect(stats.points.map((p) => p.tradeId)).toEqual(['x', 'y', 'z']);
  });

  it('no excursions known: nulls', () => {
    expect(excursionStatistics([buildTrade()])).toMatchObject({
      count: 0,
      avgMae: null,
      medianMae: null,
      exitEfficiencyPct: null,
      edgeRatio: null,
    });
  });
});
