import { describe, expect, it } from 'vitest';
import {
  checkTransactionForm,
  emptyTransactionForm,
  typedTransactionAmount,
  type TransactionFormValues,
} from './account-transaction.ts';

const form = (overrides: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  ...emptyTransactionForm('2026-01-05T09:30'),
  amount: '1,000',
  ...overrides,
});

describe('checkTransactionForm', () => {
  it('stores a deposit as a positive amount, the note trimmed', () => {
    expect(checkTransactionForm(form({ amount: '2,500.50', note: '  January top-up ' }))).toEqual({
      ok: true,
      draft: { kind: 'deposit', occurredAt: '2026-01-05T09:30', amount: '2500.50', note: 'January top-up' },
    });
  });

  it.each([
    ['a withdrawal takes the amount out', { kind: 'withdrawal', amount: '500' }, '-500'],
    ['a fee takes the amount out', { kind: 'fee', amount: '4.95' }, '-4.95'],
    ['interest earned adds', { kind: 'interest', amount: '1.23' }, '1.23'],
    ['interest paid with a minus subtracts', { kind: 'interest', amount: '-7' }, '-7'],
    ['an adjustment up', { kind: 'adjustment', amount: '+0.01' }, '0.01'],
    ['an adjustment down', { kind: 'adjustment', amount: '- 12.5' }, '-12.5'],
    ['the smallest amount', { kind: 'deposit', amount: '0.000000000001' }, '0.000000000001'],
    ['the largest amount', { kind: 'withdrawal', amount: '999999999999999.99' }, '-999999999999999.99'],
  ])('%s', (_case, overrides, amount) => {
    const check = checkTransactionForm(form(overrides));
    expect(check.ok && check.draft.amount).toBe(amount);
  });

  it('keeps no note as none and takes seconds in the time', () => {
    const check = checkTransactionForm(form({ note: '   ', occurredAt: '2026-03-29T02:30:15' }));
    expect(check.ok && check.draft).toMatchObject({ note: null, occurredAt: '2026-03-29T02:30:15' });
  });

  it.each([
    [
      'a kind outside the list',
      { kind: 'bonus' },
      'kind',
      'Choose deposit, withdrawal, fee, interest or adjustment.',
    ],
    ['no time', { occurredAt: '' }, 'occurredAt', 'Enter the date and time, like 2026-01-05 09:30.'],
    [
      'a day not on the calendar',
      { occurredAt: '2026-02-30T10:00' },
      'occurredAt',
      'Enter the date and time, like 2026-01-05 09:30.',
    ],
    [
      'an hour past 23',
      { occurredAt: '2026-01-05T24:00' },
      'occurredAt',
      'Enter the date and time, like 2026-01-05 09:30.',
    ],
    [
      'a date without a time',
      { occurredAt: '2026-01-05' },
      'occurredAt',
      'Enter the date and time, like 2026-01-05 09:30.',
    ],
    ['no amount', { amount: ' ' }, 'amount', 'Enter the amount, like 500.'],
    ['a zero amount', { amount: '0.00' }, 'amount', 'Enter an amount above 0.'],
    ['a zero adjustment', { kind: 'adjustment', amount: '-0' }, 'amount', 'Enter an amount above 0.'],
    ['a signed deposit', { amount: '-100' }, 'amount', 'Enter the amount without a sign: a deposit adds it.'],
    [
      'a signed withdrawal',
      { kind: 'withdrawal', amount: '-100' },
      'amount',
      'Enter the amount without a sign: a withdrawal subtracts it.',
    ],
    [
      'a fee with a plus',
      { kind: 'fee', amount: '+3' },
      'amount',
      'Enter the amount without a sign: a fee subtracts it.',
    ],
    ['an amount in words', { amount: 'lots' }, 'amount', 'Enter an amount, like 500 or 1,250.75.'],
    [
      'two minus signs',
      { kind: 'adjustment', amount: '--5' },
      'amount',
      'Enter an amount, like 500 or 1,250.75.',
    ],
    [
      'an amount of 1e15',
      { amount: '1,000,000,000,000,000' },
      'amount',
      'Use at most 15 digits before the decimal point and 12 after it.',
    ],
    ['a note of 2,001 characters', { note: 'n'.repeat(2001) }, 'note', 'Use at most 2000 characters.'],
  ])('refuses %s on its field', (_case, overrides, field, message) => {
    expect(checkTransactionForm(form(overrides))).toEqual({ ok: false, issues: [{ field, message }] });
  });

  it('counts a note in characters, as the database does', () => {
    expect(checkTransactionForm(form({ note: '💸'.repeat(2000) })).ok).toBe(true);
  });

  it('reports every field at once', () => {
    const check = checkTransactionForm({ kind: '', occurredAt: 'x', amount: '-', note: 'n'.repeat(2001) });
    expect(check.ok ? [] : check.issues.map((issue) => issue.field)).toEqual([
      'kind',
      'occurredAt',
      'amount',
      'note',
    ]);
  });
});

describe('typedTransactionAmount', () => {
  it.each([
    ['deposit', '250', '250'],
    ['withdrawal', '-250.50', '250.50'],
    ['fee', '-4.95', '4.95'],
    ['interest', '-7', '-7'],
    ['adjustment', '12', '12'],
  ] as const)(
    'shows a stored %s of %s as %s, which checks back to the same amount',
    (kind, stored, typed) => {
      expect(typedTransactionAmount(kind, stored)).toBe(typed);
      const check = checkTransactionForm(form({ kind, amount: typed }));
      expect(check.ok && check.draft.amount).toBe(stored);
    },
  );
});
