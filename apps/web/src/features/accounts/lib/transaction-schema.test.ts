import { describe, expect, it } from 'vitest';
import { transactionFormSchema } from './transaction-schema';

const valid = { kind: 'deposit', occurredAt: '2026-01-05T09:30', amount: '500', note: '' };

const fieldsWithIssues = (values: typeof valid) => {
  const parsed = transactionFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('transactionFormSchema', () => {
  it('accepts a complete transaction', () => {
    expect(fieldsWithIssues(valid)).toEqual([]);
  });

  it.each<[string, Partial<typeof valid>, string[]]>([
    ['an unknown kind', { kind: 'gift' }, ['kind']],
    ['no time', { occurredAt: '' }, ['occurredAt']],
    ['no amount', { amount: '' }, ['amount']],
    ['an amount that is not a number', { amount: 'lots' }, ['amount']],
    ['a note too long', { note: 'x'.repeat(10_000) }, ['note']],
    ['several at once', { occurredAt: 'soon', amount: 'lots' }, ['occurredAt', 'amount']],
  ])('reports %s on its field', (_, set, fields) => {
    expect(fieldsWithIssues({ ...valid, ...set })).toEqual(fields);
  });
});
