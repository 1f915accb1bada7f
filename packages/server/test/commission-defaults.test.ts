import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTests } from './support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * public.commission_defaults through supabase-js: owner-only, one row per scope (account,
 * instrument, both or neither), only the trader's own account, the value checks, and the defaults
 * of a deleted account going with it.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

let counter = 0;
const next = () => (counter += 1);

async function accountOf(user: TestUser): Promise<string> {
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name: `Account ${next()}`, currency: 'USD' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const COLUMNS = 'account_id, symbol, per_unit:per_unit::text, per_fill:per_fill::text';

describe('commission defaults', () => {
  ownerOnlyTests({
    table: 'commission_defaults',
    // Each row its own instrument, so the one-per-scope index never refuses a test's row.
    row: (overrides = {}) => ({ symbol: `SYM${next()}`, per_unit: '2.25', ...overrides }),
    change: { per_unit: '99' },
    context: () => ({ test, alice, bob }),
  });

  it('keeps every digit of a charge per unit and per fill', async () => {
    const account = await accountOf(alice);
    const { data, error } = await alice.client
      .from('commission_defaults')
      .insert({ account_id: account, symbol: 'ES', per_unit: '2.125', per_fill: '0.35' })
      .select(COLUMNS)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ account_id: account, symbol: 'ES', per_unit: '2.125', per_fill: '0.35' });
  });

  it('holds one row per scope, the general one (no account, no instrument) included', async () => {
    const account = await accountOf(alice);
    const general = await alice.client.from('commission_defaults').insert({ per_unit: '1' });
    expect(general.error).toBeNull();
    expect((await alice.client.from('commission_defaults').insert({ per_unit: '2' })).error?.code).toBe(
      '23505',
    );
    expect(
      (await alice.client.from('commission_defaults').insert({ account_id: account, per_fill: '1' })).error,
    ).toBeNull();
    expect(
      (await alice.client.from('commission_defaults').insert({ account_id: account, per_fill: '2' })).error
        ?.code,
    ).toBe('23505');
    // Another trader's general default is theirs: no clash with Alice's.
    expect((await bob.client.from('commission_defaults').insert({ per_unit: '3' })).error).toBeNull();
  });

  it("refuses another trader's account with a 23503", async () => {
    const bobs = await accountOf(bob);
    const { error } = await alice.client
      .from('commission_defaults')
      .insert({ account_id: bobs, symbol: 'NQ', per_unit: '1' });
    expect(error?.code).toBe('23503');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a negative charge per unit', { symbol: 'CL', per_unit: '-0.01' }],
    ['a negative charge per fill', { symbol: 'GC', per_fill: '-1' }],
    ['a lower-case symbol', { symbol: 'es' }],
    ['a symbol with a space', { symbol: 'ES Z5' }],
  ])('refuses %s with a 23514', async (_name, values) => {
    const { error } = await alice.client.from('commission_defaults').insert(values);
    expect(error?.code).toBe('23514');
  });

  it("goes with its account, leaving the trader's other defaults", async () => {
    const account = await accountOf(alice);
    await alice.client
      .from('commission_defaults')
      .insert({ account_id: account, symbol: 'MES', per_unit: '0.5' });
    await alice.client.from('commission_defaults').insert({ symbol: 'MES', per_unit: '0.6' });
    expect((await alice.client.from('accounts').delete().eq('id', account)).error).toBeNull();
    const { data } = await alice.client.from('commission_defaults').select(COLUMNS).eq('symbol', 'MES');
    expect(data).toEqual([{ account_id: null, symbol: 'MES', per_unit: '0.6', per_fill: '0' }]);
  });

  it('shows Bob none of Alice’s defaults, however he asks', async () => {
    const mine = await alice.client.from('commission_defaults').select('id, user_id');
    expect(mine.data?.length).toBeGreaterThan(0);
    expect(mine.data?.every((row) => (row as { user_id: string }).user_id === alice.id)).toBe(true);
    const theirs = await bob.client.from('commission_defaults').select('user_id');
    expect(theirs.data?.every((row) => (row as { user_id: string }).user_id === bob.id)).toBe(true);
    const byId = await bob.client
      .from('commission_defaults')
      .select('id')
      .in(
        'id',
        (mine.data ?? []).map((row) => (row as { id: string }).id),
      );
    expect(byId.data).toEqual([]);
  });
});
