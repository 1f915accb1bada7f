import { describe, expect, it } from 'vitest';
import { accountMoneyText, accountPnlDirection, accountPnlText } from './account-money.ts';

describe('accountMoneyText', () => {
  it.each([
    ['25000.5', '25,000.50'],
    ['10000', '10,000.00'],
    ['0', '0.00'],
    ['-300', '\u2212300.00'],
    ['-1234567.125', '\u22121,234,567.125'],
    ['0.000000000001', '0.000000000001'],
  ])('shows %s as %s', (plain, shown) => {
    expect(accountMoneyText(plain)).toBe(shown);
  });
});

describe('accountPnlText and accountPnlDirection', () => {
  it.each([
    ['150.5', '+150.50', 'gain'],
    ['-42', '\u221242.00', 'loss'],
    ['0.00', '0.00', 'flat'],
  ] as const)('shows %s as %s, a %s', (plain, shown, direction) => {
    expect(accountPnlText(plain)).toBe(shown);
    expect(accountPnlDirection(plain)).toBe(direction);
  });
});
