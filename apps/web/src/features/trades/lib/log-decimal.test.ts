import { describe, expect, it } from 'vitest';
import { decimalSign, roundDecimal, sumDecimals } from './log-decimal';

describe('sumDecimals', () => {
  it.each<[(string | null)[], string]>([
    [[], '0'],
    [['1.10', '2.205', '-0.305'], '3.000'],
    [['-0.5', '0.25'], '-0.25'],
    [['0.001', '-0.001'], '0.000'],
    [['0.1', '0.2'], '0.3'],
    [[' 2 ', '3'], '5'],
    // beyond a double's exact integers: no cent lost
    [['9007199254740993.01', '0.01'], '9007199254740993.02'],
    // malformed or missing values count as nothing
    [['1', null, 'abc', '1e3', '.5', '2.', '4'], '5'],
  ])('%j', (values, expected) => {
    expect(sumDecimals(values)).toBe(expected);
  });
});

describe('roundDecimal', () => {
  it.each<[string, number, string | null]>([
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['1.004', 2, '1.00'],
    ['-1.004', 2, '-1.00'],
    ['-0.004', 2, '0.00'],
    ['-0.005', 2, '-0.01'],
    ['2', 2, '2.00'],
    ['0.5', 3, '0.500'],
    ['12.5', 0, '13'],
    ['-12.5', 0, '-13'],
    ['12.49', 0, '12'],
    ['1.2345', 3, '1.235'],
    ['99.995', 2, '100.00'],
    ['abc', 2, null],
    ['', 2, null],
  ])('%s to %i places', (text, places, expected) => {
    expect(roundDecimal(text, places)).toBe(expected);
  });
});

describe('decimalSign', () => {
  it.each<[string, -1 | 0 | 1]>([
    ['-3', -1],
    ['-0.01', -1],
    ['0.01', 1],
    ['0', 0],
    ['-0.00', 0],
    ['x', 0],
  ])('%s', (text, expected) => {
    expect(decimalSign(text)).toBe(expected);
  });
});
