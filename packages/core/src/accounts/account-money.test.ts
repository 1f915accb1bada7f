import { describe, expect, it } from 'vitest';
import { accountPnlDirection } from './account-money.ts';

describe('accountPnlDirection', () => {
  it.each([
    ['150.5', 'gain'],
    ['-42', 'loss'],
    ['0.00', 'flat'],
    ['-0.000000000001', 'loss'],
  ] as const)('reads %s as a %s', (plain, direction) => {
    expect(accountPnlDirection(plain)).toBe(direction);
  });
});
