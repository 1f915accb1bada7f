import { describe, expect, it } from 'vitest';
import type { PriceBar } from './bars.ts';
import { barsToCsv } from './series-csv.ts';

const bar = (time: string, close: string): PriceBar => ({
  time,
  open: '1.10',
  high: '1.20',
  low: '1.00',
  close,
});

describe('barsToCsv', () => {
  it.each([
    [
      'daily bars keep just their dates',
      [bar('2025-03-03T00:00:00Z', '1.15'), bar('2025-03-04T00:00:00Z', '1.150')],
      'date,open,high,low,close\n2025-03-03,1.10,1.20,1.00,1.15\n2025-03-04,1.10,1.20,1.00,1.150',
    ],
    [
      'intraday bars keep their times',
      [bar('2025-03-03T00:00:00Z', '1.15'), bar('2025-03-03T00:15:00Z', '1.16')],
      'date,open,high,low,close\n2025-03-03T00:00:00Z,1.10,1.20,1.00,1.15\n2025-03-03T00:15:00Z,1.10,1.20,1.00,1.16',
    ],
    ['no bars, just the header', [], 'date,open,high,low,close'],
  ])('%s', (_name, bars, csv) => {
    expect(barsToCsv(bars)).toBe(csv);
  });
});
