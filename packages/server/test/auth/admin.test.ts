import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authFetch,
  lastMail,
  linkOnServer,
  PASSWORD,
  signedUpClient,
  signIn,
  totp,
  uniqueEmail,
} from './helpers.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

describe('admin API', () => {
  it('refuses anyone but the service role', async () => {
    const { client, session } = await signedUpClient(test);
    const anon = await test.client().auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });
    const asUser = await authFetch(test, '/admin/users', { token: session.access_token });
    expect(asUser.status).toBe(403);
    expect(asUser.json.code).toBe('not_admin');
    expect(client).toBeTruthy();
  });

  it('creates, gets, updates and lists users', async () => {
    const admin = test.admin();
    const email = uniqueEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Created By Admin' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({
      email,
      user_metadata: { full_name: 'Created By Admin' },
      app_metadata: { plan: 'pro', provider: 'email', providers: ['email'] },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    const dup = await admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    const fetched = await admin.auth.admin.getUserById(user.id);
    expect(fetched.data.user!.id).toBe(user.id);
    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const updated = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { full_name: null, nickname: 'Admin' },
      app_metadata: { plan: 'team' },
      password: 'admin set password',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({ nickname: 'Admin' });
    expect(updated.data.user!.app_metadata).toMatchObject({ plan: 'team', provider: 'email' });
    await signIn(test, email, 'admin set password');

    for (let i = 0; i < 3; i++)
      await admin.auth.admin.createUser({ email: uniqueEmail('page'), password: PASSWORD });
    const page1 = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    expect(page1.data.users).toHaveLength(2);
    expect(page1.data).toMatchObject({ nextPage: 2, total: expect.any(Number) });
    expect((page1.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(4);
    const raw = await fetch(`${test.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: test.serviceRoleKey, Authorization: `Bearer ${test.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBeTruthy();
    expect(raw.headers.get('link')).toMatch(/<[^>]+\?page=2&per_page=2>; rel="next"/);
    const page2 = await admin.auth.admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users[0]!.id).not.toBe(page1.data.users[0]!.id);
  });

  it('bans a user: sessions end and sign-in is refused', async () => {
    const admin = test.admin();
    const { client, email, user } = await signedUpClient(test);
    const banned = await admin.auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(banned.data.user!.banned_until).toBeTruthy();
    expect((await client.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    const denied = await test.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(denied.error).toMatchObject({ status: 400, code: 'user_banned' });
    await admin.auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    await signIn(test, email);
  });

  it('deletes a user with their sessions and product data', async () => {
    const admin = test.admin();
    const { client, user, session } = await signedUpClient(test, undefined, { full_name: 'To Delete' });
    const profile = await client.from('profiles').select('full_name').single();
    if (!profile.error) expect(profile.data).toEqual({ full_name: 'To Delete' });
    const { rows: before } = await test.server.ctx.db.query(
      'select 1 from public.profiles where user_id = $1',
      [user.id],
    );
    expect(before).toHaveLength(1);

    const deleted = await admin.auth.admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    const { rows: profiles } = await test.server.ctx.db.query(
      'select 1 from public.profiles where user_id = $1',
      [user.id],
    );
    expect(profiles).toHaveLength(0);
    const { rows: sessions } = await test.server.ctx.db.query(
      'select 1 from auth.sessions where user_id = $1',
      [user.id],
    );
    expect(sessions).toHaveLength(0);
    const me = await authFetch(test, '/user', { token: session.access_token });
    expect(me.status).toBe(403);
    const refresh = await authFetch(test, '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect((await admin.auth.admin.getUserById(user.id)).error).toMatchObject({ status: 404 });
  });

  it('soft-deletes a user, freeing the address', async () => {
    const admin = test.admin();
    const { email, user } = await signedUpClient(test);
    expect((await admin.auth.admin.deleteUser(user.id, true)).error).toBeNull();
    const denied = await test.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(denied.error).toMatchObject({ code: 'invalid_credentials' });
    await signedUpClient(test, email);
  });

  it('lists and deletes a user’s factors', async () => {
    const admin = test.admin();
    const { client, user } = await signedUpClient(test);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp(factor!.totp.secret) });
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([expect.objectContaining({ id: factor!.id, status: 'verified' })]);
    const removed = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor!.id });
    expect(removed.error).toBeNull();
    // auth-js wraps this response once more: { data: { data: factor, error: null } }.
    expect(JSON.stringify(removed.data)).toContain(factor!.id);
    expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([]);
  });

  it('generates links without sending mail, and they verify', async () => {
    const admin = test.admin();
    const { email, user } = await signedUpClient(test);
    const { data, error } = await admin.auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      email_otp: expect.stringMatching(/^\d{6}$/),
    });
    expect(data.properties!.action_link).toContain(data.properties!.hashed_token);
    const verified = await test
      .client()
      .auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
    expect(verified.error).toBeNull();

    const signupEmail = uniqueEmail('gen');
    const signup = await admin.auth.admin.generateLink({
      type: 'signup',
      email: signupEmail,
      password: PASSWORD,
    });
    expect(signup.error).toBeNull();
    const res = await fetch(linkOnServer(test, signup.data.properties!.action_link), { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).hash).toContain('access_token=');
    await signIn(test, signupEmail);

    const newEmail = uniqueEmail('changed');
    const change = await admin.auth.admin.generateLink({
      type: 'email_change_new',
      email: signupEmail,
      newEmail,
    });
    expect(change.error).toBeNull();
    const changed = await test
      .client()
      .auth.verifyOtp({ email: newEmail, token: change.data.properties!.email_otp, type: 'email_change' });
    expect(changed.error).toBeNull();
    expect(changed.data.user!.email).toBe(newEmail);
  });

  it('invites a user by e-mail; the invitation signs them in', async () => {
    const admin = test.admin();
    const email = uniqueEmail('invited');
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Invitee' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invitee' } });
    expect(data.user!.invited_at).toBeTruthy();
    const mail = await lastMail(test, email, 'invite');
    const res = await fetch(linkOnServer(test, mail.action_link!), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const token = fragment.get('access_token')!;
    const set = await authFetch(test, '/user', {
      method: 'PUT',
      token,
      body: { password: 'invitee password' },
    });
    expect(set.status).toBe(200);
    await signIn(test, email, 'invitee password');
    const again = await admin.auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('records auth events in the audit log', async () => {
    const { email } = await signedUpClient(test);
    await signIn(test, email);
    const { rows } = await test.server.ctx.db.query<{ action: string }>(
      `select payload->>'action' as action from auth.audit_log_entries where payload->>'actor_username' = $1`,
      [email],
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('user_signedup');
    expect(actions).toContain('login');
  });
});
