import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postSlowly } from '../auth/slow-body.ts';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

// Faults of the request answered as faults of the request: a function's "not found" (P0002) is 404,
// a body nested deeper than the database can read is 400 before it reaches the database, a body over
// the limit is 413 read to its end rather than a reset connection, each with PostgREST's error body;
// the server keeps answering afterwards.

let test: TestServer;
let user: TestUser;

beforeAll(async () => {
  test = await startTestServer();
  user = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

const postgrestError = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});

describe('a function’s “not found”', () => {
  const calls: Array<[string, Record<string, unknown>, string]> = [
    [
      'import_batch',
      { batch: { account_id: randomUUID() }, trades: [] },
      'DB-004: the account to import into was not found',
    ],
    ['undo_import', { batch_id: randomUUID() }, 'DB-004: the import was not found'],
    ['merge_tags', { p_source: randomUUID(), p_target: randomUUID() }, 'Tag not found.'],
    ['delete_tag', { p_tag: randomUUID() }, 'Tag not found.'],
    [
      'save_backtest_trades',
      { session_id: randomUUID(), trades: [] },
      'DB-004: the backtest session was not found',
    ],
  ];

  it.each(calls)('rpc/%s answers 404 with P0002 and PostgREST’s body', async (name, args, message) => {
    const { status, error } = await user.client.rpc(name, args);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'P0002', message, hint: null });

    const raw = await fetch(`${test.url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: test.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    expect(raw.status).toBe(404);
    expect(raw.headers.get('proxy-status')).toBe('PostgREST; error=P0002');
    expect(postgrestError.strict().parse(await raw.json())).toMatchObject({ code: 'P0002', message });
  });
});

describe('JSON nested past what the database reads', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const send = (path: string, body: string, method = 'POST') =>
    fetch(`${test.url}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: test.anonKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      body,
    });

  const bodies: Array<[string, string, string]> = [
    ['rpc/save_trades', 'POST', `{"trades":${deep(100_000)}}`],
    ['rpc/save_trades', 'POST', `{"trades":[{"notes":"x","executions":${deep(513)}}]}`],
    ['rpc/import_batch', 'POST', `{"batch":{"account_id":"${randomUUID()}"},"trades":${deep(100_000)}}`],
    ['drawboards', 'POST', `{"name":"Deep","scene":${deep(100_000)}}`],
    ['drawboards?id=eq.' + randomUUID(), 'PATCH', `{"scene":${deep(100_000)}}`],
  ];

  it.each(bodies)('%s (%s) is refused with 400 PGRST102', async (path, method, body) => {
    const response = await send(path, body, method);
    expect(response.status).toBe(400);
    expect(postgrestError.strict().parse(await response.json())).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: 'The JSON nests more than 512 levels deep',
      hint: null,
    });
  });

  it('takes a document nested 512 levels, brackets inside its strings aside, and keeps answering', async () => {
    const scene = { version: 2, elements: [JSON.parse(deep(509)) as unknown], note: '[['.repeat(600) };
    const { data, error } = await user.client
      .from('drawboards')
      .insert({ name: 'Nested', scene })
      .select('scene')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ scene });
    const health = await fetch(`${test.url}/health`);
    expect(health.status).toBe(200);
  });
});

describe('a body over the limit', () => {
  it('100 MB to an rpc is answered 413 PGRST413 while the client still sends, not reset', async () => {
    const answer = await postSlowly(
      test.url,
      '/rest/v1/rpc/save_trades',
      { apikey: test.anonKey, 'content-type': 'application/json' },
      100 * 1024 * 1024,
    );
    expect(answer.error).toBeNull();
    expect(answer.sentAll).toBe(true);
    expect(answer.status).toBe(413);
    expect(postgrestError.strict().parse(JSON.parse(answer.body))).toMatchObject({
      code: 'PGRST413',
      message: 'Payload too large',
    });
  });
});
