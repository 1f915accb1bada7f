import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/** public.user_settings: one row per user made by the first upsert, and save_calculator_inputs. */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

const DEFAULTS =
  'user_id, default_account_currency, balance:default_account_balance::text, risk:default_risk_pct::text';

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

describe('user settings', () => {
  it('has no row until the first save, which an upsert creates and a second one updates', async () => {
    expect((await alice.client.from('user_settings').select('user_id').maybeSingle()).data).toBeNull();
    const first = await alice.client
      .from('user_settings')
      .upsert(
        { default_account_currency: 'EUR', default_account_balance: '25000.50', default_risk_pct: '0.5' },
        { onConflict: 'user_id' },
      )
      .select(DEFAULTS)
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toEqual({
      user_id: alice.id,
      default_account_currency: 'EUR',
      balance: '25000.50',
      risk: '0.5',
    });
    const second = await alice.client
      .from('user_settings')
      .upsert({ default_risk_pct: '1' }, { onConflict: 'user_id' })
      .select(DEFAULTS)
      .single();
    expect(second.data).toMatchObject({ default_account_currency: 'EUR', balance: '25000.50', risk: '1' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a risk of 0%', { default_risk_pct: '0' }],
    ['a risk over 100%', { default_risk_pct: '100.01' }],
    ['a zero balance', { default_account_balance: '0' }],
    ['a lower-case currency', { default_account_currency: 'usd' }],
    ['inputs that are not an object', { calculator_inputs: [] }],
  ])('refuses %s with a 23514', async (_name, values) => {
    const { error } = await bob.client.from('user_settings').upsert(values, { onConflict: 'user_id' });
    expect(error?.code).toBe('23514');
  });

  it('accepts a risk of exactly 100%', async () => {
    const { error } = await bob.client
      .from('user_settings')
      .upsert({ default_risk_pct: '100' }, { onConflict: 'user_id' });
    expect(error).toBeNull();
  });

  it('saves one calculator’s inputs without touching another’s, creating the row when needed', async () => {
    const carol = await createTestUser(test);
    const size = { version: 1, savedAt: 1, values: { entry: '50', stop: '48' } };
    const lots = { version: 1, savedAt: 2, values: { pair: 'GBP/JPY' } };
    expect(
      (await carol.client.rpc('save_calculator_inputs', { calculator: 'position-size', inputs: size })).error,
    ).toBeNull();
    expect(
      (await carol.client.rpc('save_calculator_inputs', { calculator: 'lot-size', inputs: lots })).error,
    ).toBeNull();
    const next = { ...size, savedAt: 3, values: { entry: '51', stop: '49' } };
    expect(
      (await carol.client.rpc('save_calculator_inputs', { calculator: 'position-size', inputs: next })).error,
    ).toBeNull();
    const { data } = await carol.client.from('user_settings').select('calculator_inputs').single();
    expect(data).toEqual({ calculator_inputs: { 'position-size': next, 'lot-size': lots } });
  });

  it('refuses a calculator name or inputs it cannot file', async () => {
    const bad = await alice.client.rpc('save_calculator_inputs', { calculator: 'Position Size', inputs: {} });
    expect(bad.error?.code).toBe('22023');
    const notObject = await alice.client.rpc('save_calculator_inputs', { calculator: 'margin', inputs: 'x' });
    expect(notObject.error?.code).toBe('22023');
  });

  it('keeps each user to their own row', async () => {
    await alice.client.rpc('save_calculator_inputs', {
      calculator: 'margin',
      inputs: { version: 1, savedAt: 1, values: {} },
    });
    const seen = await bob.client.from('user_settings').select('user_id');
    expect(seen.data).toEqual([{ user_id: bob.id }]);
    const stolen = await bob.client
      .from('user_settings')
      .update({ default_risk_pct: '50' })
      .eq('user_id', alice.id)
      .select();
    expect(stolen.data).toEqual([]);
    const forged = await bob.client
      .from('user_settings')
      .upsert({ user_id: alice.id, default_risk_pct: '50' });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    const row = await test.server.ctx.db.query<{ risk: string }>(
      'select default_risk_pct::text as risk from public.user_settings where user_id = $1',
      [alice.id],
    );
    expect(row.rows).toEqual([{ risk: '1' }]);
  });

  it('gives anon neither the table nor the function', async () => {
    const anon = test.client();
    const read = await anon.from('user_settings').select('user_id');
    if (read.error) expect(read.status).toBe(401);
    else expect(read.data).toEqual([]);
    const call = await anon.rpc('save_calculator_inputs', { calculator: 'margin', inputs: {} });
    expect(call.error).not.toBeNull();
  });
});
