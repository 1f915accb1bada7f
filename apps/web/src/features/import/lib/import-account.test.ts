import { describe, expect, it } from 'vitest';
import type { ImportAccount } from '../api/accounts';
import { importAccount, offeredAccount } from './import-account';

const usd: ImportAccount = { id: 'a1', name: 'Main', currency: 'USD', status: 'open' };

describe('the account an import reads into', () => {
  it('waits for the accounts to load rather than read with no currency', () => {
    expect(importAccount(undefined, 'a1')).toEqual({ notReady: 'Your accounts are still loading.' });
  });

  it('asks for an account while none of the list is chosen', () => {
    expect(importAccount([usd], '')).toEqual({ notReady: 'Choose the account the files go into.' });
    expect(importAccount([usd], 'gone').notReady).toBeDefined();
  });

  it('asks for a new account when the trader has none', () => {
    expect(importAccount([], '')).toEqual({ notReady: 'Create the account the files go into.' });
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
  const offer = (input: Partial<Parameters<typeof offeredAccount>[0]>) =>
    offeredAccount({ accounts, defaultAccountId: null, formats: [], past, ...input });

  it('is the account the wizard was opened from, even over the default one', () => {
    expect(offer({ openedFrom: 'main', defaultAccountId: 'fut', formats: ['ninjatrader'] })).toEqual({
      id: 'main',
      reason: 'opened-from',
    });
    // Opened from the first open account, a file of another broker's account does not move it.
    expect(offer({ openedFrom: 'main', formats: ['ninjatrader'] }).id).toBe('main');
  });

  it('else the default account when the trader has one', () => {
    expect(offer({ defaultAccountId: 'fut', formats: ['ibkr-flex'] })).toEqual({
      id: 'fut',
      reason: 'default',
    });
  });

  it("else the account the newest import of the file's broker went into", () => {
    expect(offer({ formats: ['ninjatrader'] })).toEqual({ id: 'fut', reason: 'last-import' });
    // The file's format is what is detected from it: another export of the same broker counts.
    expect(offer({ formats: ['ibkr-activity'], past: [...past.slice(1), past[0]!] })).toEqual({
      id: 'main',
      reason: 'last-import',
    });
    expect(
      offer({
        formats: [null, 'tradovate-fills'],
        past: [
          { account_id: 'main', format: 'ninjatrader', undone_at: null },
          { account_id: 'fut', format: 'ninjatrader, tradovate', undone_at: null },
        ],
      }),
    ).toEqual({ id: 'fut', reason: 'last-import' });
  });

  it('passes over imports undone, accounts closed or gone, and a default no longer open', () => {
    expect(
      offer({
        defaultAccountId: 'old',
        formats: ['ninjatrader'],
        past: [
          { account_id: 'fut', format: 'ninjatrader', undone_at: '2026-03-01T00:00:00Z' },
          { account_id: 'old', format: 'ninjatrader', undone_at: null },
          { account_id: 'gone', format: 'ninjatrader', undone_at: null },
          { account_id: 'main', format: 'ninjatrader', undone_at: null },
        ],
      }),
    ).toEqual({ id: 'main', reason: 'last-import' });
  });

  it('never follows mapped files, which can be any broker’s', () => {
    expect(
      offer({ formats: ['generic'], past: [{ account_id: 'fut', format: 'generic', undone_at: null }] }),
    ).toEqual({ id: 'main', reason: 'first-open' });
  });

  it('else the first open account, while the files or the history are unknown too', () => {
    expect(offer({ formats: ['schwab'] })).toEqual({ id: 'main', reason: 'first-open' });
    expect(offer({ formats: ['ninjatrader'], past: undefined })).toEqual({
      id: 'main',
      reason: 'first-open',
    });
    expect(offer({ formats: [] })).toEqual({ id: 'main', reason: 'first-open' });
  });

  it('is none without an open account', () => {
    expect(offer({ accounts: [old], past: [] })).toEqual({ id: '', reason: 'none' });
    expect(offer({ accounts: [], openedFrom: 'gone', past: [] })).toEqual({ id: '', reason: 'none' });
  });
});
