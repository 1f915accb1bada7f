import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authFetch,
  lastMail,
  linkOnServer,
  mailCount,
  PASSWORD,
  signedUpClient,
  signIn,
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

describe('password recovery', () => {
  it('mails a code; verifying it gives a session that can set a new password', async () => {
    const { email, user } = await signedUpClient(test);
    const client = test.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: '/reset' });
    expect(error).toBeNull();
    const mail = await lastMail(test, email, 'recovery');
    expect(mail.subject).toBe('Reset your password');
    expect(new URL(mail.action_link!).searchParams.get('redirect_to')).toBe(
      new URL('/reset', test.server.ctx.config.siteUrl).toString(),
    );

    const verified = await client.auth.verifyOtp({ email, token: mail.otp!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session!.user.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');
    const { error: updateError } = await client.auth.updateUser({ password: 'recovered password' });
    expect(updateError).toBeNull();
    await signIn(test, email, 'recovered password');

    const reused = await test.client().auth.verifyOtp({ email, token: mail.otp!, type: 'recovery' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('accepts the token hash from the link', async () => {
    const { email } = await signedUpClient(test);
    await test.client().auth.resetPasswordForEmail(email);
    const mail = await lastMail(test, email, 'recovery');
    const tokenHash = new URL(mail.action_link!).searchParams.get('token')!;
    const { data, error } = await test.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('follows the link: 303 to redirect_to with the session in the fragment', async () => {
    const { email, user } = await signedUpClient(test);
    await test.client().auth.resetPasswordForEmail(email, { redirectTo: '/account/password' });
    const mail = await lastMail(test, email, 'recovery');
    const res = await fetch(linkOnServer(test, mail.action_link!), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/account/password');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const me = await authFetch(test, '/user', { token: fragment.get('access_token')! });
    expect(me.json.id).toBe(user.id);

    const again = await fetch(linkOnServer(test, mail.action_link!), { redirect: 'manual' });
    expect(again.status).toBe(303);
    const error = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
  });

  it('answers {} for unknown addresses without sending anything', async () => {
    const email = uniqueEmail('ghost');
    const { error } = await test.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(await mailCount(test, email)).toBe(0);
  });

  it('works with the PKCE flow: the link yields ?code= and the client exchanges it', async () => {
    const { email, user } = await signedUpClient(test);
    const storage = new Map<string, string>();
    const pkce = createClient(test.url, test.anonKey, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k) => storage.get(k) ?? null,
          setItem: (k, v) => void storage.set(k, v),
          removeItem: (k) => void storage.delete(k),
        },
      },
    });
    const events: string[] = [];
    pkce.auth.onAuthStateChange((event) => events.push(event));
    expect((await pkce.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await lastMail(test, email, 'recovery');
    expect(new URL(mail.action_link!).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(linkOnServer(test, mail.action_link!), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const code = new URL(res.headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await pkce.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');

    const replay = await authFetch(test, '/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(replay.status).toBe(404);
    expect(replay.json.code).toBe('flow_state_not_found');
  });
});

describe('magic links, resend and invitations', () => {
  it('signs a new address up by magic link, and an existing one in', async () => {
    const email = uniqueEmail('magic');
    const client = test.client();
    const refused = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });

    expect(
      (await client.auth.signInWithOtp({ email, options: { data: { full_name: 'Magic' } } })).error,
    ).toBeNull();
    const first = await lastMail(test, email);
    expect(first.email_type).toBe('signup');
    const signedUp = await client.auth.verifyOtp({ email, token: first.otp!, type: 'email' });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.user).toMatchObject({ email, user_metadata: { full_name: 'Magic' } });
    expect(signedUp.data.user!.email_confirmed_at).toBeTruthy();

    expect((await test.client().auth.signInWithOtp({ email })).error).toBeNull();
    const second = await lastMail(test, email);
    expect(second.email_type).toBe('magiclink');
    const res = await fetch(linkOnServer(test, second.action_link!), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('resends the sign-up confirmation', async () => {
    await withConfig(test, { mailerAutoconfirm: false }, async () => {
      const confirming = test;
      const email = uniqueEmail('resend');
      await confirming.client().auth.signUp({ email, password: PASSWORD });
      const first = await lastMail(confirming, email, 'signup');
      const { error } = await confirming.client().auth.resend({ type: 'signup', email });
      expect(error).toBeNull();
      const second = await lastMail(confirming, email, 'signup');
      expect(second.id).not.toBe(first.id);
      const old = await confirming.client().auth.verifyOtp({ email, token: first.otp!, type: 'signup' });
      if (first.otp !== second.otp) expect(old.error).toMatchObject({ code: 'otp_expired' });
      const ok = await confirming.client().auth.verifyOtp({ email, token: second.otp!, type: 'signup' });
      expect(ok.error).toBeNull();
      const bad = await authFetch(confirming, '/resend', { body: { type: 'bogus', email } });
      expect(bad.status).toBe(400);
    });
  });

  it('rejects verify requests without a usable token', async () => {
    const noType = await authFetch(test, '/verify', { body: { token: '123456', email: 'a@example.test' } });
    expect(noType.status).toBe(400);
    const noToken = await authFetch(test, '/verify', { body: { type: 'signup' } });
    expect(noToken.status).toBe(400);
    const wrong = await authFetch(test, '/verify', {
      body: { type: 'recovery', email: 'a@example.test', token: '123456' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.code).toBe('otp_expired');
  });
});
