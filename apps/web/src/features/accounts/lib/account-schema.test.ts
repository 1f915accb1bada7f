import { describe, expect, it } from 'vitest';
import { accountFormSchema, isDuplicateName } from './account-schema';

const valid = {
  name: 'Main',
  broker: '',
  kind: 'live',
  currency: 'usd',
  startingBalance: '10000',
  startingDate: '',
  breakEvenTolerance: '',
  status: 'open',
};

const fieldsWithIssues = (values: typeof valid, otherNames: string[] = []) => {
  const parsed = accountFormSchema(otherNames).safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('accountFormSchema', () => {
  it('accepts a complete account', () => {
    expect(fieldsWithIssues(valid)).toEqual([]);
  });

  it.each<[string, Partial<typeof valid>, string[]]>([
    ['no name', { name: '  ' }, ['name']],
    ['an unknown kind', { kind: 'savings' }, ['kind']],
    ['a currency that is not a code', { currency: 'dollars' }, ['currency']],
    ['a negative starting balance', { startingBalance: '-5' }, ['startingBalance']],
    ['a starting date that is not a date', { startingDate: '2026-02-30' }, ['startingDate']],
    ['a negative tolerance', { breakEvenTolerance: '-1' }, ['breakEvenTolerance']],
    ['an unknown status', { status: 'frozen' }, ['status']],
    ['several at once', { kind: '', status: '' }, ['kind', 'status']],
  ])('reports %s on its field', (_, set, fields) => {
    expect(fieldsWithIssues({ ...valid, ...set })).toEqual(fields);
  });

  it('reports a name another account has, in any case', () => {
    expect(fieldsWithIssues(valid, ['Swing', 'main'])).toEqual(['name']);
    expect(fieldsWithIssues(valid, ['Swing'])).toEqual([]);
  });
});

describe('isDuplicateName', () => {
  it.each<[unknown, boolean]>([
    [{ code: '23505', message: 'duplicate key value' }, true],
    [{ code: '23514' }, false],
    [{ code: 23505 }, false],
    [new Error('23505'), false],
    ['23505', false],
    [null, false],
    [undefined, false],
  ])('%j', (error, expected) => {
    expect(isDuplicateName(error)).toBe(expected);
  });
});
