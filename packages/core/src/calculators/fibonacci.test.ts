import { describe, expect, it } from 'vitest';
import { EXTENSION_LEVELS, RETRACEMENT_LEVELS, fibonacci, type FibonacciInput } from './fibonacci.ts';
import { thrownBy, untyped } from './test-support.ts';

/** The levels' prices as a level -> price map, for readable expectations. */
function prices(levels: { level: number; price: number | null }[]): Record<string, number | null> {
  return Object.fromEntries(levels.map(({ level, price }) => [String(level), price]));
}

describe('fibonacci', () => {
  it('Investopedia retracements of a 10 -> 15 rise', () => {
    // Investopedia, Fibonacci retracement levels: a rise from $10 to $15 puts 23.6% at
    // $15 - ($5 x 0.236) = $13.82 and 50% at $12.50
    const result = fibonacci({ trend: 'up', swingHigh: 15, swingLow: 10 });
    expect(result.range).toBe(5);
    expect(prices(result.retracements)).toEqual({
      '0': 15,
      '23.6': 13.82,
      '38.2': 13.09,
      '50': 12.5,
      '61.8': 11.91,
      '78.6': 11.07,
      '100': 10,
    });
    expect(result.retracements.map(({ level }) => level)).toEqual([...RETRACEMENT_LEVELS]);
  });

  it('extensions beyond the swing end of an uptrend', () => {
    // projected from the swing end: high + range x level
    const result = fibonacci({ trend: 'up', swingHigh: 15, swingLow: 10 });
    expect(prices(result.extensions)).toEqual({
      '61.8': 18.09,
      '100': 20,
      '127.2': 21.36,
      '138.2': 21.91,
      '161.8': 23.09,
      '200': 25,
      '261.8': 28.09,
    });
    expect(result.projectionsFromC).toEqual([]);
  });

  it('Investopedia extension from point C', () => {
    // Investopedia, Fibonacci extensions: a move from $5 to $10 that pulls back to $8 projects the
    // 161.8% level to 8 + 5 x 1.618 = $16.09 and 261.8% to $21.09
    const result = fibonacci({ trend: 'up', swingHigh: 10, swingLow: 5, pointC: 8 });
    expect(prices(result.projectionsFromC)).toMatchObject({ '100': 13, '161.8': 16.09, '261.8': 21.09 });
    expect(result.projectionsFromC.map(({ level }) => level)).toEqual([...EXTENSION_LEVELS]);
  });

  it('downtrend: retracements rise from the low, extensions fall below it', () => {
    const result = fibonacci({ trend: 'down', swingHigh: 15, swingLow: 10, pointC: 12 });
    expect(prices(result.retracements)).toMatchObject({ '0': 10, '23.6': 11.18, '50': 12.5, '100': 15 });
    // 200% and 261.8% would fall to 0 and -3.09: no such price
    expect(prices(result.extensions)).toEqual({
      '61.8': 6.91,
      '100': 5,
      '127.2': 3.64,
      '138.2': 3.09,
      '161.8': 1.91,
      '200': null,
      '261.8': null,
    });
    expect(prices(result.projectionsFromC)).toMatchObject({ '61.8': 8.91, '100': 7, '200': 2 });
  });

  it('forex prices without float noise', () => {
    // 1.1000 - 1.0800 is 0.02 exactly (floats: 0.020000000000000018); 61.8% is 1.08764
    const result = fibonacci({ trend: 'up', swingHigh: 1.1, swingLow: 1.08 });
    expect(result.range).toBe(0.02);
    expect(prices(result.retracements)).toMatchObject({ '38.2': 1.09236, '61.8': 1.08764, '78.6': 1.08428 });
  });

  it('sums like 0.1 + 0.2 stay exact', () => {
    const result = fibonacci({ trend: 'up', swingHigh: 0.3, swingLow: 0.1 });
    expect(result.range).toBe(0.2);
    expect(prices(result.retracements)).toMatchObject({ '50': 0.2, '23.6': 0.2528 });
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    ['high below low', { trend: 'up', swingHigh: 10, swingLow: 15 }, 'TRADE-002', 'swingHigh'],
    ['high equal to low', { trend: 'up', swingHigh: 10, swingLow: 10 }, 'TRADE-002', 'swingHigh'],
    ['no trend', { swingHigh: 15, swingLow: 10 }, 'VALIDATION-001', 'trend'],
    ['unknown trend', { trend: 'sideways', swingHigh: 15, swingLow: 10 }, 'VALIDATION-002', 'trend'],
    [
      'C above the high of an uptrend',
      { trend: 'up', swingHigh: 15, swingLow: 10, pointC: 16 },
      'TRADE-002',
      'pointC',
    ],
    [
      'C below the low of a downtrend',
      { trend: 'down', swingHigh: 15, swingLow: 10, pointC: 9 },
      'TRADE-002',
      'pointC',
    ],
    ['negative low', { trend: 'up', swingHigh: 15, swingLow: -1 }, 'TRADE-002', 'swingLow'],
    ['high as text', { trend: 'up', swingHigh: '15', swingLow: 10 }, 'VALIDATION-010', 'swingHigh'],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => fibonacci(untyped<FibonacciInput>(input)))).toEqual({ code, field });
  });
});
