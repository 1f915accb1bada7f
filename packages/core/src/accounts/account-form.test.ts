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
  startingBalance: '10,000',
  ...overrides,
});

describe('checkAccountForm', () => {
  it('reads the account as it is stored: trimmed, capitals, exact decimal text', () => {
    expect(
      checkAccountForm(
        form({
          name: '  Prop challenge ',
          broker: ' FTMO ',
          kind: 'prop',
          currency: ' eur',
          startingBalance: '100,000.50',
          startingDate: '2026-01-02',
          breakEvenTolerance: '2.50',
        }),
      ),
    ).toEqual({
      ok: true,
      draft: {
        name: 'Prop challenge',
        broker: 'FTMO',
        kind: 'prop',
        currency: 'EUR',
        startingBalance: '100000.50',
        startingDate: '2026-01-02',
        breakEvenTolerance: '2.50',
        status: 'open',
      },
    });
  });

  it.each([
    ['an empty broker as none', { broker: '   ' }, { broker: null }],
    ['a zero starting balance', { startingBalance: '0' }, { startingBalance: '0' }],
    [
      'every decimal of the starting balance',
      { startingBalance: '0.000000000001' },
      { startingBalance: '0.000000000001' },
    ],
    [
      'the largest starting balance the table holds',
      { startingBalance: '999,999,999,999,999.99' },
      { startingBalance: '999999999999999.99' },
    ],
    ['no starting date as none', { startingDate: '  ' }, { startingDate: null }],
    ['a leap day', { startingDate: '2028-02-29' }, { startingDate: '2028-02-29' }],
    ['no tolerance as none at all', { breakEvenTolerance: '' }, { breakEvenTolerance: '0' }],
    ['a tolerance in cents', { breakEvenTolerance: '0.5' }, { breakEvenTolerance: '0.5' }],
    ['a closed account', { status: 'closed' }, { status: 'closed' }],
    ['80 characters of name', { name: 'n'.repeat(80) }, { name: 'n'.repeat(80) }],
    // Postgres counts characters, not UTF-16 units.
    ['80 emoji in a name', { name: '📈'.repeat(80) }, { name: '📈'.repeat(80) }],
  ])('accepts %s', (_case, overrides, expected) => {
    const check = checkAccountForm(form(overrides));
    expect(check.ok && check.draft).toMatchObject(expected);
  });

  it.each(['live', 'demo', 'prop', 'paper', 'backtest'])('accepts a %s account', (kind) => {
    const check = checkAccountForm(form({ kind }));
    expect(check.ok && check.draft.kind).toBe(kind);
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
    [
      'no starting balance',
      { startingBalance: '' },
      'startingBalance',
      'Enter the starting balance, like 10,000; 0 for an empty account.',
    ],
    [
      'a starting balance of separators only',
      { startingBalance: ',' },
      'startingBalance',
      'Enter the starting balance, like 10,000; 0 for an empty account.',
    ],
    [
      'a negative starting balance',
      { startingBalance: '-5' },
      'startingBalance',
      'The starting balance cannot be negative.',
    ],
    [
      'a starting balance in words',
      { startingBalance: 'ten' },
      'startingBalance',
      'Enter an amount, like 10,000 or 2,500.50.',
    ],
    [
      'a starting balance with an exponent',
      { startingBalance: '1e5' },
      'startingBalance',
      'Enter an amount, like 10,000 or 2,500.50.',
    ],
    [
      'a starting balance of 1e15',
      { startingBalance: '1,000,000,000,000,000' },
      'startingBalance',
      'Use at most 15 digits before the decimal point and 12 after it.',
    ],
    [
      'a starting date that is not on the calendar',
      { startingDate: '2026-02-29' },
      'startingDate',
      'Enter a date, like 2026-01-02, or leave it empty.',
    ],
    [
      'a starting date in another format',
      { startingDate: '02/01/2026' },
      'startingDate',
      'Enter a date, like 2026-01-02, or leave it empty.',
    ],
    [
      'a negative tolerance',
      { breakEvenTolerance: '-1' },
      'breakEvenTolerance',
      'The tolerance cannot be negative.',
    ],
    [
      'a tolerance in words',
      { breakEvenTolerance: 'a dollar' },
      'breakEvenTolerance',
      'Enter an amount, like 10,000 or 2,500.50.',
    ],
    ['a kind outside the list', { kind: 'real' }, 'kind', 'Choose live, demo, prop firm, paper or backtest.'],
    ['a status outside the list', { status: 'archived' }, 'status', 'Choose open or closed.'],
  ])('refuses %s on its field', (_case, overrides, field, message) => {
    expect(checkAccountForm(form(overrides))).toEqual({ ok: false, issues: [{ field, message }] });
  });

  it('reports every field at once', () => {
    const check = checkAccountForm({
      name: '',
      broker: '',
      kind: '',
      currency: '',
      startingBalance: 'x',
      startingDate: 'soon',
      breakEvenTolerance: '-1',
      status: '',
    });
    expect(check.ok ? [] : check.issues.map((issue) => issue.field)).toEqual([
      'name',
      'kind',
      'currency',
      'startingBalance',
      'startingDate',
      'breakEvenTolerance',
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
