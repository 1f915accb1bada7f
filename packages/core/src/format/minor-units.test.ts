import { describe, expect, it } from 'vitest';
import { moneyDecimals } from './minor-units.ts';

describe('moneyDecimals', () => {
  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['CLP', 0],
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['BHD', 3],
    ['KWD', 3],
    ['JOD', 3],
    ['CLF', 4],
  ])("gives %s ISO 4217's %i minor units", (currency, decimals) => {
    expect(moneyDecimals(currency)).toBe(decimals);
  });

  it('gives the same whatever the browser: ISO 4217, not Intl, decides', () => {
    expect(moneyDecimals('HUF')).toBe(2);
    expect(moneyDecimals('IDR')).toBe(2);
  });

  it('reads a code in any case and with stray spaces', () => {
    expect(moneyDecimals('jpy')).toBe(0);
    expect(moneyDecimals(' kwd ')).toBe(3);
  });

  it('gives 2 to codes it does not know and to no currency at all', () => {
    expect(moneyDecimals('ZZQ')).toBe(2);
    expect(moneyDecimals('GOLD')).toBe(2);
    expect(moneyDecimals('USDT')).toBe(2);
    expect(moneyDecimals('')).toBe(2);
    expect(moneyDecimals(null)).toBe(2);
    expect(moneyDecimals(undefined)).toBe(2);
  });
});
