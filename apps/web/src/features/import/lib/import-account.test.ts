import { describe, expect, it } from 'vitest';
import type { ImportAccount } from '../api/accounts';
import { importAccount } from './import-account';

const usd: ImportAccount = { id: 'a1', name: 'Main', currency: 'USD', status: 'open' };

describe('the account an import reads into', () => {
  it('waits for the accounts to load rather than read with no currency', () => {
    expect(importAccount(undefined, 'a1')).toEqual({ notReady: 'Your accounts are still loading.' });
  });

  it('asks for an account while none of the list is chosen', () => {
    expect(importAccount([usd], '')).toEqual({ notReady: 'Choose the account the files go into.' });
    expect(importAccount([usd], 'gone').notReady).toBeDefined();
  });

  it('gives the chosen account, with its currency, once loaded', () => {
    expect(importAccount([usd], 'a1')).toEqual({ account: usd });
  });
});
