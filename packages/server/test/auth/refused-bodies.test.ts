import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { PASSWORD, uniqueEmail } from './helpers.ts';
import { postSlowly } from './slow-body.ts';

// Bodies auth/v1 refuses are answered in GoTrue's error shape, whatever their size or shape: 100 MB
// gets its 413 while the client is still sending (the connection is not reset under it), and JSON
// nested deeper than the database reads is 400 bad_json before it reaches the database.

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

const HUNDRED_MB = 100 * 1024 * 1024;
const TOO_LARGE = {
  code: 'request_too_large',
  error_code: 'request_too_large',
  msg: 'Request body too large',
  message: 'Request body too large',
};

describe('a body auth refuses', () => {
  it('100 MB to signup is answered 413 in GoTrue’s shape, read to its end rather than reset', async () => {
    const answer = await postSlowly(
      test.url,
      '/auth/v1/signup',
      { apikey: test.anonKey, 'content-type': 'application/json' },
      HUNDRED_MB,
    );
    expect(answer.error).toBeNull();
    expect(answer.sentAll).toBe(true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('the same through supabase-js', async () => {
    const { data, error } = await test.client().auth.signUp({
      email: uniqueEmail('big'),
      password: PASSWORD,
      options: { data: { blob: 'x'.repeat(HUNDRED_MB) } },
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 413, code: 'request_too_large' });
  });

  it.each([100_000, 2_000])(
    'JSON nested %i levels is 400 bad_json, and signing up still works',
    async (levels) => {
      const email = uniqueEmail('deep');
      const response = await fetch(`${test.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: test.anonKey, 'content-type': 'application/json' },
        body: `{"email":"${email}","password":"${PASSWORD}","data":{"x":${'['.repeat(levels)}${']'.repeat(levels)}}}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'bad_json',
        error_code: 'bad_json',
        msg: 'Could not parse request body as JSON: the JSON nests more than 512 levels deep',
        message: 'Could not parse request body as JSON: the JSON nests more than 512 levels deep',
      });
      const { rows } = await test.server.ctx.db.query('select 1 from auth.users where email = $1', [email]);
      expect(rows).toEqual([]);

      const { data, error } = await test.client().auth.signUp({
        email: uniqueEmail('after'),
        password: PASSWORD,
        options: { data: { nested: [[[['fine']]]] } },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toMatchObject({ nested: [[[['fine']]]] });
    },
  );
});
