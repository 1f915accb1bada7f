import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/auth/services/rate-limit.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authFetch, signedUpClient, uniqueEmail } from './helpers.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ rateLimitEnabled: true, trustProxy: true });
});
afterAll(async () => {
  await test?.stop();
});

/** Requests from a made-up client address (the server trusts X-Forwarded-For behind a proxy). */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('rate limits', () => {
  it('limit password sign-ins per e-mail address', async () => {
    const { email } = await signedUpClient(test);
    const client = test.client();
    let last;
    for (let i = 0; i <= RATE_LIMITS.signIn.perEmail; i++) {
      last = await client.auth.signInWithPassword({ email, password: 'wrong password' });
    }
    expect(last!.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('limit sign-ins per client IP', async () => {
    const ip = '203.0.113.7';
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.signIn.perIp; i++) {
      const res = await authFetch(test, '/token?grant_type=password', {
        body: { email: uniqueEmail('ip'), password: 'x' },
        headers: from(ip),
      });
      status = res.status;
      if (i < RATE_LIMITS.signIn.perIp) expect(res.status).toBe(400);
    }
    expect(status).toBe(429);
    // Another address is not affected.
    const other = await authFetch(test, '/token?grant_type=password', {
      body: { email: uniqueEmail('ip'), password: 'x' },
      headers: from('203.0.113.8'),
    });
    expect(other.status).toBe(400);
  });

  it('allow one recovery mail per address per minute', async () => {
    const { email } = await signedUpClient(test);
    const first = await test.client().auth.resetPasswordForEmail(email);
    expect(first.error).toBeNull();
    const second = await test.client().auth.resetPasswordForEmail(email);
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error!.message).toMatch(/only request this after \d+ seconds/);
  });

  it('limit verify attempts per IP', async () => {
    const ip = '198.51.100.9';
    let res;
    for (let i = 0; i <= RATE_LIMITS.verify.perIp; i++) {
      res = await authFetch(test, '/verify', {
        body: { type: 'signup', token_hash: `nope${i}` },
        headers: from(ip),
      });
    }
    expect(res!.status).toBe(429);
    expect(res!.json.code).toBe('over_request_rate_limit');
  });

  it('limit sign-ups and OTP mails per IP', async () => {
    const ip = '192.0.2.44';
    let res;
    for (let i = 0; i <= RATE_LIMITS.emailSend.perIp; i++) {
      res = await authFetch(test, '/otp', { body: { email: uniqueEmail('otp') }, headers: from(ip) });
    }
    expect(res!.status).toBe(429);
    for (let i = 0; i <= RATE_LIMITS.signUp.perIp; i++) {
      res = await authFetch(test, '/signup', { body: { email: uniqueEmail('su') }, headers: from(ip) });
    }
    expect(res!.status).toBe(429);
  });
});

describe('rate limits without a trusted proxy', () => {
  let direct: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ rateLimitEnabled: true });
  });
  afterAll(async () => {
    await direct?.stop();
  });

  it('count the connection address, so a forged X-Forwarded-For does not escape the limit', async () => {
    let status = 0;
    for (let i = 0; i <= RATE_LIMITS.signIn.perIp; i++) {
      const res = await authFetch(direct, '/token?grant_type=password', {
        body: { email: uniqueEmail('forged'), password: 'x' },
        headers: from(`203.0.113.${i % 250}`),
      });
      status = res.status;
    }
    expect(status).toBe(429);
  });
});
