import { randomUUID } from 'node:crypto';
import { fingerprintExecutions, planImport, type ImportedExecution } from '@edgelog/core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, startTestServer, type TestServer, type TestUser } from './support/server.ts';

/**
 * 20260114000200_import_backup_limits.sql and the restore's id check in parts: the import history
 * is written by the import and its undo only, the import wizard's waiting parts are bounded per
 * trader and cleared for everyone after a day, and the id check answers for a bounded list, the
 * restore asking in parts.
 */
let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let account = '';

const batchResult = z.object({ batchId: z.string() });

function roundTrip(day: number): ImportedExecution[] {
  const date = `2026-03-${String(day).padStart(2, '0')}`;
  return (['buy', 'sell'] as const).map((side, i) => ({
    time: `${date}T1${4 + i}:30:00Z`,
    symbol: 'AAPL',
    side,
    quantity: 10,
    price: 100 + i,
    commission: 1,
    fees: 0,
    assetClass: 'stock',
  }));
}

async function importDay(day: number): Promise<string> {
  const fills = roundTrip(day);
  const plan = planImport({
    executions: fills,
    accountId: account,
    keys: fingerprintExecutions(fills, account),
    existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
    instruments: [],
  });
  const { data, error } = await alice.client.rpc('import_batch', {
    batch: { account_id: account, file_names: [`day-${day}.csv`], format: 'generic', row_errors: 0 },
    trades: plan.trades,
  });
  if (error) throw new Error(error.message);
  return batchResult.parse(data).batchId;
}

async function batchOf(id: string) {
  const { rows } = await test.server.ctx.db.query<{
    created_at: string;
    undone_at: string | null;
    fills: number;
  }>(
    `select b.created_at::text, b.undone_at::text,
       (select count(*)::int from public.trade_executions e where e.import_batch_id = b.id) as fills
     from public.import_batches b where b.id = $1`,
    [id],
  );
  return rows[0];
}

async function stagesOf(user: TestUser): Promise<number> {
  const { rows } = await test.server.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from public.import_stages where user_id = $1',
    [user.id],
  );
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  const { data, error } = await alice.client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: '10000' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  account = z.object({ id: z.string() }).parse(data).id;
});

afterAll(async () => {
  await test?.stop();
});

describe('the import history', () => {
  it('cannot be rewritten or deleted through the data API, and import and undo still work', async () => {
    const batch = await importDay(2);
    const before = await batchOf(batch);
    expect(before).toMatchObject({ undone_at: null, fills: 2 });

    const backdated = await alice.client
      .from('import_batches')
      .update({ created_at: '2020-01-01T00:00:00Z' })
      .eq('id', batch);
    expect(backdated.error?.message).toMatch(/permission denied/);
    const marked = await alice.client
      .from('import_batches')
      .update({ undone_at: new Date().toISOString() })
      .eq('id', batch);
    expect(marked.error?.message).toContain('DB-010');
    const deleted = await alice.client.from('import_batches').delete().eq('id', batch);
    expect(deleted.error?.message).toMatch(/permission denied/);
    expect(await batchOf(batch)).toEqual(before);

    const undone = await alice.client.rpc('undo_import', { batch_id: batch });
    expect(undone.error).toBeNull();
    expect(undone.data).toMatchObject({ fillsRemoved: 2, tradesRemoved: 1 });
    const after = await batchOf(batch);
    expect(after).toMatchObject({ created_at: before?.created_at, fills: 0 });
    expect(after?.undone_at).not.toBeNull();
    const revived = await alice.client.from('import_batches').update({ undone_at: null }).eq('id', batch);
    expect(revived.error?.message).toContain('DB-003');
    expect(await batchOf(batch)).toEqual(after);

    // The history still reads, and a new import of the same day goes in again.
    const history = await alice.client.from('import_batches').select('id, undone_at').eq('id', batch);
    expect(history.data).toHaveLength(1);
    expect((await batchOf(await importDay(2)))?.fills).toBe(2);
  });
});

describe('the import wizard’s waiting parts', () => {
  it('are cleared for every trader after a day, dated by the server', async () => {
    const staged = await bob.client.rpc('import_batch', {
      batch: { account_id: (await bobAccount()).id, stage: true },
      trades: [],
    });
    expect(staged.error).toBeNull();
    // Left by a tab closed two days ago (the dating trigger is bypassed to make the past).
    await test.server.ctx.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `update public.import_stages set created_at = now() - interval '2 days' where user_id = $1`,
        [bob.id],
      );
    });
    expect(await stagesOf(bob)).toBe(1);

    const future = await alice.client
      .from('import_stages')
      .insert({ id: randomUUID(), part: 0, trades: [], created_at: '2100-01-01T00:00:00Z' })
      .select('created_at')
      .single();
    expect(future.error).toBeNull();
    const dated = Date.parse(z.object({ created_at: z.string() }).parse(future.data).created_at);
    expect(Math.abs(dated - Date.now())).toBeLessThan(60_000);
    expect(await stagesOf(bob)).toBe(0);
  });

  it('hold at most 256 parts per trader', async () => {
    await alice.client.from('import_stages').delete().eq('user_id', alice.id);
    const id = randomUUID();
    const full = await alice.client
      .from('import_stages')
      .insert(Array.from({ length: 256 }, (_, part) => ({ id, part, trades: [] })));
    expect(full.error).toBeNull();
    const more = await alice.client.rpc('import_batch', {
      batch: { account_id: account, stage: true },
      trades: [],
    });
    expect(more.error?.message).toContain('VALIDATION-009');
    expect(await stagesOf(alice)).toBe(256);
    // Another trader is not held back by it.
    const other = await bob.client.rpc('import_batch', {
      batch: { account_id: (await bobAccount()).id, stage: true },
      trades: [],
    });
    expect(other.error).toBeNull();
    await alice.client.from('import_stages').delete().eq('id', id);
    const again = await alice.client.rpc('import_batch', {
      batch: { account_id: account, stage: true },
      trades: [],
    });
    expect(again.error).toBeNull();
  });
});

let bobsAccount: string | undefined;
async function bobAccount(): Promise<{ id: string }> {
  if (bobsAccount === undefined) {
    const { data, error } = await bob.client
      .from('accounts')
      .insert({ name: 'Bob', currency: 'USD' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    bobsAccount = z.object({ id: z.string() }).parse(data).id;
  }
  return { id: bobsAccount };
}

describe('the restore’s id check', () => {
  it('answers for at most 10,000 ids a call', async () => {
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    const mine = await alice.client.rpc('backup_ids_taken', { ids });
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([]);
    const others = await bob.client.rpc('backup_ids_taken', { ids: [...ids.slice(1), account] });
    expect(others.data).toEqual([account]);
    const tooMany = await alice.client.rpc('backup_ids_taken', { ids: [...ids, randomUUID()] });
    expect(tooMany.error?.message).toContain('VALIDATION-009');
  });

  it('is asked in parts by a restore of a backup with more ids than one call takes', async () => {
    const dan = await createTestUser(test);
    const tag = await dan.client
      .from('tags')
      .insert({ name: 'calm', tag_group: 'emotion' })
      .select('*')
      .single();
    expect(tag.error).toBeNull();
    const call = (user: TestUser, name: string, body?: Uint8Array) =>
      fetch(`${test.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.accessToken}`, apikey: test.anonKey },
        body: body === undefined ? undefined : new Uint8Array(body),
      });
    const zip = unzipSync(new Uint8Array(await (await call(dan, 'backup')).arrayBuffer()));
    const row = z.record(z.string(), z.unknown()).parse(tag.data);
    const tags = Array.from({ length: 10_001 }, (_, i) => ({ ...row, id: randomUUID(), name: `tag ${i}` }));
    const manifest = z
      .object({ tables: z.record(z.string(), z.number()) })
      .passthrough()
      .parse(JSON.parse(strFromU8(zip['manifest.json'] ?? new Uint8Array())));
    const big = zipSync({
      ...zip,
      'manifest.json': strToU8(
        JSON.stringify({ ...manifest, tables: { ...manifest.tables, tags: tags.length } }),
      ),
      'tables/tags.json': strToU8(JSON.stringify(tags)),
    });
    const erin = await createTestUser(test);
    const response = await call(erin, 'restore', big);
    expect(response.status, await response.clone().text()).toBe(200);
    const { rows } = await test.server.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from public.tags where user_id = $1',
      [erin.id],
    );
    expect(rows[0]?.n).toBe(10_001);
  }, 60_000);
});
