import { describe, expect, it } from 'vitest';
import type { PriceBar } from './bars.ts';
import type { TradeForChart } from './coverage.ts';
import { tradeWindow } from './trade-window.ts';

// 30 daily bars, 1 to 30 March 2025; bar n closes at 100 + n.
const DAILY: PriceBar[] = Array.from({ length: 30 }, (_, i) => {
  const date = `2025-03-${String(i + 1).padStart(2, '0')}`;
  const close = String(101 + i);
  return { time: `${date}T00:00:00Z`, open: close, high: close, low: close, close };
});

function trade(overrides: Partial<TradeForChart> = {}): TradeForChart {
  return {
    symbol: 'AAPL',
    status: 'closed',
    openedAt: '2025-03-25T14:30:00Z',
    closedAt: '2025-03-27T20:00:00Z',
    ...overrides,
  };
}

const dates = (bars: readonly PriceBar[]) => bars.map((bar) => bar.time.slice(8, 10));

describe('tradeWindow', () => {
  it.each([
    [
      'a closed trade: bars before its open, to its close',
      trade(),
      3,
      ['22', '23', '24', '25', '26', '27'],
      3,
      false,
    ],
    ['the default 20 bars before', trade(), undefined, dates(DAILY.slice(4, 27)), 20, false],
    [
      'fewer bars before when the series starts later',
      trade({ openedAt: '2025-03-02T10:00:00Z' }),
      5,
      dates(DAILY.slice(0, 27)),
      1,
      false,
    ],
    [
      'an open trade runs to the end of the series',
      trade({ status: 'open', closedAt: null }),
      2,
      dates(DAILY.slice(22)),
      2,
      false,
    ],
    [
      'a plan not opened yet takes the last bars',
      trade({ status: 'planned', openedAt: null, closedAt: null }),
      4,
      ['26', '27', '28', '29', '30'],
      4,
      false,
    ],
    [
      'a close after the series stops at its end',
      trade({ closedAt: '2025-04-02T10:00:00Z' }),
      1,
      dates(DAILY.slice(23)),
      1,
      true,
    ],
    [
      'an open in the last bar is covered',
      trade({ openedAt: '2025-03-30T23:59:59Z', status: 'open', closedAt: null }),
      0,
      ['30'],
      0,
      false,
    ],
    [
      'a trade inside one bar',
      trade({ openedAt: '2025-03-25T10:00:00Z', closedAt: '2025-03-25T11:00:00Z' }),
      0,
      ['25'],
      0,
      false,
    ],
  ])('%s', (_name, which, before, expected, barsBeforeOpen, endsEarly) => {
    const result = tradeWindow(DAILY, '1d', which, before);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(dates(result.window.bars)).toEqual(expected);
    expect(result.window.barsBeforeOpen).toBe(barsBeforeOpen);
    expect(result.window.endsEarly).toBe(endsEarly);
  });

  it.each([
    ['an open before the first bar', '2025-02-28T23:59:59Z'],
    ['an open after the last bar ends', '2025-03-31T00:00:00Z'],
  ])('refuses %s, saying what the series covers', (_name, openedAt) => {
    const result = tradeWindow(DAILY, '1d', trade({ openedAt, closedAt: null, status: 'open' }));
    expect(result).toEqual({
      ok: false,
      problem: {
        code: 'not-covered',
        symbol: 'AAPL',
        at: Date.parse(openedAt),
        firstAt: Date.parse('2025-03-01T00:00:00Z'),
        lastAt: Date.parse('2025-03-30T00:00:00Z'),
      },
    });
  });

  it('refuses an empty series', () => {
    expect(tradeWindow([], '1d', trade())).toEqual({
      ok: false,
      problem: { code: 'no-series', symbol: 'AAPL', at: Date.parse('2025-03-25T14:30:00Z') },
    });
  });
});
