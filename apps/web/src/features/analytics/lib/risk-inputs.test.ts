import { describe, expect, it } from 'vitest';
import {
  checkMonteCarlo,
  checkRuinThreshold,
  DEFAULT_MONTE_CARLO,
  monteCarloFromSearch,
  monteCarloText,
  writeMonteCarloSearch,
} from './risk-inputs';

describe('the risk of ruin threshold', () => {
  it('turns a % of the starting equity into money, to the cent', () => {
    expect(checkRuinThreshold('20', 12_345.67)).toEqual({ ok: true, value: { pct: 20, amount: 2469.13 } });
    expect(checkRuinThreshold(' 2.5 ', 10_000)).toEqual({ ok: true, value: { pct: 2.5, amount: 250 } });
  });

  it('says how to fix what cannot be used', () => {
    expect(checkRuinThreshold('abc', 10_000)).toEqual({ ok: false, error: 'Enter a number, for example 20' });
    expect(checkRuinThreshold('0', 10_000)).toMatchObject({ ok: false, error: /above 0 %/ });
    expect(checkRuinThreshold('120', 10_000)).toMatchObject({ ok: false });
    expect(checkRuinThreshold('20', 0)).toMatchObject({ ok: false, error: /starting equity/ });
  });
});

describe('the Monte Carlo inputs', () => {
  it('accepts the defaults and an empty drawdown limit', () => {
    expect(checkMonteCarlo(monteCarloText(DEFAULT_MONTE_CARLO)).value).toEqual(DEFAULT_MONTE_CARLO);
    const none = checkMonteCarlo({ ...monteCarloText(DEFAULT_MONTE_CARLO), drawdownLimitPct: ' ' });
    expect(none.value?.drawdownLimitPct).toBeNull();
  });

  it('tells each field what is wrong with it', () => {
    const checked = checkMonteCarlo({ trades: '49', runs: '1000.5', seed: '-1', drawdownLimitPct: '0' });
    expect(checked.value).toBeNull();
    expect(checked.errors).toEqual({
      trades: 'Trades: from 50 to 1,000',
      runs: 'Runs: enter a whole number from 100 to 5,000',
      seed: 'Seed: from 0 to 4,294,967,295',
      drawdownLimitPct: 'Drawdown limit: above 0 % and at most 100 %, or empty for none',
    });
  });

  it('round-trips through the URL, leaving its other parameters alone', () => {
    const inputs = { trades: 250, runs: 500, seed: 42, drawdownLimitPct: null };
    const search = writeMonteCarloSearch(new URLSearchParams('preset=this-month'), inputs);
    expect(search.get('preset')).toBe('this-month');
    expect(checkMonteCarlo(monteCarloFromSearch(search)).value).toEqual(inputs);
    expect(monteCarloFromSearch(new URLSearchParams())).toEqual(monteCarloText(DEFAULT_MONTE_CARLO));
  });
});
