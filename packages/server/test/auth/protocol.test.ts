import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authFetch, PASSWORD, signedUpClient } from './helpers.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

describe('metadata endpoints', () => {
  it('GET /settings, /health and the JWKS', async () => {
    const settings = await authFetch(test, '/settings');
    expect(settings.status).toBe(200);
    expect(settings.json).toMatchObject({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    expect(settings.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    const health = await authFetch(test, '/health');
    expect(health.json).toMatchObject({ name: 'GoTrue' });

    const jwks = await fetch(`${test.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toContain('max-age=600');
    const body = (await jwks.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      kid: test.server.ctx.keys.kid,
    });
    expect(body.keys[0]).not.toHaveProperty('d');
  });

  it('lets supabase-js verify claims locally with the JWKS', async () => {
    const { client, user } = await signedUpClient(test);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims.sub).toBe(user.id);
  });
});

describe('bad input gets a 4xx GoTrue body, never a 500', () => {
  const cases: [string, Parameters<typeof authFetch>[2] & { path: string }, number, string][] = [
    ['malformed JSON', { path: '/signup', rawBody: '{"email": ' }, 400, 'bad_json'],
    ['a JSON array', { path: '/token?grant_type=password', rawBody: '[1,2]' }, 400, 'bad_json'],
    ['a JSON string', { path: '/recover', rawBody: '"x"' }, 400, 'bad_json'],
    ['wrong field types', { path: '/signup', body: { email: 42, password: true } }, 400, 'validation_failed'],
    [
      'metadata that is not an object',
      { path: '/signup', body: { email: 'a@b.test', password: PASSWORD, data: 'x' } },
      400,
      'validation_failed',
    ],
    ['an unknown grant type', { path: '/token?grant_type=magic', body: {} }, 400, 'invalid_credentials'],
    ['no grant type', { path: '/token', body: {} }, 400, 'invalid_credentials'],
    [
      'a password grant without e-mail',
      { path: '/token?grant_type=password', body: { password: 'x' } },
      400,
      'validation_failed',
    ],
    [
      'a password grant without password',
      { path: '/token?grant_type=password', body: { email: 'a@b.test' } },
      400,
      'invalid_credentials',
    ],
    [
      'a PKCE grant without a verifier',
      { path: '/token?grant_type=pkce', body: { auth_code: 'x' } },
      400,
      'validation_failed',
    ],
    [
      'a PKCE grant with an unknown code',
      { path: '/token?grant_type=pkce', body: { auth_code: 'x', code_verifier: 'y' } },
      404,
      'flow_state_not_found',
    ],
    ['recovery without an e-mail', { path: '/recover', body: {} }, 400, 'validation_failed'],
    ['an OTP without an e-mail', { path: '/otp', body: {} }, 400, 'validation_failed'],
    [
      'a verify with an unknown type',
      { path: '/verify', body: { type: 'nope', token_hash: 'x' } },
      400,
      'validation_failed',
    ],
    [
      'a half PKCE challenge',
      { path: '/recover', body: { email: 'a@b.test', code_challenge: 'x' } },
      400,
      'validation_failed',
    ],
    ['an unknown route', { path: '/nope', body: {} }, 404, 'not_found'],
    ['a wrong method', { path: '/signup', method: 'GET' }, 404, 'not_found'],
    [
      'phone sign-up',
      { path: '/signup', body: { phone: '+15555550100', password: PASSWORD } },
      422,
      'phone_provider_disabled',
    ],
    ['anonymous sign-up', { path: '/signup', body: {} }, 422, 'anonymous_provider_disabled'],
    ['an admin call with the anon key', { path: '/admin/users', method: 'GET' }, 403, 'not_admin'],
  ];

  it.each(cases)('%s', async (_name, request, status, code) => {
    const { path, ...init } = request;
    const token = path.startsWith('/admin') ? test.anonKey : undefined;
    const res = await authFetch(test, path, { ...init, token });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({
      code,
      error_code: code,
      msg: expect.any(String),
      message: expect.any(String),
    });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('an oversized body is refused with 413', async () => {
    const res = await authFetch(test, '/signup', {
      body: { email: 'big@example.test', password: PASSWORD, data: { blob: 'x'.repeat(300 * 1024) } },
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('request_too_large');
  });

  it('an empty body with a JSON content type is an empty object', async () => {
    const res = await authFetch(test, '/recover', { rawBody: '' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_failed');
  });

  it('form-encoded token requests work too', async () => {
    const { email } = await signedUpClient(test);
    const res = await fetch(`${test.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: test.anonKey, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token_type: 'bearer' });
  });

  it('user endpoints with a token for a deleted user', async () => {
    const { session, user } = await signedUpClient(test);
    await test.server.ctx.db.query('delete from auth.users where id = $1', [user.id]);
    const res = await authFetch(test, '/user', { token: session.access_token });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('user_not_found');
  });
});

describe('headers', () => {
  it('every auth answer carries the API version, even the gateway refusing a key', async () => {
    const res = await fetch(`${test.url}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const ok = await authFetch(test, '/settings');
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS', () => {
  it('answers preflights for auth paths and exposes the API version header', async () => {
    const res = await fetch(`${test.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-supabase-api-version',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const post = await fetch(`${test.url}/auth/v1/settings`, {
      headers: { apikey: test.anonKey, Origin: 'https://app.example' },
    });
    expect(post.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});
