import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresOf, saveTrades } from '../support/journal.ts';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * public.accounts and public.account_transactions through rest/v1 as the web app uses them:
 * owner-only rows, the form's rules as checks, and a balance the database derives from the starting
 * balance, the transactions and the closed trades.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

// Money is read back as text: numeric over JSON would arrive as a double.
const COLUMNS = 'id, user_id, name, broker, currency, starting_balance::text, balance::text, status';

let seq = 0;
function account(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return { name: `Account ${seq}`, broker: 'IBKR', currency: 'USD', starting_balance: '10000', ...overrides };
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('accounts', () => {
  it('creates, reads, updates, closes and deletes the owner’s account, keeping the balance exact', async () => {
    const created = await alice.client
      .from('accounts')
      .insert({
        name: 'Main brokerage',
        broker: null,
        currency: 'EUR',
        starting_balance: '123456789012345.123456789012',
      })
      .select(COLUMNS)
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      user_id: alice.id,
      name: 'Main brokerage',
      broker: null,
      currency: 'EUR',
      starting_balance: '123456789012345.123456789012',
      balance: '123456789012345.123456789012',
      status: 'open',
    });
    const id = (created.data as { id: string }).id;

    const list = await alice.client.from('accounts').select(COLUMNS).order('name');
    expect(list.data?.map((row) => row.id)).toEqual([id]);

    const edited = await alice.client
      .from('accounts')
      .update({ name: 'Main', broker: 'Saxo', starting_balance: '9500.50' })
      .eq('id', id)
      .select(COLUMNS)
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toMatchObject({ name: 'Main', broker: 'Saxo', balance: '9500.50' });

    const closed = await alice.client
      .from('accounts')
      .update({ status: 'closed' })
      .eq('id', id)
      .select('status')
      .single();
    expect(closed.data).toEqual({ status: 'closed' });
    const open = await alice.client.from('accounts').select('id').eq('status', 'open');
    expect(open.data).toEqual([]);

    const removed = await alice.client.from('accounts').delete().eq('id', id).select('id');
    expect(removed.data).toEqual([{ id }]);
    expect((await alice.client.from('accounts').select('id')).data).toEqual([]);
  });

  it.each([
    ['an empty name', { name: '' }, 'accounts_name_length'],
    ['a name with surrounding spaces', { name: ' Main ' }, 'accounts_name_length'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'accounts_name_length'],
    ['an empty broker', { broker: '' }, 'accounts_broker_length'],
    ['a broker of 81 characters', { broker: 'b'.repeat(81) }, 'accounts_broker_length'],
    ['a lower-case currency', { currency: 'usd' }, 'accounts_currency_format'],
    ['a two-letter currency', { currency: 'US' }, 'accounts_currency_format'],
    ['a currency with a digit', { currency: 'US1' }, 'accounts_currency_format'],
    ['a negative balance', { starting_balance: '-0.01' }, 'accounts_starting_balance_range'],
    ['a balance of 1e15', { starting_balance: '1000000000000000' }, 'accounts_starting_balance_range'],
    ['a status outside the list', { status: 'archived' }, 'accounts_status'],
    ['a kind outside the list', { kind: 'margin' }, 'accounts_kind'],
    [
      'a negative break-even tolerance',
      { break_even_tolerance: '-1' },
      'accounts_break_even_tolerance_range',
    ],
  ])('refuses %s with a 23514 naming the rule', async (_name, overrides, constraint) => {
    const { error, status } = await alice.client.from('accounts').insert(account(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses a change that breaks a rule, and keeps the row as it was', async () => {
    const { data } = await alice.client.from('accounts').insert(account()).select('id').single();
    const id = (data as { id: string }).id;
    const { error } = await alice.client.from('accounts').update({ starting_balance: '-1' }).eq('id', id);
    expect(error?.code).toBe('23514');
    const row = await alice.client.from('accounts').select('balance::text').eq('id', id).single();
    expect(row.data).toEqual({ balance: '10000' });
  });

  it('keeps names unique per user whatever their capitals, with a 23505 as a 409', async () => {
    expect(
      (await alice.client.from('accounts').insert(account({ name: 'Prop challenge' }))).error,
    ).toBeNull();
    const again = await alice.client.from('accounts').insert(account({ name: 'PROP Challenge' }));
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toContain('accounts_user_name_key');
    // Another user may use the same name.
    expect((await bob.client.from('accounts').insert(account({ name: 'Prop challenge' }))).error).toBeNull();
  });

  it('requires a name and a currency', async () => {
    for (const column of ['name', 'currency']) {
      const row = account();
      delete row[column];
      const { error } = await alice.client.from('accounts').insert(row);
      expect(error?.code, column).toBe('23502');
    }
  });

  it('touches updated_at on every change', async () => {
    const { data } = await alice.client.from('accounts').insert(account()).select('id').single();
    const id = (data as { id: string }).id;
    await test.server.ctx.db.query(`update public.accounts set updated_at = '2000-01-01' where id = $1`, [
      id,
    ]);
    const { data: after } = await alice.client
      .from('accounts')
      .update({ starting_balance: '1' })
      .eq('id', id)
      .select('updated_at')
      .single();
    expect(new Date((after as { updated_at: string }).updated_at).getFullYear()).toBeGreaterThan(2000);
  });

  it('derives the balance from the starting balance, transactions and closed trades', async () => {
    const { data } = await alice.client
      .from('accounts')
      .insert(account({ starting_balance: '1000.10', balance: '5' }))
      .select('id, balance::text')
      .single();
    const id = (data as { id: string; balance: string }).id;
    expect(data).toMatchObject({ balance: '1000.10' });
    const balance = async () =>
      (
        await alice.client
          .from('accounts')
          .select('balance::text, transactions_total::text, realized_pnl::text')
          .eq('id', id)
          .single()
      ).data;

    const moves = await alice.client
      .from('account_transactions')
      .insert([
        { account_id: id, kind: 'deposit', amount: '500', occurred_at: '2026-01-02T00:00:00Z' },
        { account_id: id, kind: 'withdrawal', amount: '-200.05', occurred_at: '2026-01-03T00:00:00Z' },
        { account_id: id, kind: 'fee', amount: '-0.05', occurred_at: '2026-01-04T00:00:00Z' },
      ])
      .select('id, kind');
    expect(moves.error).toBeNull();
    expect(await balance()).toEqual({ balance: '1300.00', transactions_total: '299.90', realized_pnl: '0' });

    const [closed, open] = await saveTrades(alice.client, [
      {
        account_id: id,
        symbol: 'AAPL',
        executions: [
          { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '10', price: '100', commission: '1' },
          { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '10', price: '100.1' },
        ],
      },
      {
        account_id: id,
        symbol: 'MSFT',
        executions: [
          { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '10', price: '100', commission: '1' },
          { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '5', price: '110' },
        ],
      },
    ]);
    // Only the closed trade counts: net 1 - 1 = 0.
    expect(await balance()).toMatchObject({ balance: '1300.00', realized_pnl: '0' });
    await saveTrades(alice.client, [
      {
        id: open,
        executions: [
          { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '10', price: '100', commission: '1' },
          { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '10', price: '110' },
        ],
      },
    ]);
    expect(await balance()).toMatchObject({ balance: '1399.00' });

    // A withdrawal edited, one removed; a client's write to the totals is replaced.
    const withdrawal = (moves.data as Array<{ id: string; kind: string }>).find(
      (m) => m.kind === 'withdrawal',
    )!;
    await alice.client.from('account_transactions').update({ amount: '-100' }).eq('id', withdrawal.id);
    await alice.client.from('account_transactions').delete().eq('kind', 'fee').eq('account_id', id);
    await alice.client
      .from('accounts')
      .update({ balance: '1', realized_pnl: '7', transactions_total: '8' })
      .eq('id', id);
    expect(await balance()).toMatchObject({ balance: '1499.10', transactions_total: '400.00' });

    // The closed trade deleted: its net leaves the balance.
    await alice.client.from('trades').delete().eq('id', open!);
    expect(await balance()).toMatchObject({ balance: '1400.10' });
    expect(await figuresOf(alice.client, closed!)).toMatchObject({ net_pnl: '0.0', result: 'breakeven' });
  });

  it('re-derives its trades’ results when the break-even tolerance changes', async () => {
    const { data } = await alice.client.from('accounts').insert(account()).select('id').single();
    const id = (data as { id: string }).id;
    const [small] = await saveTrades(alice.client, [
      {
        account_id: id,
        symbol: 'ES',
        asset_class: 'future',
        multiplier: '50',
        executions: [
          {
            executed_at: '2026-01-05T14:30:00Z',
            side: 'sell',
            quantity: '1',
            price: '5000',
            commission: '2.5',
          },
          {
            executed_at: '2026-01-05T14:35:00Z',
            side: 'buy',
            quantity: '1',
            price: '4999.75',
            commission: '2.5',
          },
        ],
      },
    ]);
    // Short 1 ES: 0.25 points x 50 = 12.50, less 5 costs.
    expect(await figuresOf(alice.client, small!)).toMatchObject({
      gross_pnl: '12.50',
      net_pnl: '7.50',
      result: 'win',
    });
    await alice.client.from('accounts').update({ break_even_tolerance: '10' }).eq('id', id);
    expect(await figuresOf(alice.client, small!)).toMatchObject({ result: 'breakeven' });
    await alice.client.from('accounts').update({ break_even_tolerance: '7.49' }).eq('id', id);
    expect(await figuresOf(alice.client, small!)).toMatchObject({ result: 'win' });
    const row = await alice.client.from('accounts').select('balance::text').eq('id', id).single();
    expect(row.data).toEqual({ balance: '10007.50' });
  });

  it.each([
    ['a deposit that takes money out', { kind: 'deposit', amount: '-1' }],
    ['a withdrawal that adds money', { kind: 'withdrawal', amount: '1' }],
    ['a fee that adds money', { kind: 'fee', amount: '1' }],
    ['interest of zero', { kind: 'interest', amount: '0' }],
  ])('refuses %s', async (_name, overrides) => {
    const { data } = await alice.client.from('accounts').insert(account()).select('id').single();
    const { error } = await alice.client
      .from('account_transactions')
      .insert({ account_id: (data as { id: string }).id, ...overrides });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('account_transactions_amount_sign');
  });

  it('lets nobody book a transaction on another user’s account', async () => {
    const { data } = await bob.client.from('accounts').insert(account()).select('id').single();
    const id = (data as { id: string }).id;
    const { error } = await alice.client
      .from('account_transactions')
      .insert({ account_id: id, kind: 'deposit', amount: '1' });
    expect(error?.code).toBe('23503');
    const row = await bob.client.from('accounts').select('balance::text').eq('id', id).single();
    expect(row.data).toEqual({ balance: '10000' });
  });

  ownerOnlyTests({
    table: 'accounts',
    row: account,
    change: { status: 'closed' },
    context: () => ({ test, alice, bob }),
  });

  describe('transactions', () => {
    ownerOnlyTests({
      table: 'account_transactions',
      parent: async (user) => {
        const { data } = await user.client.from('accounts').insert(account()).select('id').single();
        return { account_id: (data as { id: string }).id };
      },
      row: (overrides = {}) => ({ kind: 'deposit', amount: '100', note: 'wire', ...overrides }),
      change: { note: 'mine' },
      context: () => ({ test, alice, bob }),
    });
  });
});
