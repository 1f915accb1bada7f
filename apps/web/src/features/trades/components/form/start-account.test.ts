import { describe, expect, it } from 'vitest';
import { startAccountId } from './start-account';

const open = (id: string) => ({ id, status: 'open' as const });
const closed = (id: string) => ({ id, status: 'closed' as const });

describe('startAccountId', () => {
  it.each([
    { name: 'the default account wins', accounts: [open('a'), open('b')], def: 'b', last: 'a', want: 'b' },
    { name: 'else the last used', accounts: [open('a'), open('b')], def: null, last: 'b', want: 'b' },
    {
      name: 'a closed default falls to the last used',
      accounts: [closed('a'), open('b'), open('c')],
      def: 'a',
      last: 'c',
      want: 'c',
    },
    {
      name: 'a deleted default falls to the last used',
      accounts: [open('b'), open('c')],
      def: 'gone',
      last: 'c',
      want: 'c',
    },
    {
      name: 'a closed last used is not picked',
      accounts: [open('b'), closed('c'), open('d')],
      def: null,
      last: 'c',
      want: '',
    },
    { name: 'the only open account', accounts: [open('a'), closed('b')], def: null, last: null, want: 'a' },
    {
      name: 'several open, nothing known',
      accounts: [open('a'), open('b')],
      def: null,
      last: null,
      want: '',
    },
    { name: 'no accounts', accounts: [], def: 'a', last: 'a', want: '' },
  ])('$name', ({ accounts, def, last, want }) => {
    expect(startAccountId(accounts, def, last)).toBe(want);
  });
});
