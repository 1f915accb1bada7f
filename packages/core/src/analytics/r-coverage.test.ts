import { describe, expect, it } from 'vitest';
import { rCoverage } from './r-coverage.ts';

describe('rCoverage', () => {
  it('says how many trades a figure in R covers and how many it leaves out', () => {
    expect(rCoverage(42, 73)).toBe('over 42 of 73 trades (31 without a stop left out)');
    expect(rCoverage(1_204, 2_000)).toBe('over 1,204 of 2,000 trades (796 without a stop left out)');
  });

  it('says so when it covers every trade', () => {
    expect(rCoverage(12, 12)).toBe('over all 12 trades');
    expect(rCoverage(1, 1)).toBe('over the 1 trade');
  });

  it('says why there is no figure at all', () => {
    expect(rCoverage(0, 5)).toBe('none of 5 trades has a stop');
    expect(rCoverage(0, 0)).toBe('no closed trades');
  });
});
