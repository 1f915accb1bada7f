import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** public.accounts through rest/v1 as the web app uses it: owner-only rows, the form's rules as checks. */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

// The balance is read back as text: numeric over JSON would arrive as a double.
const COLUMNS = 'id, user_id, name, broker, currency, balance::text, status';

let seq = 0;
function account(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return { name: `Account ${seq}`, broker: 'IBKR', currency: 'USD', balance: '10000', ...overrides };
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
        balance: '123456789012345.123456789012',
      })
      .select(COLUMNS)
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      user_id: alice.id,
      name: 'Main brokerage',
      broker: null,
      currency: 'EUR',
      balance: '123456789012345.123456789012',
      status: 'open',
    });
    const id = (created.data as { id: string }).id;

    const list = await alice.client.from('accounts').select(COLUMNS).order('name');
    expect(list.data?.map((row) => row.id)).toEqual([id]);

    const edited = await alice.client
      .from('accounts')
      .update({ name: 'Main', broker: 'Saxo', balance: '9500.50' })
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
    ['a negative balance', { balance: '-0.01' }, 'accounts_balance_range'],
    ['a balance of 1e15', { balance: '1000000000000000' }, 'accounts_balance_range'],
    ['a status outside the list', { status: 'archived' }, 'accounts_status'],
  ])('refuses %s with a 23514 naming the rule', async (_name, overrides, constraint) => {
    const { error, status } = await alice.client.from('accounts').insert(account(overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses a change that breaks a rule, and keeps the row as it was', async () => {
    const { data } = await alice.client.from('accounts').insert(account()).select('id').single();
    const id = (data as { id: string }).id;
    const { error } = await alice.client.from('accounts').update({ balance: '-1' }).eq('id', id);
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

  it('requires a name, a currency and a balance', async () => {
    for (const column of ['name', 'currency', 'balance']) {
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
      .update({ balance: '1' })
      .eq('id', id)
      .select('updated_at')
      .single();
    expect(new Date((after as { updated_at: string }).updated_at).getFullYear()).toBeGreaterThan(2000);
  });

  ownerOnlyTests({
    table: 'accounts',
    row: account,
    change: { status: 'closed' },
    context: () => ({ test, alice, bob }),
  });
});
