import { describe, expect, it } from 'vitest';
import { parsePriceSeries, swingOf, type PriceSeries } from './parse-text.ts';

function parsed(text: string): PriceSeries {
  const result = parsePriceSeries(text);
  if (!result?.ok) throw new Error(`expected a series, got ${JSON.stringify(result)}`);
  return result.series;
}

function refused(text: string): string {
  const result = parsePriceSeries(text);
  if (result === null || result.ok) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.error;
}

describe('parsePriceSeries: lists of closes', () => {
  it.each([
    ['one per line', '100\n101.25\n99.8', [100, 101.25, 99.8]],
    ['spaces, commas and semicolons', '100 101.25, 99.8;102', [100, 101.25, 99.8, 102]],
    ['a column name first', 'close\n100\n101', [100, 101]],
    ['blank lines and Windows line ends', '\r\n100\r\n\r\n101\r\n', [100, 101]],
    ['a leading dot and an exponent', '.5\n1e2', [0.5, 100]],
  ])('%s', (_what, text, closes) => {
    expect(parsed(text)).toEqual({ closes, highs: null, lows: null, reversed: false, bars: null });
  });

  it('is nothing for empty text, so the page asks for prices instead of showing an error', () => {
    expect(parsePriceSeries('')).toBeNull();
    expect(parsePriceSeries(' \n \n')).toBeNull();
  });

  it('names the price that is not a number, by its place', () => {
    expect(refused('100\n101\nabc\n102')).toBe('Price 3 (“abc”) is not a number.');
  });
});

describe('parsePriceSeries: CSV bars', () => {
  const DAILY = [
    'Date,Open,High,Low,Close,Volume',
    '2025-03-03,187.25,188.10,186.40,187.90,1000',
    '2025-03-04,187.90,189.00,187.10,188.50,1200',
    '2025-03-05,188.50,188.70,185.00,185.60,900',
  ].join('\n');

  it('reads a header row in any case, with highs, lows and the bars as written', () => {
    const series = parsed(DAILY);
    expect(series.closes).toEqual([187.9, 188.5, 185.6]);
    expect(series.highs).toEqual([188.1, 189, 188.7]);
    expect(series.lows).toEqual([186.4, 187.1, 185]);
    expect(series.reversed).toBe(false);
    // Trailing zeros stay: saved price data keeps every digit the file wrote.
    expect(series.bars?.[0]).toEqual({
      line: 2,
      time: Date.UTC(2025, 2, 3),
      open: '187.25',
      high: '188.10',
      low: '186.40',
      close: '187.90',
      volume: '1000',
    });
  });

  it('keeps a sixth column without a header as the volume', () => {
    const series = parsed('2025-03-03,10,12,9,11,2500\n2025-03-04,11,13,10,12.5,0');
    expect(series.bars?.map((bar) => bar.volume)).toEqual(['2500', '0']);
    expect(parsed('2025-03-03,10,12,9,11\n2025-03-04,11,13,10,12').bars?.[0]?.volume).toBeUndefined();
  });

  it('reads bars without a header as date,open,high,low,close', () => {
    const series = parsed('2025-03-03,10,12,9,11\n2025-03-04,11,13,10,12.5');
    expect(series.closes).toEqual([11, 12.5]);
    expect(series.highs).toEqual([12, 13]);
    expect(series.bars?.map((bar) => bar.line)).toEqual([1, 2]);
  });

  it('turns a newest-first export round to run oldest first, and says so', () => {
    const lines = DAILY.split('\n');
    const series = parsed([lines[0], lines[3], lines[2], lines[1]].join('\n'));
    expect(series.reversed).toBe(true);
    expect(series.closes).toEqual([187.9, 188.5, 185.6]);
    expect(series.lows).toEqual([186.4, 187.1, 185]);
  });

  it('reads a decimal comma in semicolon- or tab-separated files as a point', () => {
    const series = parsed('date;open;high;low;close\n2025-03-03;1,0850;1,0900;1,0800;1,0875');
    expect(series.closes).toEqual([1.0875]);
    expect(series.bars?.[0]?.close).toBe('1.0875');
    expect(parsed('date\topen\thigh\tlow\tclose\n2025-03-03\t1,5\t2\t1\t1,75').closes).toEqual([1.75]);
  });

  it('takes Unix seconds and milliseconds as times', () => {
    const seconds = parsed('time,open,high,low,close\n1741000000,1,2,1,2');
    const millis = parsed('time,open,high,low,close\n1741000000000,1,2,1,2');
    expect(seconds.bars?.[0]?.time).toBe(1_741_000_000_000);
    expect(millis.bars?.[0]?.time).toBe(1_741_000_000_000);
  });

  it('keeps closes without bars when the file has no dates or no open', () => {
    const noDate = parsed('open,high,low,close\n1,2,1,1.5\n1.5,2.5,1.2,2');
    expect(noDate.closes).toEqual([1.5, 2]);
    expect(noDate.highs).toEqual([2, 2.5]);
    expect(noDate.bars).toBeNull();
    const closeOnly = parsed('date,adj close\n2025-03-03,10\n2025-03-04,11');
    expect(closeOnly).toMatchObject({ closes: [10, 11], highs: null, bars: null });
  });

  it.each([
    ['no close column', 'date,open,high,low\n2025-03-03,1,2,1', 'The header row has no close column'],
    ['a short line', 'date,open,high,low,close\n2025-03-03,1,2,1', 'Line 2 has 4 columns; the file has 5.'],
    [
      'a word for a price',
      'date,open,high,low,close\n2025-03-03,1,2,x,1.5',
      'Line 2: the low “x” is not a number.',
    ],
    // Without a header or five columns the lines read as a list of closes: the date is named.
    ['too few columns without a header', '2025-03-03,1,2\n2025-03-04,1,2', 'Price 1 (“2025-03-03”)'],
    ['a header and no rows', 'date,open,high,low,close\n', 'The file has a header row but no prices.'],
  ])('refuses %s with a message that says where', (_what, text, message) => {
    expect(refused(text)).toContain(message);
  });
});

describe('swingOf', () => {
  it('spans the highest high and the lowest low, up when the low came first', () => {
    const series = parsed('date,open,high,low,close\n2025-03-03,10,11,9,10.5\n2025-03-04,10.5,15,10,14');
    expect(swingOf(series)).toEqual({ high: 15, low: 9, trend: 'up' });
  });

  it('is down when the high came first, and uses closes when there are no highs and lows', () => {
    expect(swingOf(parsed('15\n12\n10'))).toEqual({ high: 15, low: 10, trend: 'down' });
  });

  it('is nothing for an empty series', () => {
    expect(swingOf({ closes: [], highs: null, lows: null, reversed: false, bars: null })).toBeNull();
  });
});
