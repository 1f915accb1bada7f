import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../auth/helpers.ts';
import { startTestServer, tokenClient, type TestServer } from '../support/server.ts';

/**
 * rpc/sign_in_activity: the caller's own audit entries, newest first, with the browser each came
 * from; never another user's, never the hourly token refreshes.
 */

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Activity {
  at: string;
  action: string;
  ip: string | null;
  user_agent: string | null;
}

interface Session {
  access_token: string;
  refresh_token: string;
}

let test: TestServer;
const aliceEmail = uniqueEmail('alice');
const bobEmail = uniqueEmail('bob');
let aliceDesktop: SupabaseClient;
let bob: SupabaseClient;

/** A call to auth/v1 from a browser: its own User-Agent, and its session's token when it has one. */
async function authCall(userAgent: string, path: string, body: unknown, session?: Session, method = 'POST') {
  const res = await fetch(`${test.url}/auth/v1${path}`, {
    method,
    headers: {
      apikey: test.anonKey,
      'content-type': 'application/json',
      'user-agent': userAgent,
      ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  const text = await res.text();
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

const signIn = async (userAgent: string, email: string) =>
  (await authCall(userAgent, '/token?grant_type=password', { email, password: PASSWORD })) as Session;

async function activity(client: SupabaseClient, limit?: number): Promise<Activity[]> {
  const { data, error } = await client.rpc('sign_in_activity', limit === undefined ? {} : { p_limit: limit });
  expect(error).toBeNull();
  return data as Activity[];
}

/** The entries one request wrote, in a fixed order: they may share their instant. */
const byAction = (rows: Activity[]) => [...rows].sort((a, b) => a.action.localeCompare(b.action));

beforeAll(async () => {
  test = await startTestServer();
  for (const email of [aliceEmail, bobEmail]) {
    const { error } = await test
      .admin()
      .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(error).toBeNull();
  }
  const desktop = await signIn(FIREFOX, aliceEmail);
  aliceDesktop = tokenClient(test, desktop.access_token);
  bob = tokenClient(test, (await signIn(CHROME, bobEmail)).access_token);
  const phone = await signIn(IPHONE, aliceEmail);
  await authCall(IPHONE, '/token?grant_type=refresh_token', { refresh_token: phone.refresh_token });
  await authCall(IPHONE, '/logout?scope=local', {}, phone);
  await authCall(FIREFOX, '/user', { password: `${PASSWORD} 2` }, desktop, 'PUT');
});
afterAll(async () => {
  await test?.stop();
});

describe('sign-in activity', () => {
  it("lists the caller's sign-ins, sign-outs and password change, newest first, with each browser", async () => {
    const rows = await activity(aliceDesktop);
    // The password change writes both entries in one request.
    expect(byAction(rows.slice(0, 2)).map((r) => [r.action, r.user_agent])).toEqual([
      ['user_modified', FIREFOX],
      ['user_updated_password', FIREFOX],
    ]);
    expect(rows.slice(2).map((r) => [r.action, r.user_agent])).toEqual([
      ['logout', IPHONE],
      ['login', IPHONE],
      ['login', FIREFOX],
    ]);
    const times = rows.map((r) => Date.parse(r.at));
    expect(times.every((t) => Number.isFinite(t))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.every((r) => r.ip === '127.0.0.1' || r.ip === '::1' || r.ip === '::ffff:127.0.0.1')).toBe(
      true,
    );
  });

  it("shows another user only their own, never the first user's", async () => {
    expect((await activity(bob)).map((r) => [r.action, r.user_agent])).toEqual([['login', CHROME]]);
  });

  it('takes a limit of 1 to 100', async () => {
    expect((await activity(aliceDesktop, 2)).map((r) => r.action).sort()).toEqual([
      'user_modified',
      'user_updated_password',
    ]);
    for (const limit of [0, 101]) {
      const { error } = await aliceDesktop.rpc('sign_in_activity', { p_limit: limit });
      expect(error).toMatchObject({ code: '22023', message: 'The limit must be between 1 and 100.' });
    }
  });

  it('is closed to anonymous callers', async () => {
    const { error } = await test.client().rpc('sign_in_activity', {});
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for function sign_in_activity',
    });
  });
});
