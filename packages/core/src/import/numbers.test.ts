import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';

describe('parseNumber', () => {
  it.each([
    ['1234.5', '.', 1234.5],
    ['1,234.50', '.', 1234.5],
    ['1.234,50', ',', 1234.5],
    ['1 234,5', ',', 1234.5],
    ["1'234.5", '.', 1234.5],
    ['(12.50)', '.', -12.5],
    ['$(59.00)', '.', -59],
    ['($1,059.25)', '.', -1059.25],
    ['(EUR 3,20)', ',', -3.2],
    ['$1,200', '.', 1200],
    ['-$3.10', '.', -3.1],
    ['$-3.10', '.', -3.1],
    ['12.5-', '.', -12.5],
    ['EUR 3,20', ',', 3.2],
    ['3.20 USD', '.', 3.2],
    ['+7', '.', 7],
    ['\u22127', '.', -7],
    ['.5', '.', 0.5],
    ['1e-7', '.', 1e-7],
    ['1,500', ',', 1.5],
    ['1,500', '.', 1500],
  ] as const)('reads %s with a %s decimal', (text, decimal, expected) => {
    expect(parseNumber(text, decimal)).toBe(expected);
  });

  it.each([
    ['', '.'],
    ['abc', '.'],
    ['1,5', '.'],
    ['1.2.3', '.'],
    ['1,234,5', '.'],
    ['12,34.5', '.'],
    ['1.5,3', '.'],
    ['--1', '.'],
  ] as const)('refuses %s with a %s decimal instead of guessing', (text, decimal) => {
    expect(parseNumber(text, decimal)).toBeNull();
  });
});
