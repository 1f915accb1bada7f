import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../support/server.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await test?.stop();
});

/** Sends a websocket upgrade request on a raw socket; resolves to what came back once the server closes it. */
function refusedUpgrade(url: string, path: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
  });
}

describe('the server process', () => {
  it('reports database health and the SPA configuration', async () => {
    const health = await fetch(`${test.url}/health`).then((r) => r.json());
    expect(health).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    const config = await fetch(`${test.url}/config.json`).then((r) => r.json());
    expect(config).toEqual({ url: test.url, anonKey: test.anonKey });
  });

  it('refuses API requests without a valid apikey', async () => {
    const missing = await fetch(`${test.url}/rest/v1/profiles`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${test.url}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('issues API keys whose role claims are anon and service_role', () => {
    const role = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).role;
    expect(role(test.anonKey)).toBe('anon');
    expect(role(test.serviceRoleKey)).toBe('service_role');
  });

  it('creates a profile for every new user from the sign-up metadata', async () => {
    const user = await createTestUser(test, undefined, { full_name: 'Ada Lovelace' });
    const { rows } = await test.server.ctx.db.query(
      'select full_name from public.profiles where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ full_name: 'Ada Lovelace' }]);
  });

  it('keeps its keys and data across a restart', async () => {
    const user = await createTestUser(test);
    const before = test.server.ctx.keys.anonKey;
    await test.restart();
    expect(test.server.ctx.keys.anonKey).toBe(before);
    const { rows } = await test.server.ctx.db.query('select email from auth.users where id = $1', [user.id]);
    expect(rows).toEqual([{ email: user.email }]);
  });

  it('answers and closes websocket upgrades on paths that are not websockets', async () => {
    // Before the fix these sockets stayed open after the answer, and the test timed out.
    const closing = /^HTTP\/1\.1 \d{3} [^]*\r\nconnection: close\r\n/i;
    expect(await refusedUpgrade(test.url, '/rest/v1/profiles')).toMatch(closing);
    expect(await refusedUpgrade(test.url, `/rest/v1/profiles?apikey=${test.anonKey}`)).toMatch(closing);
    expect(await refusedUpgrade(test.url, '/some/page')).toMatch(closing);
    expect(await refusedUpgrade(test.url, '/realtime/v1/websocket?apikey=wrong&vsn=1.0.0')).toMatch(
      /^HTTP\/1\.1 401 /,
    );
  });

  it('answers and closes websocket upgrades to the built web app, its pages and its files', async () => {
    // With a build, the web app's answers are files streamed to the socket; one larger than a
    // socket takes at once never finished, and the socket stayed open.
    const dist = mkdtempSync(join(tmpdir(), 'edgelog-dist-'));
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Edgelog</title>${' '.repeat(256 * 1024)}`);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const built = await startTestServer({ webDistDir: dist });
    try {
      const closing = /^HTTP\/1\.1 \d{3} [^]*\r\nconnection: close\r\n/i;
      expect(await refusedUpgrade(built.url, '/some/page')).toMatch(closing);
      expect(await refusedUpgrade(built.url, '/favicon.svg')).toMatch(closing);
      expect(await refusedUpgrade(built.url, '/')).toMatch(closing);
      // Pages are still served to everyone else.
      const page = await fetch(`${built.url}/some/page`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Edgelog</title>');
    } finally {
      await built.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
