import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it.each([
    [0, '0 trades'],
    [1, '1 trade'],
    [2, '2 trades'],
    [1204, '1,204 trades'],
    [1_000_000, '1,000,000 trades'],
  ])('%i', (count, expected) => {
    expect(countOf(count, 'trade', 'trades')).toBe(expected);
  });
});
