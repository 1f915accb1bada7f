import { describe, expect, it } from 'vitest';
import { chooseSeriesForTrade } from './best-series.ts';
import { coverageMessage, type SeriesSpan, type TradeForChart } from './coverage.ts';

interface Saved extends SeriesSpan {
  id: string;
}

const saved = (id: string, symbol: string, timeframe: string, firstAt: string, lastAt: string): Saved => ({
  id,
  symbol,
  timeframe,
  firstAt: `${firstAt}Z`,
  lastAt: `${lastAt}Z`,
});

const LIST: Saved[] = [
  saved('daily', 'AAPL', '1d', '2025-01-02T00:00:00', '2025-03-31T00:00:00'),
  saved('hourly', 'AAPL', '1h', '2025-03-03T14:00:00', '2025-03-04T20:00:00'),
  saved('minutes', 'AAPL', '5m', '2025-03-03T14:30:00', '2025-03-03T15:55:00'),
  saved('msft', 'MSFT', '1m', '2025-01-01T00:00:00', '2025-12-31T00:00:00'),
  saved('eurusd', 'EUR/USD', '15m', '2025-03-01T00:00:00', '2025-03-10T00:00:00'),
];

function trade(overrides: Partial<TradeForChart> = {}): TradeForChart {
  return {
    symbol: 'AAPL',
    status: 'closed',
    openedAt: '2025-03-03T14:35:00Z',
    closedAt: '2025-03-03T15:30:00Z',
    ...overrides,
  };
}

describe('chooseSeriesForTrade', () => {
  it.each([
    ['the finest timeframe covering the whole trade', trade(), 'minutes', true],
    [
      'a coarser one when the finest ends before the close',
      trade({ closedAt: '2025-03-04T18:00:00Z' }),
      'hourly',
      true,
    ],
    ['the daily bars for a trade held for weeks', trade({ closedAt: '2025-03-20T18:00:00Z' }), 'daily', true],
    [
      'the finest covering the open while the trade is open',
      trade({ status: 'open', closedAt: null }),
      'minutes',
      true,
    ],
    [
      'one that covers the open when none reaches the close',
      trade({ closedAt: '2025-04-10T00:00:00Z' }),
      'daily',
      false,
    ],
    [
      'the latest data for a plan not opened yet',
      trade({ status: 'planned', openedAt: null, closedAt: null }),
      'daily',
      true,
    ],
    [
      'a forex pair by its BASE/QUOTE symbol',
      trade({ symbol: 'EUR/USD', openedAt: '2025-03-05T08:00:00Z', closedAt: '2025-03-05T09:00:00Z' }),
      'eurusd',
      true,
    ],
  ])('takes %s', (_name, which, id, whole) => {
    const choice = chooseSeriesForTrade(LIST, which);
    expect(choice.ok && choice.series.id).toBe(id);
    expect(choice.ok && choice.coversWholeTrade).toBe(whole);
  });

  it('says there is no data for a symbol nobody saved', () => {
    const choice = chooseSeriesForTrade(LIST, trade({ symbol: 'TSLA' }));
    expect(choice).toEqual({
      ok: false,
      problem: { code: 'no-series', symbol: 'TSLA', at: Date.parse('2025-03-03T14:35:00Z') },
    });
    if (!choice.ok)
      expect(coverageMessage(choice.problem)).toBe(
        'There is no saved price data for TSLA. Upload TSLA bars covering 2025-03-03 and save them as price data.',
      );
  });

  it('says what is saved when none covers the open', () => {
    const choice = chooseSeriesForTrade(
      LIST,
      trade({ openedAt: '2024-12-20T15:00:00Z', closedAt: null, status: 'open' }),
    );
    expect(choice.ok).toBe(false);
    if (!choice.ok)
      expect(coverageMessage(choice.problem, (ms) => new Date(ms).toUTCString().slice(5, 16))).toBe(
        "The saved AAPL price data runs from 02 Jan 2025 to 31 Mar 2025, which does not include the trade's open on 20 Dec 2024. Upload AAPL bars covering 20 Dec 2024 and save them as price data.",
      );
  });

  it('asks for recent bars for a plan with no data', () => {
    const choice = chooseSeriesForTrade([], trade({ status: 'planned', openedAt: null, closedAt: null }));
    expect(!choice.ok && coverageMessage(choice.problem)).toBe(
      'There is no saved price data for AAPL. Upload recent AAPL bars and save them as price data.',
    );
  });
});
