import { describe, expect, it } from 'vitest';
import { NUMBER_FORMATS, type NumberFormat } from './format-options.ts';
import { formatCount, formatNumber, formatPercent, formatR } from './number-format.ts';

const en = { numberFormat: '1,234.56' } as const;
const NBSP = '\u00a0';

describe('formatNumber', () => {
  it.each<[NumberFormat, string]>([
    ['1,234.56', '1,234,567.89'],
    ['1.234,56', '1.234.567,89'],
    ['1 234,56', `1${NBSP}234${NBSP}567,89`],
    ["1'234.56", "1'234'567.89"],
  ])('groups and marks decimals in the %s format', (numberFormat, shown) => {
    expect(formatNumber(1234567.891, { numberFormat })).toBe(shown);
    expect(formatNumber('1234567.891', { numberFormat })).toBe(shown);
  });

  it('covers every format the settings allow', () => {
    expect(NUMBER_FORMATS).toHaveLength(4);
    for (const numberFormat of NUMBER_FORMATS)
      expect(formatNumber(0.5, { numberFormat })).toMatch(/^0[.,]50$/);
  });

  it('writes negatives with a real minus and gains with a plus only when signed', () => {
    expect(formatNumber(-1234.5, en)).toBe('\u22121,234.50');
    expect(formatNumber(1234.5, en)).toBe('1,234.50');
    expect(formatNumber(1234.5, en, { signed: true })).toBe('+1,234.50');
    expect(formatNumber('-20', en, { signed: true })).toBe('\u221220.00');
  });

  it('gives zero no sign, even a negative zero or one that rounds to zero', () => {
    expect(formatNumber(0, en, { signed: true })).toBe('0.00');
    expect(formatNumber(-0, en, { signed: true })).toBe('0.00');
    expect(formatNumber(-0.001, en, { signed: true })).toBe('0.00');
    expect(formatNumber('-0.004', en)).toBe('0.00');
  });

  it('rounds half away from zero as a trader reads it, numbers and text alike', () => {
    expect(formatNumber(1.005, en)).toBe('1.01');
    expect(formatNumber('1.005', en)).toBe('1.01');
    expect(formatNumber('-1.005', en)).toBe('\u22121.01');
    expect(formatNumber('9.999', en)).toBe('10.00');
    expect(formatNumber('999999.995', en)).toBe('1,000,000.00');
  });

  it('keeps every digit of large amounts, without exponents', () => {
    expect(formatNumber(1e21, en, { decimals: 0 })).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber('123456789012345.67', en)).toBe('123,456,789,012,345.67');
  });

  it('shows between decimals and maxDecimals, dropping trailing zeros past the minimum', () => {
    expect(formatNumber('25000.5', en, { decimals: 2, maxDecimals: 12 })).toBe('25,000.50');
    expect(formatNumber('0.000000000001', en, { decimals: 2, maxDecimals: 12 })).toBe('0.000000000001');
    expect(formatNumber(1.23456, en, { decimals: 0, maxDecimals: 3 })).toBe('1.235');
    expect(formatNumber('7', en, { decimals: 0 })).toBe('7');
  });

  it('writes nothing as a dash and unbounded ratios as infinity', () => {
    for (const none of [null, undefined, NaN, '', 'abc', '1.2.3']) expect(formatNumber(none, en)).toBe('—');
    expect(formatNumber(Infinity, en)).toBe('∞');
    expect(formatNumber(-Infinity, en)).toBe('\u2212∞');
  });
});

describe('formatCount, formatPercent and formatR', () => {
  it('counts without decimals', () => {
    expect(formatCount(10000, en)).toBe('10,000');
    expect(formatCount(10000, { numberFormat: '1.234,56' })).toBe('10.000');
  });

  it('writes percentages to one decimal, signed for changes', () => {
    expect(formatPercent(55, en)).toBe('55.0%');
    expect(formatPercent(-3.14, en, { signed: true })).toBe('\u22123.1%');
    expect(formatPercent(3.14, en, { signed: true, decimals: 2 })).toBe('+3.14%');
    expect(formatPercent(12.5, { numberFormat: '1.234,56' })).toBe('12,5%');
    expect(formatPercent(null, en)).toBe('—');
  });

  it('writes R multiples signed to two decimals', () => {
    expect(formatR(1.25, en)).toBe('+1.25R');
    expect(formatR('-0.5', en)).toBe('\u22120.50R');
    expect(formatR(0, en)).toBe('0.00R');
    expect(formatR(1.25, en, { signed: false })).toBe('1.25R');
    expect(formatR(1.25, { numberFormat: '1 234,56' })).toBe('+1,25R');
    expect(formatR(NaN, en)).toBe('—');
    expect(formatR(Infinity, en)).toBe('∞R');
  });
});
