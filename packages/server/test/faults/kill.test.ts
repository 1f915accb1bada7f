import { fingerprintExecutions, planImport, type ImportedExecution } from '@edgelog/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD, uniqueEmail } from '../auth/helpers.ts';
import { createTestDatabase, testMode } from '../support/database.ts';
import { saveTrades, type TradeInput } from '../support/journal.ts';
import { supabaseClient } from '../support/server.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * A server process killed with SIGKILL (the OOM killer, a crashed host) while an import and a
 * stream of saves are in flight, then started again on the same data: the import is there whole or
 * not at all, every save the client was told succeeded is there, and the server answers as before.
 * On the embedded database the folder's lock names a dead process, which the next start takes over.
 */
/**
 * 16,000 fills: on the embedded database the statement holds the process's thread for seconds
 * (about 2.5 s on a 2-core machine), far longer than the probe below waits.
 */
const IMPORT_ROUND_TRIPS = 8_000;
/** A liveness probe unanswered this long means the thread is inside the import's statement. */
const HELD_MS = 500;
/** Saves acknowledged before the kill when no import is involved. */
const SAVES_BEFORE_KILL = 25;
const SAVERS = 3;
const POLL = { timeout: 30_000, interval: 20 };

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
});

interface Instance {
  dataDir: string;
  databaseUrl?: string;
}

async function instance(): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgelog-kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await createTestDatabase();
  if (database) cleanups.push(() => database.drop());
  return { dataDir, databaseUrl: database?.url };
}

async function start(on: Instance, port?: number): Promise<ServerProcess> {
  const server = await startServerProcess({ ...on, port });
  cleanups.push(() => server.stop());
  return server;
}

async function trader(server: ServerProcess): Promise<SupabaseClient> {
  const client = supabaseClient(server.url, server.anonKey);
  const { error } = await client.auth.signUp({ email: uniqueEmail('kill'), password: PASSWORD });
  if (error) throw error;
  return client;
}

async function newAccount(client: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await client
    .from('accounts')
    .insert({ name, currency: 'USD', starting_balance: '10000' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return z.object({ id: z.string() }).parse(data).id;
}

const trade = (accountId: string, n: number): TradeInput => {
  const day = new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return {
    account_id: accountId,
    symbol: 'SAVE',
    executions: [
      { executed_at: `${day}T14:00:00Z`, side: 'buy', quantity: '10', price: '100' },
      { executed_at: `${day}T15:00:00Z`, side: 'sell', quantity: '10', price: '101' },
    ],
  };
};

/**
 * Saves one trade per call from a few loops at once until the process is gone; `acknowledged`
 * holds the ids of the calls answered 2xx, the only saves a trader was told are kept.
 */
function saveStream(client: SupabaseClient, accountId: string) {
  const acknowledged: string[] = [];
  let next = 0;
  let running = true;
  const loops = Array.from({ length: SAVERS }, async () => {
    while (running) {
      try {
        acknowledged.push(...(await saveTrades(client, [trade(accountId, next++)])));
      } catch {
        // The process is gone: what was not answered was never promised.
        running = false;
      }
    }
  });
  return {
    acknowledged,
    async done() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function importPlan(accountId: string) {
  const fills: ImportedExecution[] = [];
  for (let i = 0; i < IMPORT_ROUND_TRIPS; i++) {
    const at = Date.UTC(2026, 0, 5) + i * 60 * 60_000;
    for (const [k, side] of (['buy', 'sell'] as const).entries()) {
      fills.push({
        time: new Date(at + k * 30 * 60_000).toISOString(),
        symbol: 'IMPT',
        side,
        quantity: 10,
        price: 50 + k + (i % 7),
        commission: 1,
        fees: 0,
        assetClass: 'stock',
      });
    }
  }
  const plan = planImport({
    executions: fills,
    accountId,
    keys: fingerprintExecutions(fills, accountId),
    existing: { brokerExecutionIds: [], importKeys: [], openTrades: [] },
    instruments: [],
  });
  return { fills: fills.length, trades: plan.trades.length, payload: plan.trades };
}

async function countOf(client: SupabaseClient, table: string, accountId: string): Promise<number> {
  const { count, error } = await client
    .from(table)
    .select('id', { count: 'exact', head: true })
    .eq('account_id', accountId);
  if (error) throw new Error(`${table}: ${error.message}`);
  return count ?? 0;
}

async function batchesOf(client: SupabaseClient, accountId: string): Promise<number> {
  const { count, error } = await client
    .from('import_batches')
    .select('id', { count: 'exact', head: true })
    .eq('account_id', accountId);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

async function idsIn(client: SupabaseClient, accountId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .from('trades')
      .select('id')
      .eq('account_id', accountId)
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    const page = z.array(z.object({ id: z.string() })).parse(data);
    for (const row of page) ids.add(row.id);
    if (page.length < 1000) return ids;
  }
}

/**
 * Resolves once the import's transaction is running. On PostgreSQL its statement shows as active;
 * the embedded database runs a statement on the process's one thread, so a process that stops
 * answering its liveness probe after the body was sent is one running the import.
 */
async function importRunning(server: ServerProcess, on: Instance, answered: () => boolean): Promise<void> {
  if (on.databaseUrl) {
    const admin = new pg.Client({ connectionString: on.databaseUrl });
    await admin.connect();
    try {
      await expect
        .poll(async () => {
          if (answered()) throw new Error('the import was answered before the kill');
          const { rows } = await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and state = 'active' and query ilike '%import_batch%'`,
          );
          return rows[0]!.n;
        }, POLL)
        .toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    return;
  }
  await expect
    .poll(async () => {
      if (answered()) throw new Error('the import was answered before the kill');
      const probe = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(HELD_MS) }).then(
        () => 'answered',
        () => 'held',
      );
      return probe;
    }, POLL)
    .toBe('held');
}

/** No statement of the killed process is left running on PostgreSQL (it aborts when it finds the client gone). */
async function killedBackendsGone(on: Instance): Promise<void> {
  if (!on.databaseUrl) return;
  const admin = new pg.Client({ connectionString: on.databaseUrl });
  await admin.connect();
  try {
    await expect
      .poll(async () => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike '%import_batch%'
              and state in ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
        );
        return rows[0]!.n;
      }, POLL)
      .toBe(0);
  } finally {
    await admin.end();
  }
}

/** The restarted process answers as before: liveness, readiness and a new save. */
async function answersNormally(server: ServerProcess, client: SupabaseClient, accountId: string) {
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
  expect((await fetch(`${server.url}/ready`)).status).toBe(200);
  const [id] = await saveTrades(client, [trade(accountId, 10_000)]);
  expect((await idsIn(client, accountId)).has(id!)).toBe(true);
}

describe(`a server process killed with SIGKILL (${testMode})`, () => {
  it('mid-import, with saves streaming: the import is whole or absent and every acknowledged save is kept', async () => {
    const on = await instance();
    const first = await start(on);
    const client = await trader(first);
    const saveAccount = await newAccount(client, 'Saves');
    const importAccount = await newAccount(client, 'Imports');
    const plan = importPlan(importAccount);

    const stream = saveStream(client, saveAccount);
    await expect.poll(() => stream.acknowledged.length, POLL).toBeGreaterThan(5);
    let importAnswered = false;
    const importCall = client
      .rpc('import_batch', {
        batch: { account_id: importAccount, file_names: ['fills.csv'], format: 'generic', row_errors: 0 },
        trades: plan.payload,
      })
      .then((answer) => {
        importAnswered = answer.error === null;
        return answer;
      });
    await importRunning(first, on, () => importAnswered);
    await first.kill();
    const importAnswer = await importCall;
    await stream.done();
    // Killed before it was answered: the trader was never told it was imported.
    expect(importAnswer.error).not.toBeNull();
    expect(importAnswered).toBe(false);
    const acknowledged = [...stream.acknowledged];
    await killedBackendsGone(on);

    const second = await start(on, first.port);
    const batches = await batchesOf(client, importAccount);
    const trades = await countOf(client, 'trades', importAccount);
    const fills = await countOf(client, 'trade_executions', importAccount);
    // All or nothing: no batch row without its trades, no trades without their fills.
    expect([batches, trades, fills]).toEqual(batches === 0 ? [0, 0, 0] : [1, plan.trades, plan.fills]);
    const kept = await idsIn(client, saveAccount);
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    await answersNormally(second, client, saveAccount);

    // The same file again is taken whole: nothing of the killed attempt is in its way.
    if (batches === 0) {
      const again = await client.rpc('import_batch', {
        batch: { account_id: importAccount, file_names: ['fills.csv'], format: 'generic', row_errors: 0 },
        trades: plan.payload,
      });
      expect(again.error).toBeNull();
      expect(await countOf(client, 'trade_executions', importAccount)).toBe(plan.fills);
    }
  }, 180_000);

  it('mid-save: every acknowledged save is kept, and it is killed and restarted again without harm', async () => {
    const on = await instance();
    let server = await start(on);
    const client = await trader(server);
    const accountId = await newAccount(client, 'Saves');
    const acknowledged: string[] = [];

    for (let round = 0; round < 2; round++) {
      const stream = saveStream(client, accountId);
      const target = acknowledged.length + SAVES_BEFORE_KILL;
      await expect
        .poll(() => acknowledged.length + stream.acknowledged.length, POLL)
        .toBeGreaterThanOrEqual(target);
      await server.kill();
      await stream.done();
      acknowledged.push(...stream.acknowledged);

      server = await start(on, server.port);
      const kept = await idsIn(client, accountId);
      expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    }
    await answersNormally(server, client, accountId);
  }, 180_000);
});
