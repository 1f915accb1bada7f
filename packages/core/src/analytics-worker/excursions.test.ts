import { describe, expect, it } from 'vitest';
import { addExcursionsFromBars } from './excursions.ts';
import { decodeAnalyticsPayload } from './payload.ts';
import { analyticsPayload, priceSeriesAnswer } from './test-payload.ts';

// 60 symbols, a trade and a saved 30-minute series covering it for each: 60 series to read.
const symbols = Array.from({ length: 60 }, (_, i) => `S${String(i).padStart(2, '0')}`);
const series = symbols.map((symbol, i) => ({
  id: `series-${i}`,
  symbol,
  timeframe: '30m',
  first_at: '2025-03-03T14:00:00Z',
  last_at: '2025-03-03T15:00:00Z',
  bars: ['14:00', '14:30', '15:00'].map((t) => ({
    t: `2025-03-03T${t}:00Z`,
    o: '100',
    h: '110',
    l: '95',
    c: '100',
  })),
}));

describe('MAE and MFE from saved bars', () => {
  it('reads many series a few requests at a time, and fills every covered trade', async () => {
    const journal = decodeAnalyticsPayload(
      analyticsPayload({ trades: symbols.map((symbol, i) => ({ id: `t${i}`, net: 10, symbol })) }),
    );
    let running = 0;
    let most = 0;
    let requests = 0;
    const filled = await addExcursionsFromBars(journal, async (path) => {
      requests++;
      running++;
      most = Math.max(most, running);
      // Answered a few turns later, so requests sent together are in flight together.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
      running--;
      return priceSeriesAnswer(path, series);
    });
    expect(filled).toBe(60);
    // One request for the ids, then six for the bars of ten series each.
    expect(requests).toBe(7);
    expect(most).toBeLessThanOrEqual(4);
    expect(journal.trades.every((trade) => trade.mae !== null && trade.mfe !== null)).toBe(true);
  });
});
