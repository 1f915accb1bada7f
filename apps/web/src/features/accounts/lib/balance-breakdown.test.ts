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
});
