import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDbError } from '../../src/db/index.ts';
import { saveTrades } from '../support/journal.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

/**
 * One call must not hold the server (issue 32): every product function that takes lists refuses more
 * than its settings allow, in the data API before the database is reached and in the function itself,
 * with one answer (413, PT413, VALIDATION-009). docs/decisions/0023-call-limits.md.
 */

let test: TestServer;
let alice: TestUser;
let bob: TestUser;
let bobAccount: string;

beforeAll(async () => {
  test = await startTestServer();
  alice = await createTestUser(test);
  bob = await createTestUser(test);
  const { data, error } = await bob.client
    .from('accounts')
    .insert({ name: 'Main', currency: 'USD', starting_balance: '1000' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  bobAccount = z.object({ id: z.string() }).parse(data).id;
});
afterAll(async () => {
  await test?.stop();
});

const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});

async function rpc(user: TestUser, name: string, body: string) {
  const started = performance.now();
  const response = await fetch(`${test.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: test.anonKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'application/json',
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** The function called straight in the database as the user: what a caller past the data API gets. */
async function inDatabase(user: TestUser, sql: string, params: unknown[]) {
  try {
    await test.server.ctx.db.asIdentity(
      { role: 'authenticated', claims: { sub: user.id, role: 'authenticated' } },
      (tx) => tx.query(sql, params),
    );
  } catch (err) {
    if (isDbError(err)) return { code: err.code, message: err.message, hint: err.hint ?? null };
    throw err;
  }
  return undefined;
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('limits on what one call may ask', () => {
  it('refuses rpc/save_trades with 1,000,000 empty trades at once, while /health and another trader answer', async () => {
    const huge = JSON.stringify({ trades: Array.from({ length: 1_000_000 }, () => ({})) });
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const refused = rpc(alice, 'save_trades', huge);
    const [health, save, answer] = await Promise.all([
      timed(fetch(`${test.url}/health`).then((r) => r.status)),
      timed(
        saveTrades(bob.client, [
          {
            account_id: bobAccount,
            symbol: 'AAPL',
            asset_class: 'stock',
            executions: [{ executed_at: '2026-01-05T14:30:00Z', side: 'buy', quantity: '1', price: '100' }],
          },
        ]),
      ),
      refused,
    ]);
    expect(answer.status).toBe(413);
    expect(errorBody.parse(JSON.parse(answer.text))).toEqual({
      code: 'PT413',
      message: 'VALIDATION-009: rpc/save_trades takes lists of at most 1000 items; this call sent 1000000',
      details: null,
      hint: 'Send the items in several calls.',
    });
    expect(answer.ms).toBeLessThan(2000);
    expect(health.value).toBe(200);
    expect(health.ms).toBeLessThan(2000);
    expect(save.value).toHaveLength(1);
    expect(save.ms).toBeLessThan(2000);
  });

  it('refuses one trade holding more fills than a call takes', async () => {
    const trade = {
      account_id: bobAccount,
      symbol: 'AAPL',
      asset_class: 'stock',
      executions: Array(10_000).fill({}),
    };
    const answer = await rpc(bob, 'save_trades', JSON.stringify({ trades: [trade] }));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({
      code: 'PT413',
      message:
        'VALIDATION-009: rpc/save_trades takes at most 10000 list elements in one call (items and what they hold, such as fills and tags); this call sent 10001',
    });
  });

  it('lets a call of exactly the limits through to the function', async () => {
    // Empty trades pass the limits and are then refused by the function's own rules.
    const answer = await rpc(alice, 'save_trades', JSON.stringify({ trades: Array(1000).fill({}) }));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '23502' });
  });

  it('answers the same in the database itself, for callers past the data API', async () => {
    const cases: Array<{ name: string; body: Record<string, unknown>; sql: string; params: unknown[] }> = [
      {
        name: 'save_trades',
        body: { trades: Array(1001).fill({}) },
        sql: 'select public.save_trades($1::jsonb)',
        params: [JSON.stringify(Array(1001).fill({}))],
      },
      {
        name: 'import_batch',
        body: { batch: { cash: Array(100_000).fill({}) }, trades: [{ executions: Array(100_000).fill({}) }] },
        sql: 'select public.import_batch($1::jsonb, $2::jsonb)',
        params: [
          JSON.stringify({ cash: Array(100_000).fill({}) }),
          JSON.stringify([{ executions: Array(100_000).fill({}) }]),
        ],
      },
      {
        name: 'save_backtest_trades',
        body: { session_id: crypto.randomUUID(), trades: Array(1001).fill({}) },
        sql: 'select public.save_backtest_trades($1::uuid, $2::jsonb)',
        params: [crypto.randomUUID(), JSON.stringify(Array(1001).fill({}))],
      },
      {
        name: 'backup_ids_taken',
        body: { ids: Array.from({ length: 10_001 }, () => crypto.randomUUID()) },
        sql: 'select public.backup_ids_taken($1::uuid[])',
        params: [Array.from({ length: 10_001 }, () => crypto.randomUUID())],
      },
      {
        name: 'restore_tag',
        body: {
          p_tag: { name: 'x' },
          p_trade_ids: Array.from({ length: 200_001 }, () => crypto.randomUUID()),
        },
        sql: 'select public.restore_tag($1::jsonb, $2::uuid[])',
        params: [JSON.stringify({ name: 'x' }), Array.from({ length: 200_001 }, () => crypto.randomUUID())],
      },
    ];
    for (const c of cases) {
      const api = await rpc(alice, c.name, JSON.stringify(c.body));
      expect(api.status, c.name).toBe(413);
      const body = errorBody.parse(JSON.parse(api.text));
      expect(await inDatabase(alice, c.sql, c.params), c.name).toEqual({
        code: body.code,
        message: body.message,
        hint: body.hint,
      });
    }
  });

  it('gives every product function that takes lists its limits', async () => {
    const { rows } = await test.server.ctx.db.query<{ name: string; config: string[] | null }>(
      `select p.oid::regprocedure::text as name, p.proconfig as config
       from pg_proc p
       where p.pronamespace = 'public'::regnamespace
         and has_function_privilege('authenticated', p.oid, 'execute')
         and exists (
           select 1 from unnest(p.proargtypes::oid[]) as a (t) join pg_type y on y.oid = a.t
           where y.typname in ('json', 'jsonb') or y.typcategory = 'A')`,
    );
    // price_bars_valid answers false for more than 50,000 bars before it looks at any of them.
    const checked = rows.filter((r) => !r.name.startsWith('price_bars_valid('));
    expect(checked.map((r) => r.name).sort()).toEqual(
      expect.arrayContaining([
        'analytics_journal(timestamp with time zone,timestamp with time zone,uuid[],uuid[],uuid[],text[],integer,integer)',
        'import_batch(jsonb,jsonb)',
        'save_trades(jsonb)',
        'trash_delete(text,uuid[])',
      ]),
    );
    for (const row of checked) {
      const names = (row.config ?? []).map((entry) => entry.split('=')[0]);
      expect(names, row.name).toEqual(expect.arrayContaining(['edgelog.max_items', 'edgelog.max_elements']));
    }
  });
});
