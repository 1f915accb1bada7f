import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOnlyTests } from '../support/owner-only.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * What the analytics pages keep besides the journal, through rest/v1: the trader's exchange rates
 * (owner-only, one per pair and day, their rules as checks) and the dashboard's saved layout.
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

const context = () => ({ test, alice, bob });

let day = 0;
/** A different day each call, so rows never meet the (user, pair, day) key by accident. */
const nextDay = () => new Date(Date.UTC(2025, 0, 1 + day++)).toISOString().slice(0, 10);

describe('fx_rates', () => {
  ownerOnlyTests({
    table: 'fx_rates',
    row: (overrides = {}) => ({ pair: 'EURUSD', day: nextDay(), rate: '1.0842', ...overrides }),
    change: { rate: 2 },
    context,
  });

  it('keeps a rate to the digit, typed unless said otherwise', async () => {
    const { data, error } = await alice.client
      .from('fx_rates')
      .insert({ pair: 'GBPJPY', day: '2026-01-05', rate: '191.123456789' })
      .select('pair, day, rate::text, source')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ pair: 'GBPJPY', day: '2026-01-05', rate: '191.123456789', source: 'typed' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a pair in lower case', { pair: 'eurusd' }],
    ['a pair with a slash', { pair: 'EUR/USD' }],
    ['a pair of five letters', { pair: 'EURUS' }],
    ['a pair of one currency twice', { pair: 'USDUSD' }],
    ['a rate of 0', { rate: '0' }],
    ['a negative rate', { rate: '-1.1' }],
    ['a rate of a billion', { rate: '1000000000' }],
    ['an unknown source', { source: 'broker' }],
  ])('refuses %s with a 23514', async (_name, overrides) => {
    const row = { pair: 'EURUSD', day: nextDay(), rate: '1.1', ...overrides };
    const { error } = await alice.client.from('fx_rates').insert(row);
    expect(error?.code).toBe('23514');
  });

  it('takes a rate from price data when told so', async () => {
    const { data, error } = await alice.client
      .from('fx_rates')
      .insert({ pair: 'USDJPY', day: '2026-01-05', rate: '157.2', source: 'price_data' })
      .select('source')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ source: 'price_data' });
  });

  it('holds one rate per pair and day for each user, and another user has their own', async () => {
    const row = { pair: 'AUDCAD', day: '2026-01-06', rate: '0.91' };
    expect((await alice.client.from('fx_rates').insert(row)).error).toBeNull();
    const again = await alice.client.from('fx_rates').insert({ ...row, rate: '0.92' });
    expect(again.error?.code).toBe('23505');
    expect((await bob.client.from('fx_rates').insert(row)).error).toBeNull();
    const updated = await alice.client
      .from('fx_rates')
      .upsert({ ...row, rate: '0.93' }, { onConflict: 'user_id,pair,day' })
      .select('rate::text');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ rate: '0.93' }]);
    const bobs = await bob.client.from('fx_rates').select('rate::text').eq('pair', 'AUDCAD');
    expect(bobs.data).toEqual([{ rate: '0.91' }]);
  });
});

describe('user_settings.dashboard_layout', () => {
  const layout = {
    version: 1,
    widgets: [
      { id: 'kpis', hidden: false },
      { id: 'equity', hidden: true },
    ],
  };

  it('is empty until saved, then reads back as saved', async () => {
    const carol = await createTestUser(test);
    await carol.client.from('user_settings').upsert({ default_risk_pct: '1' }, { onConflict: 'user_id' });
    const before = await carol.client.from('user_settings').select('dashboard_layout').single();
    expect(before.data).toEqual({ dashboard_layout: null });
    const saved = await carol.client
      .from('user_settings')
      .upsert({ dashboard_layout: layout }, { onConflict: 'user_id' })
      .select('dashboard_layout, risk:default_risk_pct::text')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ dashboard_layout: layout, risk: '1' });
  });

  it.each<[string, unknown]>([
    ['an array', [layout]],
    ['a string', 'kpis,equity'],
    ['a number', 1],
    ['a document over 64 KiB', { version: 1, note: 'x'.repeat(65_536) }],
  ])('refuses %s with a 23514', async (_name, value) => {
    const { error } = await alice.client
      .from('user_settings')
      .upsert({ dashboard_layout: value }, { onConflict: 'user_id' });
    expect(error?.code).toBe('23514');
  });

  it('keeps one user’s layout from another', async () => {
    const own = { version: 1, widgets: [] };
    await alice.client.from('user_settings').upsert({ dashboard_layout: own }, { onConflict: 'user_id' });
    const stolen = await bob.client
      .from('user_settings')
      .update({ dashboard_layout: { version: 1, widgets: [{ id: 'x' }] } })
      .eq('user_id', alice.id)
      .select();
    expect(stolen.data).toEqual([]);
    const { rows } = await test.server.ctx.db.query<{ layout: unknown }>(
      'select dashboard_layout as layout from public.user_settings where user_id = $1',
      [alice.id],
    );
    expect(rows).toEqual([{ layout: own }]);
  });
});
