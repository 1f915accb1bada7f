import { describe, expect, it } from 'vitest';
import { averageTrueRange } from './averageTrueRange.ts';
import { thrownBy, untyped } from './test-support.ts';

// StockCharts ChartSchool ATR example (QQQ), as used by the technicalindicators npm package's ATR
// test with the same convention (no true range for the first bar; first ATR = mean of 14 TRs):
// 30 bars, ATR(14) from the 15th bar on
const qqq = {
  highs: [
    48.7, 48.72, 48.9, 48.87, 48.82, 49.05, 49.2, 49.35, 49.92, 50.19, 50.12, 49.66, 49.88, 50.19, 50.36,
    50.57, 50.65, 50.43, 49.63, 50.33, 50.29, 50.17, 49.32, 48.5, 48.32, 46.8, 47.8, 48.39, 48.66, 48.79,
  ],
  lows: [
    47.79, 48.14, 48.39, 48.37, 48.24, 48.64, 48.94, 48.86, 49.5, 49.87, 49.2, 48.9, 49.43, 49.73, 49.26,
    50.09, 50.3, 49.21, 48.98, 49.61, 49.2, 49.43, 48.08, 47.64, 41.55, 44.28, 47.31, 47.2, 47.9, 47.73,
  ],
  closes: [
    48.16, 48.61, 48.75, 48.63, 48.74, 49.03, 49.07, 49.32, 49.91, 50.13, 49.53, 49.5, 49.75, 50.03, 50.31,
    50.52, 50.41, 49.34, 49.37, 50.23, 49.24, 49.93, 48.43, 48.18, 46.57, 45.41, 47.77, 47.72, 48.62, 47.85,
  ],
};
const qqqAtr = [
  0.56786, 0.56158, 0.54647, 0.59458, 0.59854, 0.62436, 0.65762, 0.67707, 0.76085, 0.76794, 1.19665, 1.29118,
  1.36967, 1.35683, 1.32706, 1.30798,
];

// Wikipedia, Average true range: TR = max(high, previous close) - min(low, previous close);
// ATR = (previous ATR x (n - 1) + TR) / n. Worked by hand with n = 3:
// TRs 1 (bar 1), 1 (bar 2: prior close 10 below the low), 0.5, 1.5 (bar 4: gap up from 10.5);
// first ATR (2.5 / 3) at bar 3, then (0.8333 x 2 + 1.5) / 3 = 1.0556
const hand = {
  highs: [10, 10.5, 11, 10.9, 12],
  lows: [9, 9.5, 10.2, 10.4, 11.5],
  closes: [9.5, 10, 10.8, 10.5, 11.8],
  period: 3,
};

describe('averageTrueRange', () => {
  it('StockCharts QQQ example, ATR(14)', () => {
    const result = averageTrueRange(qqq);
    expect(result.trueRange[0]).toBeNull();
    expect(result.trueRange[1]).toBe(0.58); // 48.72 - 48.14 (floats: 0.5799999999999983)
    expect(result.atr.slice(0, 14)).toEqual(Array(14).fill(null));
    result.atr.slice(14).forEach((atr, index) => expect(atr).toBeCloseTo(qqqAtr[index] ?? Number.NaN, 4));
    expect(result.atrLast).toBeCloseTo(1.30798, 4);
  });

  it('hand-worked Wilder smoothing with gaps', () => {
    const result = averageTrueRange(hand);
    expect(result.trueRange).toEqual([null, 1, 1, 0.5, 1.5]);
    expect(result.atr.slice(0, 3)).toEqual([null, null, null]);
    expect(result.atr[3]).toBeCloseTo(2.5 / 3, 12);
    expect(result.atrLast).toBeCloseTo((5 / 3 + 1.5) / 3, 12);
  });

  it('takes the previous close when the bar gaps down below it', () => {
    // the prior close 20 sits above this bar's high of 18: TR = 20 - 17
    const result = averageTrueRange({ highs: [21, 18], lows: [19, 17], closes: [20, 17.5], period: 1 });
    expect(result.trueRange).toEqual([null, 3]);
    expect(result.atr).toEqual([null, 3]);
  });

  it('forex prices without float noise', () => {
    // 1.1050 - 1.1000 is 0.005 exactly (floats: 0.004999999999999893)
    const result = averageTrueRange({
      highs: [1.1, 1.105, 1.104],
      lows: [1.099, 1.1, 1.101],
      closes: [1.1, 1.104, 1.102],
      period: 2,
    });
    expect(result.trueRange).toEqual([null, 0.005, 0.003]);
    expect(result.atrLast).toBe(0.004);
  });

  it('has no ATR until there are period true ranges', () => {
    const result = averageTrueRange({ ...hand, period: 4 });
    expect(result.trueRange).toEqual([null, 1, 1, 0.5, 1.5]);
    expect(result.atr).toEqual([null, null, null, null, 1]);
    const short = averageTrueRange({ ...hand, period: 5 });
    expect(short.atr).toEqual([null, null, null, null, null]);
    expect(short.atrLast).toBeNull();
  });

  it('defaults to 14 periods', () => {
    expect(averageTrueRange({ highs: qqq.highs, lows: qqq.lows, closes: qqq.closes }).atrLast).toBeCloseTo(
      1.30798,
      4,
    );
  });

  const errors: [string, Record<string, unknown>, string, string][] = [
    ['high below low', { highs: [10, 9], lows: [9, 9.5], closes: [9.5, 9.5] }, 'TRADE-002', 'highs[1]'],
    [
      'lists of different lengths',
      { highs: [10, 11], lows: [9], closes: [9.5, 10] },
      'VALIDATION-009',
      'closes',
    ],
    ['zero period', { ...hand, period: 0 }, 'VALIDATION-009', 'period'],
    ['fractional period', { ...hand, period: 2.5 }, 'VALIDATION-010', 'period'],
    [
      'close above the high',
      { highs: [10, 11], lows: [9, 10], closes: [9.5, 11.5] },
      'TRADE-002',
      'closes[1]',
    ],
    ['negative low', { highs: [10, 11], lows: [-1, 10], closes: [9.5, 10.5] }, 'TRADE-002', 'lows[0]'],
    [
      'NaN high',
      { highs: [10, Number.NaN], lows: [9, 10], closes: [9.5, 10.5] },
      'VALIDATION-010',
      'highs[1]',
    ],
    ['no lows', { highs: [10], closes: [9.5] }, 'VALIDATION-001', 'lows'],
  ];
  it.each(errors)('rejects %s', (_name, input, code, field) => {
    expect(thrownBy(() => averageTrueRange(untyped(input)))).toEqual({ code, field });
  });
});
