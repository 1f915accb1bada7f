import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authFetch, decodeJwt, signedUpClient, signIn, totp } from './helpers.ts';

/** Waits out the last seconds of a 30-second step, so a code one step old stays within the window. */
async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3000) await new Promise((r) => setTimeout(r, left + 100));
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

describe('TOTP multi-factor authentication', () => {
  it('enrols, challenges and verifies; the session becomes aal2', async () => {
    const { client, email } = await signedUpClient(test);
    const other = await signIn(test, email);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(factor.totp.uri).toContain(encodeURIComponent(email));

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all).toHaveLength(1);
    expect(listed.data!.all[0]).toMatchObject({ id: factor.id, status: 'unverified', factor_type: 'totp' });
    expect(listed.data!.totp).toHaveLength(0);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);

    const wrongCode = totp(factor.totp.secret, 5);
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const before2 = (await client.auth.getSession()).data.session!;
    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totp(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBe(decodeJwt(before2.access_token).session_id);
    expect(verified.data!.refresh_token).not.toBe(before2.refresh_token);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified' }),
    ]);

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(JSON.stringify(after.data!.currentAuthenticationMethods)).toContain('"method":"totp"');

    // The other (aal1) session of the user was signed out.
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });

    // A new password sign-in is aal1 with aal2 to reach.
    const fresh = await signIn(test, email);
    const freshLevel = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(freshLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The old refresh token of the upgraded session is spent; the new one works and stays aal2.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // Unenrolling a verified factor needs aal2.
    const denied = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(denied.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const user = await client.auth.getUser();
    expect(user.data.user).not.toHaveProperty('factors');
    const downgraded = await client.auth.refreshSession();
    expect(decodeJwt(downgraded.data.session!.access_token).aal).toBe('aal1');
  });

  it('accepts one step of clock skew and rejects stale challenges and unknown factors', async () => {
    const { client } = await signedUpClient(test);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await awayFromStepEdge();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factor!.id,
      code: totp(factor!.totp.secret, -1),
    });
    expect(verified.error).toBeNull();

    const c = await client.auth.mfa.challenge({ factorId: factor!.id });
    await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: c.data!.id,
      code: totp(factor!.totp.secret),
    });
    const reuse = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: c.data!.id,
      code: totp(factor!.totp.secret),
    });
    expect(reuse.error).toMatchObject({ status: 422 });

    const token = (await client.auth.getSession()).data.session!.access_token;
    const unknown = await authFetch(test, '/factors/00000000-0000-4000-8000-000000000000/challenge', {
      body: {},
      token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('mfa_factor_not_found');
    const notUuid = await authFetch(test, '/factors/nope/challenge', { body: {}, token });
    expect(notUuid.status).toBe(404);
    expect(notUuid.json.code).toBe('validation_failed');
    const unknownChallenge = await authFetch(test, `/factors/${factor!.id}/verify`, {
      body: { challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' },
      token,
    });
    expect(unknownChallenge.status).toBe(422);
    expect(unknownChallenge.json.code).toBe('mfa_factor_not_found');
    const phone = await authFetch(test, '/factors', { body: { factor_type: 'phone' }, token });
    expect(phone.status).toBe(422);
  });

  it('refuses a second factor from an aal1 session and duplicate friendly names', async () => {
    const { client, email } = await signedUpClient(test);
    const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'one' });
    const dup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'one' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    await client.auth.mfa.challengeAndVerify({
      factorId: first.data!.id,
      code: totp(first.data!.totp.secret),
    });
    const aal1 = await signIn(test, email);
    const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'two' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const fromAal2 = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'two' });
    expect(fromAal2.error).toBeNull();
    // Changing the password needs aal2 once a factor is verified.
    const pw = await aal1.auth.updateUser({ password: 'a new password here' });
    expect(pw.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
  });
});
