import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * rpc/journal_stamp: the text that tells a kept analysis (or any figure computed from the journal)
 * it is stale. It must change with every change of what the analysis reads, deletions included,
 * stay put otherwise, and only ever describe the caller's own rows.
 */
let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let account = '';
let trade = '';
let tag = '';

async function stampOf(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('journal_stamp');
  if (error) throw new Error(error.message);
  return z.string().min(1).parse(data);
}

async function must<T extends { error: { message: string } | null }>(result: PromiseLike<T>): Promise<T> {
  const done = await result;
  if (done.error) throw new Error(done.error.message);
  return done;
}

async function insertOne(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data } = await must(client.from(table).insert(row).select('id').single());
  return z.object({ id: z.string() }).parse(data).id;
}

/** Runs a change and expects Alice's stamp to move, and Bob's to stay. */
async function changes(what: string, change: () => Promise<unknown>) {
  const before = await stampOf(alice);
  const bobBefore = await stampOf(bob);
  await change();
  expect(await stampOf(alice), what).not.toBe(before);
  expect(await stampOf(bob), `${what} (Bob)`).toBe(bobBefore);
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  account = await insertOne(alice.client, 'accounts', {
    name: 'Main',
    currency: 'USD',
    starting_balance: '1000',
  });
  [trade = ''] = await saveTrades(alice.client, [
    {
      account_id: account,
      symbol: 'AAA',
      executions: [
        { executed_at: '2026-01-05T14:00:00Z', side: 'buy', quantity: '1', price: '10' },
        { executed_at: '2026-01-05T15:00:00Z', side: 'sell', quantity: '1', price: '11' },
      ],
    },
  ]);
  tag = await insertOne(alice.client, 'tags', { name: 'Late', tag_group: 'mistake' });
});

afterAll(async () => {
  await test?.stop();
});

describe('rpc/journal_stamp', () => {
  it('stays the same while nothing changes, and differs between users', async () => {
    const first = await stampOf(alice);
    await alice.client.from('trades').select('id');
    expect(await stampOf(alice)).toBe(first);
    expect(await stampOf(bob)).not.toBe(first);
  });

  it('changes with every change the analysis reads, deletions included', async () => {
    await changes('a trade added', () =>
      saveTrades(alice.client, [
        {
          account_id: account,
          symbol: 'BBB',
          executions: [{ executed_at: '2026-01-06T14:00:00Z', side: 'buy', quantity: '1', price: '5' }],
        },
      ]),
    );
    await changes('a trade edited', () =>
      must(alice.client.from('trades').update({ symbol: 'AAB' }).eq('id', trade)),
    );
    await changes('a fill edited', () =>
      must(alice.client.from('trade_executions').update({ note: 'partial' }).eq('trade_id', trade)),
    );
    await changes('a tag put on a trade', () =>
      must(alice.client.from('trade_tags').insert({ trade_id: trade, tag_id: tag })),
    );
    await changes('a tag taken off a trade', () =>
      must(alice.client.from('trade_tags').delete().eq('trade_id', trade)),
    );
    await changes('a tag renamed', () =>
      must(alice.client.from('tags').update({ name: 'Early' }).eq('id', tag)),
    );
    const strategy = await insertOne(alice.client, 'strategies', { name: 'Breakout' });
    await changes('a strategy deleted', () =>
      must(alice.client.from('strategies').delete().eq('id', strategy)),
    );
    let deposit = '';
    await changes('a deposit', async () => {
      deposit = await insertOne(alice.client, 'account_transactions', {
        account_id: account,
        occurred_at: '2026-01-02T10:00:00Z',
        kind: 'deposit',
        amount: '100',
      });
    });
    await changes('a deposit deleted', () =>
      must(alice.client.from('account_transactions').delete().eq('id', deposit)),
    );
    await changes('an account edited', () =>
      must(alice.client.from('accounts').update({ break_even_tolerance: '2' }).eq('id', account)),
    );
    await changes('a rate added', () =>
      insertOne(alice.client, 'fx_rates', { pair: 'EURUSD', day: '2026-01-05', rate: '1.1' }),
    );
    await changes('the time zone', () =>
      must(alice.client.from('profiles').update({ timezone: 'Europe/Paris' }).eq('user_id', alice.id)),
    );
    await changes('the base currency', () =>
      must(alice.client.from('profiles').update({ base_currency: 'EUR' }).eq('user_id', alice.id)),
    );
    await changes('the first day of the week', () =>
      must(alice.client.from('user_settings').upsert({ user_id: alice.id, week_start: 0 })),
    );
    await changes('a trade deleted', () => must(alice.client.from('trades').delete().eq('id', trade)));
  });

  it('is refused to callers who are not signed in', async () => {
    const { error } = await test.client().rpc('journal_stamp');
    expect(error).not.toBeNull();
  });
});

describe('ai_analysis_cache', () => {
  it('holds only the owner rows, and anon reads nothing', async () => {
    await must(
      alice.client
        .from('ai_analysis_cache')
        .insert({ filter_key: 'k', journal_stamp: 's', result: { a: 1 } }),
    );
    const { data: own } = await must(alice.client.from('ai_analysis_cache').select('user_id, filter_key'));
    expect(own).toEqual([{ user_id: alice.id, filter_key: 'k' }]);
    const { data: other } = await must(bob.client.from('ai_analysis_cache').select('filter_key'));
    expect(other).toEqual([]);
    const { error: forged } = await bob.client
      .from('ai_analysis_cache')
      .insert({ user_id: alice.id, filter_key: 'x', journal_stamp: 's', result: {} });
    expect(forged).not.toBeNull();
    const { data: anonymous } = await test.client().from('ai_analysis_cache').select('filter_key');
    expect(anonymous ?? []).toEqual([]);
    const { error: tooBig } = await alice.client
      .from('ai_analysis_cache')
      .insert({ filter_key: 'big', journal_stamp: 's', result: { text: 'x'.repeat(8_400_000) } });
    expect(tooBig).not.toBeNull();
  });
});
