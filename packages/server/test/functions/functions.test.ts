import {
  FunctionRegion,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
  createClient,
} from '@supabase/supabase-js';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../support/server.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

let test: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await startTestServer({ functionsDir: fixtures });
  alice = await createTestUser(test);
  bob = await createTestUser(test);
});
afterAll(async () => {
  await test?.stop();
});

async function httpError(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe('functions/v1', () => {
  it("returns the handler's answer to supabase.functions.invoke, with the caller's identity", async () => {
    const { data, error } = await alice.client.functions.invoke('hello', { body: { name: 'Ada' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      message: 'Hello Ada',
      method: 'POST',
      path: '/hello',
      query: {},
      region: null,
      custom: null,
      role: 'authenticated',
      userId: alice.id,
      email: alice.email,
      name: 'hello',
    });
  });

  it('passes other methods, headers, sub-paths and the region', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { data, error } = await alice.client.functions.invoke('hello', {
        method,
        headers: { 'x-custom': 'yes' },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ method, custom: 'yes' });
    }
    const { data } = await alice.client.functions.invoke('hello', { region: FunctionRegion.EuWest1 });
    expect(data).toMatchObject({ region: 'eu-west-1', query: { forceFunctionRegion: 'eu-west-1' } });

    const response = await fetch(`${test.url}/functions/v1/hello/deeper/path?x=1`, {
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(await response.json()).toMatchObject({
      path: '/hello/deeper/path',
      query: { x: '1' },
      method: 'GET',
    });
  });

  it('hands the body over as sent and sends the answer back by content type', async () => {
    const text = await alice.client.functions.invoke('echo', { body: 'plain words' });
    expect(text.data).toBe('plain words');
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const blob = await alice.client.functions.invoke('echo', { body: new Blob([bytes]) });
    expect(blob.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (blob.data as Blob).arrayBuffer())).toEqual(bytes);
    expect(blob.response?.headers.get('x-length')).toBe('5');
  });

  it('streams a response body', async () => {
    const { data, error } = await alice.client.functions.invoke('stream');
    expect(error).toBeNull();
    // functions-js hands event streams over as the Response itself.
    expect(await (data as Response).text()).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n');
  });

  it('surfaces a non-2xx answer as FunctionsHttpError and host failures as FunctionsRelayError', async () => {
    const teapot = await alice.client.functions.invoke('teapot');
    expect(await httpError(teapot.error)).toEqual({
      status: 418,
      body: { error: 'I am a teapot', code: 'TEAPOT' },
    });

    for (const name of ['fails', 'broken', 'not-a-response', 'slow']) {
      const { data, error, response } = await alice.client.functions.invoke(name);
      expect(data).toBeNull();
      expect(error, name).toBeInstanceOf(FunctionsRelayError);
      expect(response?.headers.get('x-relay-error')).toBe('true');
    }

    const unreachable = createClient('http://127.0.0.1:9', test.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    expect((await unreachable.functions.invoke('hello')).error).toBeInstanceOf(FunctionsFetchError);

    const missing = await alice.client.functions.invoke('no-such-function');
    expect(await httpError(missing.error)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    });
    const sneaky = await fetch(`${test.url}/functions/v1/..%2F..%2Fsrc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(sneaky.status).toBe(404);
    const shared = await fetch(`${test.url}/functions/v1/_shared`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(shared.status).toBe(404);
  });

  it('requires a valid JWT unless the function opts out', async () => {
    const noAuth = await fetch(`${test.url}/functions/v1/hello`, {
      method: 'POST',
      headers: { apikey: test.anonKey },
    });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    const garbage = createClient(test.url, test.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as unknown as typeof WebSocket },
      accessToken: async () => 'not-a-jwt',
    });
    expect(await httpError((await garbage.functions.invoke('hello')).error)).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    });
    const expired = await test.server.ctx.keys.sign({ sub: alice.id, role: 'authenticated' }, -120);
    const stale = await fetch(`${test.url}/functions/v1/hello`, {
      method: 'POST',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(stale.status).toBe(401);

    // The anon key is a valid JWT: a signed-out client may call a function, as anon.
    const anon = await test.client().functions.invoke('hello');
    expect(anon.data).toMatchObject({ role: 'anon', userId: null });

    for (const name of ['public', 'public-json']) {
      const open = await fetch(`${test.url}/functions/v1/${name}`, { method: 'POST' });
      expect(open.status, name).toBe(200);
      expect(await open.json()).toMatchObject({ role: 'anon' });
    }
    const signedIn = await alice.client.functions.invoke('public');
    expect(signedIn.data).toEqual({ role: 'authenticated', userId: alice.id });
  });

  it("runs the handler's database client as the caller, under row-level security", async () => {
    const asAlice = await alice.client.functions.invoke('my-profile');
    expect(asAlice.error).toBeNull();
    expect(asAlice.data).toEqual({ visible: [alice.id], othersChanged: 0 });
    const asBob = await bob.client.functions.invoke('my-profile');
    expect(asBob.data).toEqual({ visible: [bob.id], othersChanged: 0 });
    const { rows } = await test.server.ctx.db.query<{ n: string }>(
      `select count(*)::text as n from public.profiles where full_name = 'touched by function'`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('answers CORS preflights and lets browsers read the relay flag', async () => {
    const preflight = await fetch(`${test.url}/functions/v1/hello`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type, x-region',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-region/);
    const actual = await fetch(`${test.url}/functions/v1/fails`, {
      method: 'POST',
      headers: { origin: 'https://app.example.com', authorization: `Bearer ${alice.accessToken}` },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(actual.headers.get('access-control-expose-headers')).toMatch(/x-relay-error/);
  });
});
