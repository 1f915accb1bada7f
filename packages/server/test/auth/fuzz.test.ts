import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authFetch, signedUpClient } from './helpers.ts';

let test: TestServer;
let userToken: string;
beforeAll(async () => {
  test = await startTestServer();
  userToken = (await signedUpClient(test)).session.access_token;
});
afterAll(async () => {
  await test?.stop();
});

const ROUTES: [string, string][] = [
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=pkce'],
  ['POST', '/logout?scope=local'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['POST', '/recover'],
  ['POST', '/otp'],
  ['POST', '/resend'],
  ['POST', '/verify'],
  ['GET', '/verify?token=abc&type=signup'],
  ['GET', '/verify?token=%00&type=recovery&redirect_to=%00'],
  ['POST', '/token?grant_type=%00'],
  ['GET', '/reauthenticate'],
  ['POST', '/factors'],
  ['POST', '/factors/00000000-0000-4000-8000-000000000000/challenge'],
  ['POST', '/factors/not-a-uuid/verify'],
  ['DELETE', '/factors/00000000-0000-4000-8000-000000000000'],
  ['GET', '/admin/users?page=abc&per_page=-1'],
  ['POST', '/admin/users'],
  ['PUT', '/admin/users/not-a-uuid'],
  ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
  ['POST', '/admin/generate_link'],
  ['POST', '/invite'],
];

const BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '42',
  '{"email": {"$ne": null}, "password": ["x"]}',
  '{"email": "a@b.test", "password": "pw", "data": [1, 2]}',
  `{"email": "${'a'.repeat(5000)}@x.test", "password": "${'p'.repeat(5000)}"}`,
  '{"refresh_token": 123, "auth_code": {}, "code_verifier": null}',
  '{"type": "recovery", "token_hash": "\\u0000\\u0000", "email": "x"}',
  '{"factor_type": "totp", "friendly_name": 7, "challenge_id": "nope", "code": 123456}',
  '{"ban_duration": "forever", "email": "b@c.test", "password_hash": "plain"}',
  '{"type": "email_change_new", "email": "a@b.test", "new_email": ""}',
  '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}',
  '{"email": "a@b.test", "data": {"\\u0000": 1}, "refresh_token": "\\u0000"}',
];

describe('no input makes the auth API answer 5xx', () => {
  it.each(ROUTES)('%s %s', async (method, path) => {
    for (const token of [undefined, test.anonKey, test.serviceRoleKey, userToken, 'garbage.token.here']) {
      for (const body of BODIES) {
        if (method === 'GET' && body !== undefined) continue;
        const res = await authFetch(test, path, { method, rawBody: body, token });
        if (res.status >= 500)
          throw new Error(`${method} ${path} with ${body} -> ${res.status} ${JSON.stringify(res.json)}`);
        if (res.status >= 400) {
          expect(res.json.code, `${method} ${path} ${body}`).toEqual(expect.any(String));
          expect(res.json.error_code).toBe(res.json.code);
        }
      }
    }
  });
});
