import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Queryable } from '../src/db/index.ts';
import { saveTrades } from './support/journal.ts';
import { testMode } from './support/database.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * The journal version raised at commit (20260114000000_journal_version_at_commit.sql): a write
 * notes its user in journal.journal_changes and the version moves once, when the transaction
 * commits, so a long import or restore no longer holds the user's version row while it runs.
 * Two connections are needed to see another transaction wait; the embedded database has one, so
 * there the same property is read off the version row itself (nobody has touched it mid-write).
 */
let test: TestServer;
let alice: TestUser;
let first = '';
let second = '';

async function stampOf(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('journal_stamp');
  if (error) throw new Error(error.message);
  return z.string().parse(data);
}

async function versionOf(db: Pick<Queryable, 'query'>, userId: string): Promise<number> {
  const { rows } = await db.query<{ version: string }>(
    'select version::text as version from public.journal_versions where user_id = $1',
    [userId],
  );
  return Number(rows[0]?.version);
}

/** The version row's system columns: an update or a lock of it by a transaction changes them. */
async function versionRow(tx: Pick<Queryable, 'query'>): Promise<unknown> {
  const { rows } = await tx.query(
    'select xmin::text as xmin, xmax::text as xmax, ctid::text as ctid from public.journal_versions where user_id = $1',
    [alice.id],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** A transaction as the user, as the data API runs a request. */
function asAlice<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return test.server.ctx.db.asIdentity(
    { role: 'authenticated', claims: { sub: alice.id, role: 'authenticated' } },
    fn,
  );
}

const note = (tx: Pick<Queryable, 'query'>, trade: string, text: string) =>
  tx.query('update public.trades set notes = $1 where id = $2', [text, trade]);

async function pendingNotes(): Promise<number> {
  const { rows } = await test.server.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from journal.journal_changes',
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  const accounts: string[] = [];
  for (const name of ['Main', 'Swing']) {
    const { data, error } = await alice.client
      .from('accounts')
      .insert({ name, currency: 'USD', starting_balance: '1000' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    accounts.push(z.object({ id: z.string() }).parse(data).id);
  }
  [first = '', second = ''] = await saveTrades(
    alice.client,
    accounts.map((account_id, i) => ({
      account_id,
      symbol: i === 0 ? 'AAA' : 'BBB',
      executions: [
        { executed_at: '2026-01-05T14:00:00Z', side: 'buy', quantity: '1', price: '10' },
        { executed_at: '2026-01-05T15:00:00Z', side: 'sell', quantity: '1', price: '11' },
      ],
    })),
  );
});

afterAll(async () => {
  await test?.stop();
});

describe('the journal version raised at commit', () => {
  it('stays put while a transaction writes, then moves once for all its statements', async () => {
    const before = await versionOf(test.server.ctx.db, alice.id);
    const stamp = await stampOf(alice);
    await asAlice(async (tx) => {
      const untouched = await versionRow(tx);
      await note(tx, first, 'one');
      await note(tx, second, 'two');
      await tx.query(`insert into public.tags (name, tag_group) values ('calm', 'emotion')`);
      await note(tx, first, 'three');
      expect(await versionOf(tx, alice.id)).toBe(before);
      // Not even locked: a lock taken by this transaction would have marked the row.
      expect(await versionRow(tx)).toEqual(untouched);
    });
    expect(await versionOf(test.server.ctx.db, alice.id)).toBe(before + 1);
    expect(await stampOf(alice)).not.toBe(stamp);
    expect(await pendingNotes()).toBe(0);
  });

  it('is left as it was by a transaction that rolls back', async () => {
    const before = await versionOf(test.server.ctx.db, alice.id);
    const stamp = await stampOf(alice);
    await expect(
      asAlice(async (tx) => {
        await note(tx, first, 'never kept');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await versionOf(test.server.ctx.db, alice.id)).toBe(before);
    expect(await stampOf(alice)).toBe(stamp);
    expect(await pendingNotes()).toBe(0);
  });

  it('moves with every write through the data API, one request after another', async () => {
    const stamps = [await stampOf(alice)];
    for (const text of ['a', 'b']) {
      const { error } = await alice.client.from('trades').update({ notes: text }).eq('id', first);
      expect(error).toBeNull();
      stamps.push(await stampOf(alice));
    }
    expect(new Set(stamps).size).toBe(3);
  });

  it('keeps its notes away from traders', async () => {
    for (const statement of [
      'select * from journal.journal_changes',
      `insert into journal.journal_changes (user_id) values ('${alice.id}')`,
    ])
      await expect(
        asAlice((tx) => tx.query(statement)),
        statement,
      ).rejects.toThrow(/permission denied/);
  });

  it('lets another connection write the same journal while a transaction holds uncommitted writes', async () => {
    const before = await versionOf(test.server.ctx.db, alice.id);
    if (testMode === 'pglite') {
      // One connection: transactions never overlap. What made the other one wait was the version
      // row taken by the first write; here it is still the committed row, unlocked, mid-write.
      await asAlice(async (tx) => {
        const untouched = await versionRow(tx);
        await note(tx, first, 'long import');
        await tx.query(`delete from public.tags where name = 'calm'`);
        expect(await versionRow(tx)).toEqual(untouched);
      });
      expect(await versionOf(test.server.ctx.db, alice.id)).toBe(before + 1);
      return;
    }
    const url = test.databaseUrl ?? '';
    const [long, other] = [
      new pg.Client({ connectionString: url }),
      new pg.Client({ connectionString: url }),
    ];
    await Promise.all([long.connect(), other.connect()]);
    try {
      const stamp = await stampOf(alice);
      await long.query('begin');
      await note(long, first, 'long import');
      // Waiting would be the bug: fail fast instead of hanging.
      await other.query(`set lock_timeout = '2s'`);
      await other.query('begin');
      await note(other, second, 'edit in another tab');
      expect(await stampOf(alice)).toBe(stamp);
      await other.query('commit');
      const afterEdit = await stampOf(alice);
      expect(afterEdit).not.toBe(stamp);
      await long.query('commit');
      expect(await stampOf(alice)).not.toBe(afterEdit);
      expect(await versionOf(test.server.ctx.db, alice.id)).toBe(before + 2);
    } finally {
      await Promise.all([long.end(), other.end()]);
    }
  });
});
