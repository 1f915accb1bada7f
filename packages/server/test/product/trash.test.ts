import { generateDemoJournal } from '@edgelog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectDiskMatchesRows, objectRows } from '../storage/helpers.ts';
import { seedDemoJournal } from '../support/demo-journal.ts';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * The trash (rpc/trash_delete, trash_list, trash_restore, trash_purge, trash_empty,
 * trash_purge_expired, trash_sample_data): a restore gives back exactly the rows
 * a delete took, with everything that went with them and the links a delete set to null; another
 * trader's items and entries are out of reach; entries go after 30 days, and deleting for good
 * removes the stored files.
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

// Tables the database derives or keeps to itself: they follow the journal, they are not part of it.
const DERIVED = new Set(['journal_versions', 'ai_analysis_cache', 'trash']);

async function q<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await test.server.ctx.db.query<T>(sql, params)).rows as T[];
}

/**
 * Every row of the user in every product table, as to_jsonb gives it, sorted. updated_at is left
 * out: a restore is a change, and the triggers that re-derive a trade or a balance stamp it.
 */
async function journalOf(user: TestUser): Promise<Record<string, string[]>> {
  const tables = await q<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
     order by c.table_name`,
  );
  const state: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    if (DERIVED.has(table)) continue;
    const rows = await q<{ r: string }>(
      `select (to_jsonb(t) - 'updated_at')::text as r from public.${JSON.stringify(table)} t where user_id = $1 order by 1`,
      [user.id],
    );
    state[table] = rows.map((row) => row.r);
  }
  return state;
}

async function rpc<T>(
  user: TestUser,
  fn: string,
  args: Record<string, unknown>,
  schema: z.ZodType<T>,
): Promise<T> {
  const { data, error } = await user.client.rpc(fn, args);
  if (error) throw Object.assign(new Error(error.message), { code: error.code });
  return schema.parse(data);
}

const entrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  label: z.string(),
  deleted_at: z.string(),
  expires_at: z.string(),
  summary: z.record(z.string(), z.number()),
  file_count: z.number(),
});
const trashDelete = (user: TestUser, kind: string, ids: string[]) =>
  rpc(user, 'trash_delete', { p_kind: kind, p_ids: ids }, z.string());
const trashList = (user: TestUser) => rpc(user, 'trash_list', {}, z.array(entrySchema));
const restore = (user: TestUser, id: string) =>
  rpc(user, 'trash_restore', { p_id: id }, z.object({ kind: z.string(), ids: z.array(z.string()) }));

async function insertOne(user: TestUser, table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await user.client.from(table).insert(row).select('id').single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return z.object({ id: z.string() }).parse(data).id;
}

/**
 * An account with a deposit, a playbook, a tag, a closed trade with both, an attachment and its
 * file, a playbook example, a board linked to the trade, a goal on the account, and the account as
 * the default.
 */
async function journalWithEverything(user: TestUser) {
  const n = next();
  const account = await insertOne(user, 'accounts', {
    name: `Account ${n}`,
    broker: 'IBKR',
    currency: 'USD',
    starting_balance: '10000',
  });
  await insertOne(user, 'account_transactions', {
    account_id: account,
    kind: 'deposit',
    amount: '500',
    occurred_at: '2026-01-02T00:00:00Z',
  });
  const strategy = await insertOne(user, 'strategies', {
    name: `Opening range ${n}`,
    rules: [{ id: 'r1', text: 'Wait for the retest' }],
  });
  const tag = await insertOne(user, 'tags', { name: `Tag ${n}` });
  const [trade] = await saveTrades(user.client, [
    {
      account_id: account,
      symbol: `T${n}`,
      asset_class: 'stock',
      strategy_id: strategy,
      // Deleting the playbook clears these too (a trigger): a restore must bring them back.
      followed_rule_ids: ['r1'],
      tag_ids: [tag],
      executions: [
        { executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '5', price: '20', commission: '1' },
        { executed_at: '2026-01-05T15:30:00Z', side: 'sell', quantity: '5', price: '21.5' },
      ],
    },
  ]);
  const path = `${user.id}/${trade}/chart-${n}-0123456789abcdef0123456789abcdef.png`;
  const upload = await user.client.storage
    .from('trade-attachments')
    .upload(path, new Blob([`chart ${n}`], { type: 'image/png' }));
  expect(upload.error).toBeNull();
  await insertOne(user, 'trade_attachments', {
    trade_id: trade,
    object_path: path,
    file_name: 'chart.png',
    content_type: 'image/png',
    size_bytes: 7,
  });
  await insertOne(user, 'strategy_examples', {
    strategy_id: strategy,
    trade_id: trade,
    caption: 'Clean',
    position: 0,
  });
  const board = await insertOne(user, 'drawboards', {
    name: `Board ${n}`,
    scene: { version: 2, elements: [], appState: {}, files: {} },
  });
  await insertOne(user, 'drawboard_links', { drawboard_id: board, trade_id: trade! });
  const goal = await insertOne(user, 'goals', {
    name: `Goal ${n}`,
    kind: 'metric',
    metric: 'net_pnl',
    target: '100',
    account_id: account,
  });
  await user.client.from('user_settings').upsert({ user_id: user.id, default_account_id: account });
  return { account, strategy, tag, trade: trade!, path, board, goal };
}

async function balanceOf(id: string): Promise<string> {
  const [row] = await q<{ balance: string }>('select balance::text from public.accounts where id = $1', [id]);
  return row!.balance;
}

describe('moving to the trash and restoring', () => {
  it.each([
    ['trade', 'trades', (j: Awaited<ReturnType<typeof journalWithEverything>>) => j.trade],
    ['account', 'accounts', (j: Awaited<ReturnType<typeof journalWithEverything>>) => j.account],
    ['strategy', 'strategies', (j: Awaited<ReturnType<typeof journalWithEverything>>) => j.strategy],
    ['drawboard', 'drawboards', (j: Awaited<ReturnType<typeof journalWithEverything>>) => j.board],
    ['goal', 'goals', (j: Awaited<ReturnType<typeof journalWithEverything>>) => j.goal],
  ])('a %s comes back as it was, with everything that went with it', async (kind, table, pick) => {
    const journal = await journalWithEverything(alice);
    const balance = await balanceOf(journal.account);
    const before = await journalOf(alice);

    const entry = await trashDelete(alice, kind, [pick(journal)]);
    const gone = await q(`select 1 from public.${table} where id = $1`, [pick(journal)]);
    expect(gone).toEqual([]);
    const listed = (await trashList(alice)).find((e) => e.id === entry);
    expect(listed).toMatchObject({ kind });
    expect(listed!.summary[table]).toBe(1);
    expect(await journalOf(alice)).not.toEqual(before);

    expect(await restore(alice, entry)).toMatchObject({ kind, ids: [pick(journal)] });
    expect(await journalOf(alice)).toEqual(before);
    expect(await balanceOf(journal.account)).toBe(balance);
    expect((await trashList(alice)).map((e) => e.id)).not.toContain(entry);
  });

  it("takes an account's trades, fills, tags, attachments and transactions along, and the balance follows", async () => {
    const journal = await journalWithEverything(alice);
    const entry = await trashDelete(alice, 'account', [journal.account]);
    const listed = (await trashList(alice)).find((e) => e.id === entry)!;
    expect(listed.label).toMatch(/^Account \d+$/);
    expect(listed.summary).toMatchObject({
      accounts: 1,
      account_transactions: 1,
      trades: 1,
      trade_executions: 2,
      trade_tags: 1,
      trade_attachments: 1,
      strategy_examples: 1,
      drawboard_links: 1,
      goals: 1,
    });
    expect(listed.file_count).toBe(1);
    // The stored file stays until the entry is purged.
    expect((await alice.client.storage.from('trade-attachments').download(journal.path)).error).toBeNull();
    const [settings] = await q<{ d: string | null }>(
      'select default_account_id::text as d from public.user_settings where user_id = $1',
      [alice.id],
    );
    expect(settings!.d).toBeNull();
    await restore(alice, entry);
    const [after] = await q<{ d: string | null }>(
      'select default_account_id::text as d from public.user_settings where user_id = $1',
      [alice.id],
    );
    expect(after!.d).toBe(journal.account);
  });

  it('puts several trades deleted together in one entry and back', async () => {
    const journal = await journalWithEverything(alice);
    const [other] = await saveTrades(alice.client, [
      {
        account_id: journal.account,
        symbol: 'MSFT',
        asset_class: 'stock',
        executions: [{ executed_at: '2026-01-06T14:30:00Z', side: 'buy', quantity: '1', price: '400' }],
      },
    ]);
    const before = await journalOf(alice);
    const entry = await trashDelete(alice, 'trade', [journal.trade, other!]);
    expect((await trashList(alice)).find((e) => e.id === entry)).toMatchObject({
      label: '2 trades',
      summary: { trades: 2, trade_executions: 3 },
    });
    await restore(alice, entry);
    expect(await journalOf(alice)).toEqual(before);
  });

  it('refuses a restore that would clash with a row made since, and keeps the entry', async () => {
    const journal = await journalWithEverything(alice);
    const [account] = await q<{ name: string }>('select name from public.accounts where id = $1', [
      journal.account,
    ]);
    const entry = await trashDelete(alice, 'account', [journal.account]);
    await insertOne(alice, 'accounts', { name: account!.name, currency: 'USD', starting_balance: '1' });
    await expect(restore(alice, entry)).rejects.toMatchObject({ code: '23505' });
    expect((await trashList(alice)).map((e) => e.id)).toContain(entry);
  });

  it('says what it cannot do', async () => {
    await expect(trashDelete(alice, 'profile', [crypto.randomUUID()])).rejects.toMatchObject({
      code: '22023',
    });
    await expect(trashDelete(alice, 'trade', [])).rejects.toMatchObject({ code: '22023' });
    await expect(trashDelete(alice, 'trade', [crypto.randomUUID()])).rejects.toMatchObject({ code: 'P0002' });
    await expect(restore(alice, crypto.randomUUID())).rejects.toMatchObject({ code: 'P0002' });
  });
});

describe('between traders', () => {
  it("keeps another trader's items and entries out of reach", async () => {
    const journal = await journalWithEverything(alice);
    const before = await journalOf(alice);
    await expect(trashDelete(bob, 'account', [journal.account])).rejects.toMatchObject({ code: 'P0002' });
    expect(await journalOf(alice)).toEqual(before);

    const entry = await trashDelete(alice, 'trade', [journal.trade]);
    expect((await trashList(bob)).map((e) => e.id)).not.toContain(entry);
    expect((await bob.client.from('trash').select('id').eq('id', entry)).data).toEqual([]);
    await expect(restore(bob, entry)).rejects.toMatchObject({ code: 'P0002' });
    expect(await rpc(bob, 'trash_purge', { p_ids: [entry] }, z.number())).toBe(0);
    expect(await rpc(bob, 'trash_empty', {}, z.number())).toBe(0);
    expect(await rpc(bob, 'trash_purge_expired', { p_now: '2999-01-01T00:00:00Z' }, z.number())).toBe(0);
    expect((await alice.client.storage.from('trade-attachments').download(journal.path)).error).toBeNull();
    await restore(alice, entry);
    expect(await journalOf(alice)).toEqual(before);
  });

  it('lets no one rewrite or forge an entry through the data API', async () => {
    const journal = await journalWithEverything(alice);
    const before = await journalOf(alice);
    const entry = await trashDelete(alice, 'trade', [journal.trade]);
    const stored = async () =>
      (
        await q<{ r: string }>(
          `select jsonb_build_object('kind', kind, 'label', label, 'root_ids', root_ids, 'rows', rows,
             'relinks', relinks, 'files', files, 'summary', summary, 'deleted_at', deleted_at)::text as r
           from public.trash where id = $1`,
          [entry],
        )
      )[0]?.r;
    const kept = await stored();
    expect(kept).toBeDefined();

    // The owner: kept from expiring, or a restore made to put back something else.
    for (const change of [
      { deleted_at: '2999-01-01T00:00:00Z' },
      { rows: { trades: [] } },
      { files: [] },
      { label: 'Renamed' },
    ]) {
      const own = await alice.client.from('trash').update(change).eq('id', entry).select('id');
      expect(own.error?.message, JSON.stringify(change)).toMatch(/permission denied/);
    }
    const forged = await alice.client
      .from('trash')
      .insert({ kind: 'trade', label: 'Forged', rows: { trades: [] }, deleted_at: '2999-01-01T00:00:00Z' });
    expect(forged.error?.message).toMatch(/permission denied/);
    expect((await q('select 1 from public.trash where label = $1', ['Forged'])).length).toBe(0);

    // Another trader: nothing to read, change or delete.
    expect((await bob.client.from('trash').select('*')).data).toEqual([]);
    expect((await bob.client.from('trash').select('*').eq('user_id', alice.id)).data).toEqual([]);
    expect(
      (await bob.client.from('trash').update({ deleted_at: '2000-01-01T00:00:00Z' }).eq('id', entry).select())
        .data ?? [],
    ).toEqual([]);
    expect((await bob.client.from('trash').delete().eq('id', entry).select()).data ?? []).toEqual([]);

    expect(await stored()).toBe(kept);
    await restore(alice, entry);
    expect(await journalOf(alice)).toEqual(before);
  });

  it('gives anon nothing', async () => {
    const { error } = await test.client().rpc('trash_list');
    expect(error).not.toBeNull();
  });
});

describe('purging', () => {
  it('keeps an entry for 30 days and purges it after', async () => {
    const carol = await createTestUser(test);
    const journal = await journalWithEverything(carol);
    const entry = await trashDelete(carol, 'goal', [journal.goal]);
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    expect(await rpc(carol, 'trash_purge_expired', { p_now: at(29.9) }, z.number())).toBe(0);
    expect((await trashList(carol)).map((e) => e.id)).toEqual([entry]);
    expect(await rpc(carol, 'trash_purge_expired', { p_now: at(30.1) }, z.number())).toBe(1);
    expect(await trashList(carol)).toEqual([]);
  });

  it('purges what is older than 30 days whenever the trash is read', async () => {
    const carol = await createTestUser(test);
    const journal = await journalWithEverything(carol);
    const entry = await trashDelete(carol, 'goal', [journal.goal]);
    await q(`update public.trash set deleted_at = now() - interval '31 days' where id = $1`, [entry]);
    expect(await trashList(carol)).toEqual([]);
  });

  it('removes the stored files when an entry is deleted for good', async () => {
    const carol = await createTestUser(test);
    const journal = await journalWithEverything(carol);
    const boardFile = `${carol.id}/${journal.board}/file-a`;
    expect(
      (
        await carol.client.storage
          .from('drawboard-files')
          .upload(boardFile, new Blob(['x'], { type: 'image/png' }))
      ).error,
    ).toBeNull();
    const tradeEntry = await trashDelete(carol, 'trade', [journal.trade]);
    const boardEntry = await trashDelete(carol, 'drawboard', [journal.board]);
    expect((await carol.client.storage.from('trade-attachments').download(journal.path)).error).toBeNull();

    expect(await rpc(carol, 'trash_purge', { p_ids: [tradeEntry] }, z.number())).toBe(1);
    expect(
      (await carol.client.storage.from('trade-attachments').download(journal.path)).error,
    ).not.toBeNull();
    expect((await objectRows(test, 'trade-attachments')).map((r) => r.name)).not.toContain(journal.path);
    expect((await carol.client.storage.from('drawboard-files').download(boardFile)).error).toBeNull();

    expect(await rpc(carol, 'trash_empty', {}, z.number())).toBe(1);
    expect((await objectRows(test, 'drawboard-files')).map((r) => r.name)).not.toContain(boardFile);
    expect((await trashList(carol)).map((e) => e.id)).not.toContain(boardEntry);
    // The bytes go when the deletion commits (the storage service is told on a channel).
    await expect
      .poll(async () => {
        try {
          await expectDiskMatchesRows(test);
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
  });
});

describe('removing the sample journal', () => {
  it('moves it into one entry that restores it as it was', async () => {
    const dave = await createTestUser(test);
    await seedDemoJournal(dave.client, generateDemoJournal({ seed: 30, trades: 40, accounts: 2 }));
    const before = await journalOf(dave);
    const answer = await rpc(
      dave,
      'trash_sample_data',
      {},
      z.object({ trash_id: z.string(), kept_accounts: z.array(z.string()) }),
    );
    expect(answer.kept_accounts).toEqual([]);
    expect((await q('select 1 from public.trades where user_id = $1', [dave.id])).length).toBe(0);
    expect((await trashList(dave)).find((e) => e.id === answer.trash_id)).toMatchObject({
      kind: 'sample',
      label: 'Sample data',
      summary: { trades: 40 },
    });
    await restore(dave, answer.trash_id);
    expect(await journalOf(dave)).toEqual(before);
  });

  it('removes it for good through remove_sample_data, answering as it always did', async () => {
    const frank = await createTestUser(test);
    await seedDemoJournal(frank.client, generateDemoJournal({ seed: 31, trades: 5, accounts: 1 }));
    const { data, error } = await frank.client.rpc('remove_sample_data');
    expect(error).toBeNull();
    expect(data).toEqual({ kept_accounts: [], kept_strategies: [], kept_tags: [] });
    expect(await trashList(frank)).toEqual([]);
    expect((await q('select 1 from public.trades where user_id = $1', [frank.id])).length).toBe(0);
  });

  it('answers no entry when there is nothing to remove', async () => {
    const erin = await createTestUser(test);
    const answer = await rpc(erin, 'trash_sample_data', {}, z.object({ trash_id: z.null() }));
    expect(answer.trash_id).toBeNull();
    expect(await trashList(erin)).toEqual([]);
  });
});
