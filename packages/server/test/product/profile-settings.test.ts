import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The profile's and settings' columns: each refusal, the time zone checked against the zones the
 * database knows, and the default account kept to the trader's own accounts.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let aliceAccount: string;
let bobAccount: string;

async function addAccount(user: TestUser, name: string): Promise<string> {
  const { data, error } = await user.client
    .from('accounts')
    .insert({ name, currency: 'USD', balance: '10000' })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  aliceAccount = await addAccount(alice, 'Main');
  bobAccount = await addAccount(bob, 'Bob main');
});
afterAll(async () => {
  await test?.stop();
});

const updateProfile = (user: TestUser, values: Record<string, unknown>) =>
  user.client.from('profiles').update(values).eq('user_id', user.id).select('*').single();

describe('the profile', () => {
  it('starts with no style, no markets, no bio, no avatar and a zone never chosen', async () => {
    const { data } = await alice.client
      .from('profiles')
      .select('trading_style, markets, bio, avatar_path, timezone, timezone_chosen_at')
      .single();
    expect(data).toEqual({
      trading_style: null,
      markets: [],
      bio: null,
      avatar_path: null,
      timezone: 'UTC',
      timezone_chosen_at: null,
    });
  });

  it('saves a full profile', async () => {
    const chosen = '2026-11-24T05:00:00.000Z';
    const { data, error } = await updateProfile(alice, {
      full_name: 'Alice Trader',
      trading_style: 'swing',
      markets: ['stock', 'option', 'future', 'forex', 'crypto', 'cfd'],
      bio: 'b'.repeat(500),
      avatar_path: `${alice.id}/avatar-1764000000000.webp`,
      timezone: 'America/New_York',
      timezone_chosen_at: chosen,
      base_currency: 'EUR',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      trading_style: 'swing',
      markets: ['stock', 'option', 'future', 'forex', 'crypto', 'cfd'],
      avatar_path: `${alice.id}/avatar-1764000000000.webp`,
      timezone: 'America/New_York',
    });
    expect(new Date(String((data as { timezone_chosen_at: string }).timezone_chosen_at)).toISOString()).toBe(
      chosen,
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown trading style', { trading_style: 'hodl' }],
    ['a market off the list', { markets: ['stock', 'bonds'] }],
    ['a market twice', { markets: ['stock', 'crypto', 'stock'] }],
    ['an empty market', { markets: [null] }],
    ['a bio over 500 characters', { bio: 'b'.repeat(501) }],
    ['a full name over 200 characters', { full_name: 'n'.repeat(201) }],
    ['an avatar outside the own folder', { avatar_path: 'someone-else/avatar.webp' }],
  ])('refuses %s with a 23514', async (_name, values) => {
    const { error } = await updateProfile(bob, values);
    expect(error?.code).toBe('23514');
  });

  it("refuses an avatar in another user's folder", async () => {
    const { error } = await updateProfile(bob, { avatar_path: `${alice.id}/avatar.webp` });
    expect(error?.code).toBe('23514');
  });

  it('refuses a time zone the server does not know, naming it', async () => {
    const { error } = await updateProfile(bob, { timezone: 'Mars/Olympus_Mons' });
    expect(error).toMatchObject({
      code: '23514',
      message: 'The time zone "Mars/Olympus_Mons" is not one the server knows.',
    });
    const kept = await bob.client.from('profiles').select('timezone').single();
    expect(kept.data).toEqual({ timezone: 'UTC' });
  });

  it.each(['Europe/Paris', 'Asia/Kolkata', 'Pacific/Chatham', 'America/Argentina/Buenos_Aires', 'UTC'])(
    'accepts the zone %s',
    async (zone) => {
      const { data, error } = await updateProfile(bob, { timezone: zone });
      expect(error).toBeNull();
      expect((data as { timezone: string }).timezone).toBe(zone);
    },
  );

  it('lets an update that leaves the zone alone through without looking it up', async () => {
    const { error } = await updateProfile(alice, { bio: null, markets: [] });
    expect(error).toBeNull();
  });

  it("keeps another user's profile out of reach", async () => {
    const { data } = await bob.client
      .from('profiles')
      .update({ bio: 'hijack' })
      .eq('user_id', alice.id)
      .select('user_id');
    expect(data).toEqual([]);
    const own = await alice.client.from('profiles').select('bio').single();
    expect(own.data).toEqual({ bio: null });
  });
});

const SETTINGS =
  'theme, density, number_format, date_format, week_start, pnl_palette, reduced_motion, privacy_mode, default_account_id';

describe('the settings', () => {
  it('default to how the app looks today', async () => {
    const { data, error } = await alice.client
      .from('user_settings')
      .upsert({ default_risk_pct: '1' }, { onConflict: 'user_id' })
      .select(SETTINGS)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      theme: 'system',
      density: 'comfortable',
      number_format: '1,234.56',
      date_format: 'YYYY-MM-DD',
      week_start: 1,
      pnl_palette: 'green-red',
      reduced_motion: 'system',
      privacy_mode: false,
      default_account_id: null,
    });
  });

  it('save every choice', async () => {
    const { data, error } = await alice.client
      .from('user_settings')
      .upsert(
        {
          theme: 'dark',
          density: 'compact',
          number_format: "1'234.56",
          date_format: 'DD.MM.YYYY',
          week_start: 6,
          pnl_palette: 'blue-orange',
          reduced_motion: 'on',
          privacy_mode: true,
          default_account_id: aliceAccount,
        },
        { onConflict: 'user_id' },
      )
      .select(SETTINGS)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      number_format: "1'234.56",
      week_start: 6,
      default_account_id: aliceAccount,
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown theme', { theme: 'sepia' }],
    ['an unknown density', { density: 'cosy' }],
    ['an unknown number format', { number_format: '1234.56' }],
    ['an unknown date format', { date_format: 'YY-MM-DD' }],
    ['a week starting on a Tuesday', { week_start: 2 }],
    ['an unknown palette', { pnl_palette: 'red-green' }],
    ['an unknown motion choice', { reduced_motion: 'reduce' }],
  ])('refuse %s with a 23514', async (_name, values) => {
    const { error } = await bob.client.from('user_settings').upsert(values, { onConflict: 'user_id' });
    expect(error?.code).toBe('23514');
  });

  it("refuse another user's account as the default", async () => {
    const { error } = await bob.client
      .from('user_settings')
      .upsert({ default_account_id: aliceAccount }, { onConflict: 'user_id' });
    expect(error?.code).toBe('23503');
  });

  it('forget the default account when it is deleted, and keep the rest', async () => {
    const own = await bob.client
      .from('user_settings')
      .upsert({ default_account_id: bobAccount, theme: 'light' }, { onConflict: 'user_id' });
    expect(own.error).toBeNull();
    expect((await bob.client.from('accounts').delete().eq('id', bobAccount)).error).toBeNull();
    const { data } = await bob.client.from('user_settings').select('default_account_id, theme').single();
    expect(data).toEqual({ default_account_id: null, theme: 'light' });
  });
});
