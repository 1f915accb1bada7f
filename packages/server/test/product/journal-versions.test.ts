import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * public.journal_versions and rpc/journal_stamp (20260113000500_journal_versions.sql): one row per
 * user raised by every write an analysis reads, so a kept copy of a journal is checked in one
 * read. What the ai-analysis tests do not cover: the writes that must not move it, the rows a
 * trader may not write, a deleted user, and the first day of the week in rpc/analytics_journal.
 */
let test: TestServer;
let alice: TestUser;
let bob: TestUser;

async function stampOf(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('journal_stamp');
  if (error) throw new Error(error.message);
  return z.string().parse(data);
}

const fill = (at: string, side: 'buy' | 'sell', price: string) => ({
  executed_at: at,
  side,
  quantity: '1',
  price,
});

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});

afterAll(async () => {
  await test?.stop();
});

describe('the journal version', () => {
  it('is the same text while nothing an analysis reads changes, theme and density included', async () => {
    const first = await stampOf(alice);
    expect(first).toMatch(/^[0-9a-f-]{36}:\d+$/);
    const settings = await alice.client
      .from('user_settings')
      .upsert({ user_id: alice.id, theme: 'dark', density: 'compact' });
    expect(settings.error).toBeNull();
    const afterInsert = await stampOf(alice);
    // A new settings row may carry another first day of the week: its insert counts once.
    const again = await alice.client.from('user_settings').update({ theme: 'light' }).eq('user_id', alice.id);
    expect(again.error).toBeNull();
    expect(await stampOf(alice)).toBe(afterInsert);
    const profile = await alice.client
      .from('profiles')
      .update({ bio: 'Swing trader' })
      .eq('user_id', alice.id);
    expect(profile.error).toBeNull();
    expect(await stampOf(alice)).toBe(afterInsert);
  });

  it('moves with the first day of the week, the zone and uploaded price data', async () => {
    const before = await stampOf(alice);
    const week = await alice.client.from('user_settings').update({ week_start: 0 }).eq('user_id', alice.id);
    expect(week.error).toBeNull();
    const afterWeek = await stampOf(alice);
    expect(afterWeek).not.toBe(before);
    const zone = await alice.client
      .from('profiles')
      .update({ timezone: 'America/New_York' })
      .eq('user_id', alice.id);
    expect(zone.error).toBeNull();
    const afterZone = await stampOf(alice);
    expect(afterZone).not.toBe(afterWeek);
    const series = await alice.client.from('price_series').insert({
      symbol: 'AAPL',
      timeframe: '1h',
      bars: [{ t: '2026-01-05T14:00:00Z', o: '10', h: '11', l: '9', c: '10.5' }],
    });
    expect(series.error).toBeNull();
    expect(await stampOf(alice)).not.toBe(afterZone);
  });

  it('is told in rpc/analytics_journal as the first day of the week', async () => {
    const { data, error } = await alice.client.rpc('analytics_journal', {});
    expect(error).toBeNull();
    expect(z.object({ week_starts_on: z.string() }).parse(data).week_starts_on).toBe('Sun');
    const other = await bob.client.rpc('analytics_journal', {});
    expect(z.object({ week_starts_on: z.string().nullable() }).parse(other.data).week_starts_on).not.toBe(
      'Sun',
    );
  });

  it('is read by its owner only and written by no trader', async () => {
    const own = await alice.client.from('journal_versions').select('user_id, version');
    expect(own.error).toBeNull();
    expect(own.data?.map((row) => row.user_id)).toEqual([alice.id]);
    const before = await stampOf(alice);
    const raised = await alice.client.from('journal_versions').update({ version: 1 }).eq('user_id', alice.id);
    expect(raised.error?.message).toMatch(/permission denied/);
    const made = await bob.client.from('journal_versions').insert({ user_id: bob.id });
    expect(made.error?.message).toMatch(/permission denied/);
    expect(await stampOf(alice)).toBe(before);
    const anon = await test.client().from('journal_versions').select('user_id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('goes with its user, whose journal can still be deleted whole', async () => {
    const carol = await createTestUser(test);
    const account = await carol.client
      .from('accounts')
      .insert({ name: 'Main', currency: 'USD', starting_balance: '1000' })
      .select('id')
      .single();
    expect(account.error).toBeNull();
    await saveTrades(carol.client, [
      {
        account_id: z.object({ id: z.string() }).parse(account.data).id,
        symbol: 'AAA',
        executions: [fill('2026-01-05T14:00:00Z', 'buy', '10'), fill('2026-01-05T15:00:00Z', 'sell', '11')],
      },
    ]);
    expect(await stampOf(carol)).toMatch(/:\d+$/);
    const { error } = await test.admin().auth.admin.deleteUser(carol.id);
    expect(error).toBeNull();
    const { rows } = await test.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from public.journal_versions where user_id = $1',
      [carol.id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
