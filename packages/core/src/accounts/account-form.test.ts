import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACCOUNT_FORM,
  accountNameKey,
  checkAccountForm,
  type AccountFormValues,
} from './account-form.ts';

const form = (overrides: Partial<AccountFormValues> = {}): AccountFormValues => ({
  ...EMPTY_ACCOUNT_FORM,
  name: 'Main brokerage',
  balance: '10,000',
  ...overrides,
});

describe('checkAccountForm', () => {
  it('reads the account as it is stored: trimmed, capitals, exact decimal text', () => {
    expect(
      checkAccountForm(
        form({ name: '  Prop challenge ', broker: ' FTMO ', currency: ' eur', balance: '100,000.50' }),
      ),
    ).toEqual({
      ok: true,
      draft: {
        name: 'Prop challenge',
        broker: 'FTMO',
        currency: 'EUR',
        balance: '100000.50',
        status: 'open',
      },
    });
  });

  it.each([
    ['an empty broker as none', { broker: '   ' }, { broker: null }],
    ['a zero balance', { balance: '0' }, { balance: '0' }],
    ['every decimal of the balance', { balance: '0.000000000001' }, { balance: '0.000000000001' }],
    [
      'the largest balance the table holds',
      { balance: '999,999,999,999,999.99' },
      { balance: '999999999999999.99' },
    ],
    ['a closed account', { status: 'closed' }, { status: 'closed' }],
    ['80 characters of name', { name: 'n'.repeat(80) }, { name: 'n'.repeat(80) }],
    // Postgres counts characters, not UTF-16 units.
    ['80 emoji in a name', { name: '📈'.repeat(80) }, { name: '📈'.repeat(80) }],
  ])('accepts %s', (_case, overrides, expected) => {
    const check = checkAccountForm(form(overrides));
    expect(check.ok && check.draft).toMatchObject(expected);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Enter a name, like “Main brokerage”.'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'name', 'Use at most 80 characters.'],
    ['a broker of 81 characters', { broker: 'b'.repeat(81) }, 'broker', 'Use at most 80 characters.'],
    ['a two-letter currency', { currency: 'US' }, 'currency', 'Use a three-letter currency code, like USD.'],
    [
      'a currency with a digit',
      { currency: 'US1' },
      'currency',
      'Use a three-letter currency code, like USD.',
    ],
    ['no balance', { balance: '' }, 'balance', 'Enter the balance, like 10,000; 0 for an empty account.'],
    [
      'a balance of separators only',
      { balance: ',' },
      'balance',
      'Enter the balance, like 10,000; 0 for an empty account.',
    ],
    ['a negative balance', { balance: '-5' }, 'balance', 'The balance cannot be negative.'],
    ['a balance in words', { balance: 'ten' }, 'balance', 'Enter an amount, like 10,000 or 2,500.50.'],
    [
      'a balance with an exponent',
      { balance: '1e5' },
      'balance',
      'Enter an amount, like 10,000 or 2,500.50.',
    ],
    [
      'a balance of 1e15',
      { balance: '1,000,000,000,000,000' },
      'balance',
      'Use at most 15 digits before the decimal point and 12 after it.',
    ],
    ['a status outside the list', { status: 'archived' }, 'status', 'Choose open or closed.'],
  ])('refuses %s on its field', (_case, overrides, field, message) => {
    expect(checkAccountForm(form(overrides))).toEqual({ ok: false, issues: [{ field, message }] });
  });

  it('reports every field at once', () => {
    const check = checkAccountForm({ name: '', broker: '', currency: '', balance: 'x', status: '' });
    expect(check.ok ? [] : check.issues.map((issue) => issue.field)).toEqual([
      'name',
      'currency',
      'balance',
      'status',
    ]);
  });

  it('refuses a name another account has, whatever its capitals and spaces', () => {
    expect(checkAccountForm(form({ name: ' main BROKERAGE ' }), { otherNames: ['Main brokerage'] })).toEqual({
      ok: false,
      issues: [{ field: 'name', message: 'You already have an account with this name.' }],
    });
    expect(checkAccountForm(form(), { otherNames: ['Main brokerage 2'] }).ok).toBe(true);
  });
});

describe('accountNameKey', () => {
  it('compares names as the unique index does', () => {
    expect(accountNameKey('  Main ')).toBe(accountNameKey('MAIN'));
  });
});
