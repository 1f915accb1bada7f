import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMinutes,
  formatMoney,
  formatPercent,
  formatR,
  formatRatio,
} from './performance-format';

describe('figures on the performance and risk pages', () => {
  it('tells money with its currency and sign, a typographic minus and no sign on zero', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('+$1,234.50');
    expect(formatMoney(-80, 'USD')).toBe('\u2212$80.00');
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
    expect(formatMoney(1234.5, 'EUR', false)).toBe('€1,234.50');
    expect(formatMoney(null, 'USD')).toBe('—');
  });

  it('tells R, %, ratios and counts, with ∞ for an unbounded ratio', () => {
    expect(formatR(1.254)).toBe('+1.25R');
    expect(formatR(-1)).toBe('\u22121.00R');
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(-12.34, true)).toBe('\u221212.3%');
    expect(formatRatio(Infinity)).toBe('∞');
    expect(formatRatio(1.5)).toBe('1.50');
    expect(formatCount(12345)).toBe('12,345');
  });

  it('tells durations in their two largest units', () => {
    expect(formatMinutes(12.4)).toBe('12m');
    expect(formatMinutes(125)).toBe('2h 05m');
    expect(formatMinutes(3 * 1440 + 245)).toBe('3d 4h');
    expect(formatMinutes(null)).toBe('—');
  });
});
