import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAuthTables } from '../../src/auth/services/sweep.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authFetch, decodeJwt, PASSWORD, signedUpClient, signIn } from './helpers.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

const refresh = (server: TestServer, token: string) =>
  authFetch(server, '/token?grant_type=refresh_token', { body: { refresh_token: token } });

describe('password sign-in', () => {
  it('signs in, and answers invalid_credentials alike for a wrong password and an unknown address', async () => {
    const { email, user } = await signedUpClient(test);
    const client = test.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.last_sign_in_at).toBeTruthy();
    expect(data.session!.expires_in).toBe(3600);

    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({
      email: 'nobody@example.test',
      password: PASSWORD,
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('reports a password weaker than the current rules on sign-in', async () => {
    const admin = test.admin();
    const email = `weak-${Date.now()}@example.test`;
    // Created under an older, laxer rule: a bcrypt hash of a 6-character password.
    const bcrypt = (await import('bcryptjs')).default;
    const hash = await bcrypt.hash('abc123', 10);
    await admin.auth.admin.createUser({ email, password_hash: hash, email_confirm: true } as never);
    const { data, error } = await test.client().auth.signInWithPassword({ email, password: 'abc123' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
  });

  it('verifies bcrypt hashes imported from Supabase and upgrades them to argon2id', async () => {
    const bcrypt = (await import('bcryptjs')).default;
    const hash = await bcrypt.hash(PASSWORD, 10);
    const { rows } = await test.server.ctx.db.query<{ id: string; email: string }>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, $2, now(), '{"provider":"email","providers":["email"]}') returning id, email`,
      [`imported-${Date.now()}@example.test`, hash],
    );
    const { data, error } = await test
      .client()
      .auth.signInWithPassword({ email: rows[0]!.email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(rows[0]!.id);
    const stored = await test.server.ctx.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [rows[0]!.id],
    );
    expect(stored.rows[0]!.encrypted_password).toMatch(/^\$argon2id\$/);
    await signIn(test, rows[0]!.email);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use and keep the session and its claims', async () => {
    const { client, session } = await signedUpClient(test);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    const user = await client.auth.getUser();
    expect(user.error).toBeNull();
  });

  it('return the already-issued child when the parent is replayed within the reuse interval', async () => {
    const { session } = await signedUpClient(test);
    const first = await refresh(test, session.refresh_token);
    expect(first.status).toBe(200);
    const replay = await refresh(test, session.refresh_token);
    expect(replay.status).toBe(200);
    expect(replay.json.refresh_token).toBe(first.json.refresh_token);
    // The child still works and rotates.
    const next = await refresh(test, String(first.json.refresh_token));
    expect(next.status).toBe(200);
    expect(next.json.refresh_token).not.toBe(first.json.refresh_token);
  });

  it('answer refresh_token_not_found for an unknown token and 400 for a missing one, never 5xx', async () => {
    const unknown = await refresh(test, 'no-such-token');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      code: 'refresh_token_not_found',
      error_code: 'refresh_token_not_found',
    });
    const missing = await authFetch(test, '/token?grant_type=refresh_token', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
    const client = test.client();
    const viaClient = await client.auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(viaClient.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('answer session_not_found once the session has been signed out', async () => {
    const { client, session } = await signedUpClient(test);
    await client.auth.signOut({ scope: 'local' });
    const after = await refresh(test, session.refresh_token);
    expect(after.status).toBe(400);
    expect(after.json.code).toBe('session_not_found');
  });
});

describe('refresh-token reuse outside the interval', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ refreshTokenReuseInterval: 1 });
  });
  afterAll(async () => {
    await short?.stop();
  });

  it('revokes the whole session family and answers refresh_token_already_used', async () => {
    const { client, session } = await signedUpClient(short);
    const first = await refresh(short, session.refresh_token);
    expect(first.status).toBe(200);
    const child = String(first.json.refresh_token);
    const childAccess = String(first.json.access_token);
    await new Promise((r) => setTimeout(r, 1300));

    const reuse = await refresh(short, session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.json).toMatchObject({
      code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });

    // Every token of the family is dead, and so are its access tokens at the auth API.
    const childAfter = await refresh(short, child);
    expect(childAfter.status).toBe(400);
    expect(['session_not_found', 'refresh_token_already_used']).toContain(childAfter.json.code);
    const user = await authFetch(short, '/user', { token: childAccess });
    expect(user.status).toBe(403);
    expect(user.json.code).toBe('session_not_found');
    const { error } = await client.auth.getUser(childAccess);
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});

describe('sign-out scopes', () => {
  it('local ends only this session; others ends the rest; global ends all', async () => {
    const { email } = await signedUpClient(test);
    const a = await signIn(test, email);
    const b = await signIn(test, email);
    const c = await signIn(test, email);
    const tokenOf = async (client: typeof a) => (await client.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)];

    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await authFetch(test, '/user', { token: ta })).json.code).toBe('session_not_found');
    expect((await authFetch(test, '/user', { token: tb })).status).toBe(200);

    expect((await b.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await authFetch(test, '/user', { token: tb })).status).toBe(200);
    expect((await authFetch(test, '/user', { token: tc })).status).toBe(403);
    const cUser = await c.auth.getUser();
    expect(cUser.error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await c.auth.getSession()).data.session).toBeNull();

    const d = await signIn(test, email);
    const td = await tokenOf(d);
    expect((await b.auth.signOut()).error).toBeNull();
    expect((await authFetch(test, '/user', { token: tb })).status).toBe(403);
    expect((await authFetch(test, '/user', { token: td })).status).toBe(403);
  });

  it('answers 204, and 400 validation_failed for an unknown scope', async () => {
    const { session } = await signedUpClient(test);
    const bad = await authFetch(test, '/logout?scope=everything', {
      method: 'POST',
      token: session.access_token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
    const ok = await authFetch(test, '/logout?scope=local', { method: 'POST', token: session.access_token });
    expect(ok.status).toBe(204);
  });
});

describe('access-token checks', () => {
  it('401 without a bearer, 403 bad_jwt for tampered and expired tokens', async () => {
    const { session, user } = await signedUpClient(test);
    // The anon key is the bearer when no user token is given: it has no sub.
    const none = await authFetch(test, '/user', { token: test.anonKey });
    expect(none.status).toBe(403);
    expect(none.json.code).toBe('bad_jwt');
    const noBearer = await fetch(`${test.url}/auth/v1/user`, { headers: { apikey: test.anonKey } });
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toMatchObject({ code: 'no_authorization' });

    const [h, p, s] = session.access_token.split('.');
    const claims = decodeJwt(session.access_token);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
    const tampered = await authFetch(test, '/user', { token: `${h}.${forged}.${s}` });
    expect(tampered.status).toBe(403);
    expect(tampered.json).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt' });
    const badSignature = await authFetch(test, '/user', { token: `${h}.${p}.${s!.slice(0, -4)}AAAA` });
    expect(badSignature.status).toBe(403);

    const expired = await test.server.ctx.keys.sign({ ...claims, exp: undefined, iat: undefined }, -120);
    const expiredResponse = await authFetch(test, '/user', { token: expired });
    expect(expiredResponse.status).toBe(403);
    expect(expiredResponse.json.code).toBe('bad_jwt');
    const viaClient = await test.client().auth.getUser(expired);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const good = await test.client().auth.getUser(session.access_token);
    expect(good.data.user?.id).toBe(user.id);
  });
});

describe('the sweep', () => {
  it('removes refresh tokens of ended sessions, expired codes and stale counters', async () => {
    const { client, session, email } = await signedUpClient(test);
    await client.auth.signOut({ scope: 'local' });
    await test.client().auth.resetPasswordForEmail(email);
    const db = test.server.ctx.db;
    await db.query(`update auth.refresh_tokens set updated_at = now() - interval '2 days' where token = $1`, [
      session.refresh_token,
    ]);
    await db.query(
      `update auth.one_time_tokens set created_at = now() - interval '2 days'
       where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    await db.query(
      `insert into auth.rate_limits (key, window_start, hits) values ('old', now() - interval '2 days', 5)`,
    );
    await sweepAuthTables(db, { otpExpirySeconds: 86_400 });
    expect((await refresh(test, session.refresh_token)).json.code).toBe('refresh_token_not_found');
    const { rows } = await db.query(
      `select 1 from auth.one_time_tokens where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    expect(rows).toHaveLength(0);
    expect((await db.query(`select 1 from auth.rate_limits where key = 'old'`)).rows).toHaveLength(0);
  });
});

describe('restart', () => {
  it('keeps users and sessions', async () => {
    const { email, session, user } = await signedUpClient(test);
    await test.restart();
    const me = await authFetch(test, '/user', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(user.id);
    const refreshed = await refresh(test, session.refresh_token);
    expect(refreshed.status).toBe(200);
    await signIn(test, email);
  });
});
