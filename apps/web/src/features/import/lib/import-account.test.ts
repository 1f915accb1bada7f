import { describe, expect, it } from 'vitest';
import type { ImportAccount } from '../api/accounts';
import { importAccount, preselectedAccount } from './import-account';

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

describe('the account the wizard offers first', () => {
  const main: ImportAccount = { id: 'main', name: 'Main', currency: 'USD', status: 'open' };
  const futures: ImportAccount = { id: 'fut', name: 'Futures', currency: 'USD', status: 'open' };
  const old: ImportAccount = { id: 'old', name: 'Old', currency: 'USD', status: 'closed' };
  const accounts = [old, main, futures];
  const past = [
    { account_id: 'main', format: 'ibkr-flex', undone_at: null },
    { account_id: 'fut', format: 'ninjatrader', undone_at: null },
    { account_id: 'main', format: 'ninjatrader', undone_at: null },
  ];

  it('is the default account when the trader has one', () => {
    expect(preselectedAccount({ accounts, defaultAccountId: 'fut', formats: ['ibkr-flex'], past })).toBe(
      'fut',
    );
  });

  it('else the account the newest import of this format went into', () => {
    expect(preselectedAccount({ accounts, defaultAccountId: null, formats: ['ninjatrader'], past })).toBe(
      'fut',
    );
    // A batch of several formats counts for each.
    expect(
      preselectedAccount({
        accounts,
        defaultAccountId: null,
        formats: [null, 'tradovate'],
        past: [{ account_id: 'fut', format: 'ninjatrader, tradovate', undone_at: null }],
      }),
    ).toBe('fut');
  });

  it('passes over imports undone, accounts closed or gone, and a default no longer open', () => {
    expect(
      preselectedAccount({
        accounts,
        defaultAccountId: 'old',
        formats: ['ninjatrader'],
        past: [
          { account_id: 'fut', format: 'ninjatrader', undone_at: '2026-03-01T00:00:00Z' },
          { account_id: 'old', format: 'ninjatrader', undone_at: null },
          { account_id: 'gone', format: 'ninjatrader', undone_at: null },
          { account_id: 'main', format: 'ninjatrader', undone_at: null },
        ],
      }),
    ).toBe('main');
  });

  it('else the first open account, or none', () => {
    expect(preselectedAccount({ accounts, defaultAccountId: null, formats: ['schwab'], past })).toBe('main');
    expect(preselectedAccount({ accounts: [old], defaultAccountId: null, formats: [], past: [] })).toBe('');
  });
});
