import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  authFetch,
  lastMail,
  linkOnServer,
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

describe('GET /user and PUT /user', () => {
  it('merges metadata, a null value deleting the key', async () => {
    const { client } = await signedUpClient(test, undefined, { full_name: 'Ada', theme: 'dark' });
    const { data, error } = await client.auth.updateUser({ data: { theme: null, locale: 'en-GB' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ full_name: 'Ada', locale: 'en-GB' });
    const fetched = await client.auth.getUser();
    expect(fetched.data.user!.user_metadata).toEqual({ full_name: 'Ada', locale: 'en-GB' });
    // New access tokens carry the new metadata.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.user!.user_metadata).toEqual({ full_name: 'Ada', locale: 'en-GB' });
  });

  it('refuses app_metadata from the user', async () => {
    const { session } = await signedUpClient(test);
    const res = await authFetch(test, '/user', {
      method: 'PUT',
      token: session.access_token,
      body: { app_metadata: { role: 'admin' } },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('not_admin');
  });

  it('changes the password, refusing the same one and signing out the other sessions', async () => {
    const { client, email } = await signedUpClient(test);
    const other = await signIn(test, email);
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const { error } = await client.auth.updateUser({ password: 'a brand new password' });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    const old = await test.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    await signIn(test, email, 'a brand new password');
  });

  it('changes the e-mail address once both the new and the current address confirm', async () => {
    const { client, email, user } = await signedUpClient(test);
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user!.email_change_sent_at).toBeTruthy();

    const toNew = await lastMail(test, newEmail, 'email_change');
    expect(toNew.action_link).toContain('type=email_change');
    const toCurrent = await lastMail(test, email, 'email_change_current');
    expect(toCurrent.action_link).toContain('type=email_change');

    const half = await authFetch(test, '/verify', {
      body: { type: 'email_change', email: newEmail, token: toNew.otp },
    });
    expect(half.status).toBe(200);
    expect(half.json).toMatchObject({
      code: 200,
      msg: expect.stringContaining('confirm link sent to the other email'),
    });
    expect((await client.auth.getUser()).data.user!.email).toBe(email);

    const res = await fetch(linkOnServer(test, toCurrent.action_link!), { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const me = await authFetch(test, '/user', { token: fragment.get('access_token')! });
    expect(me.json).toMatchObject({ id: user.id, email: newEmail });
    expect(me.json).not.toHaveProperty('new_email');
    await signIn(test, newEmail);
  });

  it('changes the e-mail address on the new address alone when secure change is off', async () => {
    const { client, user } = await signedUpClient(test);
    const newEmail = uniqueEmail('new');
    await withConfig(test, { mailerSecureEmailChange: false }, async () => {
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const mail = await lastMail(test, newEmail, 'email_change');
      const verified = await client.auth.verifyOtp({
        email: newEmail,
        token: mail.otp!,
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user).toMatchObject({ id: user.id, email: newEmail });
    });
  });

  it('refuses an address another account uses', async () => {
    const first = await signedUpClient(test);
    const second = await signedUpClient(test);
    const { error } = await second.client.auth.updateUser({ email: first.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('accepts a reauthentication nonce for a password change and rejects a wrong one', async () => {
    const { client, email } = await signedUpClient(test);
    const { error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    const mail = await lastMail(test, email, 'reauthentication');
    expect(mail.otp).toMatch(/^\d{6}$/);
    const wrongNonce = mail.otp === '000000' ? '111111' : '000000';
    const wrong = await client.auth.updateUser({ password: 'another new password', nonce: wrongNonce });
    expect(wrong.error).toMatchObject({ status: 400, code: 'reauthentication_not_valid' });
    const ok = await client.auth.updateUser({ password: 'another new password', nonce: mail.otp! });
    expect(ok.error).toBeNull();
    await signIn(test, email, 'another new password');
  });
});

describe('PUT /user with current_password', () => {
  it('checks the current password when it is given', async () => {
    const { client, email } = await signedUpClient(test);
    const wrong = await client.auth.updateUser({ password: 'next password 1', current_password: 'not it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    const ok = await client.auth.updateUser({ password: 'next password 1', current_password: PASSWORD });
    expect(ok.error).toBeNull();
    await signIn(test, email, 'next password 1');
  });
});

describe('PUT /user with a required reauthentication', () => {
  it('asks for a nonce before changing the password', async () => {
    const { client } = await signedUpClient(test);
    await withConfig(test, { passwordChangeRequiresReauthentication: true }, async () => {
      const { error } = await client.auth.updateUser({ password: 'a different password' });
      expect(error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    });
  });
});

describe('links', () => {
  it('point at SITE_URL and keep redirect_to on the site', async () => {
    const { client, email } = await signedUpClient(test);
    await client.auth.reauthenticate();
    await test.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const evil = await lastMail(test, email, 'recovery');
    const evilLink = new URL(evil.action_link!);
    expect(evilLink.origin).toBe(new URL(test.server.ctx.config.siteUrl).origin);
    expect(evilLink.searchParams.get('redirect_to')).toBe(test.server.ctx.config.siteUrl);

    const res = await fetch(
      linkOnServer(test, evil.action_link!).replace(
        /redirect_to=[^&]*/,
        'redirect_to=https%3A%2F%2Fevil.example',
      ),
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')!.startsWith(test.server.ctx.config.siteUrl)).toBe(true);
  });
});
