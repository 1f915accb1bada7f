import { describe, expect, it } from 'vitest';
import { goalCurrency } from './goal-currency';

describe('goalCurrency', () => {
  const accounts = [
    { id: 'a', currency: 'USD' },
    { id: 'b', currency: 'EUR' },
    { id: 'c', currency: 'USD' },
  ];

  it('is the account’s own currency for a goal on one account', () => {
    expect(goalCurrency('b', accounts)).toBe('EUR');
    expect(goalCurrency('gone', accounts)).toBeNull();
  });

  it('is the shared currency over every account, none when they differ', () => {
    expect(
      goalCurrency(
        null,
        accounts.filter((account) => account.currency === 'USD'),
      ),
    ).toBe('USD');
    expect(goalCurrency(null, accounts)).toBeNull();
    expect(goalCurrency(null, [])).toBeNull();
  });
});
