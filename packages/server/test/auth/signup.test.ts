import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authFetch,
  decodeJwt,
  lastMail,
  PASSWORD,
  signedUpClient,
  uniqueEmail,
  withConfig,
} from './helpers.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

describe('sign-up', () => {
  it('returns a session at once with autoconfirm, and creates the profile from the metadata', async () => {
    const email = uniqueEmail();
    const client = test.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Grace Hopper' } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.session!.refresh_token).toBeTruthy();
    expect(data.session!.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Grace Hopper' },
      is_anonymous: false,
    });
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]).toMatchObject({
      provider: 'email',
      id: data.user!.id,
      user_id: data.user!.id,
    });
    expect(data.user).not.toHaveProperty('factors');
    const { rows } = await test.server.ctx.db.query(
      'select full_name from public.profiles where user_id = $1',
      [data.user!.id],
    );
    expect(rows).toEqual([{ full_name: 'Grace Hopper' }]);
  });

  it('issues access tokens with the GoTrue claims, signed with the server key', async () => {
    const { session, user } = await signedUpClient(test, undefined, { plan: 'free' });
    const header = JSON.parse(Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', kid: test.server.ctx.keys.kid });
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      user_metadata: { plan: 'free' },
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(claims.iss).toMatch(/\/auth\/v1$/);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    await expect(test.server.ctx.keys.verify(session.access_token)).resolves.toMatchObject({ sub: user.id });
  });

  it('rejects weak, missing and over-long passwords', async () => {
    const client = test.client();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: 'short' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    expect(weak.error!.message).toBe('Password should be at least 8 characters.');

    const missing = await authFetch(test, '/signup', { body: { email: uniqueEmail() } });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'validation_failed', error_code: 'validation_failed' });

    const long = await client.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('rejects invalid addresses and an address that is already registered', async () => {
    const client = test.client();
    const bad = await client.auth.signUp({ email: 'not-an-address', password: PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const { email } = await signedUpClient(test);
    const again = await client.auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });
});

describe('sign-up with e-mail confirmation', () => {
  // Confirmation on for these tests only (the auth module reads the setting per request).
  beforeAll(() => {
    test.server.ctx.config.mailerAutoconfirm = false;
  });
  afterAll(() => {
    test.server.ctx.config.mailerAutoconfirm = true;
  });

  it('mails a confirmation, refuses sign-in until it is verified, then signs in', async () => {
    const email = uniqueEmail();
    const client = test.client();
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();

    const denied = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(denied.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await lastMail(test, email, 'signup');
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.action_link).toContain('/auth/v1/verify?token=');
    expect(mail.action_link).toContain('type=signup');
    expect(mail.body_text).toContain(mail.otp!);
    const verified = await client.auth.verifyOtp({ email, token: mail.otp!, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const again = await client.auth.verifyOtp({ email, token: mail.otp!, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const signIn = await test.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('answers a repeated sign-up of a confirmed address with an obfuscated user', async () => {
    const email = uniqueEmail();
    const admin = test.admin();
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const { data, error } = await test.client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(created.data.user!.id);
    expect(data.user!.identities).toEqual([]);
  });
});

describe('disabled sign-up', () => {
  it('answers 422 signup_disabled', async () => {
    await withConfig(test, { disableSignup: true }, async () => {
      const closed = test;
      const { error } = await closed.client().auth.signUp({ email: uniqueEmail(), password: PASSWORD });
      expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
      const settings = await authFetch(closed, '/settings');
      expect(settings.json).toMatchObject({ disable_signup: true, external: { email: true } });
    });
  });
});
