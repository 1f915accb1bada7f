import { DEFAULT_DISPLAY_FORMAT } from '@edgelog/core';
import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format/display-format';
import type { AccountRow } from '../api/accounts';
import { breakdownOf } from './balance-breakdown';

const account: AccountRow = {
  id: 'account-1',
  name: 'Main',
  broker: null,
  kind: 'live',
  currency: 'USD',
  balance: '10749.5',
  starting_balance: '10000',
  starting_date: null,
  break_even_tolerance: '0',
  transactions_total: '-250.5',
  realized_pnl: '1000',
  status: 'open',
  is_sample: false,
};

describe('breakdownOf', () => {
  it('names the three parts of the balance, each as money', () => {
    expect(breakdownOf(account, formatterFor(DEFAULT_DISPLAY_FORMAT))).toBe(
      '10,000.00 starting + \u2212250.50 transactions + 1,000.00 closed trades',
    );
  });

  it("writes each part in the account currency's minor units", () => {
    const yen = {
      ...account,
      currency: 'JPY',
      starting_balance: '1500000',
      transactions_total: '10111.589216',
    };
    expect(breakdownOf(yen, formatterFor(DEFAULT_DISPLAY_FORMAT))).toBe(
      '1,500,000 starting + 10,112 transactions + 1,000 closed trades',
    );
  });
});
