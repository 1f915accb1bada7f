import { describe, expect, it } from 'vitest';
import { buildPriceSeries, type PriceSeriesInput, type ReadBar } from './build-series.ts';
import { fromStoredBars, toStoredBars } from './bars.ts';

const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

function readBar(overrides: Partial<ReadBar> = {}): ReadBar {
  return {
    line: 2,
    time: day('2025-03-03'),
    open: '187.25',
    high: '188.10',
    low: '186.40',
    close: '187.90',
    ...overrides,
  };
}

function input(overrides: Partial<PriceSeriesInput> = {}): PriceSeriesInput {
  return {
    symbol: ' aapl ',
    timeframe: '1d',
    name: '  Daily from my broker ',
    bars: [readBar(), readBar({ line: 3, time: day('2025-03-04'), close: '188.00' })],
    ...overrides,
  };
}

function issues(overrides: Partial<PriceSeriesInput>) {
  const built = buildPriceSeries(input(overrides));
  return built.ok ? [] : built.issues;
}

describe('buildPriceSeries', () => {
  it('keeps the prices as written and stores times as UTC seconds', () => {
    const built = buildPriceSeries(
      input({
        bars: [
          readBar({
            time: Date.parse('2025-03-03T14:30:00.750Z'),
            open: '0.00001234',
            high: '0.000013',
            low: '0.00001200',
            close: '0.0000125',
          }),
        ],
      }),
    );
    expect(built).toEqual({
      ok: true,
      series: {
        symbol: 'AAPL',
        timeframe: '1d',
        name: 'Daily from my broker',
        bars: [
          {
            time: '2025-03-03T14:30:00Z',
            open: '0.00001234',
            high: '0.000013',
            low: '0.00001200',
            close: '0.0000125',
          },
        ],
      },
    });
  });

  it('turns round a file that lists the newest bar first', () => {
    const built = buildPriceSeries(
      input({
        bars: [readBar({ line: 2, time: day('2025-03-04') }), readBar({ line: 3, time: day('2025-03-03') })],
      }),
    );
    expect(built.ok && built.series.bars.map((bar) => bar.time)).toEqual([
      '2025-03-03T00:00:00Z',
      '2025-03-04T00:00:00Z',
    ]);
  });

  it('saves a series without a name as null', () => {
    const built = buildPriceSeries(input({ name: '   ' }));
    expect(built.ok && built.series.name).toBeNull();
  });

  it.each([
    ['an empty symbol', { symbol: ' ' }, 'symbol', 'Enter the symbol'],
    ['a symbol with a space', { symbol: 'BRK B' }, 'symbol', 'no spaces'],
    ['a pair of one currency', { symbol: 'eur/eur' }, 'symbol', 'two different currencies'],
    ['a long symbol', { symbol: 'X'.repeat(33) }, 'symbol', 'at most 32'],
    ['an unknown timeframe', { timeframe: '2h' }, 'timeframe', '1m, 5m'],
    ['a long name', { name: 'n'.repeat(81) }, 'name', 'at most 80'],
    ['no bars', { bars: [] }, 'bars', 'no bars'],
    ['an unreadable date', { bars: [readBar({ line: 7, time: Number.NaN })] }, 'bars', 'Line 7 has no date'],
    ['a year before 1000', { bars: [readBar({ time: Date.UTC(999, 0, 1) })] }, 'bars', 'years 1000 to 9999'],
    [
      'a price that is not a decimal',
      { bars: [readBar({ close: 'n/a' })] },
      'bars',
      'the close “n/a” is not a plain decimal',
    ],
    ['an exponent', { bars: [readBar({ open: '1e2' })] }, 'bars', 'the open “1e2”'],
    ['a zero low', { bars: [readBar({ low: '0' })] }, 'bars', 'the low must be a price above zero'],
    ['an empty high', { bars: [readBar({ high: '' })] }, 'bars', 'the high must be a price above zero'],
    ['too many decimals', { bars: [readBar({ close: '1.1234567890123' })] }, 'bars', 'more digits'],
    ['a high below the close', { bars: [readBar({ high: '187.80' })] }, 'bars', 'the high 187.80 is below'],
    ['a low above the open', { bars: [readBar({ low: '187.30' })] }, 'bars', 'the low 187.30 is above'],
    [
      'two bars at one time',
      { bars: [readBar({ line: 2 }), readBar({ line: 3, time: day('2025-03-03') + 400 })] },
      'bars',
      'Lines 2 and 3 have the same time',
    ],
    [
      'bars out of order',
      {
        bars: [
          readBar({ line: 2 }),
          readBar({ line: 3, time: day('2025-03-05') }),
          readBar({ line: 4, time: day('2025-03-04') }),
        ],
      },
      'bars',
      'Line 4 is out of time order',
    ],
    [
      'too many bars',
      { bars: Array.from({ length: 50_001 }, (_, i) => readBar({ time: i * 60_000 })) },
      'bars',
      '50,001 bars',
    ],
  ])('refuses %s', (_name, overrides, field, message) => {
    const found = issues(overrides);
    expect(found.map((issue) => issue.field)).toEqual([field]);
    expect(found[0]?.message).toContain(message);
  });

  it('lists every problem at once', () => {
    expect(issues({ symbol: '', timeframe: '', bars: [] }).map((issue) => issue.field)).toEqual([
      'symbol',
      'timeframe',
      'bars',
    ]);
  });
});

describe('buildPriceSeries: volume', () => {
  const bar = (volume?: string): ReadBar => ({
    line: 2,
    time: Date.UTC(2025, 2, 3),
    open: '10',
    high: '12',
    low: '9',
    close: '11',
    ...(volume === undefined ? {} : { volume }),
  });
  const build = (bars: ReadBar[]) => buildPriceSeries({ symbol: 'AAPL', timeframe: '1d', name: '', bars });

  it('keeps the volume as written, and no volume when the file has none or the cell is empty', () => {
    const built = build([bar('1,250.50')]);
    expect(built.ok && built.series.bars[0]?.volume).toBe('1250.50');
    const none = build([bar()]);
    expect(none.ok && 'volume' in (none.series.bars[0] ?? {})).toBe(false);
    const empty = build([bar(' ')]);
    expect(empty.ok && 'volume' in (empty.series.bars[0] ?? {})).toBe(false);
  });

  it('refuses a negative or unreadable volume with the line', () => {
    expect(build([bar('-5')])).toEqual({
      ok: false,
      issues: [{ field: 'bars', message: 'Line 2: the volume “-5” is not a plain number of zero or more.' }],
    });
  });

  it('stores the volume as v and reads it back', () => {
    const stored = toStoredBars([
      { time: '2025-03-03T00:00:00Z', open: '1', high: '1', low: '1', close: '1', volume: '7' },
    ]);
    expect(stored).toEqual([{ t: '2025-03-03T00:00:00Z', o: '1', h: '1', l: '1', c: '1', v: '7' }]);
    expect(fromStoredBars(stored)?.[0]?.volume).toBe('7');
    expect(
      fromStoredBars([{ t: '2025-03-03T00:00:00Z', o: '1', h: '1', l: '1', c: '1' }])?.[0],
    ).not.toHaveProperty('volume');
  });
});
