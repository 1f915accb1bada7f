import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The playbooks, tags and goals migration on a journal saved before it: strategies whose names
 * differ only in capitals are renamed rather than failing the upgrade, trades of strategies deleted
 * earlier stop naming their rules, and the analytics call keeps its planner settings.
 */

const MIGRATIONS = resolve(import.meta.dirname, '../../../../supabase/migrations');
const PLAYBOOKS_FROM = '20260110000000';
const LONG = 'L'.repeat(80);

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let folder: string;
const trades: Record<string, string> = {};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'edgelog-migrations-'));
  const all = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql'));
  for (const name of all.filter((n) => n < PLAYBOOKS_FROM))
    copyFileSync(join(MIGRATIONS, name), join(folder, name));
  test = await startTestServer({ migrationsDir: folder });
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  const db = test.server.ctx.db;
  await db.query(
    `insert into public.strategies (user_id, name, rules, created_at) values
       ($1, 'Breakout (2)', '[{"id":"r1","text":"Retest"}]', '2025-12-01T00:00:00Z'),
       ($1, 'Breakout', '[]', '2025-12-02T00:00:00Z'),
       ($1, 'breakout', '[]', '2025-12-03T00:00:00Z'),
       ($1, 'BREAKOUT', '[]', '2025-12-04T00:00:00Z'),
       ($1, $3, '[]', '2025-12-05T00:00:00Z'),
       ($1, lower($3), '[]', '2025-12-06T00:00:00Z'),
       ($2, 'breakout', '[]', '2025-12-07T00:00:00Z')`,
    [alice.id, bob.id, LONG],
  );
  const { rows } = await db.query<{ id: string }>(
    `select id::text from public.strategies where user_id = $1 and name = 'Breakout (2)'`,
    [alice.id],
  );
  const kept = rows[0]!.id;
  const gone = await alice.client.from('strategies').insert({ name: 'Gone' }).select('id').single();
  const fill = { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '1', price: '100' } as const;
  const [orphan, followed] = await saveTrades(alice.client, [
    {
      symbol: 'A',
      strategy_id: (gone.data as { id: string }).id,
      followed_rule_ids: ['r1'],
      executions: [fill],
    },
    { symbol: 'B', strategy_id: kept, followed_rule_ids: ['r1'], executions: [fill] },
  ]);
  Object.assign(trades, { orphan, followed });
  await alice.client
    .from('strategies')
    .delete()
    .eq('id', (gone.data as { id: string }).id);
  // What the upgrade starts from: the deleted strategy's rules still named by its trade.
  const before = await db.query<{ ids: string[] }>(
    'select followed_rule_ids as ids from public.trades where id = $1',
    [orphan],
  );
  expect(before.rows).toEqual([{ ids: ['r1'] }]);

  for (const name of all.filter((n) => n >= PLAYBOOKS_FROM))
    copyFileSync(join(MIGRATIONS, name), join(folder, name));
  await test.restart();
});
afterAll(async () => {
  await test?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function namesOf(user: TestUser): Promise<string[]> {
  const { rows } = await test.server.ctx.db.query<{ name: string }>(
    'select name from public.strategies where user_id = $1 order by created_at',
    [user.id],
  );
  return rows.map((r) => r.name);
}

describe('the playbooks, tags and goals migration on an earlier journal', () => {
  it('renames strategies that differ only in capitals, past names already taken', async () => {
    expect(await namesOf(alice)).toEqual([
      'Breakout (2)',
      'Breakout',
      'breakout (3)',
      'BREAKOUT (4)',
      LONG,
      `${'l'.repeat(76)} (2)`,
    ]);
    expect(await namesOf(bob)).toEqual(['breakout']);
    const clash = await alice.client.from('strategies').insert({ name: 'bReAkOuT' });
    expect(clash.error?.code).toBe('23505');
  });

  it('empties the followed rules of trades whose strategy was deleted before', async () => {
    const { data } = await alice.client
      .from('trades')
      .select('symbol, strategy_id, followed_rule_ids')
      .in('id', [trades.orphan, trades.followed])
      .order('symbol');
    expect(data).toEqual([
      { symbol: 'A', strategy_id: null, followed_rule_ids: [] },
      { symbol: 'B', strategy_id: expect.any(String), followed_rule_ids: ['r1'] },
    ]);
  });

  it('gives the analytics call its planner settings again', async () => {
    const { rows } = await test.server.ctx.db.query<{ config: string[] | null }>(
      `select p.proconfig as config
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = 'analytics_journal'`,
    );
    expect(rows).toHaveLength(1);
    // Hash joins only and no JIT, with or without autovacuum (20260114000400, 20260114000500).
    expect(rows[0]?.config).toEqual(
      expect.arrayContaining(['work_mem=48MB', 'enable_nestloop=off', 'enable_mergejoin=off', 'jit=off']),
    );
  });
});
